// What a player knows (seed 002, "Was der Computer weiß"): own ranks; enemy pieces as
// unknown, moved, scout, or revealed in battle.
#include <gtest/gtest.h>

#include <type_traits>

#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::game_with;
using testing::move_of;

SquareView view(const Game& g, Color viewer, const char* square) { return g.observation(viewer).at(*parse_square(square)); }

TEST(Observation, OwnRanksKnownEnemyRanksHidden) {
  Game g = game_with({{"e2", "X"}, {"j1", "F"}, {"e9", "-9"}, {"j10", "-F"}});
  EXPECT_EQ(view(g, Color::Red, "e2").kind, SquareView::Kind::Own);
  EXPECT_EQ(view(g, Color::Red, "e2").rank, Rank::Marshal);
  EXPECT_EQ(view(g, Color::Red, "e9").kind, SquareView::Kind::Enemy);
  EXPECT_EQ(view(g, Color::Red, "e9").rank, Rank::Unknown);
  EXPECT_EQ(view(g, Color::Blue, "e2").rank, Rank::Unknown);
  EXPECT_EQ(view(g, Color::Blue, "c5").kind, SquareView::Kind::Lake);
}

TEST(Observation, AMovedPieceIsKnownToBeNeitherBombNorFlag) {
  Game g = game_with({{"e2", "7"}, {"j1", "F"}, {"e9", "-9"}, {"j10", "-F"}});
  ASSERT_EQ(g.play(move_of("e2-e3")), MoveError::None);
  EXPECT_TRUE(view(g, Color::Blue, "e3").moved);
  EXPECT_EQ(view(g, Color::Blue, "e3").rank, Rank::Unknown);
}

TEST(Observation, ALongMoveShowsAScout) {
  Game g = game_with({{"a1", "2"}, {"j1", "F"}, {"e9", "-9"}, {"j10", "-F"}});
  ASSERT_EQ(g.play(move_of("a1-a4")), MoveError::None);
  EXPECT_EQ(view(g, Color::Blue, "a4").rank, Rank::Scout);
  EXPECT_FALSE(view(g, Color::Blue, "a4").revealed);
}

TEST(Observation, ABattleRevealsBothRanksToBothPlayers) {
  Game g = game_with({{"e4", "8"}, {"j1", "F"}, {"e5", "-5"}, {"f5", "-9"}, {"j10", "-F"}});
  ASSERT_EQ(g.play(move_of("e4-e5")), MoveError::None);  // colonel beats lieutenant
  EXPECT_EQ(view(g, Color::Blue, "e5").rank, Rank::Colonel);
  EXPECT_TRUE(view(g, Color::Red, "e5").revealed);  // Red sees the computer knows its colonel
  EXPECT_EQ(g.observation(Color::Red).captured(Color::Blue, Rank::Lieutenant), 1);
  EXPECT_EQ(view(g, Color::Red, "f5").rank, Rank::Unknown);  // the general stays hidden
  ASSERT_EQ(g.play(move_of("f5-e5")), MoveError::None);   // general beats colonel
  EXPECT_EQ(view(g, Color::Red, "e5").rank, Rank::General);
  EXPECT_EQ(g.observation(Color::Blue).captured(Color::Red, Rank::Colonel), 1);
  const auto& history = g.observation(Color::Red).history();
  ASSERT_EQ(history.size(), 2u);
  ASSERT_TRUE(history[1].battle.has_value());
  EXPECT_EQ(history[1].battle->attacker, Rank::General);
}

TEST(Observation, TwoGamesThatDifferOnlyInHiddenRanksLookTheSame) {
  // Blue's unmoved pieces swap places between the two games: Red cannot tell them apart.
  Game a = game_with({{"e2", "5"}, {"j1", "F"}, {"e9", "-9"}, {"f9", "-B"}, {"j10", "-F"}});
  Game b = game_with({{"e2", "5"}, {"j1", "F"}, {"e9", "-B"}, {"f9", "-9"}, {"j10", "-F"}});
  EXPECT_TRUE(a.observation(Color::Red) == b.observation(Color::Red));
  EXPECT_FALSE(a.observation(Color::Blue) == b.observation(Color::Blue));
  ASSERT_EQ(a.play(move_of("e2-e3")), MoveError::None);
  ASSERT_EQ(b.play(move_of("e2-e3")), MoveError::None);
  EXPECT_TRUE(a.observation(Color::Red) == b.observation(Color::Red));
}

TEST(Observation, HasNoWayBackToTheGame) {
  static_assert(!std::is_constructible_v<Observation, const Game&>);
  static_assert(!std::is_convertible_v<const Observation&, const Game&>);
  static_assert(!std::is_convertible_v<const Observation&, const Position&>);
  SUCCEED();
}

}  // namespace
}  // namespace stratego
