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

void GameDriver::forfeit(Color offender, Ending ending, const std::string& incident) {
  game_.end(ending, opponent(offender));
  offender_ = offender;
  incident_ = std::string(color_name(offender)) + ": " + incident;
}

void GameDriver::changed() {
  if (observer_) observer_->changed(game_);
}

bool GameDriver::set_up() {
  std::array<std::string, 2> failures;
  for (Color side : {Color::Red, Color::Blue}) {
    SeatSetup answer = seats_[index(side)]->setup(game_.variant(), game_.rules(), side, seats_[index(opponent(side))]->name());
    std::string& failure = failures[index(side)];
    if (!answer.setup) failure = answer.failure;
    else if (std::string error = game_.set_setup(side, *answer.setup); !error.empty()) failure = "invalid setup: " + error;
  }
  const bool red_failed = !failures[0].empty(), blue_failed = !failures[1].empty();
  if (red_failed && blue_failed) {
    game_.end(Ending::Forfeit, std::nullopt);
    incident_ = "both setups failed: red: " + failures[0] + "; blue: " + failures[1];
  } else if (red_failed || blue_failed) {
    const Color offender = red_failed ? Color::Red : Color::Blue;
    forfeit(offender, Ending::Forfeit, failures[index(offender)]);
  } else {
    game_.start();
  }
  changed();
  return !over();
}

bool GameDriver::step() {
  if (over()) return false;
  if (options_.max_plies > 0 && static_cast<int>(game_.moves().size()) >= options_.max_plies) {
    game_.end(Ending::MoveLimit, std::nullopt);
    changed();
    return false;
  }
  const Color side = game_.side_to_move();
  const SeatAnswer answer = seats_[index(side)]->move(game_.observation(side));
  const MoveError error = answer.move ? game_.play(*answer.move) : MoveError::None;
  if (!answer.move || error != MoveError::None) {
    seats_[index(side)]->told_illegal(answer);
    seats_[index(opponent(side))]->told_illegal(answer);
    forfeit(side, answer.timed_out ? Ending::Timeout : Ending::Forfeit, illegal_incident(answer, error));
    changed();
  } else {
    tell_move();
  }
  return !over();
}

MoveError GameDriver::play(Color side, const Move& move) {
  if (!game_.started() || over()) return MoveError::GameOver;
  if (game_.side_to_move() != side) return MoveError::NotYourPiece;
  const MoveError error = game_.play(move);
  if (error == MoveError::None) tell_move();
  return error;
}

// The move just played, kept by the observer before the seats hear of it (the mover first).
void GameDriver::tell_move() {
  changed();
  const Color mover = game_.moves().back().mover;
  for (Seat* seat : {seats_[index(mover)], seats_[index(opponent(mover))]}) seat->told(game_.moves().back(), game_.result());
}

void GameDriver::resign(Color side) {
  if (!game_.started() || over()) return;
  game_.resign(side);
  changed();
}

void GameDriver::finish() {
  const std::string verdict = verdict_line(game_, offender_, seats_[0]->name(), seats_[1]->name());
  for (Seat* seat : seats_) seat->finish(verdict);
}

}  // namespace stratego
