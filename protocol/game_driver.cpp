#include "protocol/game_driver.hpp"

#include "engine/notation.hpp"
#include "protocol/verdict_line.hpp"

namespace stratego {
namespace {

std::string illegal_incident(const SeatAnswer& answer, MoveError error) {
  if (!answer.move) return answer.failure;
  return "illegal move " + move_text(*answer.move) + " ('" + answer.text + "'): " + std::string(describe(error));
}

}  // namespace

GameDriver::GameDriver(Seat& red, Seat& blue, Game game, const RefereeOptions& options, GameObserver* observer)
    : seats_{&red, &blue}, game_(std::move(game)), options_(options), observer_(observer) {}

GameDriver::GameDriver(Seat& red, Seat& blue, Game game, Clocks clocks, GameObserver* observer)
    : seats_{&red, &blue}, game_(std::move(game)), options_{0}, observer_(observer), clocks_(std::move(clocks)) {}

void GameDriver::changed() {
  if (observer_) observer_->changed(game_);
}

// The observer hears of the ending first; then the game and the clocks stop.
void GameDriver::conclude(Ending ending, std::optional<Color> winner, Millis at) {
  if (observer_) observer_->game_ended(GameResult{ending, winner}, at);
  game_.end(ending, winner);
  clocks_.stop(at);
}

void GameDriver::forfeit(Color offender, Ending ending, const std::string& incident, Millis at) {
  conclude(ending, opponent(offender), at);
  offender_ = offender;
  incident_ = std::string(color_name(offender)) + ": " + incident;
}

void GameDriver::start_setup_clock(Millis now) { clocks_.start_setup(now); }

std::string GameDriver::place_setup(Color side, const Setup& setup, Millis at) {
  std::string refusal = place(side, setup, at);
  if (refusal.empty()) changed();
  return refusal;
}

std::string GameDriver::place(Color side, const Setup& setup, Millis at) {
  if (game_.started() || over()) return "the game has already started";
  if (game_.setup(side)) return "this side has already set up";
  Game trial = game_;  // nothing changes unless every step succeeds
  if (std::string reason = trial.set_setup(side, setup); !reason.empty()) return "invalid setup: " + reason;
  const bool starts = trial.setup(opponent(side)).has_value();
  if (starts)
    if (std::string reason = trial.start(); !reason.empty()) return "the game cannot start: " + reason;
  if (observer_) observer_->setup_placed(side, setup, starts ? std::optional<Millis>(at) : std::nullopt);
  game_ = std::move(trial);
  if (starts) clocks_.start_play(at);
  if (over()) {  // a side without a movable piece loses at once
    clocks_.stop(at);
    if (observer_) observer_->game_ended(game_.result(), at);
  }
  return {};
}

// Each seat without a setup is asked for one; a seat that has none or an invalid one
// forfeits. False when the game is over.
bool GameDriver::set_up_seats(Millis at) {
  std::array<std::string, 2> failures;
  for (Color side : {Color::Red, Color::Blue}) {
    if (game_.setup(side)) continue;
    SeatSetup answer = seats_[index(side)]->setup(game_.variant(), game_.rules(), side, seats_[index(opponent(side))]->name());
    std::string& failure = failures[index(side)];
    if (!answer.setup) failure = answer.failure;
    else failure = place(side, *answer.setup, at);
  }
  const bool red_failed = !failures[0].empty(), blue_failed = !failures[1].empty();
  if (red_failed && blue_failed) {
    conclude(Ending::Forfeit, std::nullopt, at);
    incident_ = "both setups failed: red: " + failures[0] + "; blue: " + failures[1];
  } else if (red_failed || blue_failed) {
    const Color offender = red_failed ? Color::Red : Color::Blue;
    forfeit(offender, Ending::Forfeit, failures[index(offender)], at);
  }
  return !over();
}

bool GameDriver::set_up(Millis now) {
  const bool playing = set_up_seats(now);
  changed();
  return playing;
}

bool GameDriver::step(Millis now) {
  if (over()) return false;
  if (options_.max_plies > 0 && static_cast<int>(game_.moves().size()) >= options_.max_plies) {
    conclude(Ending::MoveLimit, std::nullopt, now);
    changed();
    return false;
  }
  const Color side = game_.side_to_move();
  const SeatAnswer answer = seats_[index(side)]->move(game_.observation(side));
  const MoveError error = answer.move ? game_.check_move(*answer.move) : MoveError::None;
  if (!answer.move || error != MoveError::None) {
    seats_[index(side)]->told_illegal(answer);
    seats_[index(opponent(side))]->told_illegal(answer);
    forfeit(side, answer.timed_out ? Ending::Timeout : Ending::Forfeit, illegal_incident(answer, error), now);
    changed();
    return false;
  }
  play(side, *answer.move, now);
  return !over();
}

MoveError GameDriver::play(Color side, const Move& move, Millis at) {
  settle(at);  // a flag that fell before this move ends the game first
  if (!game_.started() || over()) return MoveError::GameOver;
  if (game_.side_to_move() != side) return MoveError::NotYourPiece;
  if (const MoveError error = game_.check_move(move); error != MoveError::None) return error;
  if (observer_) observer_->move_played(static_cast<int>(game_.moves().size()) + 1, move, at);
  game_.play(move);
  after_move(at);
  return MoveError::None;
}

// The clocks go on, an ending the move brought is told, and both seats hear of the move
// (the mover first), after the observer.
void GameDriver::after_move(Millis at) {
  clocks_.end_move(at);
  if (over()) {
    clocks_.stop(at);
    if (observer_) observer_->game_ended(game_.result(), at);
  }
  changed();
  const PublicMove& last = game_.moves().back();
  for (Seat* seat : {seats_[index(last.mover)], seats_[index(opponent(last.mover))]}) seat->told(last, game_.result());
}

bool GameDriver::resign(Color side, Millis at) {
  if (!game_.started() || over()) return false;
  conclude(Ending::Resignation, opponent(side), at);
  changed();
  return true;
}

bool GameDriver::agree_draw(Millis at) {
  if (!game_.started() || over()) return false;
  conclude(Ending::DrawAgreed, std::nullopt, at);
  changed();
  return true;
}

bool GameDriver::end(Ending ending, std::optional<Color> winner, Millis at) {
  if (over()) return false;
  conclude(ending, winner, at);
  changed();
  return true;
}

bool GameDriver::settle(Millis now) {
  bool settled = false;
  while (!over()) {
    const std::optional<Expiry> expiry = clocks_.expired(now);
    if (!expiry) break;
    settled = true;
    switch (expiry->kind) {
      case Expiry::Kind::SetUp: set_up_seats(expiry->at); break;
      case Expiry::Kind::Flag: conclude(Ending::Timeout, opponent(*expiry->loser), expiry->at); break;
      case Expiry::Kind::GameClock: conclude(Ending::GameClock, std::nullopt, expiry->at); break;
    }
  }
  if (settled) changed();
  return settled;
}

void GameDriver::finish() {
  const std::string verdict = verdict_line(game_, offender_, seats_[0]->name(), seats_[1]->name());
  for (Seat* seat : seats_) seat->finish(verdict);
}

}  // namespace stratego
