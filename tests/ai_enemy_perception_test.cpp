// What the enemy can tell of our pieces, and the search that lets the enemy attack our
// unidentified pieces by that alone: a piece that looks strong is left alone, one that looks
// weak is taken, one the enemy has seen is judged by its rank.
#include <gtest/gtest.h>

#include "ai/enemy_perception.hpp"
#include "ai/search.hpp"
#include "piece_list.hpp"
#include "random_game.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::game_after;
using testing::sq;

RankShares all_of(Rank r) {
  RankShares shares{};
  shares[value(r)] = 1.0;
  return shares;
}

// The enemy's shares cover exactly our pieces it has not seen, and a piece of ours it saw
// move is no bomb or flag to it.
TEST(AiEnemyPerception, CoversOurPiecesTheEnemyHasNotSeen) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const Game game = game_after(variant("classic"), seed, 60);
    const Observation& obs = game.observation(Color::Red);
    const HiddenRanks perceived = enemy_perception(obs, 128, seed);
    const Position& board = obs.board();
    std::size_t unseen = 0;
    for (Sq q : board.squares_of(Color::Red)) unseen += !(board.knowledge_at(q) & (kRevealed | kScoutShown));
    ASSERT_EQ(perceived.size(), unseen) << seed;
    int moved = 0;
    for (std::size_t i = 0; i < perceived.size(); ++i) {
      const Sq q = perceived.root_square(i);
      ASSERT_TRUE(board.has_piece(q));
      EXPECT_EQ(board.color_at(q), Color::Red);
      if (!(board.knowledge_at(q) & kMoved)) continue;
      ++moved;
      EXPECT_EQ(perceived.shares(i)[value(Rank::Bomb)], 0.0);
      EXPECT_EQ(perceived.shares(i)[value(Rank::Flag)], 0.0);
    }
    EXPECT_GT(moved, 0) << seed;
  }
}

// Blue's general on f4 beside Red's lieutenant on e4: Blue attacks it where it looks like a
// scout, not where it looks like the marshal; once the lieutenant has shown itself in a
// battle, its rank decides. Red's flag is left to the caution's guess.
TEST(AiEnemyPerception, TheEnemyAttacksWhatLooksWeakAndWhatItHasSeen) {
  Position pos = board_of("classic", "e4=5 a1=F", "f4=9 e5=2 b1=2 j10=F");
  const Evaluator evaluate(pos.variant());
  const std::vector<Sq> ours = {sq("e4"), sq("a1")};
  const HiddenRanks looks_strong({all_of(Rank::Marshal), all_of(Rank::Marshal)}, ours);
  const HiddenRanks looks_weak({all_of(Rank::Scout), all_of(Rank::Scout)}, ours);
  PerceivedAttacks strong(pos, evaluate, looks_strong);
  const PerceivedAttacks weak(pos, evaluate, looks_weak);
  pos.set_side_to_move(Color::Blue);
  EXPECT_TRUE(strong.declines(pos, Move{sq("f4"), sq("e4")}));
  EXPECT_FALSE(weak.declines(pos, Move{sq("f4"), sq("e4")}));
  EXPECT_FALSE(strong.declines(pos, Move{sq("b1"), sq("a1")}));  // the flag

  pos.set_side_to_move(Color::Red);
  Position::Undo takes, steps;
  const Move take{sq("e4"), sq("e5")};  // the lieutenant takes the scout and is seen
  pos.make(take, takes);
  strong.squares().follow(take, pos);
  const Move step{sq("f4"), sq("f5")};
  pos.make(step, steps);
  strong.squares().follow(step, pos);
  pos.set_side_to_move(Color::Blue);
  EXPECT_FALSE(strong.declines(pos, Move{sq("f5"), sq("e5")}));
}

struct ScoredRoot {
  std::vector<int> scores;
  MoveList moves;
  int of(Sq from, Sq to) const {
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (moves[i].from == from && moves[i].to == to) return scores[i];
    ADD_FAILURE() << "no such root move";
    return 0;
  }
};

ScoredRoot scored(const HiddenRanks* perceived, const std::string& red_on_e4 = "5") {
  Position pos = board_of("classic", "e4=" + red_on_e4 + " a4=4 a1=F a2=B b1=B", "f4=9 j10=F j9=B i10=B");
  ScoredRoot out;
  pos.generate_moves(out.moves);
  const Evaluator evaluate(pos.variant());
  const Caution caution;
  TranspositionTable table(12);
  DeterminizedSearch search(pos, evaluate, caution, table, nullptr, nullptr, perceived);
  EXPECT_TRUE(search.score_root_moves(out.moves, 2, out.scores));
  return out;
}

// Red's sergeant steps a4-a5 and leaves its lieutenant beside Blue's general: a lieutenant the
// general can tell is weak is lost, one that looks like the marshal is not, by about its
// worth. Without the enemy's view the general knows it and takes it.
TEST(AiEnemyPerception, TheSearchKeepsAPieceThatLooksStrongFromAnAttackThatWouldWin) {
  const HiddenRanks looks_strong({all_of(Rank::Marshal), all_of(Rank::Sergeant)}, {sq("e4"), sq("a4")});
  const HiddenRanks looks_weak({all_of(Rank::Scout), all_of(Rank::Sergeant)}, {sq("e4"), sq("a4")});
  const ScoredRoot bluffing = scored(&looks_strong), seen_through = scored(&looks_weak), omniscient = scored(nullptr);
  const Sq a4 = sq("a4"), a5 = sq("a5");
  EXPECT_GE(bluffing.of(a4, a5) - seen_through.of(a4, a5), 40);
  EXPECT_EQ(seen_through.of(a4, a5), omniscient.of(a4, a5));
  const Sq e4 = sq("e4"), e3 = sq("e3");  // fleeing does not depend on what the general thinks
  EXPECT_EQ(bluffing.of(e4, e3), seen_through.of(e4, e3));
}

// Red's marshal on e4 beside Blue's general: where it looks like a scout, the general may
// attack it (half the chance it sees of winning), and waiting there is worth about half a
// general; where it looks like the marshal, or where the general knows, it is worth nothing.
TEST(AiEnemyPerception, AnAmbushIsWorthWhatTheEnemyMayWalkInto) {
  Position pos = board_of("classic", "e4=10 a1=F", "f4=9 f5=5 j10=F");
  const Evaluator evaluate(pos.variant());
  const HiddenRanks looks_weak({all_of(Rank::Scout), all_of(Rank::Scout)}, {sq("e4"), sq("a1")});
  const HiddenRanks looks_strong({all_of(Rank::Marshal), all_of(Rank::Marshal)}, {sq("e4"), sq("a1")});
  const PerceivedAttacks weak(pos, evaluate, looks_weak), strong(pos, evaluate, looks_strong);
  pos.set_side_to_move(Color::Blue);
  EXPECT_DOUBLE_EQ(weak.lure(pos, Move{sq("f4"), sq("e4")}), PerceivedAttacks::kLureShare);
  EXPECT_EQ(strong.lure(pos, Move{sq("f4"), sq("e4")}), 0.0);  // declined
  EXPECT_EQ(weak.lure(pos, Move{sq("f4"), sq("f3")}), 0.0);    // no attack

  const HiddenRanks lure_shares({all_of(Rank::Scout), all_of(Rank::Sergeant)}, {sq("e4"), sq("a4")});
  const HiddenRanks bluff_shares({all_of(Rank::Marshal), all_of(Rank::Sergeant)}, {sq("e4"), sq("a4")});
  const ScoredRoot lure = scored(&lure_shares, "10"), bluff = scored(&bluff_shares, "10"), omniscient = scored(nullptr, "10");
  const Sq a4 = sq("a4"), a5 = sq("a5");
  const int general = Evaluator(variant("classic")).weights().base_value[value(Rank::General)];
  EXPECT_GE(lure.of(a4, a5) - bluff.of(a4, a5), general / 4);
  EXPECT_EQ(bluff.of(a4, a5), omniscient.of(a4, a5));
}

}  // namespace
}  // namespace stratego
