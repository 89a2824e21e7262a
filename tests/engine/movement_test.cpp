// Movement rules of the seeds: one square orthogonally, scouts along free lines, lakes,
// blocked squares, immovable bombs and flags.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::move_of;
using testing::position_with;

std::set<std::string> targets(const Position& p, std::string_view from) {
  MoveList moves;
  p.generate_moves(moves);
  std::set<std::string> out;
  const Sq q = to_sq(*parse_square(from));
  for (const Move& m : moves)
    if (m.from == q) out.insert(square_name(m.to));
  return out;
}

TEST(Movement, OneSquareForwardBackwardSidewaysNeverDiagonally) {
  Position p = position_with({{"e2", "5"}, {"a10", "-F"}, {"j1", "F"}});
  EXPECT_EQ(targets(p, "e2"), (std::set<std::string>{"e1", "e3", "d2", "f2"}));
  EXPECT_EQ(p.check_move(move_of("e2-f3")), MoveError::Unreachable);
  EXPECT_EQ(p.check_move(move_of("e2-e4")), MoveError::Unreachable);
}

TEST(Movement, BoardEdgesAndLakesCannotBeEntered) {
  Position p = position_with({{"a1", "7"}, {"c4", "6"}, {"a10", "-F"}});
  EXPECT_EQ(targets(p, "a1"), (std::set<std::string>{"a2", "b1"}));
  EXPECT_EQ(targets(p, "c4"), (std::set<std::string>{"b4", "d4", "c3"}));  // c5 is a lake
  EXPECT_EQ(p.check_move(move_of("c4-c5")), MoveError::NotOnBoard);
}

TEST(Movement, NoMoveOntoOwnPieceNoJumping) {
  Position p = position_with({{"e2", "5"}, {"e3", "4"}, {"a10", "-F"}});
  EXPECT_EQ(p.check_move(move_of("e2-e3")), MoveError::OwnPieceOnTarget);
  EXPECT_FALSE(targets(p, "e2").count("e4"));
}

TEST(Movement, BombsAndFlagsNeverMove) {
  Position p = position_with({{"e2", "B"}, {"f2", "F"}, {"a10", "-F"}});
  EXPECT_EQ(p.check_move(move_of("e2-e3")), MoveError::Immovable);
  EXPECT_EQ(p.check_move(move_of("f2-f3")), MoveError::Immovable);
  EXPECT_TRUE(targets(p, "e2").empty());
  EXPECT_FALSE(p.has_legal_move(Color::Red));
}

TEST(Movement, ScoutMovesAnyDistanceAlongAFreeLine) {
  Position p = position_with({{"a1", "2"}, {"a7", "-4"}, {"d1", "3"}, {"j10", "-F"}});
  EXPECT_EQ(targets(p, "a1"), (std::set<std::string>{"a2", "a3", "a4", "a5", "a6", "a7", "b1", "c1"}));
}

TEST(Movement, ScoutCannotCrossLakesOrPieces) {
  Position p = position_with({{"c3", "2"}, {"e4", "2"}, {"g4", "4"}, {"j10", "-F"}});
  EXPECT_EQ(targets(p, "c3").count("c5"), 0u);  // lake
  EXPECT_EQ(targets(p, "c3").count("c4"), 1u);
  EXPECT_EQ(targets(p, "e4").count("h4"), 0u);  // own piece on g4 blocks
  EXPECT_EQ(p.check_move(move_of("c3-c7")), MoveError::Unreachable);
}

TEST(Movement, ScoutMovesAndAttacksInOneTurn) {
  Position p = position_with({{"a1", "2"}, {"a9", "-F"}, {"j10", "-B"}});
  EXPECT_EQ(p.check_move(move_of("a1-a9")), MoveError::None);
  Position::Undo undo;
  auto battle = p.make(move_of("a1-a9"), undo);
  ASSERT_TRUE(battle);
  EXPECT_EQ(battle->reason, BattleReason::FlagCaptured);
}

TEST(Movement, OnlyTheSideToMoveMoves) {
  Position p = position_with({{"e2", "5"}, {"e9", "-5"}});
  EXPECT_EQ(p.check_move(move_of("e9-e8")), MoveError::NotYourPiece);
  EXPECT_EQ(p.check_move(move_of("e5-e6")), MoveError::NoPiece);
}

TEST(Movement, WinningAttackerTakesTheSquareWinningDefenderStays) {
  Position p = position_with({{"e4", "7"}, {"e5", "-6"}, {"f4", "4"}, {"f5", "-9"}, {"j10", "-F"}});
  Position::Undo undo;
  p.make(move_of("e4-e5"), undo);
  EXPECT_EQ(p.rank_at(to_sq(*parse_square("e5"))), Rank::Major);
  EXPECT_TRUE(p.is_empty(to_sq(*parse_square("e4"))));
  p.set_side_to_move(Color::Red);
  p.make(move_of("f4-f5"), undo);
  EXPECT_EQ(p.rank_at(to_sq(*parse_square("f5"))), Rank::General);
  EXPECT_EQ(p.color_at(to_sq(*parse_square("f5"))), Color::Blue);
  EXPECT_TRUE(p.is_empty(to_sq(*parse_square("f4"))));
}

// The undo keeps what was known of both pieces before the battle revealed them.
TEST(Movement, TheUndoKeepsWhatWasKnownOfBothPiecesBeforeTheMove) {
  Position p = position_with({{"e4", "7"}, {"e5", "-6"}, {"e6", "-9"}, {"j10", "-F"}});
  Position::Undo undo;
  p.make(move_of("e4-e5"), undo);
  EXPECT_EQ(undo.mover_knowledge(), 0);
  EXPECT_EQ(undo.target_knowledge(), 0);
  const std::uint8_t major_known = p.knowledge_at(to_sq(*parse_square("e5")));
  EXPECT_TRUE(major_known & kRevealed);
  p.make(move_of("e6-e5"), undo);
  EXPECT_EQ(undo.mover_knowledge(), 0);
  EXPECT_EQ(undo.target_knowledge(), major_known);
}

TEST(Movement, UltimateLightningCaptainMovesTwoSquaresAroundACorner) {
  Position p = position_with({{"e2", "6"}, {"e3", "-4"}, {"j10", "-F"}}, "ultimate-lightning");
  auto t = targets(p, "e2");
  EXPECT_TRUE(t.count("e3"));    // attack next door
  EXPECT_FALSE(t.count("e4"));   // not through a piece
  EXPECT_TRUE(t.count("f3"));    // around the corner through f2
  EXPECT_TRUE(t.count("c2"));    // straight two
  EXPECT_FALSE(t.count("e5"));
}

}  // namespace
}  // namespace stratego
