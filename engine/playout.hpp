// Random playouts: the building block of Monte Carlo search and the engine's speed benchmark.
#pragma once

#include <cstdint>

#include "engine/position.hpp"

namespace stratego {

// A small, fast generator (xorshift64*) so that playouts do not spend their time in <random>.
class FastRng {
 public:
  explicit FastRng(std::uint64_t seed) : state_(seed ? seed : 0x9E3779B97F4A7C15ULL) {}
  std::uint64_t next() {
    state_ ^= state_ >> 12;
    state_ ^= state_ << 25;
    state_ ^= state_ >> 27;
    return state_ * 0x2545F4914F6CDD1DULL;
  }
  std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32); }

 private:
  std::uint64_t state_;
};

struct PlayoutResult {
  int plies = 0;
  std::optional<Color> winner;  // none: a draw or the ply limit
};

// Plays uniformly random legal moves from the position until a flag falls, the side to
// move has no legal move, or max_plies have been played. The position is left at the end.
PlayoutResult random_playout(Position& position, FastRng& rng, int max_plies);

}  // namespace stratego
