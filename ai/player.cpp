#include "ai/player.hpp"

#include "ai/beginner_player.hpp"
#include "ai/random_player.hpp"
#include "ai/strong_player.hpp"

namespace stratego {

std::unique_ptr<Player> make_player(std::string_view level, std::uint64_t seed) {
  if (level == "random") return std::make_unique<RandomPlayer>(seed);
  if (level == "beginner") return std::make_unique<BeginnerPlayer>(seed);
  if (level == "strong") return std::make_unique<StrongPlayer>(seed);
  return nullptr;
}

std::vector<std::string> player_levels() { return {"random", "beginner", "strong"}; }

}  // namespace stratego
