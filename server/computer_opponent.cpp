#include "server/computer_opponent.hpp"

#include <algorithm>
#include <stdexcept>

#include "ai/draw_answer.hpp"

namespace stratego::server {

ComputerOpponent::ComputerOpponent(const std::string& level, std::uint64_t seed, int think_ms)
    : player_(make_player(level, seed)), seed_(seed), think_ms_(think_ms) {
  if (!player_) throw std::invalid_argument("unknown computer level '" + level + "'");
}

Setup ComputerOpponent::choose_setup(const Variant& variant, const RuleSet& rules, Color side) {
  return player_->choose_setup(variant, rules, side);
}

Move ComputerOpponent::choose_move(const Observation& view) {
  const ThinkLimits limits{think_ms_, seed_ + static_cast<std::uint64_t>(view.ply())};
  return player_->choose_move(view, limits);
}

bool ComputerOpponent::accepts_draw(const Observation& view) { return stratego::accepts_draw(view); }

Setup prepared_setup(const Variant& variant, const RuleSet& rules, Color side, std::uint64_t seed) {
  const std::vector<std::string> levels = player_levels();
  for (const char* preferred : {"strong", "beginner", "random"})
    if (std::find(levels.begin(), levels.end(), preferred) != levels.end())
      return make_player(preferred, seed)->choose_setup(variant, rules, side);
  return make_player(levels.front(), seed)->choose_setup(variant, rules, side);
}

}  // namespace stratego::server
