#include "protocol/player_seat.hpp"

#include "engine/notation.hpp"
#include "engine/seed_mix.hpp"

namespace stratego {

PlayerSeat::PlayerSeat(std::unique_ptr<Player> player, const ThinkLimits& limits)
    : owned_(std::move(player)), player_(owned_.get()), limits_(limits) {}

PlayerSeat::PlayerSeat(Player& player, const ThinkLimits& limits) : player_(&player), limits_(limits) {}

std::string PlayerSeat::name() const { return "stratego-" + player_->name(); }

SeatSetup PlayerSeat::setup(const Variant& variant, const RuleSet& rules, Color side, const std::string&) {
  return {player_->choose_setup(variant, rules, side), {}};
}

SeatAnswer PlayerSeat::move(const Observation& view) {
  ThinkLimits limits = limits_;
  limits.seed = mix_seed(limits_.seed, static_cast<std::uint64_t>(view.ply()));
  const Move m = player_->choose_move(view, limits);
  return {m, move_text(m), {}};
}

void PlayerSeat::set_move_time(std::chrono::milliseconds budget) { limits_.movetime_ms = static_cast<int>(budget.count()); }

}  // namespace stratego
