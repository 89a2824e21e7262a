// The strong level: determinized search under imperfect information. For every move it
// samples many complete enemy setups from the belief (consistent with everything seen,
// weighted by the Gravon priors and the enemy's behaviour), scores every legal move by
// alpha-beta in each of them, and plays the move with the best average. Determinizations
// run on several threads; a caution (caution.hpp) keeps the search from what only a
// sample knows.
#pragma once

#include <chrono>
#include <random>
#include <vector>

#include "ai/player.hpp"
#include "ai/search.hpp"
#include "ai/transposition_table.hpp"

namespace stratego {

// WhereBeliefLearned: in the variants whose belief is learned from the archive (classic);
// the shares of a hand-set belief settled battles worse than the samples do (ai/README.md).
enum class ChanceBattles { Never, WhereBeliefLearned, Always };
bool chance_battles_apply(ChanceBattles chance_battles, const Variant& variant);

struct StrongOptions {
  int threads = 2;
  // Plies of full-width search before the capture search. 0: on the clock, as deep as the
  // time allows; with a fixed number of determinizations, by position and time.
  int depth = 0;
  int determinizations = 0;   // > 0: exactly this many per move, whatever the clock (reproducible)
  // Whether our attacks on enemy pieces we have not identified end by the belief's shares of
  // their ranks (hidden_ranks.hpp), so that no sample tells the search what it attacks, or
  // by the rank each determinization dealt (chance_battles_apply).
  ChanceBattles chance_battles = ChanceBattles::WhereBeliefLearned;
  // The samples a quiet enemy move fits best are searched first (move_inference.hpp).
  bool infer_from_last_move = true;
  // The enemy attacks our pieces it has not identified by what it can see of them
  // (enemy_perception.hpp), not by their ranks, and may walk into one that beats it. Off:
  // against DoI no better within what 16-48 games can tell (ai/README.md).
  bool enemy_perception = false;
  // The belief makes hidden pieces beside our identified ones, or beside the enemy pieces
  // those may take, this many times as likely to take them (Belief::favour_guards). 1: as
  // the evidence says.
  double guard_factor = 4.0;
};

// On the clock, whether the next depth, about kDeepeningCost times the cost of the one just
// searched, still finishes in the time left; otherwise that time goes to more
// determinizations at the last depth.
inline constexpr double kDeepeningCost = 4.2;  // 4.2 in classic middle games, 4.3 in barrage, by nodes
inline bool next_depth_fits(std::chrono::nanoseconds last_depth_took, std::chrono::nanoseconds time_left) {
  return static_cast<double>(last_depth_took.count()) * kDeepeningCost <= static_cast<double>(time_left.count());
}

struct ScoredMove {
  Move move;
  long long total = 0;  // counted_score summed over the determinizations
};

struct SearchStats {
  int determinizations = 0;  // searched to the end for the last move
  int depth = 0;             // the depth all of them reached (some may be deeper)
  std::uint64_t nodes = 0;   // in every iteration
  std::vector<ScoredMove> root_moves;  // every legal move with its total, in the order searched
};

class StrongPlayer : public Player {
 public:
  explicit StrongPlayer(std::uint64_t seed, StrongOptions options = {}) : seed_(seed), rng_(seed), options_(options) {}
  std::string name() const override { return "strong"; }
  Setup choose_setup(const Variant& variant, const RuleSet& rules, Color side) override;
  Move choose_move(const Observation& observation, const ThinkLimits& limits) override;
  const SearchStats& last_stats() const { return stats_; }

 private:
  std::uint64_t seed_;
  std::mt19937_64 rng_;
  StrongOptions options_;
  SearchStats stats_;
  std::vector<TranspositionTable> tables_;  // one per thread, made on the first move
};

}  // namespace stratego
