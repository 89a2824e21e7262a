#include "server/live_games.hpp"

#include <algorithm>
#include <iterator>

namespace stratego::server {

LiveGames::LiveGames(const std::vector<LiveGame>& latest_first) {
  for (auto it = latest_first.rbegin(); it != latest_first.rend(); ++it) began(*it);
}

bool LiveGames::began(const LiveGame& game) {
  if (by_id_.contains(game.id)) return false;
  games_.push_front(game);
  by_id_.emplace(game.id, games_.begin());
  return true;
}

void LiveGames::moved(const std::string& id, const std::string& phase, int ply) {
  const auto found = by_id_.find(id);
  if (found == by_id_.end()) return;
  found->second->phase = phase;
  found->second->ply = ply;
}

bool LiveGames::ended(const std::string& id, std::size_t listed) {
  const auto found = by_id_.find(id);
  if (found == by_id_.end()) return false;
  const auto listed_end = std::next(games_.begin(), static_cast<std::ptrdiff_t>(std::min(listed, games_.size())));
  const bool was_listed = std::find_if(games_.begin(), listed_end, [&](const LiveGame& g) { return &g == &*found->second; }) != listed_end;
  games_.erase(found->second);
  by_id_.erase(found);
  return was_listed;
}

std::vector<LiveGame> LiveGames::latest(std::size_t count) const {
  const auto end = std::next(games_.begin(), static_cast<std::ptrdiff_t>(std::min(count, games_.size())));
  return {games_.begin(), end};
}

}  // namespace stratego::server
