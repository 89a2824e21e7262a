// The one interface every computer player implements. A player sees an Observation (its
// own ranks, what is publicly known of the enemy, the public history) and nothing else:
// there is no way to reach the game state from here.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/observation.hpp"
#include "engine/setup.hpp"

namespace stratego {

struct ThinkLimits {
  int movetime_ms = 1000;  // wall-clock budget for one move
  std::uint64_t seed = 1;  // all randomness derives from this
};

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string name() const = 0;
  // A valid setup for `side` in the variant.
  virtual Setup choose_setup(const Variant& variant, const RuleSet& rules, Color side) = 0;
  // A legal move for the observer, who is to move (observation.legal_moves() is not empty).
  virtual Move choose_move(const Observation& observation, const ThinkLimits& limits) = 0;
};

// Levels by name: "random", "beginner", "strong". nullptr for an unknown name.
std::unique_ptr<Player> make_player(std::string_view level, std::uint64_t seed);
std::vector<std::string> player_levels();

}  // namespace stratego
