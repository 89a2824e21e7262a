// The derived Gravon setup tables applied to any variant: which table fits the army, and
// how a square of any board maps onto the 4x10 table in its owner's own view.
#pragma once

#include "ai/setup_tables.hpp"
#include "engine/variant.hpp"

namespace stratego {

// The owner's own view of a square: row 0 is its back row, file 0 its left.
struct OwnSquare {
  int row = 0;
  int file = 0;
};
OwnSquare own_view(const Variant& variant, Color owner, Square s);
Square board_square(const Variant& variant, Color owner, OwnSquare own);

class SetupPriorView {
 public:
  explicit SetupPriorView(const Variant& variant);

  // How likely a good player puts one given piece of rank r on square s: per rank, a
  // distribution over the 40 table squares, smoothed so that it is never zero. Squares
  // beyond the home rows count as the front row.
  double weight(Color owner, Square s, Rank r) const;
  // Shares of setups whose flag had bombs on every neighbour / on at least one.
  double flag_fully_bombed() const;
  double flag_some_bomb() const;
  // How much likelier a piece is the spy for having started `squares` from the general
  // than the per-square counts alone say (players keep the spy beside the general).
  double spy_by_general_distance(int squares) const;

 private:
  const Variant* variant_;
  const SetupPrior* table_;
  std::array<double, kRankCount> rank_total_{};  // pieces of each rank counted over all squares
};

}  // namespace stratego
