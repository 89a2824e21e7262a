#include "ai/random_player.hpp"

#include <algorithm>

namespace stratego {

Setup random_setup(const Variant& variant, Color side, std::mt19937_64& rng) {
  std::vector<Square> squares;
  for (int r = 0; r < variant.setup_rows; ++r)
    for (int f = 0; f < variant.width; ++f) {
      const int rank = side == Color::Red ? r : variant.height - 1 - r;
      Square s{static_cast<std::int8_t>(f), static_cast<std::int8_t>(rank)};
      if (!variant.is_lake(s)) squares.push_back(s);
    }
  std::shuffle(squares.begin(), squares.end(), rng);
  Setup setup;
  std::size_t next = 0;
  for (Rank r : kAllRanks)
    for (int i = 0; i < variant.army[value(r)]; ++i) setup.pieces.push_back({squares[next++], r});
  return setup;
}

Setup RandomPlayer::choose_setup(const Variant& variant, const RuleSet&, Color side) {
  return random_setup(variant, side, rng_);
}

Move RandomPlayer::choose_move(const Observation& observation, const ThinkLimits&) {
  MoveList moves;
  observation.legal_moves(moves);
  std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
  return moves[pick(rng_)];
}

}  // namespace stratego
