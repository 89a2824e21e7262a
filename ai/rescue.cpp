#include "ai/rescue.hpp"

namespace stratego {
namespace {

Rank strongest_captured(const Observation& obs) {
  Rank best = Rank::Unknown;
  for (Rank r : kAllRanks)
    if (is_movable(r) && obs.captured(obs.viewer(), r) > 0 && (best == Rank::Unknown || value(r) > value(best))) best = r;
  return best;
}

Sq own_flag(const Position& board, Color me) {
  for (Sq q : board.squares_of(me))
    if (board.rank_at(q) == Rank::Flag) return q;
  return kNoSq;
}

// The free square nearest the flag (any free square when the flag is gone).
Sq guard_square(const Position& board, Color me, const Move& m) {
  const Sq flag = own_flag(board, me);
  Sq best = kNoSq;
  for (int q = 0; q < kMailboxSize; ++q) {
    const Sq s = static_cast<Sq>(q);
    if (!board.is_rescue_square(m, s)) continue;
    if (best == kNoSq || (flag != kNoSq && square_distance(s, flag) < square_distance(best, flag))) best = s;
  }
  return best;
}

}  // namespace

Move with_rescue(const Observation& obs, Move m) {
  const Position& board = obs.board();
  if (!board.may_rescue(m)) return m;
  const Rank rank = strongest_captured(obs);
  if (rank == Rank::Unknown) return m;
  Move rescue = m;
  rescue.rescue_rank = rank;
  rescue.rescue_to = guard_square(board, obs.viewer(), m);
  return rescue.rescue_to != kNoSq && board.check_move(rescue) == MoveError::None ? rescue : m;
}

}  // namespace stratego
