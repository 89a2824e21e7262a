// A fixed-capacity list of moves: move generation never allocates.
#pragma once

#include <algorithm>
#include <cstddef>

#include "engine/types.hpp"

namespace stratego {

class MoveList {
 public:
  static constexpr std::size_t kCapacity = 512;  // far above the most moves a position allows

  MoveList() {}
  MoveList(const MoveList& other) : size_(other.size_) { std::copy_n(other.begin(), size_, storage_.moves); }
  MoveList& operator=(const MoveList& other) {
    size_ = other.size_;
    std::copy_n(other.begin(), size_, storage_.moves);
    return *this;
  }

  void push(const Move& m) { storage_.moves[size_++] = m; }
  void clear() { size_ = 0; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](std::size_t i) const { return storage_.moves[i]; }
  const Move* begin() const { return storage_.moves; }
  const Move* end() const { return storage_.moves + size_; }
  // For move generators, which write straight into the list and then say how many they wrote.
  Move* storage() { return storage_.moves; }
  void set_size(std::size_t n) { size_ = n; }
  bool contains(const Move& m) const {
    for (const Move& x : *this)
      if (x.from == m.from && x.to == m.to) return true;
    return false;
  }

 private:
  // Unwritten until moves go in: a search makes a list at every node, and most hold a few
  // dozen moves.
  union Storage {
    Storage() {}
    Move moves[kCapacity];
  } storage_;
  std::size_t size_ = 0;
};

}  // namespace stratego
