// What the enemy's last moves say about its hidden ranks. The enemy knows its own pieces,
// so a sample of the belief in which its moves were blunders is an unlikely sample: a piece
// that steps up to guard one of ours can take is likelier the piece that makes the guard
// work. Each sample's fit is how the moves compare, in that sample, with the best the enemy
// had: every enemy move valued by a one-ply search with captures from the position before
// the move, rebuilt by taking the later quiet moves back.
#pragma once

#include <span>
#include <vector>

#include "ai/evaluate.hpp"
#include "ai/transposition_table.hpp"
#include "engine/observation.hpp"

namespace stratego {

// Points the enemy's moves fall short of its best per factor e less likely.
inline constexpr int kInferenceTemperature = 40;

// The quiet moves at the end of the history, newest first, that hold the enemy's last
// `enemy_moves` moves: they begin with the enemy's last move and stop before a battle or a
// rescue (a battle shows the ranks it involved; before it the board was another). Empty
// when the last move was not a quiet enemy move. The enemy's moves are those at even places.
std::vector<Move> judged_moves(const Observation& observation, int enemy_moves);

// exp(-(the sum, over the enemy's moves in `recent`, of its best move's value less the
// played one's) / kInferenceTemperature), in `determinized` (the observation's board now,
// every rank filled in); recent as judged_moves gives it. A move the sample cannot have made
// (no piece where it ended, or not a legal move there) ends the judging.
double enemy_moves_fit(const Position& determinized, std::span<const Move> recent, const Evaluator& evaluate,
                       TranspositionTable& table);

}  // namespace stratego
