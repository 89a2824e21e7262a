// How games end: flag captured, no legal move (judged after every move on Gravon, on
// the side's turn under ISF), both sides unable to move, resignation, agreed draw, and
// the optional limit of moves without a battle.
#include <gtest/gtest.h>

#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::game_with;
using testing::move_of;

TEST(Endings, TheNoBattleLimitDrawsAfterThatManyMovesWithoutABattle) {
  Game game = game_with({{"e2", "5"}, {"a1", "F"}, {"e9", "-5"}, {"j10", "-F"}}, "gravon", "classic-free",
                        GameOptions{.no_battle_limit = 4});
  for (const char* move : {"e2-e3", "e9-e8", "e3-e4"}) ASSERT_EQ(game.play(move_of(move)), MoveError::None) << move;
  EXPECT_EQ(game.moves_since_battle(), 3);
  EXPECT_FALSE(game.result().over());
  ASSERT_EQ(game.play(move_of("e8-e7")), MoveError::None);
  EXPECT_EQ(game.result(), (GameResult{Ending::NoBattleLimit, std::nullopt}));
}

TEST(Endings, ABattleStartsTheNoBattleCountAgain) {
  Game game = game_with({{"e2", "5"}, {"a1", "F"}, {"e4", "-2"}, {"a9", "-5"}, {"j10", "-F"}}, "gravon", "classic-free",
                        GameOptions{.no_battle_limit = 3});
  for (const char* move : {"e2-e3", "a9-a8", "e3-e4"}) ASSERT_EQ(game.play(move_of(move)), MoveError::None) << move;
  EXPECT_EQ(game.moves_since_battle(), 0);  // e3-e4 was a battle
  EXPECT_FALSE(game.result().over());
  for (const char* move : {"a8-a7", "e4-e5"}) ASSERT_EQ(game.play(move_of(move)), MoveError::None) << move;
  EXPECT_FALSE(game.result().over());
  ASSERT_EQ(game.play(move_of("a7-a6")), MoveError::None);
  EXPECT_EQ(game.result().ending, Ending::NoBattleLimit);
}

TEST(Endings, RedStarts) {
  Game game = game_with({{"e2", "5"}, {"j1", "F"}, {"e9", "-5"}, {"j10", "-F"}});
  EXPECT_EQ(game.side_to_move(), Color::Red);
  EXPECT_EQ(game.play(move_of("e9-e8")), MoveError::NotYourPiece);
}

TEST(Endings, CapturingTheFlagWinsAtOnce) {
  Game game = game_with({{"e2", "3"}, {"j1", "F"}, {"e3", "-F"}, {"a10", "-5"}});
  ASSERT_EQ(game.play(move_of("e2-e3")), MoveError::None);
  EXPECT_EQ(game.result(), (GameResult{Ending::FlagCaptured, Color::Red}));
  EXPECT_EQ(game.play(move_of("a10-a9")), MoveError::GameOver);
}

TEST(Endings, AScoutCapturesTheFlagFromAfar) {
  Game game = game_with({{"a1", "2"}, {"j1", "F"}, {"a9", "-F"}, {"j10", "-5"}});
  ASSERT_EQ(game.play(move_of("a1-a9")), MoveError::None);
  EXPECT_EQ(game.result().ending, Ending::FlagCaptured);
}

TEST(Endings, ASideWithOnlyBombsAndFlagLosesAssoonAsItHasNoMove) {
  // Red's last movable piece dies attacking a bomb: Gravon ends the game on that move.
  Game game = game_with({{"e2", "5"}, {"a1", "F"}, {"e3", "-B"}, {"j10", "-F"}, {"j9", "-4"}});
  ASSERT_EQ(game.play(move_of("e2-e3")), MoveError::None);
  EXPECT_EQ(game.result(), (GameResult{Ending::NoLegalMove, Color::Blue}));
}

TEST(Endings, PiecesWalledInByBombsCannotMove) {
  Game game = game_with({{"a1", "5"}, {"j1", "F"}, {"a2", "B"}, {"b1", "B"}, {"j10", "-F"}, {"e9", "-4"}});
  EXPECT_EQ(game.result(), (GameResult{Ending::NoLegalMove, Color::Blue}));
}

TEST(Endings, BothSidesUnableToMoveIsADraw) {
  Game game = game_with({{"e2", "5"}, {"a1", "F"}, {"e3", "-5"}, {"j10", "-F"}});
  ASSERT_EQ(game.play(move_of("e2-e3")), MoveError::None);  // equal ranks: both removed
  EXPECT_EQ(game.result(), (GameResult{Ending::BothCannotMove, std::nullopt}));
}

TEST(Endings, GravonJudgesAfterEveryMoveIsfOnTheSidesTurn) {
  // Blue's last movable piece dies on a red bomb. Gravon ends the game there; under ISF
  // Red moves first and Blue loses when its own turn comes.
  const testing::Pieces pieces = {{"e2", "5"}, {"a1", "F"}, {"e5", "B"}, {"e6", "-4"}, {"j10", "-F"}};
  Game gravon = game_with(pieces, "gravon");
  ASSERT_EQ(gravon.play(move_of("e2-e3")), MoveError::None);
  ASSERT_EQ(gravon.play(move_of("e6-e5")), MoveError::None);
  EXPECT_EQ(gravon.result(), (GameResult{Ending::NoLegalMove, Color::Red}));

  Game isf = game_with(pieces, "isf");
  ASSERT_EQ(isf.play(move_of("e2-e3")), MoveError::None);
  ASSERT_EQ(isf.play(move_of("e6-e5")), MoveError::None);
  EXPECT_FALSE(isf.result().over());
  ASSERT_EQ(isf.play(move_of("e3-e4")), MoveError::None);
  EXPECT_EQ(isf.result(), (GameResult{Ending::NoLegalMove, Color::Red}));
}

TEST(Endings, ResignationAndAgreedDraw) {
  Game a = game_with({{"e2", "5"}, {"j1", "F"}, {"e9", "-5"}, {"j10", "-F"}});
  a.resign(Color::Red);
  EXPECT_EQ(a.result(), (GameResult{Ending::Resignation, Color::Blue}));
  EXPECT_EQ(a.play(move_of("e2-e3")), MoveError::GameOver);
  Game b = game_with({{"e2", "5"}, {"j1", "F"}, {"e9", "-5"}, {"j10", "-F"}});
  b.agree_draw();
  EXPECT_EQ(b.result(), (GameResult{Ending::DrawAgreed, std::nullopt}));
}

TEST(Endings, NoObligationToAttack) {
  Game game = game_with({{"e4", "5"}, {"j1", "F"}, {"e5", "-5"}, {"j10", "-F"}, {"a9", "-4"}});
  EXPECT_EQ(game.play(move_of("e4-d4")), MoveError::None);  // walks away from an adjacent enemy
}

}  // namespace
}  // namespace stratego
