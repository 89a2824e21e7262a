#include "engine/playout.hpp"

namespace stratego {

PlayoutResult random_playout(Position& position, FastRng& rng, int max_plies) {
  PlayoutResult result;
  MoveSets moves;  // indexed like generate_moves' list, without writing every move
  Position::Undo undo;
  for (; result.plies < max_plies; ++result.plies) {
    position.generate_move_sets(moves);
    const Color mover = position.side_to_move();
    if (moves.empty()) {
      if (position.has_legal_move(opponent(mover))) result.winner = opponent(mover);
      return result;
    }
    const Move m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    auto battle = position.make(m, undo);
    if (battle && battle->reason == BattleReason::FlagCaptured) {
      result.winner = mover;
      ++result.plies;
      return result;
    }
  }
  return result;
}

}  // namespace stratego
