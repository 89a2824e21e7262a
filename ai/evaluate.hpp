// The static evaluation of a determinized position (every rank known): material with
// values that depend on what is left (the spy while the piece it beats lives, miners while
// bombs stand), information (a piece the enemy has identified is worth less), flag safety
// and how close each side's pieces are to what they can take.
#pragma once

#include <array>
#include <cstdint>

#include "ai/distance_rings.hpp"
#include "engine/position.hpp"

namespace stratego {

inline constexpr int kWinScore = 5000;  // capturing the flag or leaving the enemy without a move

class RootPrey;

class Evaluator {
 public:
  explicit Evaluator(const Variant& variant);
  // From the point of view of the side to move.
  int operator()(const Position& pos) const;
  // The same, but with what draws each piece towards the enemy taken from the search's root.
  int operator()(const Position& pos, RootPrey& prey) const;
  int piece_value(const Position& pos, Color owner, Rank r) const;
  bool beats(Rank attacker, Rank defender) const { return beats_[value(attacker)][value(defender)]; }
  // The pieces of `side` that beat a piece of rank r.
  SquareSet beating(const Position& pos, Color side, Rank r) const { return pieces_of(pos, side, beaten_by_[value(r)]); }
  // How many squares from `from` the nearest piece of us that beats `attacker` stands (at most 10).
  int nearest_defender(const Position& pos, Color us, Rank attacker, Sq from) const;
  // The pieces of `side` whose ranks are in the mask (bit value(rank)).
  static SquareSet pieces_of(const Position& pos, Color side, std::uint16_t ranks);

 private:
  // prey_of(rank, square): what draws a piece of ours there towards the enemy.
  template <typename PreyOf>
  int side_score(const Position& pos, Color us, Sq their_flag, PreyOf&& prey_of) const;
  int flag_danger(const Position& pos, Color us, Sq flag) const;
  // Closing in on the enemy flag on their_flag with our movable pieces.
  int flag_approach(Sq their_flag, const SquareSet& movable) const;

  const Variant* variant_;
  std::array<std::array<bool, kRankCount>, kRankCount> beats_{};  // the attacker survives
  std::array<std::uint16_t, kRankCount> beaten_by_{};  // by defender: the ranks that beat it
};

}  // namespace stratego
