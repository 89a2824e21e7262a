#include "random_games.hpp"

#include "ai/random_player.hpp"

namespace stratego::testing {

Game started_game(const Variant& variant, const RuleSet& rules, std::mt19937_64& rng) {
  Game game(variant, rules);
  for (Color c : {Color::Red, Color::Blue}) game.set_setup(c, random_setup(variant, c, rng));
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
