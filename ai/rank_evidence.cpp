#include "ai/rank_evidence.hpp"

#include <algorithm>
#include <cmath>

namespace stratego {
namespace {

constexpr std::array<EvidenceFeature, kEvidenceFeatureCount> kFeatures = {{
    {"moves (0, 1, 2, 3-4, 5-8, 9-16, 17+)", 7},
    {"strongest known piece approached (none, then flag..bomb)", 13},
    {"weakest known piece fled from (none, then flag..bomb)", 13},
    {"strongest known piece stood beside (none, then flag..bomb)", 13},
    {"unknown pieces approached (0, 1, 2, 3-5, 6+)", 5},
    {"unknown pieces fled from (0, 1, 2+)", 3},
    {"unknown pieces stood beside (0, 1, 2, 3+)", 4},
    {"chases (0, 1, 2+)", 3},
    {"open sides if never moved (0-4, moved)", 6},
    {"known bombs beside its origin (0, 1, 2+)", 3},
    {"moved pieces beside its origin (0-4)", 5},
    {"rows from its owner's back row (0-9)", 10},
    {"squares from its origin (0, 1, 2, 3-4, 5-8, 9+)", 6},
    {"ply of its first move (never, 0-19, 20-59, 60-149, 150-299, 300+)", 6},
    {"our pieces beside it now (0, 1, 2+)", 3},
}};

constexpr int total_rows() {
  int n = 0;
  for (const EvidenceFeature& f : kFeatures) n += f.buckets;
  return n;
}
static_assert(total_rows() == kEvidenceRowCount);

// The bucket of n for upper bounds such as {0, 1, 2, 4, 8, 16}: the first bound n does
// not exceed; past the last, one more.
template <std::size_t N>
int bucket(int n, const std::array<int, N>& upper) {
  for (std::size_t i = 0; i < N; ++i)
    if (n <= upper[i]) return static_cast<int>(i);
  return static_cast<int>(N);
}

// 0 when no count is set, else 1 + the rank: the highest one, or the lowest one.
int rank_bucket(const CountByRank& counts, bool highest) {
  int found = -1;
  for (int r = 0; r < kRankCount; ++r)
    if (counts[r] > 0 && (found < 0 || highest)) found = r;
  return found + 1;
}

}  // namespace

std::span<const EvidenceFeature, kEvidenceFeatureCount> evidence_features() { return kFeatures; }

std::array<int, kEvidenceFeatureCount> evidence_rows(const PieceHistory& p) {
  const std::array<int, kEvidenceFeatureCount> buckets = {
      bucket(p.moves, std::array{0, 1, 2, 4, 8, 16}),
      rank_bucket(p.approached_known, true),
      rank_bucket(p.fled_known, false),
      rank_bucket(p.stood_known, true),
      bucket(p.approached_unknown, std::array{0, 1, 2, 5}),
      bucket(p.fled_unknown, std::array{0, 1}),
      bucket(p.stood_unknown, std::array{0, 1, 2}),
      bucket(p.chased, std::array{0, 1}),
      p.moves > 0 ? 5 : std::min(p.open_sides, 4),
      bucket(p.bombs_beside_origin, std::array{0, 1}),
      std::min(p.moved_beside_origin, 4),
      std::clamp(p.row, 0, 9),
      bucket(square_distance(p.origin, p.square), std::array{0, 1, 2, 4, 8}),
      p.first_move_ply < 0 ? 0 : 1 + bucket(p.first_move_ply, std::array{19, 59, 149, 299}),
      bucket(p.beside_ours, std::array{0, 1}),
  };
  std::array<int, kEvidenceFeatureCount> rows{};
  int first = 0;
  for (int f = 0; f < kEvidenceFeatureCount; ++f) {
    rows[f] = first + buckets[f];
    first += kFeatures[f].buckets;
  }
  return rows;
}

std::array<double, kRankCount> RankEvidence::likelihood(const std::array<int, kEvidenceFeatureCount>& rows) const {
  std::array<double, kRankCount> log_l{};
  for (int row : rows)
    for (int r = 0; r < kRankCount; ++r) log_l[r] += weights_->weights[row][r];
  std::array<double, kRankCount> out{};
  const double top = *std::max_element(log_l.begin(), log_l.end());
  for (int r = 0; r < kRankCount; ++r) out[r] = std::exp(log_l[r] - top);
  return out;
}

}  // namespace stratego
