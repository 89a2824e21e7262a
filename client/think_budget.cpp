#include "client/think_budget.hpp"

#include <algorithm>

namespace stratego::client {
namespace {

std::int64_t milliseconds_field(const json& clock, const char* key) {
  const auto it = clock.find(key);
  if (it == clock.end() || !it->is_number()) return 0;
  return std::max<std::int64_t>(0, it->get<std::int64_t>());
}

}  // namespace

std::chrono::milliseconds think_budget(const json& clock, Color me, std::chrono::milliseconds usual) {
  if (!clock.is_object()) return usual;
  const std::int64_t left = milliseconds_field(clock, me == Color::Red ? "red_ms" : "blue_ms") - kNetworkMargin.count();
  const auto control = clock.find("control");
  const bool per_move = control != clock.end() && control->is_string() && control->get<std::string>().rfind("move:", 0) == 0;
  const std::int64_t share = per_move ? left * 3 / 4 : left / 30 + milliseconds_field(clock, "free_ms") * 3 / 4;
  return std::chrono::milliseconds(std::clamp<std::int64_t>(share, kMinThink.count(), std::max(usual.count(), kMinThink.count())));
}

}  // namespace stratego::client
