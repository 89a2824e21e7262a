// What draws a piece towards the enemy: the dearest enemy piece it beats, discounted by the
// distance to it (worth / (2 + distance)). Prey answers that for one position exactly;
// RootPrey answers it from the search's root position, remembered per rank and square, so
// that a move costs a look-up per piece it changes (PieceTerms) instead of a hunt over every
// enemy piece (the targets move little within a search of a few plies).
#pragma once

#include <array>
#include <cstdint>

#include "ai/distance_rings.hpp"
#include "engine/position.hpp"

namespace stratego {

class Evaluator;

class Prey {
 public:
  // The pieces of `them` in pos, but the flag (closing in on it is scored apart).
  Prey(const Position& pos, Color them, const Evaluator& evaluator);
  // The best worth / (2 + distance) over the targets a piece of rank r on q beats.
  int best_for(Rank r, Sq q);

 private:
  struct Beaten {
    bool made = false;
    int dearest = 0;
    SquareSet squares;
  };
  const Beaten& beaten_by(Rank r);

  const Evaluator& evaluator_;
  std::array<int, kMailboxSize> worth_at_{};
  std::array<SquareSet, kRankCount> by_rank_{};
  std::array<Beaten, kRankCount> beaten_{};  // made on first use
};

class RootPrey {
 public:
  RootPrey(const Position& root, const Evaluator& evaluator);
  // Prey::best_for for a piece of `hunter`, the enemy pieces as they stood at the root.
  int best_for(Color hunter, Rank r, Sq q) {
    std::int16_t& known = memo_[index(hunter)][value(r)][q];
    if (known < 0) known = static_cast<std::int16_t>(targets_[index(hunter)].best_for(r, q));
    return known;
  }

 private:
  std::array<Prey, 2> targets_;  // by hunter: the other side's pieces
  std::array<std::array<std::array<std::int16_t, kMailboxSize>, kRankCount>, 2> memo_;
};

}  // namespace stratego
