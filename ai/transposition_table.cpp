#include "ai/transposition_table.hpp"

#include <algorithm>

namespace stratego {

TranspositionTable::TranspositionTable(int log2_entries)
    : entries_(std::size_t{1} << log2_entries), mask_((std::uint64_t{1} << log2_entries) - 1) {}

void TranspositionTable::new_search() {
  if (++generation_ == 0) {  // after 255 searches the old generations come round again
    std::fill(entries_.begin(), entries_.end(), TableEntry{});
    generation_ = 1;
  }
}

const TableEntry* TranspositionTable::probe(std::uint64_t key) const {
  const TableEntry& e = slot(key);
  return e.generation == generation_ && e.key == key ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int value, Bound bound, Sq from, Sq to) {
  TableEntry& e = slot(key);
  if (e.generation == generation_ && e.key == key && e.depth > depth) return;
  if (e.generation == generation_ && e.key == key && from == kNoSq) {
    from = e.from;  // a bound without a best move keeps the move found before
    to = e.to;
  }
  e = {key, value, from, to, static_cast<std::int8_t>(depth), bound, generation_};
}

}  // namespace stratego
