#include "random_games.hpp"

#include <algorithm>

namespace stratego::testing {

Setup shuffled_setup(const Variant& variant, Color side, std::mt19937_64& rng) {
  std::vector<Square> squares;
  for (int r = 0; r < variant.height; ++r)
    for (int f = 0; f < variant.width; ++f) {
      Square s{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)};
      const bool home = side == Color::Red ? r < variant.setup_rows : r >= variant.height - variant.setup_rows;
      if (home && variant.in_setup_zone(side, s)) squares.push_back(s);
    }
  std::shuffle(squares.begin(), squares.end(), rng);
  Setup setup;
  std::size_t next = 0;
  for (Rank r : kAllRanks)
    for (int i = 0; i < variant.army[value(r)]; ++i) setup.pieces.push_back({squares[next++], r});
  return setup;
}

Game started_game(const Variant& variant, const RuleSet& rules, std::mt19937_64& rng) {
  Game game(variant, rules);
  for (Color c : {Color::Red, Color::Blue}) game.set_setup(c, shuffled_setup(variant, c, rng));
  game.start();
  return game;
}

bool play_random_move(Game& game, std::mt19937_64& rng) {
  if (game.result().over()) return false;
  MoveList moves;
  game.legal_moves(moves);
  if (moves.empty()) return false;
  std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
  return game.play(moves[pick(rng)]) == MoveError::None;
}

}  // namespace stratego::testing
