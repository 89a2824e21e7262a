// A fixed-capacity list of moves: move generation never allocates.
#pragma once

#include <array>
#include <cstddef>

#include "engine/types.hpp"

namespace stratego {

class MoveList {
 public:
  static constexpr std::size_t kCapacity = 512;  // far above the most moves a position allows

  void push(const Move& m) { moves_[size_++] = m; }
  void clear() { size_ = 0; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  // For move generators, which write straight into the list and then say how many they wrote.
  Move* storage() { return moves_.data(); }
  void set_size(std::size_t n) { size_ = n; }
  bool contains(const Move& m) const {
    for (const Move& x : *this)
      if (x.from == m.from && x.to == m.to) return true;
    return false;
  }

 private:
  std::array<Move, kCapacity> moves_;
  std::size_t size_ = 0;
};

}  // namespace stratego
