// The legal moves of a position as sets of target squares, each set with the one step that
// leads to all its squares: counted with a few popcounts and indexed without writing every
// move, for a random playout, which draws one move of many and plays it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/square_set.hpp"
#include "engine/types.hpp"

namespace stratego {

class MoveSets {
 public:
  MoveSets() {}
  // Four one-step directions, and the scouts' slides by direction and length.
  static constexpr std::size_t kMaxGroups = 4 + 4 * (kBoardSide - 1);
  // The moves checked one by one (the piece the two-square rule may hold back, captains
  // that move two squares): at most 12 targets for each of a side's pieces.
  static constexpr std::size_t kMaxSingles = 12 * 40;

  void clear() {
    group_count_ = 0;
    single_count_ = 0;
    size_ = 0;
  }
  // The moves from to - delta to every square of targets.
  void add_group(const SquareSet& targets, int delta) {
    const int count = targets.size();
    if (count == 0) return;
    groups_[group_count_++] = Group{targets.low, targets.high, static_cast<std::int16_t>(delta), static_cast<std::uint8_t>(count)};
    size_ += static_cast<std::size_t>(count);
  }
  void add_single(const Move& m) {
    singles_.moves[single_count_++] = m;
    ++size_;
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // The k-th move, in the order of the groups as they were added (each group's targets by
  // their bits), then the single moves.
  Move operator[](std::size_t k) const {
    for (std::size_t g = 0; g < group_count_; ++g) {
      const Group& group = groups_[g];
      if (k < group.count) {
        const Sq to = group.targets().nth(static_cast<int>(k));
        return Move{static_cast<Sq>(to - group.delta), to};
      }
      k -= group.count;
    }
    return singles_.moves[k];
  }

 private:
  struct Group {  // trivial, so that the array below is left unwritten
    std::uint64_t low, high;  // the targets' SquareSet
    std::int16_t delta;
    std::uint8_t count;
    SquareSet targets() const { return {low, high}; }
  };
  // Unwritten until moves go in, as in MoveList: a playout makes the sets at every ply.
  union Singles {
    Singles() {}
    Move moves[kMaxSingles];
  };
  Group groups_[kMaxGroups];
  Singles singles_;
  std::size_t group_count_ = 0;
  std::size_t single_count_ = 0;
  std::size_t size_ = 0;
};

}  // namespace stratego
