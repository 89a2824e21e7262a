// One game between two seats with the engine as referee, a step at a time: the setups, then
// one move per step until the game ends. A rejected setup, an illegal or unreadable move, a
// time-out or a bot that exits loses the game by forfeit. referee_game() runs it to the end
// in one call. A front end where a person moves (the terminal game) steps it itself: the
// computer's seat is asked by step(), the person's moves are pushed in with play(), which
// refuses an illegal one instead of forfeiting; a GameObserver (the save file) hears of
// every change.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "engine/game.hpp"
#include "protocol/seat.hpp"

namespace stratego {

struct RefereeOptions {
  int max_plies = 10000;  // then a draw by move limit (the UCC manager stops at 5000 turns); 0: no limit
};

// Told after the setups, after every move (before the seats hear of it, so that a store
// keeps the move first) and when the game ended otherwise (resignation, forfeit, move limit).
class GameObserver {
 public:
  virtual ~GameObserver() = default;
  virtual void changed(const Game& game) = 0;
};

class GameDriver {
 public:
  // `game` has not started yet, or goes on from where it stands (a resumed game).
  GameDriver(Seat& red, Seat& blue, Game game, const RefereeOptions& options = {}, GameObserver* observer = nullptr);

  const Game& game() const { return game_; }
  Game& game() { return game_; }
  bool over() const { return game_.result().over(); }
  std::optional<Color> offender() const { return offender_; }  // the side that forfeited, if one did
  const std::string& incident() const { return incident_; }   // what it did, in words

  // Asks both seats for their setups and starts the game. False when it is over before the
  // first move (a failed setup).
  bool set_up();
  // The side to move's seat moves; false once the game is over.
  bool step();
  // A move for `side` pushed in instead of asking its seat. Refused, with nothing changed,
  // when the move is illegal or it is not that side's turn (NotYourPiece: the piece is not
  // the mover's); both seats are told of a move played.
  MoveError play(Color side, const Move& move);
  // The side gives up (a person's seat).
  void resign(Color side);
  // Tells both seats the verdict line; called once, when the game is over or abandoned.
  void finish();

 private:
  void forfeit(Color offender, Ending ending, const std::string& incident);
  void tell_move();
  void changed();

  std::array<Seat*, 2> seats_;
  Game game_;
  RefereeOptions options_;
  GameObserver* observer_;
  std::optional<Color> offender_;
  std::string incident_;
};

}  // namespace stratego
