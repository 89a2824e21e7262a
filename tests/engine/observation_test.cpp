// What a player knows (seed 002, "Was der Computer weiß"): own ranks; enemy pieces as
// unknown, moved, scout, or revealed in battle.
#include <gtest/gtest.h>

#include <type_traits>

#include "random_games.hpp"
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

// What Red can tell of what Blue knows: Red's pieces exactly as Blue sees them, Blue's as
// Red sees them, the same public history; over random games of every kind of battle.
TEST(Observation, AsSeenByTheOpponentShowsOnlyWhatTheOpponentHasSeen) {
  std::mt19937_64 rng(21);
  int hidden_checked = 0, shown_checked = 0;
  for (int g = 0; g < 20; ++g) {
    Game game = testing::started_game(variant("classic"), rule_set("gravon"), rng);
    for (int ply = 0; ply < 40 * g + 10 && testing::play_random_move(game, rng); ++ply) {}
    const Observation red = game.observation(Color::Red), blue = game.observation(Color::Blue);
    const Observation seen = red.as_seen_by_opponent();
    EXPECT_EQ(seen.viewer(), Color::Blue);
    EXPECT_EQ(seen.history(), blue.history());
    EXPECT_EQ(seen.side_to_move(), blue.side_to_move());
    for (Color c : {Color::Red, Color::Blue})
      for (Rank r : kAllRanks) EXPECT_EQ(seen.captured(c, r), blue.captured(c, r));
    for (Square s : variant("classic").squares()) {
      const SquareView v = seen.at(s);
      if (v.kind == SquareView::Kind::Enemy) {  // Red's piece: as Blue sees it
        EXPECT_EQ(v, blue.at(s));
        ++(v.rank == Rank::Unknown ? hidden_checked : shown_checked);
      } else if (v.kind == SquareView::Kind::Own) {  // Blue's piece: what Red knows of it
        const SquareView red_view = red.at(s);
        EXPECT_EQ(v.rank, red_view.rank);
        EXPECT_EQ(v.moved, red_view.moved);
      } else {
        EXPECT_EQ(v.kind, blue.at(s).kind);
      }
    }
  }
  EXPECT_GT(hidden_checked, 100);
  EXPECT_GT(shown_checked, 10);
}

TEST(Observation, HasNoWayBackToTheGame) {
  static_assert(!std::is_constructible_v<Observation, const Game&>);
  static_assert(!std::is_convertible_v<const Observation&, const Game&>);
  static_assert(!std::is_convertible_v<const Observation&, const Position&>);
  SUCCEED();
}

}  // namespace
}  // namespace stratego
