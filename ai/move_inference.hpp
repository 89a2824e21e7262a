// What the enemy's last move says about its hidden ranks. The enemy knows its own pieces,
// so a sample of the belief in which that move was a blunder is an unlikely sample: a
// piece that steps up to guard one of ours can take is likelier the piece that makes the
// guard work. Each sample's fit is how the move compares, in that sample, with the best the
// enemy had: every enemy move valued by a one-ply search with captures from the position
// before the move.
#pragma once

#include <optional>

#include "ai/evaluate.hpp"
#include "ai/transposition_table.hpp"
#include "engine/observation.hpp"

namespace stratego {

// Points the enemy's move falls short of its best per factor e less likely.
inline constexpr int kInferenceTemperature = 40;

// The enemy's last move when it was a quiet one, the only kind judged (a battle shows the
// ranks it involved).
std::optional<Move> judged_enemy_move(const Observation& observation);

// exp(-(best - played) / kInferenceTemperature) for the enemy's quiet move `played`, in
// `determinized` (the observation's board after it, every rank filled in). 1 where the
// move cannot be judged in it.
double enemy_move_fit(const Position& determinized, const Move& played, const Evaluator& evaluate, TranspositionTable& table);

}  // namespace stratego
