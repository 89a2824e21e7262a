#include "cli/play/screen_text.hpp"

#include <algorithm>

#include "cli/play/board_labels.hpp"
#include "cli/play/play_texts.hpp"

namespace stratego::play {

void put(int row, int column, const std::string& text, attr_t attributes) {
  if (row < 0 || row >= LINES || column < 0 || column >= COLS) return;
  attron(attributes);
  mvaddnstr(row, column, text.c_str(), COLS - column);
  attroff(attributes);
}

int wrapped(int row, int left, const std::string& line, attr_t attributes) {
  const std::size_t width = static_cast<std::size_t>(std::max(10, COLS - left - 2));
  std::size_t at = 0;
  while (at < line.size()) {
    std::size_t end = std::min(line.size(), at + width);
    if (end < line.size()) {
      const std::size_t blank = line.rfind(' ', end);
      if (blank != std::string::npos && blank > at) end = blank;
    }
    put(row++, left + 1, line.substr(at, end - at), attributes);
    at = end;
    while (at < line.size() && line[at] == ' ') ++at;
  }
  return row;
}

void draw_log(int first, int last, const std::string& title, const std::vector<std::string>& lines, const std::string& none) {
  if (first > last) return;
  int row = first;
  put(row++, 0, title + ":", A_BOLD);
  if (lines.empty()) put(row, 2, none);
  const std::size_t room = static_cast<std::size_t>(std::max(0, last - row + 1));
  for (std::size_t i = lines.size() > room ? lines.size() - room : 0; i < lines.size(); ++i) put(row++, 2, lines[i]);
}

void draw_rescue_panel(const RescueChooser& chooser, int row, int left, Language lang) {
  put(row++, left, std::string(text(Text::RescueTitle, lang)) + ": " + move_label(chooser.move()), A_BOLD);
  const bool choosing_piece = chooser.stage() == RescueChooser::Stage::Piece;
  for (std::size_t i = 0; i < chooser.option_count(); ++i) {
    const bool none = i == chooser.ranks().size();
    const std::string number = none ? "0" : std::to_string(i + 1);
    const std::string label = none ? std::string(text(Text::NoRescue, lang)) : rescue_option_label(chooser.ranks()[i], lang);
    const bool marked = i == chooser.highlighted();
    put(row++, left, std::string(marked ? "> " : "  ") + number + "  " + label, marked ? A_REVERSE | A_BOLD : A_NORMAL);
  }
  ++row;
  if (!choosing_piece) put(row++, left, std::string(text(Text::RescueSquareQuestion, lang)), A_BOLD);
  wrapped(row, left - 1, std::string(text(choosing_piece ? Text::RescuePieceHelp : Text::RescueSquareHelp, lang)));
}

}  // namespace stratego::play
