// A set of the board's squares as two machine words: what the position keeps per side and
// rank, so that "every piece of ours that beats a general" is a few ORs, not a walk over
// the pieces.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/types.hpp"

namespace stratego {

inline constexpr int kBoardSide = 10;  // the largest board; smaller ones use part of it

// Bit i is the square of row i / 10 + 1, column i % 10 + 1 of the mailbox.
constexpr int square_bit(Sq q) { return (row_of(q) - 1) * kBoardSide + (column_of(q) - 1); }
constexpr Sq bit_square(int bit) { return static_cast<Sq>((bit / kBoardSide + 1) * kStride + bit % kBoardSide + 1); }
inline constexpr auto kSquareOfBit = [] {
  std::array<Sq, kBoardSide * kBoardSide> squares{};
  for (int bit = 0; bit < kBoardSide * kBoardSide; ++bit) squares[bit] = bit_square(bit);
  return squares;
}();

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
      return kSquareOfBit[bit];
    }
    const int bit = std::countr_zero(high);
    high &= high - 1;
    return kSquareOfBit[bit + 64];
  }
  // The square of the k-th lowest bit, from 0; k must be below size().
  constexpr Sq nth(int k) const {
    std::uint64_t bits = low;
    int offset = 0;
    if (const int in_low = std::popcount(low); k >= in_low) {
      bits = high;
      k -= in_low;
      offset = 64;
    }
    for (; k > 0; --k) bits &= bits - 1;
    return kSquareOfBit[offset + std::countr_zero(bits)];
  }
  // Calls visit(q) for every square q of the set, lowest bit first.
  template <typename Visit>
  constexpr void for_each(Visit&& visit) const {
    for (std::uint64_t bits = low; bits != 0; bits &= bits - 1) visit(kSquareOfBit[std::countr_zero(bits)]);
    for (std::uint64_t bits = high; bits != 0; bits &= bits - 1) visit(kSquareOfBit[64 + std::countr_zero(bits)]);
  }
};

// One orthogonal step in the mailbox direction D (one of kDirections) from every square of s,
// on the 10x10 grid: what would leave the grid is dropped (lakes and the parts of a smaller
// board stay in: the caller masks what is playable).
template <int D>
constexpr SquareSet shifted(const SquareSet& s) {
  constexpr auto column = [](int c) {
    SquareSet set;
    for (int row = 0; row < kBoardSide; ++row) set.insert(bit_square(row * kBoardSide + c));
    return set;
  };
  constexpr SquareSet kFirstColumn = column(0), kLastColumn = column(kBoardSide - 1);
  constexpr int kRow = kBoardSide;
  if constexpr (D == 1) {
    const SquareSet from = s & ~kLastColumn;
    return {from.low << 1, ((from.high << 1) | (from.low >> 63)) & SquareSet::kHighBits};
  } else if constexpr (D == -1) {
    const SquareSet from = s & ~kFirstColumn;
    return {(from.low >> 1) | (from.high << 63), from.high >> 1};
  } else if constexpr (D == kStride) {
    return {s.low << kRow, ((s.high << kRow) | (s.low >> (64 - kRow))) & SquareSet::kHighBits};
  } else {
    static_assert(D == -kStride, "a direction of kDirections");
    return {(s.low >> kRow) | (s.high << (64 - kRow)), s.high >> kRow};
  }
}

// The squares one orthogonal step from a square of s.
constexpr SquareSet neighbours(const SquareSet& s) {
  return shifted<1>(s) | shifted<-1>(s) | shifted<kStride>(s) | shifted<-kStride>(s);
}

}  // namespace stratego
