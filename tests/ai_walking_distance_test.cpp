// The steps a piece must walk: the bit-set flood fill gives the shortest paths over the
// board's squares, lakes and pieces in the way included.
#include <gtest/gtest.h>

#include <deque>
#include <random>

#include "ai/distance_rings.hpp"
#include "engine/position.hpp"
#include "engine/rules.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::sq;

SquareSet set_of(std::initializer_list<const char*> names) {
  SquareSet s;
  for (const char* n : names) s.insert(sq(n));
  return s;
}

TEST(AiWalkingDistance, NeighboursStayOnTheBoardAndDoNotWrapAroundItsEdges) {
  EXPECT_EQ(neighbours(set_of({"a1"})), set_of({"a2", "b1"}));
  EXPECT_EQ(neighbours(set_of({"j1"})), set_of({"j2", "i1"}));
  EXPECT_EQ(neighbours(set_of({"a10"})), set_of({"a9", "b10"}));
  EXPECT_EQ(neighbours(set_of({"j10"})), set_of({"j9", "i10"}));
  EXPECT_EQ(neighbours(set_of({"e7"})), set_of({"e6", "e8", "d7", "f7"}));  // across the two words
}

// The reference: shortest paths over squares (relaxed until nothing improves), a slow
// square taking two steps.
int reference_distance(Sq from, const SquareSet& targets, const SquareSet& open, const SquareSet& slow, int far) {
  std::array<int, kMailboxSize> steps;
  steps.fill(far);
  steps[from] = 0;
  std::deque<Sq> queue{from};
  int best = far;
  while (!queue.empty()) {
    const Sq q = queue.front();
    queue.pop_front();
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(q + d);
      if (row_of(n) < 1 || row_of(n) > kBoardSide || column_of(n) < 1 || column_of(n) > kBoardSide) continue;
      const int arrive = steps[q] + 1;
      if (targets.contains(n)) best = std::min(best, arrive);
      const int leave = slow.contains(n) ? arrive + 1 : arrive;
      if ((open.contains(n) || slow.contains(n)) && leave < steps[n]) {
        steps[n] = leave;
        queue.push_back(n);
      }
    }
  }
  return best;
}

TEST(AiWalkingDistance, RoundTheLakesAndThroughOurOwnPiecesAtTwoSteps) {
  const Position board = board_of("classic", "j1=F", "a10=F");
  SquareSet playable;
  for (Sq q = 0; q < kMailboxSize; ++q)
    if (board.is_playable(q)) playable.insert(q);
  EXPECT_EQ(walking_distance(sq("c4"), set_of({"c7"}), playable, {}, 20), 5);  // round the lake
  EXPECT_EQ(walking_distance(sq("a1"), set_of({"a5"}), playable & ~set_of({"a3"}), set_of({"a3"}), 20), 5);
  EXPECT_EQ(walking_distance(sq("a1"), set_of({"a5"}), playable & ~set_of({"a3", "b1", "b2"}), {}, 20), 20);  // walled in
  EXPECT_EQ(walking_distance(sq("a1"), set_of({"j10"}), playable, {}, 10), 10);  // as far as counted
}

TEST(AiWalkingDistance, MatchesShortestPathsOnRandomBoards) {
  std::mt19937_64 rng(7);
  const Position board = board_of("classic", "j1=F", "a10=F");
  std::vector<Sq> squares;
  for (Sq q = 0; q < kMailboxSize; ++q)
    if (board.is_playable(q)) squares.push_back(q);
  for (int trial = 0; trial < 2000; ++trial) {
    SquareSet open, slow, targets;
    for (Sq q : squares) {
      const auto roll = rng() % 10;
      if (roll < 5) open.insert(q);
      else if (roll < 7) slow.insert(q);
      else if (roll == 7) targets.insert(q);
    }
    const Sq from = squares[rng() % squares.size()];
    targets.erase(from);
    const int far = 3 + static_cast<int>(rng() % 15);
    ASSERT_EQ(walking_distance(from, targets, open, slow, far), reference_distance(from, targets, open, slow, far)) << trial;
  }
}

}  // namespace
}  // namespace stratego
