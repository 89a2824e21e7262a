// The strong level's search: the transposition table remembers within one search and
// forgets between searches; a fixed number of determinizations gives the same move and the same work whatever
// the threads; on the clock the search goes deeper where the position is small.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "ai/search.hpp"
#include "ai/strong_player.hpp"
#include "ai/transposition_table.hpp"
#include "engine/notation.hpp"
#include "piece_list.hpp"
#include "random_game.hpp"

namespace stratego {
namespace {

using testing::game_after;
using testing::sq;

TEST(AiTranspositionTable, RemembersWithinASearchAndForgetsAfter) {
  TranspositionTable table(8);
  table.store(42, 3, 17, Bound::Lower, sq("e4"), sq("e5"));
  const TableEntry* e = table.probe(42);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->value, 17);
  EXPECT_EQ(e->depth, 3);
  EXPECT_EQ(e->bound, Bound::Lower);
  EXPECT_EQ(e->from, sq("e4"));
  EXPECT_EQ(table.probe(42 + 256), nullptr);  // the same slot, another position
  table.new_search();
  EXPECT_EQ(table.probe(42), nullptr);
}

TEST(AiTranspositionTable, KeepsTheDeeperResultAndTheBestMoveKnown) {
  TranspositionTable table(8);
  table.store(7, 4, 100, Bound::Exact, sq("a4"), sq("a5"));
  table.store(7, 2, -5, Bound::Upper, kNoSq, kNoSq);
  EXPECT_EQ(table.probe(7)->value, 100);
  table.store(7, 5, 30, Bound::Upper, kNoSq, kNoSq);
  const TableEntry* e = table.probe(7);
  EXPECT_EQ(e->value, 30);
  EXPECT_EQ(e->from, sq("a4"));  // a bound without a move keeps the one found before
  EXPECT_EQ(e->to, sq("a5"));
}

TEST(AiTranspositionTable, ForgetsEvenWhenItsGenerationsComeRound) {
  TranspositionTable table(8);
  table.store(9, 1, 1, Bound::Exact, kNoSq, kNoSq);
  for (int i = 0; i < 256; ++i) table.new_search();
  EXPECT_EQ(table.probe(9), nullptr);
}

struct Searched {
  std::vector<int> scores;
  std::uint64_t nodes = 0;
};

Searched search(Position pos, int depth, TranspositionTable& table) {
  MoveList root;
  pos.generate_moves(root);
  const Evaluator evaluate(pos.variant());
  const Caution caution;
  DeterminizedSearch s(pos, evaluate, caution, table, nullptr);
  Searched out;
  EXPECT_TRUE(s.score_root_moves(root, depth, out.scores));
  out.nodes = s.nodes();
  return out;
}

// A table used by earlier searches of other positions gives exactly what a fresh one gives.
TEST(AiSearch, ATableReusedAcrossSearchesChangesNothing) {
  TranspositionTable reused;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const Game game = game_after(variant("classic"), seed, 30);
    const Position& pos = game.position();
    const Searched first = search(pos, 3, reused);
    TranspositionTable fresh;
    const Searched again = search(pos, 3, fresh);
    EXPECT_EQ(first.scores, again.scores) << seed;
    EXPECT_EQ(first.nodes, again.nodes) << seed;
  }
}

StrongPlayer fixed_player(int threads, int determinizations) {
  return StrongPlayer(5, StrongOptions{.threads = threads, .depth = 3, .determinizations = determinizations});
}

// With a fixed number of determinizations the choice and the work depend on the seed and
// the observation alone: not on the threads, not on the run.
TEST(AiSearch, AFixedBudgetGivesTheSameMoveAndWorkWhateverTheThreads) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const Game game = game_after(variant("classic"), seed, 40);
    const Observation obs = game.observation(game.position().side_to_move());
    const ThinkLimits limits{1, seed};
    StrongPlayer one = fixed_player(1, 4), two = fixed_player(2, 4), again = fixed_player(2, 4);
    const Move a = one.choose_move(obs, limits), b = two.choose_move(obs, limits), c = again.choose_move(obs, limits);
    EXPECT_EQ(a, b) << seed;
    EXPECT_EQ(b, c) << seed;
    EXPECT_EQ(one.last_stats().nodes, two.last_stats().nodes) << seed;
    EXPECT_EQ(two.last_stats().nodes, again.last_stats().nodes) << seed;
    EXPECT_EQ(two.last_stats().determinizations, 4);
    EXPECT_EQ(two.last_stats().depth, 3);
  }
}

// The next depth is searched only when about kDeepeningCost times the last depth's time
// is left.
TEST(AiSearch, TheNextDepthIsSearchedOnlyWhenItFitsInTheTimeLeft) {
  using std::chrono::milliseconds;
  EXPECT_TRUE(next_depth_fits(milliseconds(10), milliseconds(50)));
  EXPECT_TRUE(next_depth_fits(milliseconds(10), milliseconds(42)));
  EXPECT_FALSE(next_depth_fits(milliseconds(10), milliseconds(41)));
  EXPECT_FALSE(next_depth_fits(milliseconds(100), milliseconds(0)));
  EXPECT_FALSE(next_depth_fits(milliseconds(10), milliseconds(-5)));  // past the deadline
}

// A sampled flag capture counts no more than kSampleWinCap and how soon it comes, so that
// one sample in many that puts the flag where a sergeant reaches it does not outweigh a
// major lost in every sample; material and losses count in full.
TEST(AiSearch, ASampledWinCountsLittleMoreThanAMarshalAndSoonerWinsCountMore) {
  const int floor = kWinScore - 64;
  EXPECT_EQ(counted_score(-kWinScore + 3, floor), -kWinScore + 3);
  EXPECT_EQ(counted_score(-110, floor), -110);
  EXPECT_EQ(counted_score(kSampleWinCap, floor), kSampleWinCap);
  EXPECT_GT(counted_score(kWinScore - 1, floor), counted_score(kWinScore - 3, floor));
  EXPECT_LE(counted_score(kWinScore - 1, floor), kSampleWinCap + 64);
  EXPECT_LT(counted_score(kWinScore - 1, floor) + 63 * counted_score(-550, floor), 64 * counted_score(-440, floor));
}

// On the clock the search answers with a legal move from at least one complete iteration at
// the first depth, and never deeper than allowed, whatever the load (how deep it gets in
// 100 ms is a figure, README, not a test).
TEST(AiSearch, OnTheClockTheSearchStaysWithinTheDepthAllowed) {
  Game game(variant("barrage"), rule_set("gravon"));
  std::mt19937_64 rng(3);
  ASSERT_EQ(game.set_setup(Color::Red, generate_setup(game.variant(), Color::Red, rng)), "");
  ASSERT_EQ(game.set_setup(Color::Blue, generate_setup(game.variant(), Color::Blue, rng)), "");
  ASSERT_EQ(game.start(), "");
  StrongPlayer player(1, StrongOptions{.depth = 3});
  const Move move = player.choose_move(game.observation(Color::Red), ThinkLimits{200, 1});
  EXPECT_EQ(game.check_move(move), MoveError::None);
  EXPECT_GE(player.last_stats().depth, 2);
  EXPECT_LE(player.last_stats().depth, 3);
  EXPECT_GE(player.last_stats().determinizations, 1);
}

// Each root move with what one weight costs it: its score without the weight (set to 0)
// less its score with the default weights, searched `depth` plies and the captures after.
std::vector<std::pair<Move, int>> cost_by_move(Position pos, int EvaluationWeights::*weight, int depth) {
  MoveList root;
  pos.generate_moves(root);
  EvaluationWeights without_weight;
  without_weight.*weight = 0;
  std::vector<int> with, without;
  for (const auto& [weights, scores] : {std::pair{EvaluationWeights{}, &with}, std::pair{without_weight, &without}}) {
    const Evaluator evaluate(pos.variant(), weights);
    const Caution caution;
    TranspositionTable table;
    DeterminizedSearch search(pos, evaluate, caution, table, nullptr);
    EXPECT_TRUE(search.score_root_moves(root, depth, *scores));
  }
  std::vector<std::pair<Move, int>> cost;
  for (std::size_t i = 0; i < root.size(); ++i) cost.emplace_back(root[i], without[i] - with[i]);
  return cost;
}

std::vector<std::pair<Move, int>> reveal_cost_by_move(const Position& pos) {
  return cost_by_move(pos, &EvaluationWeights::hunted_reveal_percent, 1);
}

// The cost of the one root move from `from` to `to`.
int cost_of(const std::vector<std::pair<Move, int>>& costs, const std::string& from, const std::string& to) {
  const auto is_move = [&](const auto& entry) { return entry.first.from == sq(from) && entry.first.to == sq(to); };
  EXPECT_EQ(std::count_if(costs.begin(), costs.end(), is_move), 1);
  const auto found = std::find_if(costs.begin(), costs.end(), is_move);
  return found == costs.end() ? 0 : found->second;
}

// Red's hidden general on e4 may take blue's scout on e5 and show itself while blue's
// marshal on j9 is hidden; once red's sergeant from j8 has struck that marshal, nothing hidden
// hunts the general. Blue's scout striking the general shows it too, to blue's gain.
TEST(AiSearch, ShowingAGeneralToAHiddenMarshalCostsTheSearch) {
  const int shown = 270 * EvaluationWeights{}.hunted_reveal_percent / 100;
  for (const bool marshal_hidden : {true, false}) {
    Game game(variant("classic-free"), rule_set("gravon"));
    ASSERT_EQ(game.set_setup(Color::Red, testing::pieces("a1=F b1=B e4=9 j8=4 a4=5")), "");
    ASSERT_EQ(game.set_setup(Color::Blue, testing::pieces("a10=F b10=B e5=2 j9=10")), "");
    ASSERT_EQ(game.start(), "");
    ASSERT_EQ(game.play(marshal_hidden ? Move{sq("j8"), sq("j7")} : Move{sq("j8"), sq("j9")}), MoveError::None);
    ASSERT_EQ(game.play(Move{sq("j9"), sq("j10")}), MoveError::None);
    const auto red_costs = reveal_cost_by_move(game.position());
    EXPECT_EQ(cost_of(red_costs, "e4", "e5"), marshal_hidden ? shown : 0);
    for (const auto& [m, cost] : red_costs) {
      if (m.from != sq("e4") || m.to != sq("e5")) {
        EXPECT_EQ(cost, 0) << move_text(m);
      }
    }
    ASSERT_EQ(game.play(Move{sq("a4"), sq("a3")}), MoveError::None);  // blue to move
    EXPECT_EQ(cost_of(reveal_cost_by_move(game.position()), "e5", "e4"), marshal_hidden ? -shown : 0);
  }
}

// Red's sergeant stepping from e3 to e4 comes beside blue's general on e5, which takes it:
// the search counts that loss a share more than the sergeant's worth (the enemy takes what
// it can), and nothing else changes. Red's own captures and the other moves cost nothing.
// Red's flag is closed by bombs: with a way in, blue's scout threatening it outscored the
// capture, and the sergeant was not taken in the search at all.
TEST(AiSearch, WhatAnEnemyAttackTakesCostsTheSearchMoreThanItsWorth) {
  Game game(variant("classic-free"), rule_set("gravon"));
  ASSERT_EQ(game.set_setup(Color::Red, testing::pieces("a1=F b1=B a2=B e3=4 j2=5 j5=3")), "");
  ASSERT_EQ(game.set_setup(Color::Blue, testing::pieces("a10=F b10=B e5=9 j6=2")), "");
  ASSERT_EQ(game.start(), "");
  const auto costs = cost_by_move(game.position(), &EvaluationWeights::enemy_take_percent, 2);
  EXPECT_EQ(cost_of(costs, "e3", "e4"), 30 * EvaluationWeights{}.enemy_take_percent / 100);
  EXPECT_GT(cost_of(costs, "e3", "e4"), 0);
  for (const auto& [m, cost] : costs) {
    if (m.from != sq("e3") || m.to != sq("e4")) {
      EXPECT_EQ(cost, 0) << move_text(m);
    }
  }
  EXPECT_EQ(cost_of(costs, "j5", "j6"), 0);  // red's miner takes blue's scout
}

}  // namespace
}  // namespace stratego
