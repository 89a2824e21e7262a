#define NCURSES_NOMACROS
#include "cli/play/play_screen.hpp"

#include <curses.h>

#include <algorithm>
#include <clocale>
#include <langinfo.h>
#include <string_view>
#include <vector>

#include "cli/play/board_labels.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/screen_text.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

constexpr BoardPlace kBoard{2, 3, kPerson};  // after the title lines and the rank numbers

int panel_left(const Variant& v) { return kBoard.column(v, v.width) + 2; }

class Painter {
 public:
  Painter(const PlayController& controller, bool colours)
      : controller_(controller), session_(controller.session()), colours_(colours) {}

  void board() const {
    draw_board(session_.variant(), kBoard, controller_, session_.phase() == Phase::Over, colours_, [this](Square s) { return cell(s); },
               session_.language());
  }

  void title(bool thinking) const {
    const Language lang = session_.language();
    const std::string line = std::string(text(Text::Title, lang)) + " - " + std::string(variant_title(session_.variant(), lang)) + " - " +
                             std::string(level_title(session_.level(), lang)) + " - " + std::string(rules_title(session_.rules().name, lang));
    put(0, 0, line, A_BOLD);
    std::string status;
    switch (session_.phase()) {
      case Phase::Setup: status = text(Text::SetupPhase, lang); break;
      case Phase::Play:
        status = thinking ? text(Text::Thinking, lang)
                          : text(session_.person_to_move() ? Text::YourTurn : Text::ComputerTurn, lang);
        break;
      case Phase::Over: status = std::string(text(Text::FullBoard, lang)) + ". " + std::string(text(Text::PressQuit, lang)); break;
    }
    put(1, 0, status, A_BOLD);
  }

  void panel() const {
    if (session_.phase() == Phase::Setup) return;
    if (controller_.rescue()) {
      rescue_panel(*controller_.rescue());
      return;
    }
    const Language lang = session_.language();
    const int left = panel_left(session_.variant());
    int row = kBoard.top;
    put(row++, left, std::string(text(Text::Move, lang)) + " " + std::to_string(session_.view().history().size() + 1));
    if (const std::optional<Move> last = session_.last_computer_move())
      put(row++, left, std::string(text(Text::Computer, lang)) + ": " + move_label(*last));
    ++row;
    put(row++, left, std::string(text(Text::CapturedMine, lang)) + ":", A_BOLD);
    row = wrapped(row, left, captured_text(session_.view(), kPerson));
    put(row++, left, std::string(text(Text::CapturedTheirs, lang)) + ":", A_BOLD);
    row = wrapped(row, left, captured_text(session_.view(), kComputer));
    ++row;
    put(row++, left, std::string(text(Text::Saving, lang)) + ":");
    put(row++, left, session_.save_path());
    if (!session_.save_problem().empty()) put(row++, left, session_.save_problem(), A_BOLD);
  }

  // The rescue chooser in place of the panel.
  void rescue_panel(const RescueChooser& chooser) const {
    draw_rescue_panel(chooser, kBoard.top, panel_left(session_.variant()), session_.language());
  }

  // The last battles under the board, as many as fit above the message lines.
  void battle_log() const {
    const Language lang = session_.language();
    draw_log(kBoard.bottom(session_.variant()) + 3, LINES - 5, std::string(text(Text::BattleLog, lang)), session_.battle_log(),
             std::string(text(Text::NoBattles, lang)));
  }

  void command_line(const std::string& typed) const {
    wrapped(LINES - 4, -1, controller_.message(), A_BOLD);
    const Language lang = session_.language();
    put(LINES - 1, 0, std::string(text(help_line(), lang)));
    put(LINES - 2, 0, "> " + typed);
  }

 private:
  Text help_line() const {
    if (const std::optional<RescueChooser>& rescue = controller_.rescue())
      return rescue->stage() == RescueChooser::Stage::Piece ? Text::RescuePieceHelp : Text::RescueSquareHelp;
    switch (session_.phase()) {
      case Phase::Setup: return Text::SetupHelp;
      case Phase::Play: return session_.variant().rescue ? Text::PlayHelpRescue : Text::PlayHelp;
      case Phase::Over: return Text::OverHelp;
    }
    return Text::PlayHelp;
  }

  attr_t colour(ScreenColour pair) const { return colour_of(pair, colours_); }

  Cell cell(Square s) const {
    switch (session_.phase()) {
      case Phase::Setup: return draft_cell(session_.variant(), session_.draft(), s, A_BOLD, colours_);
      case Phase::Play: return seen_cell(session_.view().at(s), kPerson, colours_);
      case Phase::Over: return revealed_cell(s);
    }
    return {};
  }

  Cell revealed_cell(Square s) const {
    const Position& truth = session_.revealed_board();
    Cell c{revealed_cell_label(truth, s)};
    const Sq q = to_sq(s);
    if (!truth.is_playable(q)) c.attributes = colour(kLake);
    else if (truth.has_piece(q)) c.attributes = colour(truth.color_at(q) == kPerson ? kRed : kBlue) | A_BOLD;
    return c;
  }

  const PlayController& controller_;
  const PlaySession& session_;
  bool colours_;
};

// The user's locale, but with UTF-8 characters where that locale is missing or not UTF-8
// (the German texts have umlauts).
void use_utf8_locale() {
  std::setlocale(LC_ALL, "");
  if (std::string_view(nl_langinfo(CODESET)) != "UTF-8") std::setlocale(LC_CTYPE, "C.UTF-8");
}

}  // namespace

PlayScreen::PlayScreen() {
  use_utf8_locale();
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  curs_set(0);
  if (has_colors()) {
    start_color();
    use_default_colors();
    init_pair(kRed, COLOR_RED, -1);
    init_pair(kBlue, COLOR_BLUE, -1);
    init_pair(kLake, COLOR_CYAN, -1);
    init_pair(kTarget, COLOR_BLACK, COLOR_GREEN);
    init_pair(kSelected, COLOR_BLACK, COLOR_YELLOW);
    colours_ = true;
  }
}

PlayScreen::~PlayScreen() { endwin(); }

void PlayScreen::draw(const PlayController& controller, const std::string& typed, bool thinking) {
  erase();
  const Painter painter(controller, colours_);
  painter.title(thinking);
  painter.board();
  painter.panel();
  painter.battle_log();
  painter.command_line(typed);
  refresh();
}

int PlayScreen::read_key() { return getch(); }

}  // namespace stratego::play
