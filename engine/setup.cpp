#include "engine/setup.hpp"

#include <set>
#include <utility>

#include "engine/notation.hpp"

namespace stratego {

std::string validate_setup(const Variant& variant, Color side, const Setup& setup) {
  Army counts{};
  std::set<std::pair<int, int>> used;
  for (const Placement& p : setup.pieces) {
    const std::string where = square_name(p.square);
    if (!variant.on_board(p.square)) return "square " + where + " is not on the board";
    if (variant.is_lake(p.square)) return "square " + where + " is a lake";
    if (!variant.in_setup_zone(side, p.square)) return "square " + where + " is outside the set-up zone";
    if (p.rank == Rank::Unknown) return "square " + where + " holds no rank";
    if (!used.insert({p.square.file, p.square.rank}).second) return "square " + where + " is used twice";
    ++counts[value(p.rank)];
  }
  for (Rank r : kAllRanks) {
    const int have = counts[value(r)];
    const int want = variant.army[value(r)];
    if (have > want)
      return "too many of rank " + std::string(rank_name(r)) + ": " + std::to_string(have) + " (at most " + std::to_string(want) + ")";
  }
  if (!variant.free_placement)
    for (Rank r : kAllRanks) {
      const int have = counts[value(r)];
      const int want = variant.army[value(r)];
      if (have < want)
        return "too few of rank " + std::string(rank_name(r)) + ": " + std::to_string(have) + " (need " + std::to_string(want) + ")";
    }
  if (setup.pieces.empty()) return "the setup is empty";
  return {};
}

}  // namespace stratego
