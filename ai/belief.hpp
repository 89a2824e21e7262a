// What the enemy's hidden pieces probably are. Every enemy piece whose rank is unknown gets
// a likelihood per rank: the Gravon prior for the square it started on (found by walking
// the public history back; for the spy also by how far that is from where the general
// started, once the general is known), times the evidence of what it did (a piece that
// moved is no bomb or flag; for the rest, the archive-learned rank evidence where the
// variant has a table, otherwise hand-set rules: one that walked up to a known piece
// probably beats it, one that ran from a known piece probably does not). Sampling deals
// out the ranks still unseen so that every sample is consistent with the observation.
#pragma once

#include <array>
#include <random>
#include <vector>

#include "engine/observation.hpp"

namespace stratego {

struct HiddenPiece {
  Sq square = kNoSq;  // where it stands now
  Sq origin = kNoSq;  // where it stood at the start
  bool moved = false;
  std::array<double, kRankCount> likelihood{};  // by value(Rank); not normalised
};

// Learned: the rank evidence learned from the archive (ai/rank_evidence.hpp) where the
// variant has a table (classic), hand-set elsewhere. HandSet: the hand-set rules always.
enum class EvidenceModel { Learned, HandSet };

// Whether the variant's belief weighs the evidence learned from the archive (Learned does
// there); elsewhere the hand-set rules do.
bool has_learned_evidence(const Variant& variant);

// Enemy pieces of each rank that are neither captured nor identified on the board.
Army unseen_army(const Observation& observation);

class Belief {
 public:
  explicit Belief(const Observation& observation, EvidenceModel model = EvidenceModel::Learned);

  Color enemy() const { return enemy_; }
  const std::vector<HiddenPiece>& hidden() const { return hidden_; }
  const Army& unseen() const { return unseen_; }  // unseen_army(observation)
  // Whether the observation allows the piece rank r: one is unseen, and a moved piece is no
  // bomb or flag.
  bool allows(const HiddenPiece& piece, Rank r) const { return unseen_[value(r)] > 0 && (!piece.moved || is_movable(r)); }
  // One rank per hidden piece (in hidden() order): exactly the unseen army, moved pieces
  // never bomb or flag, drawn by likelihood, the flag first (by its likelihood alone); then
  // the other ranks mixed by swaps towards the distribution in which a whole deal is as
  // likely as the product of its pieces' likelihoods (the draw in turn alone gives the last
  // pieces what the first left over).
  std::vector<Rank> sample(std::mt19937_64& rng) const;
  // Swaps tried per hidden piece after the draw (0: the draw alone, for measuring).
  void set_swaps_per_piece(int swaps) { swaps_per_piece_ = swaps; }
  // Makes each hidden piece that stands beside one of our pieces the enemy has identified,
  // or beside an enemy piece that it may take, factor times as likely to be a rank that
  // takes it, once for each such piece of ours: an opponent that knows our piece keeps its
  // guards beside it and beside its baits (DoI's hidden marshal or general next to the
  // piece our known general or colonel takes). 1: no change.
  void favour_guards(const Observation& observation, double factor);

 private:
  std::size_t pick_flag(std::mt19937_64& rng) const;  // hidden().size() when none may be the flag
  // Metropolis swaps of two pieces' ranks (the flag stays), each accepted by the ratio of
  // the products of their likelihoods after and before: the deal's counts stay, and
  // repeated swaps tend to the product distribution over the deals with that flag.
  void mix_by_swaps(std::vector<Rank>& ranks, std::mt19937_64& rng) const;
  Color enemy_;
  std::vector<HiddenPiece> hidden_;
  Army unseen_{};
  double flag_total_ = 0.0;  // the hidden pieces' flag likelihoods summed, for pick_flag
  static constexpr int kSwapsPerPiece = 4;  // the marginals settle by 4 (tests/ai_belief_test.cpp)
  int swaps_per_piece_ = kSwapsPerPiece;
};

}  // namespace stratego
