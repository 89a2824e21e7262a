// The match runner with a fixed number of samples for the strong level: the games are the
// same whatever the clock, the machine's load or the number of games played at once.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "protocol/match.hpp"

namespace stratego {
namespace {

std::vector<std::tuple<int, int, Ending, std::optional<bool>>> games_of(const MatchResult& result) {
  std::vector<std::tuple<int, int, Ending, std::optional<bool>>> games;
  for (const MatchGame& g : result.games) games.emplace_back(g.number, g.plies, g.ending, g.a_won);
  std::sort(games.begin(), games.end());
  return games;
}

TEST(Match, WithFixedSamplesTheStrongLevelPlaysTheSameGamesAtAnySpeed) {
  MatchOptions options;
  options.a = "strong";
  options.b = "beginner";
  options.variant = "barrage";
  options.games = 2;
  options.strong_samples = 2;
  options.movetime_ms = 1;
  options.jobs = 2;
  const MatchResult together = run_match(options);
  options.jobs = 1;
  options.movetime_ms = 400;  // more time does not change a search that counts its samples
  const MatchResult one_by_one = run_match(options);
  EXPECT_EQ(games_of(together), games_of(one_by_one));
  EXPECT_EQ(together.forfeits_a + together.forfeits_b, 0);
}

}  // namespace
}  // namespace stratego
