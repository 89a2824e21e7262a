// The rings of squares at each Manhattan distance from a square: "the nearest piece of a
// kind" becomes a few ANDs ring by ring outwards instead of a distance to every piece.
#pragma once

#include <array>

#include "engine/square_set.hpp"

namespace stratego {

inline constexpr int kMaxDistance = 2 * (kBoardSide - 1);

// rings[square_bit(q)][d]: the squares exactly d orthogonal steps from q; balls: at most d.
struct DistanceRings {
  std::array<std::array<SquareSet, kMaxDistance + 1>, kBoardSide * kBoardSide> rings{}, balls{};
  constexpr DistanceRings() {
    for (int from = 0; from < kBoardSide * kBoardSide; ++from) {
      for (int to = 0; to < kBoardSide * kBoardSide; ++to)
        rings[from][square_distance(bit_square(from), bit_square(to))].insert(bit_square(to));
      SquareSet ball;
      for (int d = 0; d <= kMaxDistance; ++d) balls[from][d] = ball |= rings[from][d];
    }
  }
  const SquareSet& at(Sq q, int d) const { return rings[square_bit(q)][d]; }
  const SquareSet& within(Sq q, int d) const { return balls[square_bit(q)][d]; }
};
extern const DistanceRings kDistanceRings;

// The distance from q to the nearest square of `squares` (which holds no q), or `far` when
// none is nearer (no square is further than kMaxDistance).
inline int nearest_distance(const SquareSet& squares, Sq q, int far) {
  for (int d = 1; d < far && d <= kMaxDistance; ++d)
    if (!(kDistanceRings.at(q, d) & squares).empty()) return d;
  return far;
}

// The steps a piece needs from q to reach a square of `targets` on foot: through the
// `open` squares, and through the `slow` ones (pieces of its own side that must step
// aside first) at two steps each; `far` when none is reached in fewer.
inline int walking_distance(Sq q, const SquareSet& targets, const SquareSet& open, const SquareSet& slow, int far) {
  SquareSet reached, frontier, waiting;
  reached.insert(q);
  frontier.insert(q);
  for (int d = 1; d < far && !(frontier.empty() && waiting.empty()); ++d) {
    const SquareSet next = neighbours(frontier) & ~reached;
    if (!(next & targets).empty()) return d;
    reached |= next;
    frontier = (next & open) | waiting;
    waiting = next & slow;
  }
  return far;
}

}  // namespace stratego
