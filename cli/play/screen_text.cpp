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

namespace {

ScreenColour colour_of_side(Color side) { return side == Color::Red ? kRed : kBlue; }

}  // namespace

Cell seen_cell(const SquareView& view, Color seat, bool colours) {
  Cell c{cell_label(view)};
  if (view.kind == SquareView::Kind::Own) c.attributes = colour_of(colour_of_side(seat), colours) | A_BOLD;
  if (view.kind == SquareView::Kind::Enemy) c.attributes = colour_of(colour_of_side(opponent(seat)), colours) | A_BOLD;
  if (view.kind == SquareView::Kind::Lake) c.attributes = colour_of(kLake, colours);
  return c;
}

Cell draft_cell(const Variant& variant, const SetupDraft& draft, Square s, attr_t weight, bool colours) {
  const bool lake = variant.is_lake(s);
  const std::optional<Rank> rank = draft.rank_at(s);
  Cell c{draft_cell_label(rank, lake)};
  if (lake) c.attributes = colour_of(kLake, colours);
  else if (rank) c.attributes = colour_of(colour_of_side(draft.side()), colours) | weight;
  return c;
}

void draw_board(const Variant& v, const BoardPlace& place, const BoardInteraction& interaction, bool over, bool colours,
                const std::function<Cell(Square)>& cell, Language language) {
  const std::vector<Square> targets = interaction.targets();
  for (int rank = 0; rank < v.height; ++rank) {
    put(place.row(v, rank), 0, std::to_string(rank + 1));
    for (int file = 0; file < v.width; ++file) {
      const Square s{static_cast<std::int8_t>(file), static_cast<std::int8_t>(rank)};
      Cell c = cell(s);
      if (std::find(targets.begin(), targets.end(), s) != targets.end()) c.attributes = colour_of(kTarget, colours) | A_BOLD;
      if (interaction.selected() == s) c.attributes = colour_of(kSelected, colours) | A_BOLD;
      if (interaction.cursor() == s && !over) c.attributes |= A_REVERSE;
      put(place.row(v, rank), place.column(v, file), c.label, c.attributes);
    }
  }
  for (int file = 0; file < v.width; ++file)
    put(place.bottom(v) + 1, place.column(v, file) + 1, std::string(1, static_cast<char>('a' + file)));
  put(place.bottom(v) + 2, 0, std::string(text(Text::Legend, language)));
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
