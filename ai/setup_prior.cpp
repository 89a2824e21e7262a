#include "ai/setup_prior.hpp"

#include <algorithm>
#include <cmath>

namespace stratego {
namespace {

// Rescales an index in [0, from) onto [0, to), keeping both ends.
int rescale(int i, int from, int to) {
  if (from <= 1) return 0;
  return static_cast<int>(std::lround(static_cast<double>(i) * (to - 1) / (from - 1)));
}

}  // namespace

OwnSquare own_view(const Variant& variant, Color owner, Square s) {
  if (owner == Color::Red) return {s.rank, s.file};
  return {variant.height - 1 - s.rank, variant.width - 1 - s.file};
}

Square board_square(const Variant& variant, Color owner, OwnSquare own) {
  if (owner == Color::Red) return {static_cast<std::int8_t>(own.file), static_cast<std::int8_t>(own.row)};
  return {static_cast<std::int8_t>(variant.width - 1 - own.file), static_cast<std::int8_t>(variant.height - 1 - own.row)};
}

SetupPriorView::SetupPriorView(const Variant& variant)
    : variant_(&variant), table_(variant.name == "barrage" ? &barrage_setup_prior() : &classic_setup_prior()) {
  for (const auto& square : table_->counts)
    for (int r = 0; r < kRankCount; ++r) rank_total_[r] += square[r];
}

double SetupPriorView::weight(Color owner, Square s, Rank r) const {
  if (r == Rank::Unknown) return 0.0;
  const OwnSquare own = own_view(*variant_, owner, s);
  const int row = rescale(std::min(own.row, variant_->setup_rows - 1), variant_->setup_rows, SetupPrior::kRows);
  const int file = rescale(own.file, variant_->width, SetupPrior::kFiles);
  // Add-one smoothing keeps rare placements possible (and the belief consistent).
  constexpr int kSquares = SetupPrior::kRows * SetupPrior::kFiles;
  return (table_->count(row, file, r) + 1.0) / (rank_total_[value(r)] + kSquares);
}

double SetupPriorView::flag_fully_bombed() const {
  return static_cast<double>(table_->flag_fully_bombed) / table_->setups;
}

double SetupPriorView::flag_some_bomb() const {
  return static_cast<double>(table_->flag_some_bomb) / table_->setups;
}

double SetupPriorView::spy_by_general_distance(int squares) const {
  if (squares <= 0) return 1.0;
  const int d = std::min(squares, SetupPrior::kSpyDistances - 1);
  const std::uint32_t expected = table_->spy_expected_at_general_distance[d];
  return expected > 0 ? static_cast<double>(table_->spy_at_general_distance[d]) / expected : 1.0;
}

}  // namespace stratego
