// The ISF more-squares (chasing) rule: a side that keeps chasing an enemy piece may not
// play a chasing move that brings back a position of the chase, except straight back to
// the square its piece came from the turn before.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/move_list.hpp"
#include "engine/position.hpp"

namespace stratego {

// The rule's memory for both sides, fed every move of a game. It reads only public facts
// (which colour stands where, whose turn it is), never a rank, so the game and each
// player's observation, fed the same moves, reach the same verdicts by construction.
// Under rules without the more-squares rule it remembers nothing and forbids nothing.
class ChaseRule {
 public:
  // m, by the side to move on `before`, steps onto an empty square next to the piece that
  // side is chasing.
  bool is_chasing_move(const Position& before, const Move& m) const;
  bool forbids(const Position& before, const Move& m) const;  // m by the side to move
  void remove_forbidden(const Position& before, MoveList& moves) const;
  // After mover played m, leading to `after`; chasing is is_chasing_move's answer before it.
  void record(const Position& after, Color mover, const Move& m, bool chasing);

 private:
  struct Chase {  // one chasing side
    std::vector<Sq> threatened;            // enemy pieces next to the chaser's last move
    Sq evader = kNoSq;                     // where the threatened piece fled to
    std::vector<std::uint64_t> positions;  // public hashes after each chasing move
    Move last;
  };

  void track_evasion(Color mover, const Move& m, bool stands);
  void track_own_threats(const Position& after, Color mover, const Move& m, bool stands, bool chasing);

  std::array<Chase, 2> chases_;
};

}  // namespace stratego
