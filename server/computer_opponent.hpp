// The computer's side of a game: a Player of the chosen level that sees only Blue's
// observation, and its answer to a draw offer.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "ai/player.hpp"

namespace stratego::server {

class ComputerOpponent {
 public:
  // Throws std::invalid_argument for an unknown level.
  ComputerOpponent(const std::string& level, std::uint64_t seed, int think_ms);

  Setup choose_setup(const Variant& variant, const RuleSet& rules, Color side);
  // Blue's move in the position the observation shows; randomness follows seed and ply, so
  // a game rebuilt after a restart is answered the same way.
  Move choose_move(const Observation& view);
  // The computer accepts a draw when it has lost more pieces than the human: it judges
  // from public knowledge only.
  static bool accepts_draw(const Observation& view);

 private:
  std::unique_ptr<Player> player_;
  std::uint64_t seed_;
  int think_ms_;
};

// A prepared valid setup for a side, from the strongest setup generator available.
Setup prepared_setup(const Variant& variant, const RuleSet& rules, Color side, std::uint64_t seed);

}  // namespace stratego::server
