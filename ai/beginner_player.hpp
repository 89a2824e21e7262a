// Seed 002's computer opponent: it remembers what it has seen (battles, moved pieces,
// scouts shown by long moves, all of it in the observation) and plays simple tactics:
// take known weaker pieces, run from known stronger ones, defend its flag, probe unknown
// pieces with cheap ones and never throw a high piece at an unknown one.
#pragma once

#include <random>

#include "ai/player.hpp"

namespace stratego {

class BeginnerPlayer : public Player {
 public:
  explicit BeginnerPlayer(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "beginner"; }
  Setup choose_setup(const Variant& variant, const RuleSet& rules, Color side) override;
  Move choose_move(const Observation& observation, const ThinkLimits& limits) override;

 private:
  std::mt19937_64 rng_;
};

}  // namespace stratego
