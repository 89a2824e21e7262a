// Text on the curses screen, shared by the local and the online game's screens: a line cut at
// the screen's edge, a line wrapped at blanks, a log's last lines, and the rescue chooser's list.
#pragma once

#ifndef NCURSES_NOMACROS
#define NCURSES_NOMACROS
#endif
#include <curses.h>

#include <string>
#include <vector>

#include "cli/play/rescue_chooser.hpp"

namespace stratego::play {

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
