// The belief over the enemy's hidden ranks: every sample deals out exactly the unseen
// army, never makes a moved piece a bomb or the flag, and never rules out the truth.
#include <gtest/gtest.h>

#include <random>

#include "ai/belief.hpp"
#include "protocol/self_play.hpp"
#include "random_game.hpp"

namespace stratego {
namespace {

using testing::game_after;

TEST(AiBelief, SamplesDealOutTheUnseenArmyConsistently) {
  for (const char* name : {"classic", "barrage", "ultimate-lightning", "small"})
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      const Variant& v = variant(name);
      const Game game = game_after(v, seed, 40 + 15 * static_cast<int>(seed));
      for (Color viewer : {Color::Red, Color::Blue}) {
        const Belief belief(game.observation(viewer));
        const Position& truth = game.position();
        int unseen = 0;
        for (int n : belief.unseen()) unseen += n;
        ASSERT_EQ(static_cast<int>(belief.hidden().size()), unseen) << name << " seed " << seed;
        for (const HiddenPiece& piece : belief.hidden())
          EXPECT_GT(piece.likelihood[value(truth.rank_at(piece.square))], 0.0) << "the truth was ruled out";
        std::mt19937_64 rng(seed);
        for (int s = 0; s < 20; ++s) {
          const std::vector<Rank> ranks = belief.sample(rng);
          Army dealt{};
          for (std::size_t i = 0; i < ranks.size(); ++i) {
            ++dealt[value(ranks[i])];
            if (belief.hidden()[i].moved) {
              EXPECT_TRUE(is_movable(ranks[i])) << name;
            }
          }
          EXPECT_EQ(dealt, belief.unseen()) << name << " seed " << seed;
        }
      }
    }
}

TEST(AiBelief, OriginsAreFoundByWalkingTheHistoryBack) {
  const Variant& v = variant("classic");
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const Game game = game_after(v, seed, 80);
    const Belief belief(game.observation(Color::Red));
    const stratego::Setup& blue = *game.setup(Color::Blue);
    for (const HiddenPiece& piece : belief.hidden()) {
      if (!piece.moved) {
        EXPECT_EQ(piece.origin, piece.square);
      }
      const Square origin = to_square(piece.origin);
      bool found = false;
      for (const Placement& p : blue.pieces) found |= p.square == origin && p.rank == game.position().rank_at(piece.square);
      EXPECT_TRUE(found) << "seed " << seed;
    }
  }
}

TEST(AiBelief, UnmovedBackRowPiecesAreLikelierFlagsThanFrontRowOnes) {
  const Game game = game_after(variant("classic"), 3, 0);
  const Belief belief(game.observation(Color::Red));
  double back = 0.0, front = 0.0;
  for (const HiddenPiece& piece : belief.hidden()) {
    const int rank = to_square(piece.square).rank;
    if (rank == 9) back += piece.likelihood[value(Rank::Flag)];
    if (rank == 6) front += piece.likelihood[value(Rank::Flag)];
  }
  EXPECT_GT(back, 10 * front);
}

// Each hidden piece is dealt the flag as often as its share of the flag likelihood says,
// wherever the shuffle puts it.
TEST(AiBelief, TheFlagGoesToEachPieceInProportionToItsFlagLikelihood) {
  const Game game = game_after(variant("barrage"), 5, 12);
  const Belief belief(game.observation(Color::Red));
  const auto& hidden = belief.hidden();
  double total = 0.0;
  for (const HiddenPiece& piece : hidden) total += piece.likelihood[value(Rank::Flag)];
  std::vector<int> flags(hidden.size(), 0);
  std::mt19937_64 rng(11);
  constexpr int kSamples = 20000;
  for (int s = 0; s < kSamples; ++s) {
    const std::vector<Rank> ranks = belief.sample(rng);
    for (std::size_t i = 0; i < ranks.size(); ++i) flags[i] += ranks[i] == Rank::Flag;
  }
  for (std::size_t i = 0; i < hidden.size(); ++i)
    EXPECT_NEAR(flags[i] / double(kSamples), hidden[i].likelihood[value(Rank::Flag)] / total, 0.015) << "piece " << i;
}

}  // namespace
}  // namespace stratego
