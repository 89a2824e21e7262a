// Plain-text pictures of a board, for terminals, logs and test failures.
#pragma once

#include <string>

#include "engine/observation.hpp"
#include "engine/position.hpp"

namespace stratego {

// Red at the bottom, rank numbers on the left, files below. Red pieces in upper case
// ("X" marshal, "9".."2", "S" spy, "B" bomb, "F" flag), Blue's in lower case ("x", "s", "b", "f").
std::string board_text(const Position& position);
// The same from one player's chair: unknown enemy pieces are '?', moved unknown ones '!'.
std::string board_text(const Observation& observation);

}  // namespace stratego
