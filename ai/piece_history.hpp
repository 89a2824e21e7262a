// What the public history shows about each enemy piece: where it started and what it did
// around the viewer's pieces. Facts only, read from an Observation; the belief turns them
// into likelihoods.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/observation.hpp"

namespace stratego {

// Counts by the rank of the viewer's piece involved, where the enemy had seen that rank.
using CountByRank = std::array<std::uint8_t, kRankCount>;

struct PieceHistory {
  Sq square = kNoSq;  // where it stands now
  Sq origin = kNoSq;  // where it stood at the start
  Rank known = Rank::Unknown;  // what the viewer knows of its rank
  int moves = 0;               // moves it made
  int first_move_ply = -1;     // the ply of its first move; -1 if it never moved
  int row = 0;                 // rows from its owner's back row, where it stands now
  // It stepped next to a piece of ours it was not beside before.
  CountByRank approached_known{};
  int approached_unknown = 0;
  // One of our pieces had just stepped next to it, and it stepped away.
  CountByRank fled_known{};
  int fled_unknown = 0;
  // One of our pieces had just stepped next to it, and it made another move, staying put.
  CountByRank stood_known{};
  int stood_unknown = 0;
  // It stepped next to one of our pieces that had just stepped away from it.
  int chased = 0;
  // Sides from which one of our pieces could walk in now: empty, ours, or moved.
  int open_sides = 0;
  int beside_ours = 0;  // our pieces beside it now
  // Enemy pieces that started beside its origin: how many are known bombs, how many moved.
  int bombs_beside_origin = 0;
  int moved_beside_origin = 0;
  // Squares from its origin to the origin of the enemy general, where the viewer knows
  // which piece that was (revealed or captured); 0 where it does not.
  int squares_from_general_origin = 0;
};

// The history of every enemy piece on the board now, in the board's piece-list order.
std::vector<PieceHistory> enemy_histories(const Observation& observation);

}  // namespace stratego
