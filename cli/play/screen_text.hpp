// Text on the curses screen, shared by the local and the online game's screens: the colours,
// a line cut at the screen's edge, a line wrapped at blanks, a log's last lines, the board
// with the marks of the board interaction, and the rescue chooser's list.
#pragma once

#ifndef NCURSES_NOMACROS
#define NCURSES_NOMACROS
#endif
#include <curses.h>

#include <functional>
#include <string>
#include <vector>

#include "cli/play/board_interaction.hpp"
#include "cli/play/board_labels.hpp"
#include "cli/play/rescue_chooser.hpp"
#include "cli/play/setup_draft.hpp"

namespace stratego::play {

// The colour pairs PlayScreen sets up, for every screen drawn on it.
enum ScreenColour : short { kRed = 1, kBlue, kLake, kTarget, kSelected };
// The pair's attribute, or none on a terminal without colours.
inline attr_t colour_of(ScreenColour pair, bool colours) { return colours ? COLOR_PAIR(pair) : A_NORMAL; }

// One square as drawn: its four characters and how they look.
struct Cell {
  std::string label;
  attr_t attributes = A_NORMAL;
};

// Where the board stands: its top left corner (after the rank numbers) and whose side is at
// the bottom (Blue sees its home rows there, the board turned round).
struct BoardPlace {
  int top = 0;
  int left = 0;
  Color below = Color::Red;
  int row(const Variant& v, int rank) const { return top + (below == Color::Red ? v.height - 1 - rank : rank); }
  int column(const Variant& v, int file) const { return left + (below == Color::Red ? file : v.width - 1 - file) * kCellWidth; }
  int bottom(const Variant& v) const { return top + v.height - 1; }
};

// A square as the seat sees it during play: its pieces in its colour, the enemy's in the other.
Cell seen_cell(const SquareView& view, Color seat, bool colours);
// A square of the setup being arranged; `weight`: how the seat's pieces stand out.
Cell draft_cell(const Variant& variant, const SetupDraft& draft, Square s, attr_t weight, bool colours);

// The board: each square as `cell` says, with the interaction's targets, selection and
// cursor (no cursor once the game is over) over it; the rank numbers on the left, the
// file letters and the legend under it.
void draw_board(const Variant& variant, const BoardPlace& place, const BoardInteraction& interaction, bool over,
                bool colours, const std::function<Cell(Square)>& cell, Language language);

void put(int row, int column, const std::string& text, attr_t attributes = A_NORMAL);
// The text over as many rows as it needs, from column left + 1, broken at blanks; returns
// the next row.
int wrapped(int row, int left, const std::string& line, attr_t attributes = A_NORMAL);
// A titled log in the rows first..last: the title, then as many of the last lines as fit
// (or `none` when there are none).
void draw_log(int first, int last, const std::string& title, const std::vector<std::string>& lines, const std::string& none);
// The pieces to choose from, the highlighted one marked, then how to choose.
void draw_rescue_panel(const RescueChooser& chooser, int row, int left, Language language);

}  // namespace stratego::play
