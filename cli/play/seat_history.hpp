// What a seat's Observation tells, as both terminal games (the local one and the online
// one) show it: the seat's legal moves from a square, the battle log told from its side,
// the last move of a side.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/observation.hpp"

namespace stratego::play {

// The seat's legal moves from a square; none when it is not the seat's turn.
std::vector<Move> seat_moves_from(const Observation& view, Color seat, Square from);
// Every battle and rescue so far, numbered by move, explained from the seat's side:
// "3. Your miner defused the enemy bomb on d8." / "4. You brought back a scout onto b4."
std::vector<std::string> battle_log_lines(const Observation& view, Color seat, Language language);
// The last move `mover` made, if it has made one.
std::optional<Move> last_move_of(const Observation& view, Color mover);

}  // namespace stratego::play
