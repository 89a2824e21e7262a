#include "formats/record.hpp"

namespace stratego {

GameRecord record_of(const Game& game) {
  GameRecord record;
  record.variant = game.variant().name;
  record.rules = game.rules().name;
  record.setups = {game.setup(Color::Red), game.setup(Color::Blue)};
  for (const PublicMove& m : game.moves()) record.moves.push_back(m.move);
  const GameResult& result = game.result();
  if (result.over()) {
    record.result.code = static_cast<int>(result.ending);
    record.result.winner = result.winner;
    record.result.draw = !result.winner.has_value();
  }
  return record;
}

}  // namespace stratego
