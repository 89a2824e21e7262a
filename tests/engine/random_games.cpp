#include "random_games.hpp"

#include <algorithm>

#include "ai/random_player.hpp"

namespace stratego::testing {
namespace {

bool play_one_of(Game& game, const MoveList& moves, std::mt19937_64& rng) {
  if (moves.empty()) return false;
  std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
  return game.play(moves[pick(rng)]) == MoveError::None;
}

bool adjacent(Sq a, Sq b) {
  return std::ranges::any_of(kDirections, [&](int d) { return a + d == b; });
}

bool chases_or_flees(const Game& game, const Move& m) {
  if (game.moves().empty() || !game.position().is_empty(m.to)) return false;
  const Sq last = game.moves().back().move.to;
  return adjacent(m.to, last) || adjacent(m.from, last);
}

}  // namespace

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
  return play_one_of(game, moves, rng);
}

bool play_chasing_move(Game& game, std::mt19937_64& rng) {
  if (game.result().over()) return false;
  MoveList moves, chasing;
  game.legal_moves(moves);
  for (const Move& m : moves)
    if (chases_or_flees(game, m)) chasing.push(m);
  const bool chase = !chasing.empty() && std::bernoulli_distribution(0.9)(rng);
  return play_one_of(game, chase ? chasing : moves, rng);
}

}  // namespace stratego::testing
