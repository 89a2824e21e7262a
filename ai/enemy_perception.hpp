// What the enemy can tell of our pieces: the belief (learned from people) turned round, on
// the public history as the enemy sees it. A determinized search shows the enemy every rank
// of ours, so there it takes each of our pieces it beats and never attacks one that beats
// it; a piece that looks strong is no safer than one that looks weak. With the enemy's
// shares, the search lets it attack one of our pieces it has not identified only where the
// attack is worth it by what it can see: a piece that looks strong is left alone, as a bluff
// is, and one that looks weak is taken.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/evaluate.hpp"
#include "ai/hidden_ranks.hpp"
#include "engine/observation.hpp"

namespace stratego {

// The enemy's shares of the ranks of each of our pieces it has not identified, from
// `samples` draws of the belief it could hold (only what the observation says is public).
HiddenRanks enemy_perception(const Observation& observation, int samples, std::uint64_t seed);

// Which attacks on our unidentified pieces the enemy declines in one determinization: those
// whose worth by its shares (won: our piece's worth; lost: its attacker's; both removed:
// the difference) is below zero. Follows our pieces as the search moves them.
class PerceivedAttacks {
 public:
  // pos: the determinization at the root, our side to move; perceived: enemy_perception's.
  PerceivedAttacks(const Position& pos, const Evaluator& evaluate, const HiddenRanks& perceived);
  // Whether the enemy, to move in pos, declines m.
  bool declines(const Position& pos, const Move& m) const;
  // How likely the enemy is to make m, an attack it does not decline on one of our pieces
  // that beats its attacker or ties with it (an ambush): kLureShare of the chance it sees of
  // winning. 0 for any other move.
  double lure(const Position& pos, const Move& m) const;
  static constexpr double kLureShare = 0.5;
  // The index of our piece on m's target where the enemy judges m by its shares: one it has
  // not identified and not our flag (left to the caution's guess); nullopt otherwise.
  std::optional<std::size_t> unseen_target(const Position& pos, const Move& m) const;
  HiddenPieceSquares& squares() { return ours_at_; }

 private:
  HiddenPieceSquares ours_at_;
  std::vector<std::array<bool, kRankCount>> declined_;  // by our piece, then the attacker's rank
  std::vector<std::array<double, kRankCount>> win_chance_;  // as the enemy sees it
};

}  // namespace stratego
