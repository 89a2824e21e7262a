#include "ai/player.hpp"

#include "ai/random_player.hpp"

namespace stratego {

std::unique_ptr<Player> make_player(std::string_view level, std::uint64_t seed) {
  if (level == "random") return std::make_unique<RandomPlayer>(seed);
  return nullptr;
}

std::vector<std::string> player_levels() { return {"random"}; }

}  // namespace stratego
