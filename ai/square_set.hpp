// A set of the board's squares as bits, and the rings of squares at each Manhattan
// distance from a square: "the nearest piece of a kind" becomes a few ANDs ring by ring
// outwards instead of a distance to every piece.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/types.hpp"

namespace stratego {

inline constexpr int kBoardSide = 10;  // the largest board; smaller ones use part of it
inline constexpr int kMaxDistance = 2 * (kBoardSide - 1);

// Bit i is the square of row i / 10 + 1, column i % 10 + 1 of the mailbox.
constexpr int square_bit(Sq q) { return (row_of(q) - 1) * kBoardSide + (column_of(q) - 1); }
constexpr Sq bit_square(int bit) { return static_cast<Sq>((bit / kBoardSide + 1) * kStride + bit % kBoardSide + 1); }

struct SquareSet {
  std::uint64_t low = 0, high = 0;  // bits 0-63, 64-99

  constexpr void insert(Sq q) {
    const int bit = square_bit(q);
    if (bit < 64) low |= std::uint64_t{1} << bit;
    else high |= std::uint64_t{1} << (bit - 64);
  }
  constexpr bool empty() const { return (low | high) == 0; }
  constexpr SquareSet operator&(const SquareSet& o) const { return {low & o.low, high & o.high}; }
  constexpr SquareSet& operator|=(const SquareSet& o) {
    low |= o.low;
    high |= o.high;
    return *this;
  }
  // Removes and returns the square of the lowest bit; the set must not be empty.
  constexpr Sq pop() {
    if (low != 0) {
      const int bit = std::countr_zero(low);
      low &= low - 1;
      return bit_square(bit);
    }
    const int bit = std::countr_zero(high);
    high &= high - 1;
    return bit_square(bit + 64);
  }
};

// rings[square_bit(q)][d]: the squares exactly d orthogonal steps from q.
struct DistanceRings {
  std::array<std::array<SquareSet, kMaxDistance + 1>, kBoardSide * kBoardSide> rings{};
  constexpr DistanceRings() {
    for (int from = 0; from < kBoardSide * kBoardSide; ++from)
      for (int to = 0; to < kBoardSide * kBoardSide; ++to)
        rings[from][square_distance(bit_square(from), bit_square(to))].insert(bit_square(to));
  }
  const SquareSet& at(Sq q, int d) const { return rings[square_bit(q)][d]; }
};
extern const DistanceRings kDistanceRings;

// The distance from q to the nearest square of `squares` (which holds no q), or `far` when
// none is nearer (no square is further than kMaxDistance).
inline int nearest_distance(const SquareSet& squares, Sq q, int far) {
  for (int d = 1; d < far && d <= kMaxDistance; ++d)
    if (!(kDistanceRings.at(q, d) & squares).empty()) return d;
  return far;
}

}  // namespace stratego
