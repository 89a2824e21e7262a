#include "server/live_games.hpp"

#include <gtest/gtest.h>

namespace stratego::server {
namespace {

LiveGame game(int n) { return {"g" + std::to_string(n), "classic", "gravon", "none", "Ann", "Bob", "setup", 0}; }

TEST(LiveGames, ListsTheLatestFirst) {
  LiveGames games;
  for (int n = 0; n < 3; ++n) EXPECT_TRUE(games.began(game(n)));
  const std::vector<LiveGame> listed = games.latest();
  ASSERT_EQ(listed.size(), 3u);
  EXPECT_EQ(listed[0].id, "g2");
  EXPECT_EQ(listed[2].id, "g0");
}

TEST(LiveGames, AGameBeginsOnce) {
  LiveGames games;
  EXPECT_TRUE(games.began(game(1)));
  EXPECT_FALSE(games.began(game(1)));
  EXPECT_EQ(games.size(), 1u);
}

TEST(LiveGames, AMoveUpdatesItsGameAlone) {
  LiveGames games({game(2), game(1)});
  games.moved("g1", "play", 7);
  games.moved("unknown", "play", 9);
  const std::vector<LiveGame> listed = games.latest();
  EXPECT_EQ(listed[0].id, "g2");
  EXPECT_EQ(listed[0].ply, 0);
  EXPECT_EQ(listed[1].phase, "play");
  EXPECT_EQ(listed[1].ply, 7);
}

TEST(LiveGames, ListsAtMostTheLatestHundred) {
  LiveGames games;
  for (int n = 0; n < 250; ++n) games.began(game(n));
  const std::vector<LiveGame> listed = games.latest();
  ASSERT_EQ(listed.size(), kLiveGamesListed);
  EXPECT_EQ(listed.front().id, "g249");
  EXPECT_EQ(listed.back().id, "g150");
}

TEST(LiveGames, AnEndingTellsWhetherTheListShowedIt) {
  LiveGames games;
  for (int n = 0; n < 5; ++n) games.began(game(n));
  EXPECT_TRUE(games.ended("g4", 2));
  EXPECT_FALSE(games.ended("g0", 2));  // below the two listed
  EXPECT_FALSE(games.ended("g0", 2));  // gone already
  EXPECT_EQ(games.size(), 3u);
  const std::vector<LiveGame> listed = games.latest(2);
  EXPECT_EQ(listed[0].id, "g3");
  EXPECT_EQ(listed[1].id, "g2");
}

}  // namespace
}  // namespace stratego::server
