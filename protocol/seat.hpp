// One side of a refereed game: a player of ours or an outside bot. The referee hands a seat
// only what that side may know: its observation and the public outcome of every move.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "engine/game.hpp"

namespace stratego {

// What a seat answered: a move, or why there is none (unreadable answer, time-out, exit).
struct SeatAnswer {
  std::optional<Move> move;
  std::string text;     // the answer as given, for the record of an illegal one
  std::string failure;  // why there is no move
  bool timed_out = false;
};

struct SeatSetup {
  std::optional<Setup> setup;
  std::string failure;
};

class Seat {
 public:
  virtual ~Seat() = default;
  // A single word (the UCC setup query names the opponent in one token).
  virtual std::string name() const = 0;
  virtual SeatSetup setup(const Variant& variant, const RuleSet& rules, Color side, const std::string& opponent) = 0;
  // The seat's move; `view` is its own observation and it is its turn.
  virtual SeatAnswer move(const Observation& view) = 0;
  // The time the next moves may take, from now on (a clock's time left decides it online).
  virtual void set_move_time(std::chrono::milliseconds budget) = 0;
  // Every move's public outcome, told to both seats, the mover first. `after` is the game's
  // result once the move is made (a victory or a draw may end the game with it).
  virtual void told(const PublicMove& event, const GameResult& after) = 0;
  // The mover's answer was not a legal move: the game ends.
  virtual void told_illegal(const SeatAnswer& answer) = 0;
  // The game is over; `result` is the one-line verdict.
  virtual void finish(const std::string& result) = 0;
};

}  // namespace stratego
