#include "protocol/verdict_line.hpp"

namespace stratego {
namespace {

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

std::string verdict_line(const Game& game, std::optional<Color> offender, const std::string& red_name, const std::string& blue_name) {
  const GameResult& result = game.result();
  const int plies = static_cast<int>(game.moves().size());
  const Color last_mover = plies % 2 == 1 ? Color::Red : Color::Blue;
  Color named = last_mover;
  std::string outcome;
  if (!game.started()) {
    if (offender) named = *offender;
    outcome = "BAD_SETUP";
  } else if (offender) {
    named = *offender;
    outcome = "ILLEGAL";
  } else if (result.winner) {
    outcome = *result.winner == last_mover ? "VICTORY" : "DEFEAT";
  } else {
    outcome = result.ending == Ending::MoveLimit ? "DRAW_DEFAULT" : "DRAW";
  }
  std::string who = named == Color::Red ? red_name + " RED" : blue_name + " BLUE";
  if (!game.started() && !offender) who = "neither BOTH";
  return who + " " + outcome + " " + std::to_string((plies + 1) / 2) + " " + std::to_string(army_value(game, Color::Red)) +
         " " + std::to_string(army_value(game, Color::Blue));
}

}  // namespace stratego
