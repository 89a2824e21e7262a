// The learned rank evidence: the public history of each enemy piece read from an
// observation, and the belief built on the archive-learned tables, which stays a
// distribution that respects everything the observation shows.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "ai/belief.hpp"
#include "ai/piece_history.hpp"
#include "ai/rank_evidence.hpp"
#include "engine/game.hpp"
#include "piece_list.hpp"
#include "random_game.hpp"

namespace stratego {
namespace {

using testing::sq;

PublicMove quiet(Color mover, const char* from, const char* to) { return {mover, Move{sq(from), sq(to)}, std::nullopt}; }

const PieceHistory& history_at(const std::vector<PieceHistory>& all, const char* square) {
  for (const PieceHistory& h : all)
    if (h.square == sq(square)) return h;
  ADD_FAILURE() << "no enemy piece on " << square;
  return all.front();
}

// Red's lieutenant steps up to blue's captain, which flees; it follows, and the captain
// stands; it steps away, and the captain comes after it.
TEST(AiPieceHistory, CountsFleeingStandingAndChasing) {
  const Position start = testing::board_of("classic", "a1=F e5=5 j1=2", "e7=6 b10=3 a10=B j10=F");
  Observation obs(start, Color::Red);
  obs.apply(quiet(Color::Red, "e5", "e6"));
  obs.apply(quiet(Color::Blue, "e7", "d7"));  // flees from e6
  obs.apply(quiet(Color::Red, "e6", "d6"));
  obs.apply(quiet(Color::Blue, "b10", "b9"));  // d7 stands beside d6
  obs.apply(quiet(Color::Red, "d6", "e6"));
  obs.apply(quiet(Color::Blue, "d7", "e7"));  // after the piece that stepped away
  const std::vector<PieceHistory> all = enemy_histories(obs);
  const PieceHistory& captain = history_at(all, "e7");
  EXPECT_EQ(captain.origin, sq("e7"));
  EXPECT_EQ(captain.moves, 2);
  EXPECT_EQ(captain.fled_unknown, 1);
  EXPECT_EQ(captain.stood_unknown, 1);
  EXPECT_EQ(captain.chased, 1);
  EXPECT_EQ(captain.approached_unknown, 1);
  const PieceHistory& miner = history_at(all, "b9");
  EXPECT_EQ(miner.origin, sq("b10"));
  EXPECT_EQ(miner.moves, 1);
  EXPECT_EQ(miner.fled_unknown + miner.stood_unknown + miner.chased, 0);
  EXPECT_EQ(history_at(all, "a10").open_sides, 2);
  EXPECT_EQ(history_at(all, "a10").moved_beside_origin, 1);
}

TEST(AiRankEvidence, TheClassicWeightsWereLearnedFromTheArchive) {
  const RankEvidenceWeights& table = classic_rank_evidence();
  EXPECT_GT(table.pieces, 10000u);
  double spread = 0.0;
  for (const auto& row : table.weights)
    for (float w : row) {
      EXPECT_TRUE(std::isfinite(w));
      spread = std::max(spread, std::abs(static_cast<double>(w)));
    }
  EXPECT_GT(spread, 0.1) << "all weights near zero: the evidence would say nothing";
}

// The learned weights know what players do: a piece that let our pieces stand beside it
// without striking is unlikely the marshal, and a piece that moved a lot is likelier a high
// officer than a sergeant, all else equal.
double ratio(const std::array<double, kRankCount>& l, Rank a, Rank b) { return l[value(a)] / l[value(b)]; }

TEST(AiRankEvidence, StandingBesideOurPiecesMakesTheMarshalUnlikelier) {
  const RankEvidence evidence(classic_rank_evidence());
  PieceHistory alone, stood;
  alone.open_sides = stood.open_sides = 1;
  stood.stood_unknown = 2;
  stood.beside_ours = 1;
  EXPECT_LT(2 * ratio(evidence.likelihood(stood), Rank::Marshal, Rank::Sergeant),
            ratio(evidence.likelihood(alone), Rank::Marshal, Rank::Sergeant));
}

TEST(AiRankEvidence, ManyMovesMakeAnOfficerLikelier) {
  const RankEvidence evidence(classic_rank_evidence());
  PieceHistory once, often;
  once.moves = 1;
  often.moves = 20;
  EXPECT_GT(ratio(evidence.likelihood(often), Rank::General, Rank::Sergeant),
            2 * ratio(evidence.likelihood(once), Rank::General, Rank::Sergeant));
}

// Each hidden piece's sampled ranks form a distribution that never contradicts the board:
// a moved piece is never bomb or flag, and pieces whose rank the board shows (revealed in
// battle, or seen moving like a scout) are not guessed at all.
TEST(AiRankEvidence, TheLearnedBeliefRespectsTheObservation) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const Game game = testing::game_after(variant("classic"), seed, 60 + 30 * static_cast<int>(seed));
    const Observation& obs = game.observation(Color::Red);
    const Belief belief(obs, EvidenceModel::Learned);
    int shown = 0;
    for (Sq q : obs.board().squares_of(Color::Blue)) {
      if (obs.board().rank_at(q) == Rank::Unknown) continue;
      ++shown;
      for (const HiddenPiece& piece : belief.hidden()) EXPECT_NE(piece.square, q) << "a known rank is guessed";
    }
    EXPECT_EQ(belief.hidden().size() + shown, obs.board().squares_of(Color::Blue).size());
    constexpr int kSamples = 200;
    std::vector<std::array<int, kRankCount>> dealt(belief.hidden().size());
    std::mt19937_64 rng(seed);
    for (int s = 0; s < kSamples; ++s) {
      const std::vector<Rank> ranks = belief.sample(rng);
      for (std::size_t i = 0; i < ranks.size(); ++i) ++dealt[i][value(ranks[i])];
    }
    for (std::size_t i = 0; i < dealt.size(); ++i) {
      const HiddenPiece& piece = belief.hidden()[i];
      double total = 0.0;
      for (int r = 0; r < kRankCount; ++r) {
        EXPECT_TRUE(std::isfinite(piece.likelihood[r]) && piece.likelihood[r] >= 0.0);
        total += dealt[i][r] / double(kSamples);
      }
      EXPECT_NEAR(total, 1.0, 1e-9);
      EXPECT_GT(piece.likelihood[value(game.position().rank_at(piece.square))], 0.0) << "the truth was ruled out";
      if (piece.moved) {
        EXPECT_EQ(piece.likelihood[value(Rank::Bomb)], 0.0);
        EXPECT_EQ(piece.likelihood[value(Rank::Flag)], 0.0);
        EXPECT_EQ(dealt[i][value(Rank::Bomb)] + dealt[i][value(Rank::Flag)], 0);
      }
    }
  }
}

// A scout's long move shows its rank: the belief then has one scout fewer to deal out.
TEST(AiRankEvidence, AScoutSeenMovingFarIsAScout) {
  const Position start = testing::board_of("classic", "a1=F e2=5", "e9=2 d10=3 j10=F");
  Observation obs(start, Color::Red);
  obs.apply(quiet(Color::Red, "e2", "e3"));
  obs.apply(quiet(Color::Blue, "e9", "e5"));
  const Belief belief(obs, EvidenceModel::Learned);
  EXPECT_EQ(obs.board().rank_at(sq("e5")), Rank::Scout);
  for (const HiddenPiece& piece : belief.hidden()) EXPECT_NE(piece.square, sq("e5"));
  EXPECT_EQ(belief.unseen()[value(Rank::Scout)], variant("classic").army[value(Rank::Scout)] - 1);
}

}  // namespace
}  // namespace stratego
