#include "ai/hidden_ranks.hpp"

#include <cmath>

namespace stratego {
namespace {

constexpr double kSmoothing = 0.5;  // pseudo-samples shared by the ranks a piece may still have

}  // namespace

HiddenRanks::HiddenRanks(const Belief& belief, int samples, std::uint64_t seed) {
  const auto& hidden = belief.hidden();
  shares_.assign(hidden.size(), RankShares{});
  for (const HiddenPiece& piece : hidden) squares_.push_back(piece.square);
  std::mt19937_64 rng(seed);
  for (int s = 0; s < samples; ++s) {
    const std::vector<Rank> ranks = belief.sample(rng);
    for (std::size_t i = 0; i < ranks.size(); ++i) shares_[i][value(ranks[i])] += 1.0;
  }
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    int possible = 0;
    for (Rank r : kAllRanks) possible += belief.allows(hidden[i], r);
    for (Rank r : kAllRanks)
      if (belief.allows(hidden[i], r)) shares_[i][value(r)] += kSmoothing / possible;
    double total = 0.0;
    for (double share : shares_[i]) total += share;
    if (total > 0.0)
      for (double& share : shares_[i]) share /= total;
  }
  measure_uncertainty();
}

HiddenRanks::HiddenRanks(std::vector<RankShares> shares, std::vector<Sq> squares)
    : shares_(std::move(shares)), squares_(std::move(squares)) {
  measure_uncertainty();
}

void HiddenRanks::measure_uncertainty() {
  uncertainty_.clear();
  for (const RankShares& shares : shares_) {
    double total = 0.0, nats = 0.0;
    for (double share : shares) total += share;
    for (double share : shares)
      if (share > 0.0) nats -= share / total * std::log(share / total);
    uncertainty_.push_back(nats);
  }
}

HiddenPieceSquares::HiddenPieceSquares(const HiddenRanks& ranks) {
  piece_at_.fill(kNone);
  for (std::size_t i = 0; i < ranks.size(); ++i) piece_at_[ranks.root_square(i)] = static_cast<std::int8_t>(i);
}

HiddenPieceSquares::Undo HiddenPieceSquares::follow(const Move& m, const Position& after) {
  const Undo undo{m.from, m.to, piece_at_[m.from], piece_at_[m.to]};
  const bool mover_stands = after.has_piece(m.to) && after.color_at(m.to) != after.side_to_move();
  if (mover_stands) piece_at_[m.to] = undo.at_from;
  else if (!after.has_piece(m.to)) piece_at_[m.to] = kNone;
  piece_at_[m.from] = kNone;
  return undo;
}

}  // namespace stratego
