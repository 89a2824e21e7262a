// What draws a piece towards the enemy: the ring-by-ring hunt gives exactly what trying
// every enemy piece gives, and the root's answers hold for the root position.
#include <gtest/gtest.h>

#include <random>

#include "ai/evaluate.hpp"
#include "ai/prey.hpp"
#include "ai/random_player.hpp"
#include "engine/playout.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::sq;

// The definition: the best worth / (2 + distance) over every enemy piece but the flag
// that the hunter beats.
int every_target(const Position& pos, const Evaluator& evaluator, Color them, Rank r, Sq q) {
  int best = 0;
  for (Sq t : pos.squares_of(them)) {
    const Rank target = pos.rank_at(t);
    if (target == Rank::Flag || !evaluator.beats(r, target)) continue;
    best = std::max(best, evaluator.piece_value(pos, them, target) / (2 + square_distance(q, t)));
  }
  return best;
}

Position random_middle_game(const std::string& variant_name, std::uint64_t seed) {
  std::mt19937_64 setup_rng(seed);
  Position pos(variant(variant_name), rule_set("gravon"));
  for (Color c : {Color::Red, Color::Blue})
    for (const Placement& p : random_setup(pos.variant(), c, setup_rng).pieces) pos.place(c, p.rank, p.square);
  FastRng rng(seed + 1);
  random_playout(pos, rng, 20 + static_cast<int>(seed % 80));
  return pos;
}

TEST(AiPrey, TheHuntRingByRingFindsWhatTryingEveryTargetFinds) {
  for (const std::string variant_name : {"classic", "barrage", "small"}) {
    const Evaluator evaluator(variant(variant_name));
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      const Position pos = random_middle_game(variant_name, seed);
      for (Color hunter : {Color::Red, Color::Blue}) {
        Prey prey(pos, opponent(hunter), evaluator);
        for (Sq q : pos.squares_of(hunter)) {
          const Rank r = pos.rank_at(q);
          if (!is_movable(r)) continue;
          EXPECT_EQ(prey.best_for(r, q), every_target(pos, evaluator, opponent(hunter), r, q)) << seed;
        }
      }
    }
  }
}

TEST(AiPrey, AtTheRootTheRootsPreyIsTheExactPrey) {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const Position pos = random_middle_game("classic", seed);
    const Evaluator evaluator(pos.variant());
    RootPrey prey(pos, evaluator);
    for (Color hunter : {Color::Red, Color::Blue})
      for (Sq q : pos.squares_of(hunter)) {
        const Rank r = pos.rank_at(q);
        if (!is_movable(r)) continue;
        EXPECT_EQ(prey.best_for(hunter, r, q), every_target(pos, evaluator, opponent(hunter), r, q)) << seed;
      }
  }
}

// Red's general on e5; blue's colonel on e10 and marshal on a1. The general cannot take the
// marshal, which would draw it more, so only the colonel draws it: its worth / (2 + 5).
TEST(AiPrey, APieceIsDrawnOnlyTowardsWhatItBeats) {
  const Position pos = board_of("classic", "e5=9 j1=F", "e10=8 a1=10 j10=F");
  const Evaluator evaluator(pos.variant());
  Prey prey(pos, Color::Blue, evaluator);
  const int colonel = evaluator.piece_value(pos, Color::Blue, Rank::Colonel) / 7;
  ASSERT_GT(evaluator.piece_value(pos, Color::Blue, Rank::Marshal) / 10, colonel);
  EXPECT_EQ(prey.best_for(Rank::General, sq("e5")), colonel);
}

}  // namespace
}  // namespace stratego
