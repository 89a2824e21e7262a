// The games in progress between people, as the lobby keeps them: the latest first, each
// found by its id at once, since every move of every game updates its entry. The lobby's
// frames list only the latest kLiveGamesListed; a server holds thousands.
#pragma once

#include <cstddef>
#include <list>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/game_service.hpp"

namespace stratego::server {

inline constexpr std::size_t kLiveGamesListed = 100;

class LiveGames {
 public:
  LiveGames() = default;
  // Listed in this order, the latest first.
  explicit LiveGames(const std::vector<LiveGame>& latest_first);

  // A game that began; false when it is known already.
  bool began(const LiveGame& game);
  void moved(const std::string& id, const std::string& phase, int ply);
  // Forgets a game; whether it was among the latest `listed`, which a lobby's frame shows.
  bool ended(const std::string& id, std::size_t listed = kLiveGamesListed);
  // The latest `count` games, the latest first.
  std::vector<LiveGame> latest(std::size_t count = kLiveGamesListed) const;
  std::size_t size() const { return games_.size(); }

 private:
  std::list<LiveGame> games_;  // the latest first
  std::unordered_map<std::string, std::list<LiveGame>::iterator> by_id_;
};

}  // namespace stratego::server
