// The baseline level: a uniformly random legal move and a uniformly random valid setup.
#pragma once

#include <random>

#include "ai/player.hpp"

namespace stratego {

class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }
  Setup choose_setup(const Variant& variant, const RuleSet& rules, Color side) override;
  Move choose_move(const Observation& observation, const ThinkLimits& limits) override;

 private:
  std::mt19937_64 rng_;
};

// Every piece of the army on a random square of the side's home rows (for free
// placement variants too, which accept any part of the army anywhere).
Setup random_setup(const Variant& variant, Color side, std::mt19937_64& rng);

}  // namespace stratego
