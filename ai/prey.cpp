#include "ai/prey.hpp"

#include <algorithm>

#include "ai/evaluate.hpp"

namespace stratego {
Prey::Prey(const Position& pos, Color them, const Evaluator& evaluator) : evaluator_(evaluator) {
  for (Rank r : kAllRanks) {
    if (r == Rank::Flag) continue;
    by_rank_[value(r)] = pos.rank_squares(them, r);
    const int worth = evaluator.piece_value(pos, them, r);
    for (SquareSet pieces = by_rank_[value(r)]; !pieces.empty();) worth_at_[pieces.pop()] = worth;
  }
}

// Ring by ring outwards from q: once no target further out could be worth more than the
// best found, the hunt stops; the same result as trying every target.
int Prey::best_for(Rank r, Sq q) {
  const Beaten& beaten = beaten_by(r);
  int best = 0;
  for (int d = 1; d <= kMaxDistance && beaten.dearest >= (best + 1) * (2 + d); ++d) {
    SquareSet hits = kDistanceRings.at(q, d) & beaten.squares;
    while (!hits.empty()) best = std::max(best, worth_at_[hits.pop()] / (2 + d));
  }
  return best;
}

const Prey::Beaten& Prey::beaten_by(Rank r) {
  Beaten& beaten = beaten_[value(r)];
  if (beaten.made) return beaten;
  beaten.made = true;
  for (Rank t : kAllRanks) {
    if (by_rank_[value(t)].empty() || !evaluator_.beats(r, t)) continue;
    SquareSet group = by_rank_[value(t)];
    beaten.squares |= group;
    beaten.dearest = std::max(beaten.dearest, worth_at_[group.pop()]);
  }
  return beaten;
}

RootPrey::RootPrey(const Position& root, const Evaluator& evaluator)
    : targets_{Prey(root, Color::Blue, evaluator), Prey(root, Color::Red, evaluator)} {
  for (auto& side : memo_)
    for (auto& rank : side) rank.fill(-1);
}

}  // namespace stratego
