// How often good players put each rank on each square of their setup zone, counted from
// the Gravon data by tools/derive_setup_tables.py (the counts live in setup_tables.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "engine/types.hpp"

namespace stratego {

// Squares in the owner's own view: row 0 is the owner's back row, file 0 the owner's left.
struct SetupPrior {
  static constexpr int kRows = 4;
  static constexpr int kFiles = 10;

  const char* source;
  std::uint32_t setups;        // how many setups were counted
  std::uint32_t flag_fully_bombed;  // setups whose flag had bombs on every neighbour
  std::uint32_t flag_some_bomb;     // setups whose flag had at least one bomb beside it
  // By squares between spy and general (1-4, 5 for five or more; 0 unused): setups whose spy
  // stood that far from the general, and how many the per-square spy counts alone predict.
  static constexpr int kSpyDistances = 6;
  std::array<std::uint32_t, kSpyDistances> spy_at_general_distance;
  std::array<std::uint32_t, kSpyDistances> spy_expected_at_general_distance;
  std::array<std::array<std::uint32_t, kRankCount>, kRows * kFiles> counts;  // [row*kFiles+file][rank]

  std::uint32_t count(int row, int file, Rank rank) const { return counts[row * kFiles + file][value(rank)]; }
};

const SetupPrior& classic_setup_prior();  // from the setups database
const SetupPrior& barrage_setup_prior();  // from the barrage games of the archive

}  // namespace stratego
