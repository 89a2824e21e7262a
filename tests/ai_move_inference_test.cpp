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

// The fit of the enemy's moves, newest first ("e7-e6", then ours, then the enemy's before).
double fit(const Position& after, std::vector<std::pair<const char*, const char*>> moves) {
  const Evaluator evaluate(after.variant());
  TranspositionTable table(10);
  std::vector<Move> recent;
  for (const auto& [from, to] : moves) recent.push_back(Move{sq(from), sq(to)});
  return enemy_moves_fit(after, recent, evaluate, table);
}

double fit(const Position& after, const char* from, const char* to) { return fit(after, {{from, to}}); }

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

// Two moves back: with our general already beside its colonel, Blue stepped d8-d7 beside
// the colonel instead of saving it; we moved a miner, and Blue moved its sergeant. Both of
// Blue's moves fit only if d7 is the marshal that guards the colonel.
TEST(AiMoveInference, AGuardPlacedAMoveEarlierIsJudgedToo) {
  const auto after = [](const std::string& guard) {
    return board_of("classic", "f7=9 a1=F j2=3", "e7=8 d7=" + guard + " a10=F j9=4");
  };
  const std::vector<std::pair<const char*, const char*>> moves = {{"j10", "j9"}, {"j1", "j2"}, {"d8", "d7"}};
  const double guarded = fit(after("10"), moves);
  EXPECT_GT(guarded, 0.3);
  EXPECT_LT(fit(after("7"), moves), guarded / 10);
  EXPECT_GT(fit(after("7"), {{"j10", "j9"}}), fit(after("7"), moves)) << "the older move adds to the judgement";
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

TEST(AiMoveInference, TheEnemysQuietMovesAreJudgedBackToTheLastBattle) {
  const Position start = board_of("classic", "e5=9 a1=F j1=3", "e7=8 f7=3 a10=F j10=4");
  const Variant& v = start.variant();
  Observation obs(start, Color::Red);
  const Move e5e6{sq("e5"), sq("e6")}, j10j9{sq("j10"), sq("j9")}, j9j8{sq("j9"), sq("j8")};
  EXPECT_TRUE(judged_moves(obs, 2).empty());
  obs.apply({Color::Red, e5e6, std::nullopt});
  EXPECT_TRUE(judged_moves(obs, 2).empty()) << "after our own move";
  obs.apply({Color::Blue, j10j9, std::nullopt});
  EXPECT_EQ(judged_moves(obs, 2), (std::vector<Move>{j10j9})) << "our first move before it is not judged";
  obs.apply({Color::Red, Move{sq("e6"), sq("e5")}, std::nullopt});
  obs.apply({Color::Blue, j9j8, std::nullopt});
  EXPECT_EQ(judged_moves(obs, 1), (std::vector<Move>{j9j8}));
  EXPECT_EQ(judged_moves(obs, 2), (std::vector<Move>{j9j8, Move{sq("e6"), sq("e5")}, j10j9}));
  obs.apply({Color::Red, e5e6, std::nullopt});
  obs.apply({Color::Blue, Move{sq("f7"), sq("f6")}, std::nullopt});
  obs.apply({Color::Red, Move{sq("e6"), sq("e7")}, battle(v, Color::Red, Rank::General, Rank::Colonel, "e6", "e7")});
  obs.apply({Color::Blue, Move{sq("j8"), sq("j7")}, std::nullopt});
  EXPECT_EQ(judged_moves(obs, 2), (std::vector<Move>{Move{sq("j8"), sq("j7")}})) << "not back past our attack";
  obs.apply({Color::Red, Move{sq("e7"), sq("e6")}, std::nullopt});
  obs.apply({Color::Blue, Move{sq("f6"), sq("e6")}, battle(v, Color::Blue, Rank::Miner, Rank::General, "f6", "e6")});
  EXPECT_TRUE(judged_moves(obs, 2).empty()) << "an attack shows what it involved";
}

}  // namespace
}  // namespace stratego
