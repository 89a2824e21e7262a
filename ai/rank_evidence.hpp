// What a piece's public history says about its rank, learned from the Gravon archive:
// each fact of the history (how often it moved, what it approached, fled or stood beside,
// the pieces around its origin) is cut into buckets, and each bucket has a weight per
// rank. The weights are a multinomial logistic regression fitted on the archive: the rank
// of every hidden piece at a sample of moments, predicted from the unseen piece counts
// times the setup prior of its origin, times exp(the sum of its buckets' weights).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "ai/piece_history.hpp"

namespace stratego {

struct EvidenceFeature {
  std::string_view name;
  int buckets;
};

inline constexpr int kEvidenceFeatureCount = 15;
inline constexpr int kEvidenceRowCount = 100;  // the buckets of all features together
std::span<const EvidenceFeature, kEvidenceFeatureCount> evidence_features();

// The table row of each feature's bucket for this piece (rows of one feature are contiguous,
// in evidence_features() order).
std::array<int, kEvidenceFeatureCount> evidence_rows(const PieceHistory& piece);

// The weights per row and rank (generated: rank_evidence_tables.cpp).
struct RankEvidenceWeights {
  const char* source;
  std::uint32_t pieces;  // how many hidden pieces they were fitted on
  double l2;              // the penalty on the squared weights, chosen on a held-out training month
  std::array<std::array<float, kRankCount>, kEvidenceRowCount> weights;
};
const RankEvidenceWeights& classic_rank_evidence();

// Per-rank likelihood of a piece's history, not normalised.
class RankEvidence {
 public:
  explicit RankEvidence(const RankEvidenceWeights& weights) : weights_(&weights) {}
  std::array<double, kRankCount> likelihood(const PieceHistory& piece) const { return likelihood(evidence_rows(piece)); }
  std::array<double, kRankCount> likelihood(const std::array<int, kEvidenceFeatureCount>& rows) const;

 private:
  const RankEvidenceWeights* weights_;
};

}  // namespace stratego
