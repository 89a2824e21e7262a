// SquareSet::nth against the squares the set visits in order.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "engine/square_set.hpp"

namespace stratego {
namespace {

RC_GTEST_PROP(SquareSet, NthIsTheKthSquareInBitOrder, (std::uint64_t low, std::uint64_t high)) {
  const SquareSet set{low, high & SquareSet::kHighBits};
  std::vector<Sq> in_order;
  set.for_each([&](Sq q) { in_order.push_back(q); });
  RC_ASSERT(static_cast<int>(in_order.size()) == set.size());
  for (std::size_t k = 0; k < in_order.size(); ++k) RC_ASSERT(set.nth(static_cast<int>(k)) == in_order[k]);
}

TEST(SquareSet, NthCrossesFromTheLowWordToTheHigh) {
  SquareSet set;
  set.insert(bit_square(63));
  set.insert(bit_square(64));
  set.insert(bit_square(99));
  EXPECT_EQ(set.nth(0), bit_square(63));
  EXPECT_EQ(set.nth(1), bit_square(64));
  EXPECT_EQ(set.nth(2), bit_square(99));
}

}  // namespace
}  // namespace stratego
