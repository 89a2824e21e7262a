// One game between two seats with the engine as referee and the clocks as timekeeper, from
// the setups to the ending: the one driver of every front end. It goes a step at a time in
// one of two ways, and a game may mix them:
// - pulled: set_up() and step() ask the seats (the match runner, the referee command,
//   self-play, the terminal's computer); a rejected setup, an illegal or unreadable move, a
//   time-out or a bot that exits loses the game by forfeit;
// - pushed: place_setup(), play(), resign(), agree_draw() and end() bring what a person, or
//   a computer that thought elsewhere, decided, with the moment it happened (the server, the
//   terminal's person); a refused push changes nothing.
// The clocks are told the time by every push, and settle(now) applies whatever ran out. A
// GameObserver (the server's store, the terminal's save file) hears of every change before
// it takes effect.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "engine/game.hpp"
#include "engine/time_control.hpp"
#include "protocol/seat.hpp"

namespace stratego {

struct RefereeOptions {
  int max_plies = 10000;  // then a draw by move limit (the UCC manager stops at 5000 turns); 0: no limit
};

// Told of every change. The first three come before the change is made, so that a store
// keeps it first: a throw leaves the game as it was. An ending that a move brings (a flag
// taken, no move left, the no-battle limit) follows from the moves: it is told right after
// the move. changed() comes after every call that changed the game.
class GameObserver {
 public:
  virtual ~GameObserver() = default;
  // play_starts: the moment play begins, when this setup was the second.
  virtual void setup_placed(Color /*side*/, const Setup& /*setup*/, std::optional<Millis> /*play_starts*/) {}
  virtual void move_played(int /*ply*/, const Move& /*move*/, Millis /*at*/) {}
  virtual void game_ended(const GameResult& /*result*/, Millis /*at*/) {}
  virtual void changed(const Game& /*game*/) {}
};

class GameDriver {
 public:
  // `game` has not started yet, or goes on from where it stands (a resumed game); no clock.
  GameDriver(Seat& red, Seat& blue, Game game, const RefereeOptions& options = {}, GameObserver* observer = nullptr);
  // With clocks: fresh from a time control, or wound to where the game stands (a game
  // rebuilt from a store); no move limit.
  GameDriver(Seat& red, Seat& blue, Game game, Clocks clocks, GameObserver* observer);
  // The seats and the observer are held by address.
  GameDriver(const GameDriver&) = delete;
  GameDriver& operator=(const GameDriver&) = delete;

  const Game& game() const { return game_; }
  Game take_game() && { return std::move(game_); }
  const Clocks& clocks() const { return clocks_; }
  bool over() const { return game_.result().over(); }
  std::optional<Color> offender() const { return offender_; }  // the side that forfeited, if one did
  const std::string& incident() const { return incident_; }   // what it did, in words

  // --- pulled ---------------------------------------------------------------------------
  // Asks each seat without a setup for one and starts the game. False when it is over
  // before the first move (a failed setup).
  bool set_up(Millis now = 0);
  // The side to move's seat moves; false once the game is over.
  bool step(Millis now = 0);

  // --- pushed ---------------------------------------------------------------------------
  // Both seats are taken: the set-up time, if the clock has one, runs from now.
  void start_setup_clock(Millis now);
  // Empty when placed, otherwise why not. Play starts at `at` once both sides have set up.
  std::string place_setup(Color side, const Setup& setup, Millis at);
  // A move for `side`: refused, with nothing changed, when it is illegal, not that side's
  // turn (NotYourPiece) or too late (GameOver: the flag fell first, which settle() applied).
  MoveError play(Color side, const Move& move, Millis at = 0);
  // False, with nothing changed, before play or after the end.
  bool resign(Color side, Millis at = 0);
  bool agree_draw(Millis at);
  // An ending decided outside the rules' own (an abandoned game claimed, a forfeit).
  bool end(Ending ending, std::optional<Color> winner, Millis at);
  // Applies what has run out by now, earliest first: the set-up time (each seat without a
  // setup is asked for one: a person's is the arrangement on its board), a flag (it loses),
  // the game clock (a draw). True when anything did.
  bool settle(Millis now);

  // Tells both seats the verdict line; called once, when the game is over or abandoned.
  void finish();

 private:
  std::string place(Color side, const Setup& setup, Millis at);
  bool set_up_seats(Millis at);
  void forfeit(Color offender, Ending ending, const std::string& incident, Millis at);
  void conclude(Ending ending, std::optional<Color> winner, Millis at);
  void after_move(Millis at);
  void changed();

  std::array<Seat*, 2> seats_;
  Game game_;
  RefereeOptions options_;
  GameObserver* observer_;
  Clocks clocks_;
  std::optional<Color> offender_;
  std::string incident_;
};

}  // namespace stratego
