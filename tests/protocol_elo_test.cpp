// The Elo estimate of a match result and its 95% confidence interval.
#include <gtest/gtest.h>

#include <cmath>

#include "protocol/elo.hpp"

namespace stratego {
namespace {

TEST(Elo, AnEvenScoreIsNoDifference) {
  EXPECT_DOUBLE_EQ(estimate_elo(10, 0, 10).diff, 0.0);
  EXPECT_DOUBLE_EQ(estimate_elo(3, 4, 3).diff, 0.0);
  EXPECT_DOUBLE_EQ(estimate_elo(0, 0, 0).diff, 0.0);
  EXPECT_DOUBLE_EQ(estimate_elo(0, 0, 0).ci95, 0.0);
}

TEST(Elo, FollowsTheLogisticCurve) {
  // 75% is 400 log10(3) = 190.85 Elo; 90% is 400 log10(9) = 381.7.
  EXPECT_NEAR(estimate_elo(75, 0, 25).diff, 190.85, 0.01);
  EXPECT_NEAR(estimate_elo(25, 0, 75).diff, -190.85, 0.01);
  EXPECT_NEAR(estimate_elo(80, 20, 0).diff, 381.70, 0.01);  // draws count half
  EXPECT_NEAR(elo_from_score(0.5), 0.0, 1e-9);
}

TEST(Elo, TheIntervalMatchesTheStandardErrorOfTheScore) {
  // 60 wins, 40 losses: s = 0.6, sd per game sqrt(0.24), error 0.04899.
  const EloEstimate e = estimate_elo(60, 0, 40);
  const double error = std::sqrt(0.24 / 100.0);
  const double expected = (elo_from_score(0.6 + 1.959964 * error) - elo_from_score(0.6 - 1.959964 * error)) / 2.0;
  EXPECT_NEAR(e.ci95, expected, 1e-9);
  EXPECT_NEAR(e.ci95, 70.4, 0.5);
}

TEST(Elo, TheIntervalShrinksWithMoreGames) {
  EXPECT_GT(estimate_elo(6, 0, 4).ci95, estimate_elo(60, 0, 40).ci95);
  EXPECT_GT(estimate_elo(60, 0, 40).ci95, estimate_elo(600, 0, 400).ci95);
}

TEST(Elo, DrawsNarrowTheInterval) {
  EXPECT_LT(estimate_elo(30, 40, 30).ci95, estimate_elo(50, 0, 50).ci95);
}

TEST(Elo, APerfectScoreStaysFinite) {
  const EloEstimate all = estimate_elo(200, 0, 0);
  EXPECT_TRUE(std::isfinite(all.diff));
  EXPECT_TRUE(std::isfinite(all.ci95));
  EXPECT_NEAR(all.diff, elo_from_score(199.5 / 200.0), 1e-9);  // half a game short of perfect
  EXPECT_GT(all.ci95, 0.0);
  const EloEstimate none = estimate_elo(0, 0, 200);
  EXPECT_NEAR(none.diff, -all.diff, 1e-9);
  EXPECT_GT(estimate_elo(20, 0, 0).diff, 0.0);
}

}  // namespace
}  // namespace stratego
