#include "server/live_facts.hpp"

#include <algorithm>

#include "server/state_json.hpp"

namespace stratego::server {

namespace {

bool waits_for(const GameView& view, Color side) {
  if (view.result().over()) return false;
  return view.started() ? view.side_to_move() == side : !view.has_set_up(side);
}

}  // namespace

std::optional<Millis> claim_wait(const GameInfo& info, const GameView& view, const LiveFacts& live, Color claimant) {
  const Color other = opponent(claimant);
  const SeatInfo& seat = info.seat(other);
  if (live.abandon_after <= 0 || seat.is_computer() || seat.token.empty()) return std::nullopt;
  if (live.clocks.control().kind == TimeControl::Kind::Correspondence) return std::nullopt;
  const std::optional<Millis> away = live.away_since[index(other)];
  if (!away || !waits_for(view, other)) return std::nullopt;
  return std::max<Millis>(0, *away + live.abandon_after - live.now);
}

}  // namespace stratego::server
