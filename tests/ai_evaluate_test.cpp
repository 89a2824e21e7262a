// The static evaluation's flag safety: it sees scouts that can fly in and the open lines
// they would use, which a search of a few plies reaches too late.
#include <gtest/gtest.h>

#include "ai/evaluate.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::pieces;

Position barrage_board(const std::string& red, const std::string& blue) {
  Position pos(variant("barrage"), rule_set("gravon"));
  for (const auto& [color, list] : {std::pair{Color::Red, red}, std::pair{Color::Blue, blue}})
    for (const auto& piece : pieces(list).pieces) pos.place(color, piece.rank, piece.square);
  pos.set_side_to_move(Color::Red);
  return pos;
}

// Red's flag on j1 has its bomb above it and row 1 open. Blue's scout on f6 can reach f1
// and then the flag, unless red's marshal stands on f3 in its way.
TEST(AiEvaluate, AScoutTwoMovesFromTheFlagIsADanger) {
  const Evaluator evaluate(variant("barrage"));
  const std::string blue = "f6=2 a10=F b10=B";
  const int blocked = evaluate(barrage_board("j1=F j2=B f3=10", blue));
  const int open = evaluate(barrage_board("j1=F j2=B e3=10", blue));
  EXPECT_GE(blocked - open, 150);
}

// Red's flag on a1, its bomb above; a second bomb closes row 1 near the flag or far away.
TEST(AiEvaluate, WhileEnemyScoutsLiveALongOpenLineToTheFlagCosts) {
  const Evaluator evaluate(variant("barrage"));
  const std::string blue = "j10=2 e10=F d10=B";
  const int short_line = evaluate(barrage_board("a1=F a2=B c1=B e4=10", blue));
  const int long_line = evaluate(barrage_board("a1=F a2=B h1=B e4=10", blue));
  EXPECT_GT(short_line, long_line);
  const std::string no_scout = "j10=3 e10=F d10=B";
  EXPECT_EQ(evaluate(barrage_board("a1=F a2=B c1=B e4=10", no_scout)), evaluate(barrage_board("a1=F a2=B h1=B e4=10", no_scout)));
}

}  // namespace
}  // namespace stratego
