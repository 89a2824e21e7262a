// A set of the board's squares as two machine words: what the position keeps per side and
// rank, so that "every piece of ours that beats a general" is a few ORs, not a walk over
// the pieces.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/types.hpp"

namespace stratego {

inline constexpr int kBoardSide = 10;  // the largest board; smaller ones use part of it

// Bit i is the square of row i / 10 + 1, column i % 10 + 1 of the mailbox.
constexpr int square_bit(Sq q) { return (row_of(q) - 1) * kBoardSide + (column_of(q) - 1); }
constexpr Sq bit_square(int bit) { return static_cast<Sq>((bit / kBoardSide + 1) * kStride + bit % kBoardSide + 1); }

struct SquareSet {
  std::uint64_t low = 0, high = 0;  // bits 0-63, 64-99
  static constexpr std::uint64_t kHighBits = (std::uint64_t{1} << (kBoardSide * kBoardSide - 64)) - 1;

  constexpr void insert(Sq q) {
    const int bit = square_bit(q);
    if (bit < 64) low |= std::uint64_t{1} << bit;
    else high |= std::uint64_t{1} << (bit - 64);
  }
  constexpr void erase(Sq q) {
    const int bit = square_bit(q);
    if (bit < 64) low &= ~(std::uint64_t{1} << bit);
    else high &= ~(std::uint64_t{1} << (bit - 64));
  }
  constexpr bool contains(Sq q) const {
    const int bit = square_bit(q);
    return bit < 64 ? (low >> bit) & 1 : (high >> (bit - 64)) & 1;
  }
  constexpr bool empty() const { return (low | high) == 0; }
  constexpr int size() const { return std::popcount(low) + std::popcount(high); }
  constexpr SquareSet operator&(const SquareSet& o) const { return {low & o.low, high & o.high}; }
  constexpr SquareSet operator|(const SquareSet& o) const { return {low | o.low, high | o.high}; }
  constexpr SquareSet operator~() const { return {~low, ~high & kHighBits}; }
  constexpr SquareSet& operator|=(const SquareSet& o) {
    low |= o.low;
    high |= o.high;
    return *this;
  }
  constexpr bool operator==(const SquareSet&) const = default;
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

// The squares one orthogonal step from a square of s, on the 10x10 grid (lakes and the
// parts of a smaller board left in: the caller masks what is playable).
constexpr SquareSet neighbours(const SquareSet& s) {
  constexpr SquareSet kFirstColumn = [] {
    SquareSet c;
    for (int row = 0; row < kBoardSide; ++row) c.insert(bit_square(row * kBoardSide));
    return c;
  }();
  constexpr SquareSet kLastColumn = [] {
    SquareSet c;
    for (int row = 0; row < kBoardSide; ++row) c.insert(bit_square(row * kBoardSide + kBoardSide - 1));
    return c;
  }();
  constexpr int kRow = kBoardSide;
  const SquareSet up{s.low << kRow, (s.high << kRow) | (s.low >> (64 - kRow))};
  const SquareSet down{(s.low >> kRow) | (s.high << (64 - kRow)), s.high >> kRow};
  const SquareSet east_from = s & ~kLastColumn;
  const SquareSet east{east_from.low << 1, (east_from.high << 1) | (east_from.low >> 63)};
  const SquareSet west_from = s & ~kFirstColumn;
  const SquareSet west{(west_from.low >> 1) | (west_from.high << 63), west_from.high >> 1};
  const SquareSet all = up | down | east | west;
  return {all.low, all.high & SquareSet::kHighBits};
}

}  // namespace stratego
