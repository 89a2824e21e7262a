// The static evaluation of a determinized position (every rank known): material with
// values that depend on what is left (the spy while the piece it beats lives, miners while
// bombs stand), information (a piece the enemy has identified is worth less), flag safety
// and how close each side's pieces are to what they can take.
#pragma once

#include <array>
#include <cstdint>

#include "ai/distance_rings.hpp"
#include "ai/evaluation_weights.hpp"
#include "engine/position.hpp"

namespace stratego {

inline constexpr int kWinScore = 5000;  // capturing the flag or leaving the enemy without a move
// The pieces the enemy hunts once it has identified them, while it hides what beats them.
inline constexpr std::array<Rank, 2> kHuntedRanks = {Rank::Colonel, Rank::General};

class RootPrey;
class PieceTerms;

class Evaluator {
 public:
  explicit Evaluator(const Variant& variant, const EvaluationWeights& weights = {});
  const EvaluationWeights& weights() const { return w_; }
  // From the point of view of the side to move.
  int operator()(const Position& pos) const;
  // The same, but with what draws each piece towards the enemy taken from the search's root
  // (prey), and the pieces' own terms summed by the search as it moves (terms).
  int operator()(const Position& pos, RootPrey& prey) const;
  int operator()(const Position& pos, const PieceTerms& terms) const;
  // What the piece on q adds where it stands: drawn towards its prey, less what the enemy
  // knows of it (for a bomb, whose worth changes with the enemy's miners, side_score).
  int piece_term(const Position& pos, Sq q, RootPrey& prey) const;
  int piece_value(const Position& pos, Color owner, Rank r) const;
  bool beats(Rank attacker, Rank defender) const { return beats_[value(attacker)][value(defender)]; }
  // The pieces of `side` that beat a piece of rank r.
  SquareSet beating(const Position& pos, Color side, Rank r) const { return pieces_of(pos, side, beaten_by_[value(r)]); }
  // Whether a piece of `side` that beats a piece of rank r is hidden from the other side.
  bool hidden_beater(const Position& pos, Color side, Rank r) const;
  // What it costs the owner to show a piece of rank r that survives a battle in pos: for a
  // general or colonel (kHuntedRanks), while the enemy hides a piece that beats it, a share
  // of its worth (the enemy can hunt it and we cannot tell the hunter).
  int reveal_cost(const Position& pos, Color owner, Rank r) const;
  // What the search adds to the loss of the owner's piece of rank r that an enemy attack
  // takes: the enemy there chooses by our evaluation, whose threats to our flag and pieces
  // often outscore a capture that a real opponent takes.
  int taken_cost(const Position& pos, Color owner, Rank r) const;
  // How many squares from `from` the nearest piece of us that beats `attacker` stands (at most 10).
  int nearest_defender(const Position& pos, Color us, Rank attacker, Sq from) const;
  // The pieces of `side` whose ranks are in the mask (bit value(rank)).
  static SquareSet pieces_of(const Position& pos, Color side, std::uint16_t ranks);

 private:
  int side_score(const Position& pos, Color us, int piece_terms) const;
  int flag_danger(const Position& pos, Color us, Sq flag) const;
  // Closing in on the enemy flag on their_flag with those of our movable pieces that can take it.
  int flag_approach(const Position& pos, Color us, Sq their_flag, const SquareSet& movable) const;

  const Variant* variant_;
  EvaluationWeights w_;
  std::array<std::array<bool, kRankCount>, kRankCount> beats_{};  // the attacker survives
  std::array<std::uint16_t, kRankCount> beaten_by_{};  // by defender: the ranks that beat it
};

// The sum of Evaluator::piece_term over each side's pieces, kept by a search through its
// moves: the pieces a move changes are taken out before it and put back after it, so that
// a node's evaluation does not visit every piece.
class PieceTerms {
 public:
  PieceTerms(const Position& pos, const Evaluator& evaluator, RootPrey& prey);
  int of(Color c) const { return sum_[index(c)]; }
  // Before a change to q: its piece's term out; after it: the new piece's in.
  void take_out(const Position& pos, Sq q) { change(pos, q, -1); }
  void put_in(const Position& pos, Sq q) { change(pos, q, +1); }
  // The same for every square a move changes: before pos.make(m), and after it.
  void take_out(const Position& pos, const Move& m) { for_changed(m, [&](Sq q) { take_out(pos, q); }); }
  void put_in(const Position& pos, const Move& m) { for_changed(m, [&](Sq q) { put_in(pos, q); }); }
  using Sums = std::array<int, 2>;
  const Sums& sums() const { return sum_; }
  void restore(const Sums& sums) { sum_ = sums; }

 private:
  template <typename Visit>
  static void for_changed(const Move& m, Visit&& visit) {
    visit(m.from);
    visit(m.to);
    if (m.has_rescue() && m.rescue_to != m.from) visit(m.rescue_to);  // a rescue may land where the piece left
  }
  void change(const Position& pos, Sq q, int sign) {
    if (pos.has_piece(q)) sum_[index(pos.color_at(q))] += sign * evaluator_.piece_term(pos, q, prey_);
  }
  const Evaluator& evaluator_;
  RootPrey& prey_;
  Sums sum_{};
};

}  // namespace stratego
