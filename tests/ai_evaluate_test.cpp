// The static evaluation's flag safety: it sees scouts that can fly in, the open lines they
// would use and defenders still far off, which a search of a few plies reaches too late.
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

// Blue's miner on a5 walks towards red's flag on a1 and nothing of red's guards it. Red's
// general, the one piece that beats it, is better on its way than far off.
TEST(AiEvaluate, ADefenderSettingOutTowardsAnUnguardedAttackerIsBetter) {
  const Evaluator evaluate(variant("barrage"));
  const std::string blue = "a5=3 a10=F b10=B";
  const int coming = evaluate(barrage_board("a1=F a2=B e5=9", blue));
  const int far_off = evaluate(barrage_board("a1=F a2=B j8=9", blue));
  EXPECT_GE(coming - far_off, 50);
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
