// The belief over the enemy's hidden ranks: every sample deals out exactly the unseen
// army, never makes a moved piece a bomb or the flag, and never rules out the truth.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "ai/belief.hpp"
#include "ai/piece_history.hpp"
#include "ai/setup_prior.hpp"
#include "engine/battle.hpp"
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

// The swaps after the draw bring each piece's sampled ranks near the distribution in which
// a deal (given its flag, which is drawn by the flag likelihoods alone) is as likely as the
// product of the other pieces' likelihoods: computed exactly over every deal of a barrage
// army, the samples with swaps are nearer to it than the draw alone.
TEST(AiBelief, SwapsBringTheSamplesNearTheProductOfTheLikelihoods) {
  const Game game = game_after(variant("barrage"), 5, 12);
  const Belief with_swaps(game.observation(Color::Red));
  Belief drawn_only = with_swaps;
  drawn_only.set_swaps_per_piece(0);
  const auto& hidden = with_swaps.hidden();
  const std::size_t n = hidden.size();
  std::vector<Rank> deal;
  for (Rank r : kAllRanks)
    for (int k = 0; k < with_swaps.unseen()[value(r)]; ++k) deal.push_back(r);
  ASSERT_EQ(deal.size(), n);
  ASSERT_EQ(std::count(deal.begin(), deal.end(), Rank::Flag), 1);
  auto flag_of = [&](const std::vector<Rank>& d) { return std::find(d.begin(), d.end(), Rank::Flag) - d.begin(); };
  auto rest_weight = [&](const std::vector<Rank>& d) {
    double w = 1.0;
    for (std::size_t i = 0; i < n; ++i)
      if (d[i] != Rank::Flag) w *= hidden[i].likelihood[value(d[i])];
    return w;
  };
  std::sort(deal.begin(), deal.end());
  std::vector<double> by_flag(n, 0.0);
  do by_flag[flag_of(deal)] += rest_weight(deal);
  while (std::next_permutation(deal.begin(), deal.end()));
  double flag_total = 0.0;
  for (const HiddenPiece& piece : hidden) flag_total += piece.likelihood[value(Rank::Flag)];
  std::vector<std::array<double, kRankCount>> exact(n, std::array<double, kRankCount>{});
  do {
    const auto f = flag_of(deal);
    if (by_flag[f] <= 0.0) continue;
    const double p = hidden[f].likelihood[value(Rank::Flag)] / flag_total * rest_weight(deal) / by_flag[f];
    for (std::size_t i = 0; i < n; ++i) exact[i][value(deal[i])] += p;
  } while (std::next_permutation(deal.begin(), deal.end()));
  constexpr int kSamples = 20000;
  auto distance = [&](const Belief& belief) {
    std::vector<std::array<double, kRankCount>> seen(n, std::array<double, kRankCount>{});
    std::mt19937_64 rng(3);
    for (int s = 0; s < kSamples; ++s) {
      const std::vector<Rank> ranks = belief.sample(rng);
      for (std::size_t i = 0; i < n; ++i) seen[i][value(ranks[i])] += 1.0 / kSamples;
    }
    double d = 0.0;
    for (std::size_t i = 0; i < n; ++i)
      for (int r = 0; r < kRankCount; ++r) d += std::abs(seen[i][r] - exact[i][r]) / 2.0;
    return d / static_cast<double>(n);  // the mean total variation distance per piece
  };
  const double swapped = distance(with_swaps), drawn = distance(drawn_only);
  EXPECT_LT(swapped, 0.02);
  EXPECT_LT(swapped, drawn / 2.0) << "drawn alone " << drawn;
}

// Players keep the spy beside the general: in the Gravon setups it stood next to it about
// three times as often as the per-square counts alone predict, and far from it less often.
TEST(AiBelief, TheSpyIsExpectedBesideTheGeneral) {
  for (const char* name : {"classic", "barrage"}) {
    const SetupPriorView prior(variant(name));
    EXPECT_GT(prior.spy_by_general_distance(1), 2.5) << name;
    EXPECT_LT(prior.spy_by_general_distance(5), 1.0) << name;
    EXPECT_EQ(prior.spy_by_general_distance(0), 1.0) << name;  // the general is not known
  }
}

// Once the enemy general is known (revealed or taken), every hidden piece knows how far it
// started from the general's origin, and the belief weighs it as the spy by that distance.
TEST(AiBelief, TheGeneralsOriginWeighsTheSpy) {
  const Variant& v = variant("classic");
  int games_with_known_general = 0;
  for (std::uint64_t seed = 1; seed <= 40 && games_with_known_general < 3; ++seed) {
    const Game game = game_after(v, seed, 400);
    const Observation obs = game.observation(Color::Red);
    Square general{};
    for (const Placement& p : game.setup(Color::Blue)->pieces)
      if (p.rank == Rank::General) general = p.square;
    bool known = obs.captured(Color::Blue, Rank::General) > 0;
    for (Sq q : obs.board().squares_of(Color::Blue)) known |= obs.board().rank_at(q) == Rank::General;
    for (const PieceHistory& h : enemy_histories(obs))
      if (h.known == Rank::Unknown) {
        EXPECT_EQ(h.squares_from_general_origin, known ? square_distance(h.origin, to_sq(general)) : 0) << "seed " << seed;
      }
    // The hand-set evidence leaves an unmoved piece's spy and scout alike: what tells them
    // apart is the prior for its square and its distance from the general.
    const SetupPriorView prior(v);
    const Belief belief(obs, EvidenceModel::HandSet);
    for (const HiddenPiece& piece : belief.hidden()) {
      if (piece.moved) continue;
      const double factor = known ? prior.spy_by_general_distance(square_distance(piece.origin, to_sq(general))) : 1.0;
      const Square origin = to_square(piece.origin);
      const double expected = prior.weight(Color::Blue, origin, Rank::Spy) / prior.weight(Color::Blue, origin, Rank::Scout) * factor;
      const double ratio = piece.likelihood[value(Rank::Spy)] / piece.likelihood[value(Rank::Scout)];
      EXPECT_NEAR(ratio, expected, 1e-9 * expected) << "seed " << seed;
    }
    games_with_known_general += known;
  }
  EXPECT_EQ(games_with_known_general, 3);
}

// A hidden piece beside our identified piece, or beside an enemy piece that stands beside
// it, is favoured as a rank that takes it, once for each such piece of ours; every other
// hidden piece, and every rank that does not take it, keeps its likelihood.
TEST(AiBelief, GuardsOfOurIdentifiedPiecesAndTheirPreyAreFavouredAsRanksThatTakeThem) {
  const Variant& v = variant("classic");
  constexpr double kFactor = 4.0;
  int guarded = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Game game = game_after(v, seed, 120);
    const Observation obs = game.observation(Color::Red);
    const Belief plain(obs);
    Belief favoured(obs);
    favoured.favour_guards(obs, kFactor);
    const Position& board = obs.board();
    ASSERT_EQ(plain.hidden().size(), favoured.hidden().size());
    const auto identified_red = [&](Sq q) {
      return board.is_playable(q) && board.has_piece(q) && board.color_at(q) == Color::Red && (board.knowledge_at(q) & kRevealed) &&
             is_movable(board.rank_at(q));
    };
    for (std::size_t i = 0; i < plain.hidden().size(); ++i) {
      const Sq square = plain.hidden()[i].square;
      std::vector<Rank> guarded_against;  // within reach: beside it, or beside a blue piece beside it
      for (Sq ours : board.squares_of(Color::Red)) {
        if (!identified_red(ours)) continue;
        bool within_reach = false;
        for (int d : kDirections) {
          const Sq q = static_cast<Sq>(ours + d);
          within_reach |= q == square;
          if (board.is_playable(q) && board.has_piece(q) && board.color_at(q) == Color::Blue)
            for (int e : kDirections) within_reach |= static_cast<Sq>(q + e) == square;
        }
        if (within_reach) guarded_against.push_back(board.rank_at(ours));
      }
      guarded += !guarded_against.empty();
      for (Rank r : kAllRanks) {
        double expected = plain.hidden()[i].likelihood[value(r)];
        for (Rank ours : guarded_against)
          if (is_movable(r) && resolve_battle(v, r, ours).attacker_survives()) expected *= kFactor;
        EXPECT_DOUBLE_EQ(favoured.hidden()[i].likelihood[value(r)], expected) << "seed " << seed << " rank " << value(r);
      }
      if (std::find(guarded_against.begin(), guarded_against.end(), Rank::General) != guarded_against.end()) {
        EXPECT_GT(favoured.hidden()[i].likelihood[value(Rank::Marshal)], plain.hidden()[i].likelihood[value(Rank::Marshal)]);
        EXPECT_EQ(favoured.hidden()[i].likelihood[value(Rank::Scout)], plain.hidden()[i].likelihood[value(Rank::Scout)]);
      }
    }
  }
  EXPECT_GE(guarded, 5) << "too few hidden pieces beside an identified one to test";
  const Observation start = game_after(v, 1, 120).observation(Color::Red);
  Belief unchanged(start);
  unchanged.favour_guards(start, 1.0);
  for (std::size_t i = 0; i < unchanged.hidden().size(); ++i)
    EXPECT_EQ(unchanged.hidden()[i].likelihood, Belief(start).hidden()[i].likelihood);
}

}  // namespace
}  // namespace stratego
