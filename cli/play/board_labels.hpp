// How squares, captured pieces and moves read on the terminal, as plain text that the
// screen only colours. A cell is four characters wide:
//   " 9  " own piece (its rank), "(9) " enemy of known rank, "(?) " unknown enemy,
//   "(m) " enemy that has moved (so neither bomb nor flag), " .  " empty, " ~~ " lake.
#pragma once

#include <string>
#include <vector>

#include "engine/observation.hpp"

namespace stratego::play {

inline constexpr int kCellWidth = 4;

// A square as the viewer of the observation knows it.
std::string cell_label(const SquareView& view);
// A square of the true position, for the board revealed at the end: red pieces as own,
// blue pieces in parentheses, everything known.
std::string revealed_cell_label(const Position& truth, Square s);
// A setup square while arranging: the piece's rank, an empty square or a lake.
std::string draft_cell_label(const std::optional<Rank>& rank, bool lake);

// "F S 2 2 3" — the captured pieces of one colour as the observation counts them.
std::string captured_text(const Observation& observation, Color owner);

// A move as typed: "d4-d5", and with a rescue "d9-d10+e3=7" (the rank's symbol, the same
// in both languages).
std::string move_label(const Move& move);

// The squares a list of moves lead to: "d5 d6 d7".
std::string targets_text(const std::vector<Move>& moves);

}  // namespace stratego::play
