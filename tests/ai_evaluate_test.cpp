// The static evaluation's flag safety: it sees scouts that can fly in, the open lines they
// would use and defenders still far off, which a search of a few plies reaches too late.
#include <gtest/gtest.h>

#include "ai/evaluate.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::board_of;

Position barrage_board(const std::string& red, const std::string& blue) { return board_of("barrage", red, blue); }

// How much better red stands with its pieces as in `red` than as in `other_red`, blue alike.
int red_gain(const std::string& red, const std::string& other_red, const std::string& blue) {
  const Evaluator evaluate(variant("barrage"));
  return evaluate(barrage_board(red, blue)) - evaluate(barrage_board(other_red, blue));
}

// Red's flag on j1 has its bomb above it and row 1 open. Blue's scout on f6 can reach f1
// and then the flag, unless red's marshal stands on f3 in its way.
TEST(AiEvaluate, AScoutTwoMovesFromTheFlagIsADanger) {
  EXPECT_GE(red_gain("j1=F j2=B f3=10", "j1=F j2=B e3=10", "f6=2 a10=F b10=B"), 150);
}

// Blue's miner on a5 walks towards red's flag on a1 and nothing of red's guards it. Red's
// general, the one piece that beats it, is better on its way than far off.
TEST(AiEvaluate, ADefenderSettingOutTowardsAnUnguardedAttackerIsBetter) {
  EXPECT_GE(red_gain("a1=F a2=B e5=9", "a1=F a2=B j8=9", "a5=3 a10=F b10=B"), 50);
}

// Red's flag on a1, its bomb above; a second bomb closes row 1 near the flag or far away.
TEST(AiEvaluate, WhileEnemyScoutsLiveALongOpenLineToTheFlagCosts) {
  const std::string short_line = "a1=F a2=B c1=B e4=10", long_line = "a1=F a2=B h1=B e4=10";
  EXPECT_GT(red_gain(short_line, long_line, "j10=2 e10=F d10=B"), 0);
  EXPECT_EQ(red_gain(short_line, long_line, "j10=3 e10=F d10=B"), 0);  // no enemy scout left
}

}  // namespace
}  // namespace stratego
