// What the search has learnt about positions it has met, keyed by the position's Zobrist
// hash: the value found (exact or a bound) and the best move, so that a position reached
// by another order of moves is not searched again, and a deeper search tries first the move
// a shallower one found best. One table per thread; a new search (a new determinization)
// forgets the last one's entries by a generation count, without clearing memory. The hash
// does not hold what the enemy knows of each piece nor the two-square rule's runs, so a hit
// may come from a position that differs in those; the search accepts that.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/types.hpp"

namespace stratego {

enum class Bound : std::uint8_t { Exact, Lower, Upper };

struct TableEntry {
  std::uint64_t key = 0;
  std::int32_t value = 0;
  Sq from = kNoSq, to = kNoSq;  // the best move; kNoSq when none is known
  std::int8_t depth = -1;
  Bound bound = Bound::Exact;
  std::uint8_t generation = 0;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(int log2_entries = kDefaultLog2Entries);
  // Forgets every entry (in O(1)).
  void new_search();
  // The entry for key from the current search, or nullptr.
  const TableEntry* probe(std::uint64_t key) const;
  // Keeps what a search to `depth` found, unless the slot holds a deeper result for the
  // same position from this search.
  void store(std::uint64_t key, int depth, int value, Bound bound, Sq from, Sq to);

  static constexpr int kDefaultLog2Entries = 16;  // 1 MiB: a few hundred thousand nodes fit

 private:
  TableEntry& slot(std::uint64_t key) { return entries_[key & mask_]; }
  const TableEntry& slot(std::uint64_t key) const { return entries_[key & mask_]; }

  std::vector<TableEntry> entries_;
  std::uint64_t mask_;
  std::uint8_t generation_ = 1;
};

}  // namespace stratego
