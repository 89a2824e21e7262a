#include "protocol/refereed_game.hpp"

#include <array>

#include "engine/notation.hpp"

namespace stratego {
namespace {

void forfeit(RefereedGame& refereed, Color offender, Ending ending, const std::string& incident) {
  refereed.game.end(ending, opponent(offender));
  refereed.offender = offender;
  refereed.incident = std::string(color_name(offender)) + ": " + incident;
}

// False when the game is over before the first move.
bool set_up(RefereedGame& refereed, const std::array<Seat*, 2>& seats) {
  Game& game = refereed.game;
  std::array<std::string, 2> failures;
  for (Color side : {Color::Red, Color::Blue}) {
    SeatSetup answer = seats[index(side)]->setup(game.variant(), game.rules(), side, seats[index(opponent(side))]->name());
    std::string& failure = failures[index(side)];
    if (!answer.setup) failure = answer.failure;
    else if (std::string error = game.set_setup(side, *answer.setup); !error.empty()) failure = "invalid setup: " + error;
  }
  const bool red_failed = !failures[0].empty(), blue_failed = !failures[1].empty();
  if (red_failed && blue_failed) {
    game.end(Ending::Forfeit, std::nullopt);
    refereed.incident = "both setups failed: red: " + failures[0] + "; blue: " + failures[1];
    return false;
  }
  if (red_failed || blue_failed) {
    const Color offender = red_failed ? Color::Red : Color::Blue;
    forfeit(refereed, offender, Ending::Forfeit, failures[index(offender)]);
    return false;
  }
  game.start();
  return !game.result().over();
}

std::string illegal_incident(const SeatAnswer& answer, MoveError error) {
  if (!answer.move) return answer.failure;
  return "illegal move " + move_text(*answer.move) + " ('" + answer.text + "'): " + std::string(describe(error));
}

int army_value(const Game& game, Color side) {
  if (!game.started()) return 0;
  int total = 0;
  for (Sq q : game.position().squares_of(side)) {
    const Rank r = game.position().rank_at(q);
    if (is_movable(r)) total += value(r);  // spy 1 ... marshal 10, as the UCC manager counts
  }
  return total;
}

}  // namespace

RefereedGame referee_game(Seat& red, Seat& blue, const Variant& variant, const RuleSet& rules,
                          const RefereeOptions& options) {
  RefereedGame refereed{Game(variant, rules), std::nullopt, {}};
  Game& game = refereed.game;
  const std::array<Seat*, 2> seats = {&red, &blue};
  if (set_up(refereed, seats)) {
    while (!game.result().over()) {
      if (options.max_plies > 0 && static_cast<int>(game.moves().size()) >= options.max_plies) {
        game.end(Ending::MoveLimit, std::nullopt);
        break;
      }
      const Color side = game.side_to_move();
      Seat& mover = *seats[index(side)];
      Seat& other = *seats[index(opponent(side))];
      const SeatAnswer answer = mover.move(game.observation(side));
      const MoveError error = answer.move ? game.play(*answer.move) : MoveError::None;
      if (!answer.move || error != MoveError::None) {
        mover.told_illegal(answer);
        other.told_illegal(answer);
        forfeit(refereed, side, answer.timed_out ? Ending::Timeout : Ending::Forfeit, illegal_incident(answer, error));
        break;
      }
      mover.told(game.moves().back(), game.result());
      other.told(game.moves().back(), game.result());
    }
  }
  const std::string verdict = verdict_line(refereed, red.name(), blue.name());
  red.finish(verdict);
  blue.finish(verdict);
  return refereed;
}

std::string verdict_line(const RefereedGame& refereed, const std::string& red_name, const std::string& blue_name) {
  const Game& game = refereed.game;
  const GameResult& result = game.result();
  const int plies = static_cast<int>(game.moves().size());
  const Color last_mover = plies % 2 == 1 ? Color::Red : Color::Blue;
  Color named = last_mover;
  std::string outcome;
  if (!game.started()) {
    if (refereed.offender) named = *refereed.offender;
    outcome = "BAD_SETUP";
  } else if (refereed.offender) {
    named = *refereed.offender;
    outcome = "ILLEGAL";
  } else if (result.winner) {
    outcome = *result.winner == last_mover ? "VICTORY" : "DEFEAT";
  } else {
    outcome = result.ending == Ending::MoveLimit ? "DRAW_DEFAULT" : "DRAW";
  }
  std::string who = named == Color::Red ? red_name + " RED" : blue_name + " BLUE";
  if (!game.started() && !refereed.offender) who = "neither BOTH";
  return who + " " + outcome + " " + std::to_string((plies + 1) / 2) + " " + std::to_string(army_value(game, Color::Red)) +
         " " + std::to_string(army_value(game, Color::Blue));
}

}  // namespace stratego
