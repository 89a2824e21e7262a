// Independent 64-bit values from one seed (splitmix64): seeds for each ply of a game and
// each game of a match, and the fixed keys of the engine's hashes.
#pragma once

#include <cstdint>

namespace stratego {

// splitmix64 of seed and n: neighbouring n give unrelated seeds.
constexpr std::uint64_t mix_seed(std::uint64_t seed, std::uint64_t n) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (n + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace stratego
