// What the enemy's last move says about its hidden ranks: a sample in which the move was a
// blunder fits it badly, one in which it was the enemy's best fits it well.
#include <gtest/gtest.h>

#include "ai/move_inference.hpp"
#include "engine/observation.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::sq;

double fit(const Position& after, const char* from, const char* to) {
  const Evaluator evaluate(after.variant());
  TranspositionTable table(10);
  return enemy_move_fit(after, Move{sq(from), sq(to)}, evaluate, table);
}

// Blue stepped e7-e6 beside Red's general: only the marshal gains by it.
TEST(AiMoveInference, AStepBesideOurGeneralFitsTheMarshal) {
  const auto after = [](const std::string& approacher) {
    return board_of("classic", "e5=9 a1=F j1=3", "e6=" + approacher + " a10=F j10=4");
  };
  EXPECT_GT(fit(after("10"), "e7", "e6"), 0.5);
  EXPECT_LT(fit(after("8"), "e7", "e6"), 0.1);
  EXPECT_LT(fit(after("3"), "e7", "e6"), 0.5);
}

// Red's general stands beside Blue's colonel; Blue, instead of saving the colonel, stepped
// d9-d8 beside it: a guard only if that piece is the marshal.
TEST(AiMoveInference, LeavingAPieceToBeTakenFitsTheSampleInWhichItIsGuarded) {
  const auto after = [](const std::string& guard) {
    return board_of("classic", "f8=9 a1=F j1=3", "e8=8 d8=" + guard + " a10=F j10=4");
  };
  const double guarded = fit(after("10"), "d9", "d8");
  EXPECT_GT(guarded, 0.5);
  EXPECT_LT(fit(after("7"), "d9", "d8"), guarded / 10);
}

// A move that cannot be judged in the sample (no piece where it ended) fits it fully.
TEST(AiMoveInference, AMoveTheSampleCannotHaveMadeIsNotJudged) {
  EXPECT_EQ(fit(board_of("classic", "e5=9 a1=F", "a10=F j10=4"), "e7", "e6"), 1.0);
}

Battle battle(const Variant& v, Color attacker, Rank a, Rank d, const char* from, const char* to) {
  Battle b = resolve_battle(v, a, d);
  b.attacker_color = attacker;
  b.from = sq(from);
  b.to = sq(to);
  return b;
}

TEST(AiMoveInference, OnlyAQuietEnemyMoveIsJudged) {
  const Position start = board_of("classic", "e5=9 a1=F j1=3", "e7=8 f7=3 a10=F j10=4");
  const Variant& v = start.variant();
  Observation obs(start, Color::Red);
  EXPECT_FALSE(judged_enemy_move(obs));
  obs.apply({Color::Red, Move{sq("e5"), sq("e6")}, std::nullopt});
  EXPECT_FALSE(judged_enemy_move(obs)) << "our own move";
  obs.apply({Color::Blue, Move{sq("j10"), sq("j9")}, std::nullopt});
  ASSERT_TRUE(judged_enemy_move(obs));
  EXPECT_EQ(*judged_enemy_move(obs), (Move{sq("j10"), sq("j9")}));
  obs.apply({Color::Red, Move{sq("e6"), sq("e7")}, battle(v, Color::Red, Rank::General, Rank::Colonel, "e6", "e7")});
  obs.apply({Color::Blue, Move{sq("f7"), sq("e7")}, battle(v, Color::Blue, Rank::Miner, Rank::General, "f7", "e7")});
  EXPECT_FALSE(judged_enemy_move(obs)) << "an attack shows what it involved";
}

}  // namespace
}  // namespace stratego
