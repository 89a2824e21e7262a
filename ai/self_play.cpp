#include "ai/self_play.hpp"

#include "engine/seed_mix.hpp"

namespace stratego {
namespace {

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
    limits.seed = mix_seed(options.limits.seed, static_cast<std::uint64_t>(ply));
    const Move move = player.choose_move(game.observation(side), limits);
    if (game.play(move) != MoveError::None) game.end(Ending::Forfeit, opponent(side));
  }
  return game;
}

}  // namespace stratego
