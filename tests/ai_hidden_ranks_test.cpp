// The belief's shares of each hidden enemy piece's ranks, the pieces followed through a
// search, and the search's attacks on unidentified pieces decided by those shares: the same
// score whatever rank the determinization dealt the piece attacked.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/belief.hpp"
#include "ai/hidden_ranks.hpp"
#include "ai/search.hpp"
#include "ai/strong_player.hpp"
#include "piece_list.hpp"
#include "random_game.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::game_after;
using testing::sq;

TEST(AiHiddenRanks, EachPieceSharesAddUpToOneAndAMovedPieceIsNoBombOrFlag) {
  const Game game = game_after(variant("classic"), 3, 40);
  const Observation& obs = game.observation(Color::Red);
  const Belief belief(obs);
  const HiddenRanks hidden(belief, 256, 1);
  ASSERT_EQ(hidden.size(), belief.hidden().size());
  int moved = 0;
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    double total = 0.0;
    for (double share : hidden.shares(i)) total += share;
    EXPECT_NEAR(total, 1.0, 1e-4);
    EXPECT_EQ(hidden.root_square(i), belief.hidden()[i].square);
    if (!belief.hidden()[i].moved) continue;
    ++moved;
    EXPECT_EQ(hidden.shares(i)[value(Rank::Bomb)], 0.0);
    EXPECT_EQ(hidden.shares(i)[value(Rank::Flag)], 0.0);
  }
  EXPECT_GT(moved, 0);
}

TEST(AiHiddenRanks, APieceIsFollowedWhereItMovesAndGoneWhenItIsTaken) {
  Position pos = board_of("classic", "e4=6 a1=F", "e6=5 f6=9 j10=F");
  pos.set_side_to_move(Color::Blue);
  const HiddenRanks hidden({RankShares{}, RankShares{}}, {sq("e6"), sq("f6")});
  HiddenPieceSquares squares(hidden);
  Position::Undo undo;
  const Move step{sq("e6"), sq("e5")};
  pos.make(step, undo);
  const auto stepped = squares.follow(step, pos);
  EXPECT_EQ(squares.at(sq("e5")), 0);
  EXPECT_EQ(squares.at(sq("e6")), HiddenPieceSquares::kNone);
  Position::Undo taken;
  const Move capture{sq("e4"), sq("e5")};  // Red's captain takes the lieutenant
  pos.make(capture, taken);
  const auto took = squares.follow(capture, pos);
  EXPECT_EQ(squares.at(sq("e5")), HiddenPieceSquares::kNone);
  squares.take_back(took);
  squares.take_back(stepped);
  EXPECT_EQ(squares.at(sq("e6")), 0);
  EXPECT_EQ(squares.at(sq("f6")), 1);
}

// Red's captain on e4 may attack Blue's unidentified piece on e5, a sergeant or a colonel
// by halves: the attack is worth the same in a sample that made it the sergeant as in one
// that made it the colonel, and less than taking a sergeant for sure.
TEST(AiHiddenRanks, AnAttackOnAnUnidentifiedPieceIsWorthTheSameWhateverTheSampleDealt) {
  RankShares half{};
  half[value(Rank::Sergeant)] = 0.5;
  half[value(Rank::Colonel)] = 0.5;
  const HiddenRanks hidden({half}, {sq("e5")});
  const auto attack_score = [&](const std::string& blue, const HiddenRanks* ranks) {
    Position pos = board_of("classic", "e4=6 a1=F a2=B b1=B", blue + " j10=F j9=B i10=B");
    MoveList root;
    root.push(Move{sq("e4"), sq("e5")});
    const Evaluator evaluate(pos.variant());
    const Caution caution;
    TranspositionTable table(12);
    DeterminizedSearch search(pos, evaluate, caution, table, nullptr, ranks);
    std::vector<int> scores;
    EXPECT_TRUE(search.score_root_moves(root, 1, scores));
    return scores.at(0);
  };
  const int as_sergeant = attack_score("e5=4", &hidden), as_colonel = attack_score("e5=8", &hidden);
  EXPECT_EQ(as_sergeant, as_colonel);
  const int sure_sergeant = attack_score("e5=4", nullptr), sure_colonel = attack_score("e5=8", nullptr);
  EXPECT_LT(as_sergeant, sure_sergeant);
  EXPECT_GT(as_sergeant, sure_colonel);
}

TEST(AiHiddenRanks, ThePiecesUncertaintyIsTheEntropyOfItsShares) {
  RankShares sure{}, halves{}, unscaled{};
  sure[value(Rank::Bomb)] = 1.0;
  halves[value(Rank::Sergeant)] = halves[value(Rank::Colonel)] = 0.5;
  unscaled[value(Rank::Scout)] = unscaled[value(Rank::Miner)] = 3.0;
  const HiddenRanks hidden({sure, halves, unscaled}, {sq("a7"), sq("b7"), sq("c7")});
  EXPECT_DOUBLE_EQ(hidden.uncertainty(0), 0.0);
  EXPECT_NEAR(hidden.uncertainty(1), std::log(2.0), 1e-12);
  EXPECT_NEAR(hidden.uncertainty(2), std::log(2.0), 1e-12);
}

// Red's captain on e4 attacks Blue's unidentified piece on e5, a sergeant or a colonel by
// halves: what the attack shows is worth unmoved_reveal_per_nat per nat of that doubt
// (ln 2) while the piece has never moved, and nothing once it has.
TEST(AiHiddenRanks, ShowingAPieceThatNeverMovedIsWorthTheDoubtAboutIt) {
  RankShares half{};
  half[value(Rank::Sergeant)] = 0.5;
  half[value(Rank::Colonel)] = 0.5;
  const HiddenRanks hidden({half}, {sq("e5")});
  const auto attack_score = [&](bool blue_moved, int per_nat) {
    Position pos = board_of("classic", "e4=6 a1=F a2=B b1=B", std::string(blue_moved ? "e6" : "e5") + "=4 j10=F j9=B i10=B");
    if (blue_moved) {
      pos.set_side_to_move(Color::Blue);
      Position::Undo undo;
      pos.make(Move{sq("e6"), sq("e5")}, undo);
    }
    MoveList root;
    root.push(Move{sq("e4"), sq("e5")});
    EvaluationWeights weights;
    weights.unmoved_reveal_per_nat = per_nat;
    const Evaluator evaluate(pos.variant(), weights);
    const Caution caution;
    TranspositionTable table(12);
    DeterminizedSearch search(pos, evaluate, caution, table, nullptr, &hidden);
    std::vector<int> scores;
    EXPECT_TRUE(search.score_root_moves(root, 1, scores));
    return scores.at(0);
  };
  EXPECT_EQ(attack_score(false, 30) - attack_score(false, 0), std::lround(30 * std::log(2.0)));
  EXPECT_EQ(attack_score(true, 30), attack_score(true, 0));
}

// By default only where the belief is learned from the archive: its shares are worth
// settling a battle by there, not in the hand-set beliefs of the other variants.
TEST(AiHiddenRanks, TheStrongLevelSettlesBattlesByTheSharesWhereItsBeliefIsLearned) {
  const StrongOptions defaults;
  EXPECT_TRUE(chance_battles_apply(defaults.chance_battles, variant("classic")));
  for (const char* name : {"barrage", "duell"}) {
    EXPECT_FALSE(has_learned_evidence(variant(name))) << name;
    EXPECT_FALSE(chance_battles_apply(defaults.chance_battles, variant(name))) << name;
    EXPECT_TRUE(chance_battles_apply(ChanceBattles::Always, variant(name))) << name;
  }
  EXPECT_FALSE(chance_battles_apply(ChanceBattles::Never, variant("classic")));
}

}  // namespace
}  // namespace stratego
