// The two-square rule: limit 3 (seeds 002/003, ISF, Gravon today) and 5 (seed 000,
// Gravon until 2006), whatever the opponent does, and its scout clause; none for the UCC
// 2012 manager.
#include <gtest/gtest.h>

#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::game_with;
using testing::move_of;

// Red shuttles e2-e3 while Blue shuttles far away.
MoveError shuttle(Game& game, int red_moves) {
  const char* red[] = {"e2-e3", "e3-e2"};
  const char* blue[] = {"a9-a8", "a8-a9"};
  for (int i = 0; i < red_moves; ++i) {
    MoveError e = game.play(move_of(red[i % 2]));
    if (e != MoveError::None) return e;
    EXPECT_EQ(game.play(move_of(blue[i % 2])), MoveError::None);
  }
  return MoveError::None;
}

TEST(TwoSquareRule, ThreeTimesInARowThenTheFourthIsRefused) {
  Game game = game_with({{"e2", "5"}, {"j1", "F"}, {"a9", "-5"}, {"j10", "-F"}});
  EXPECT_EQ(shuttle(game, 3), MoveError::None);  // e2-e3, e3-e2, e2-e3
  EXPECT_EQ(game.check_move(move_of("e3-e2")), MoveError::TwoSquareRule);
  MoveList moves;
  game.legal_moves(moves);
  EXPECT_FALSE(moves.contains(move_of("e3-e2")));  // not offered either
  EXPECT_TRUE(moves.contains(move_of("e3-d3")));
}

TEST(TwoSquareRule, Gravon2006AllowsFiveAndRefusesTheSixth) {
  Game game = game_with({{"e2", "5"}, {"j1", "F"}, {"a9", "-5"}, {"j10", "-F"}}, "gravon2006");
  EXPECT_EQ(shuttle(game, 5), MoveError::None);
  EXPECT_EQ(game.check_move(move_of("e3-e2")), MoveError::TwoSquareRule);
}

TEST(TwoSquareRule, TheUcc2012ManagerHasNoneAndDrawsAfter5000Moves) {
  Game game = game_with({{"e2", "5"}, {"j1", "F"}, {"a9", "-5"}, {"j10", "-F"}}, "ucc2012");
  EXPECT_EQ(shuttle(game, 2499), MoveError::None);
  EXPECT_FALSE(game.result().over());
  ASSERT_EQ(game.play(move_of("e3-e2")), MoveError::None);
  ASSERT_EQ(game.play(move_of("a8-a9")), MoveError::None);
  EXPECT_EQ(game.result().ending, Ending::MoveLimit);  // the 5000th move
  EXPECT_FALSE(game.result().winner.has_value());
}

TEST(TwoSquareRule, AnotherOwnMoveEndsTheRun) {
  Game game = game_with({{"e2", "5"}, {"h2", "4"}, {"j1", "F"}, {"a9", "-5"}, {"j10", "-F"}});
  EXPECT_EQ(shuttle(game, 3), MoveError::None);
  ASSERT_EQ(game.play(move_of("h2-h3")), MoveError::None);
  ASSERT_EQ(game.play(move_of("a8-a7")), MoveError::None);
  EXPECT_EQ(game.check_move(move_of("e3-e2")), MoveError::None);
}

TEST(TwoSquareRule, AppliesWhateverTheOpponentDoesAndBindsTheStarterFirst) {
  // Both shuttle side by side; Red started, so Red is the first to be stopped.
  Game parallel = game_with({{"a4", "5"}, {"j1", "F"}, {"c7", "-5"}, {"j10", "-F"}});
  const char* red[] = {"a4-b4", "b4-a4"};
  const char* blue[] = {"c7-d7", "d7-c7"};
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(parallel.play(move_of(red[i % 2])), MoveError::None);
    ASSERT_EQ(parallel.play(move_of(blue[i % 2])), MoveError::None);
  }
  EXPECT_EQ(parallel.check_move(move_of(red[1])), MoveError::TwoSquareRule);
}

// Red's scout plays its moves; Blue walks its sergeant round a square far away meanwhile.
// Returns the verdict on the first refused move (None when all were played).
MoveError scout_run(Game& game, std::initializer_list<const char*> red) {
  const char* blue[] = {"i9-i8", "i8-j8", "j8-j9", "j9-i9"};
  int i = 0;
  for (const char* m : red) {
    if (MoveError e = game.play(move_of(m)); e != MoveError::None) return e;
    EXPECT_EQ(game.play(move_of(blue[i++ % 4])), MoveError::None);
  }
  return MoveError::None;
}

Game scout_game(std::string_view scout_square, std::string_view rules) {
  return game_with({{scout_square, "2"}, {"j1", "F"}, {"i9", "-4"}, {"a10", "-F"}}, rules);
}

// ISF 10.2: a scout moving back inside the span of the run's first move counts.
TEST(TwoSquareRule, IsfScoutMovingInsideTheSpanOfTheRunsFirstMoveCounts) {
  Game game = scout_game("a1", "isf");
  ASSERT_EQ(scout_run(game, {"a1-a4", "a4-a2", "a2-a4"}), MoveError::None);
  EXPECT_EQ(game.check_move(move_of("a4-a3")), MoveError::TwoSquareRule);  // inside a1..a4
  EXPECT_EQ(game.check_move(move_of("a4-a1")), MoveError::TwoSquareRule);
  EXPECT_EQ(game.check_move(move_of("a4-a5")), MoveError::None);  // same direction: a new run
  EXPECT_EQ(game.check_move(move_of("a4-b4")), MoveError::None);
}

// Gravon: a scout's move back counts when it stops inside the span of its previous move.
TEST(TwoSquareRule, GravonScoutMovingInsideTheSpanOfItsPreviousMoveCounts) {
  Game game = scout_game("a1", "gravon");
  ASSERT_EQ(scout_run(game, {"a1-a4", "a4-a2", "a2-a4"}), MoveError::None);
  EXPECT_EQ(game.check_move(move_of("a4-a3")), MoveError::TwoSquareRule);  // inside a2..a4
  EXPECT_EQ(game.check_move(move_of("a4-a2")), MoveError::TwoSquareRule);
  EXPECT_EQ(game.check_move(move_of("a4-a1")), MoveError::None);  // beyond a2: a new run
  EXPECT_EQ(game.check_move(move_of("a4-a5")), MoveError::None);
}

// A 2015 Gravon classicfree game (outside the shared sample): its scout played these as its
// own consecutive moves under the limit of three and Gravon accepted every one. Under the
// first-move span, j4-a4 would be the fourth move inside a4..j4.
TEST(TwoSquareRule, GravonAcceptsTheScoutOfThe2015Game) {
  Game gravon = scout_game("a4", "gravon");
  EXPECT_EQ(scout_run(gravon, {"a4-b4", "b4-a4", "a4-j4", "j4-i4", "i4-j4", "j4-a4", "a4-b4", "b4-a4"}),
            MoveError::None);
  EXPECT_EQ(gravon.check_move(move_of("a4-b4")), MoveError::TwoSquareRule);  // a real shuttle still stops

  Game isf = scout_game("a4", "isf");
  EXPECT_EQ(scout_run(isf, {"a4-b4", "b4-a4", "a4-j4", "j4-i4", "i4-j4", "j4-a4"}), MoveError::TwoSquareRule);
  EXPECT_EQ(isf.moves().size(), 10u);  // refused at j4-a4
}

TEST(TwoSquareRule, AttacksCountAsMoves) {
  Game game = game_with({{"e2", "9"}, {"j1", "F"}, {"e3", "-2"}, {"a9", "-5"}, {"j10", "-F"}});
  ASSERT_EQ(game.play(move_of("e2-e3")), MoveError::None);  // attack and win
  ASSERT_EQ(game.play(move_of("a9-a8")), MoveError::None);
  ASSERT_EQ(game.play(move_of("e3-e2")), MoveError::None);
  ASSERT_EQ(game.play(move_of("a8-a9")), MoveError::None);
  ASSERT_EQ(game.play(move_of("e2-e3")), MoveError::None);
  ASSERT_EQ(game.play(move_of("a9-a8")), MoveError::None);
  EXPECT_EQ(game.check_move(move_of("e3-e2")), MoveError::TwoSquareRule);
}

}  // namespace
}  // namespace stratego
