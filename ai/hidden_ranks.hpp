// What the root side believes of each enemy piece it has not identified: the share of the
// belief's samples that give it each rank, the same for every determinization. A search
// resolves its own attacks on such a piece by these shares rather than by the rank its
// sample dealt (which it must not know), and follows the pieces as it moves them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/belief.hpp"
#include "engine/position.hpp"

namespace stratego {

using RankShares = std::array<double, kRankCount>;

class HiddenRanks {
 public:
  // From `samples` draws of the belief, smoothed so that every rank the observation allows
  // a piece keeps a little weight.
  HiddenRanks(const Belief& belief, int samples, std::uint64_t seed);
  // Shares given outright, piece by piece with the square each stands on.
  HiddenRanks(std::vector<RankShares> shares, std::vector<Sq> squares);
  std::size_t size() const { return shares_.size(); }
  const RankShares& shares(std::size_t piece) const { return shares_[piece]; }
  // How uncertain its rank is: the entropy of its shares, in nats.
  double uncertainty(std::size_t piece) const { return uncertainty_[piece]; }
  Sq root_square(std::size_t piece) const { return squares_[piece]; }

 private:
  void measure_uncertainty();

  std::vector<RankShares> shares_;
  std::vector<Sq> squares_;
  std::vector<double> uncertainty_;
};

// Which hidden enemy piece stands on each square of one search's position.
class HiddenPieceSquares {
 public:
  static constexpr std::int8_t kNone = -1;
  explicit HiddenPieceSquares(const HiddenRanks& ranks);
  std::int8_t at(Sq q) const { return piece_at_[q]; }

  // What a move changed, so that it can be taken back.
  struct Undo {
    Sq from = kNoSq, to = kNoSq;
    std::int8_t at_from = kNone, at_to = kNone;
  };
  // After the position made m: the piece on m.to is whichever stands there now.
  Undo follow(const Move& m, const Position& after);
  void take_back(const Undo& undo) {
    piece_at_[undo.from] = undo.at_from;
    piece_at_[undo.to] = undo.at_to;
  }

 private:
  std::array<std::int8_t, kMailboxSize> piece_at_{};
};

}  // namespace stratego
