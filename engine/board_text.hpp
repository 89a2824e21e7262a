// Plain-text pictures of a board, for terminals, logs and test failures.
#pragma once

#include <string>

#include "engine/observation.hpp"
#include "engine/position.hpp"

namespace stratego {

// Red at the bottom, rank numbers on the left, files below. Two characters a square, as in
// the tests' diagrams: a Red piece by its symbol ("X" marshal, "9".."2", "S" spy, "B" bomb,
// "F" flag), a Blue piece by its symbol after a minus ("-9"), so that digits name their side.
std::string board_text(const Position& position);
// The same from one player's chair: unknown enemy pieces are '?', moved unknown ones '!'
// ("-?", "-!" when the enemy is Blue).
std::string board_text(const Observation& observation);

}  // namespace stratego
