// ISF more-squares rule: a continuous chaser may not play a chasing move that repeats a
// position of the chase, except straight back to where it came from the turn before.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::game_with;
using testing::move_of;

// Twelve squares around the lake c5-d6: a loop a chased piece can run round forever.
constexpr std::array<const char*, 12> kRing = {"b4", "b5", "b6", "b7", "c7", "d7", "e7", "e6", "e5", "e4", "d4", "c4"};

std::string step(int from, int to) { return std::string(kRing[from % 12]) + "-" + kRing[to % 12]; }

// Red's lieutenant runs round the lake; Blue's colonel follows one square behind, always
// threatening it. Returns the first error, at the blue move that met it.
MoveError chase_round_the_lake(Game& game, int steps, int* failed_step) {
  for (int k = 0; k < steps; ++k) {
    if (MoveError e = game.play(move_of(step(k + 1, k + 2))); e != MoveError::None) return e;
    if (MoveError e = game.play(move_of(step(k, k + 1))); e != MoveError::None) {
      *failed_step = k;
      return e;
    }
  }
  return MoveError::None;
}

TEST(MoreSquaresRule, AChasingMoveThatRepeatsAPositionOfTheChaseIsRefused) {
  Game game = game_with({{"b5", "5"}, {"j1", "F"}, {"b4", "-8"}, {"j10", "-F"}}, "isf");
  int failed = -1;
  EXPECT_EQ(chase_round_the_lake(game, 13, &failed), MoveError::MoreSquaresRule);
  EXPECT_EQ(failed, 12);  // one full lap: the position after the first chasing move again
  EXPECT_FALSE(game.observation(Color::Blue).is_legal(move_of(step(12, 13))));
  MoveList legal;
  game.legal_moves(legal);
  EXPECT_FALSE(legal.contains(move_of(step(12, 13))));
  EXPECT_FALSE(legal.empty());  // Blue can still stop chasing
}

TEST(MoreSquaresRule, APlayerReplayingThePublicMovesAloneGetsTheGamesVerdict) {
  Game game = game_with({{"b5", "5"}, {"j1", "F"}, {"b4", "-8"}, {"j10", "-F"}}, "isf");
  int failed = -1;
  ASSERT_EQ(chase_round_the_lake(game, 13, &failed), MoveError::MoreSquaresRule);
  // Blue's own record of the game, from a start where Red's hidden ranks differ.
  Observation replayed = game_with({{"b5", "7"}, {"j1", "F"}, {"b4", "-8"}, {"j10", "-F"}}, "isf").observation(Color::Blue);
  for (const PublicMove& event : game.moves()) replayed.apply(event);
  const Move repeating = move_of(step(12, 13));
  EXPECT_EQ(game.check_move(repeating), MoveError::MoreSquaresRule);
  EXPECT_FALSE(replayed.is_legal(repeating));
  MoveList movement, by_game, by_player;
  replayed.board().generate_moves(movement);
  EXPECT_TRUE(movement.contains(repeating));  // only the more-squares rule stands in the way
  game.legal_moves(by_game);
  replayed.legal_moves(by_player);
  EXPECT_EQ(by_player.size(), by_game.size());
  for (const Move& m : by_game) EXPECT_TRUE(by_player.contains(m));
}

TEST(MoreSquaresRule, GravonRulesHaveNoMoreSquaresRule) {
  Game game = game_with({{"b5", "5"}, {"j1", "F"}, {"b4", "-8"}, {"j10", "-F"}}, "gravon");
  int failed = -1;
  EXPECT_EQ(chase_round_the_lake(game, 30, &failed), MoveError::None);
}

TEST(MoreSquaresRule, StraightBackToWhereTheChaserCameFromStaysAllowed) {
  // Red's lieutenant flees between e4 and f4; Blue's colonel follows between e5 and f5.
  // Blue's chasing moves repeat positions of the chase, but each goes straight back to
  // the square the colonel came from the turn before, so each stays allowed.
  Game game = game_with({{"e3", "5"}, {"j1", "F"}, {"e6", "-8"}, {"j10", "-F"}}, "isf");
  for (const char* m : {"e3-e4", "e6-e5", "e4-f4", "e5-f5", "f4-e4", "f5-e5", "e4-f4", "e5-f5"})
    ASSERT_EQ(game.play(move_of(m)), MoveError::None) << m;
  // Red's fourth move between e4 and f4 is the two-square rule's business, not this rule's.
  EXPECT_EQ(game.check_move(move_of("f4-e4")), MoveError::TwoSquareRule);
}

}  // namespace
}  // namespace stratego
