#include "ai/self_play.hpp"

namespace stratego {
namespace {

std::uint64_t seed_for_ply(std::uint64_t seed, int ply) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(ply + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// False when the side's setup was rejected: the game then ends by forfeit.
bool set_up(Game& game, Player& player, Color side) {
  const Setup setup = player.choose_setup(game.variant(), game.rules(), side);
  if (game.set_setup(side, setup).empty()) return true;
  game.end(Ending::Forfeit, opponent(side));
  return false;
}

}  // namespace

Game play_game(Player& red, Player& blue, const Variant& variant, const RuleSet& rules,
               const SelfPlayOptions& options) {
  Game game(variant, rules);
  if (!set_up(game, red, Color::Red) || !set_up(game, blue, Color::Blue)) return game;
  game.start();
  while (!game.result().over()) {
    const int ply = static_cast<int>(game.moves().size());
    if (options.max_plies > 0 && ply >= options.max_plies) {
      game.end(Ending::MoveLimit, std::nullopt);
      break;
    }
    const Color side = game.side_to_move();
    Player& player = side == Color::Red ? red : blue;
    ThinkLimits limits = options.limits;
    limits.seed = seed_for_ply(options.limits.seed, ply);
    const Move move = player.choose_move(game.observation(side), limits);
    if (game.play(move) != MoveError::None) game.end(Ending::Forfeit, opponent(side));
  }
  return game;
}

}  // namespace stratego
