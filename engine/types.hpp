// Basic vocabulary of the rules engine: colours, ranks, squares and moves.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace stratego {

enum class Color : std::uint8_t { Red = 0, Blue = 1 };

constexpr Color opponent(Color c) { return c == Color::Red ? Color::Blue : Color::Red; }
constexpr int index(Color c) { return static_cast<int>(c); }

// Numeric values follow the modern (European) numbering: the higher the number, the
// stronger the piece. Flag and Bomb sit outside the 1..10 scale.
enum class Rank : std::uint8_t {
  Flag = 0,
  Spy = 1,
  Scout = 2,
  Miner = 3,
  Sergeant = 4,
  Lieutenant = 5,
  Captain = 6,
  Major = 7,
  Colonel = 8,
  General = 9,
  Marshal = 10,
  Bomb = 11,
  Unknown = 12,  // only ever seen in an observation: an enemy piece whose rank is hidden
};

inline constexpr int kRankCount = 12;  // Flag..Bomb; Unknown is not a real rank

constexpr int value(Rank r) { return static_cast<int>(r); }
constexpr bool is_movable(Rank r) { return r != Rank::Flag && r != Rank::Bomb && r != Rank::Unknown; }

inline constexpr std::array<Rank, kRankCount> kAllRanks = {
    Rank::Flag,  Rank::Spy,   Rank::Scout,   Rank::Miner,   Rank::Sergeant, Rank::Lieutenant,
    Rank::Captain, Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal,  Rank::Bomb};

std::string_view rank_name(Rank r);         // "marshal"
std::string_view rank_symbol(Rank r);       // "10", "9", ..., "S", "B", "F", "?"
std::string_view color_name(Color c);       // "red" / "blue"

// A square on the board: file 0 is 'a' (Red's left), rank 0 is Red's back row.
struct Square {
  std::int8_t file = -1;
  std::int8_t rank = -1;
  constexpr bool operator==(const Square&) const = default;
  constexpr bool valid() const { return file >= 0 && rank >= 0; }
};

// Internal square index on a padded 12x12 mailbox (one ring of walls around a 10x10
// board), so that stepping off the board or into a lake is a single table look-up.
using Sq = std::uint8_t;
inline constexpr int kStride = 12;
inline constexpr int kMailboxSize = kStride * kStride;
inline constexpr Sq kNoSq = 0;  // a corner of the wall ring, never a playable square

constexpr Sq to_sq(Square s) { return static_cast<Sq>((s.rank + 1) * kStride + s.file + 1); }
constexpr Square to_square(Sq q) {
  return Square{static_cast<std::int8_t>(q % kStride - 1), static_cast<std::int8_t>(q / kStride - 1)};
}
inline constexpr std::array<int, 4> kDirections = {+1, -1, +kStride, -kStride};
// Row and column of every mailbox index, so that hot paths need not divide.
struct MailboxCoordinates {
  std::array<std::int8_t, kMailboxSize> row{}, column{};
  constexpr MailboxCoordinates() {
    for (int q = 0; q < kMailboxSize; ++q) {
      row[q] = static_cast<std::int8_t>(q / kStride);
      column[q] = static_cast<std::int8_t>(q % kStride);
    }
  }
};
inline constexpr MailboxCoordinates kMailboxCoordinates;
constexpr int row_of(Sq q) { return kMailboxCoordinates.row[q]; }
constexpr int column_of(Sq q) { return kMailboxCoordinates.column[q]; }
// Orthogonal steps between two squares, lakes and pieces ignored.
constexpr int square_distance(Sq a, Sq b) {
  const int rows = row_of(a) - row_of(b), files = column_of(a) - column_of(b);
  return (rows < 0 ? -rows : rows) + (files < 0 ? -files : files);
}

struct Move {
  Sq from = kNoSq;
  Sq to = kNoSq;
  // Ultimate lightning only: a piece reaching the enemy back row may bring back one of
  // its captured pieces onto an empty square.
  Sq rescue_to = kNoSq;
  Rank rescue_rank = Rank::Unknown;

  constexpr bool operator==(const Move&) const = default;
  constexpr bool is_null() const { return from == kNoSq; }
  constexpr bool has_rescue() const { return rescue_to != kNoSq; }
  // The same step without a rescue.
  constexpr Move without_rescue() const { return {from, to}; }
};

}  // namespace stratego
