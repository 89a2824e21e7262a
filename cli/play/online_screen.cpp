#define NCURSES_NOMACROS
#include "cli/play/online_screen.hpp"

#include <curses.h>

#include <algorithm>
#include <vector>

#include "cli/play/board_labels.hpp"
#include "cli/play/online_texts.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/screen_text.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

constexpr int kBoardLeft = 3;
constexpr int kBoardTop = 2;
constexpr int kChatRows = 6;  // the chat's title and its last lines, at the most

std::string colour_word(Color c, Language lang) { return std::string(online_text(c == Color::Red ? OnlineText::Red : OnlineText::Blue, lang)); }

std::string connection_line(ConnectionView connection, Language lang) {
  if (connection.connected) return {};
  return std::string(online_text(connection.ever_connected ? OnlineText::Reconnecting : OnlineText::Connecting, lang));
}

class GamePainter {
 public:
  GamePainter(const OnlineController& controller, bool colours, OnlineMatch::Clock::time_point now)
      : controller_(controller), match_(controller.match()), colours_(colours), now_(now), lang_(match_.language()) {}

  void title(ConnectionView connection) const {
    std::string line = std::string(online_text(OnlineText::Title, lang_));
    if (match_.phase() != OnlinePhase::Waiting)
      line += " - " + std::string(variant_title(match_.variant(), lang_)) + " - " + std::string(rules_title(match_.rules().name, lang_));
    if (!match_.clock_control().empty()) line += " - " + match_.clock_control();
    line += " - " + std::string(online_text(OnlineText::You, lang_)) + ": " + colour_word(match_.me(), lang_);
    put(0, 0, line, A_BOLD);
    const std::string down = connection_line(connection, lang_);
    put(1, 0, down.empty() ? status() : down, A_BOLD);
  }

  void board() const {
    if (match_.phase() == OnlinePhase::Waiting) return;
    draw_board(match_.variant(), place(), controller_, match_.phase() == OnlinePhase::Over, colours_, [this](Square s) { return cell(s); },
               lang_);
  }

  void panel() const {
    if (match_.phase() == OnlinePhase::Waiting) return;
    const int left = column_of_edge() + 2;
    int row = kBoardTop;
    for (const Color c : {opponent(match_.me()), match_.me()}) put(row++, left, clock_line(c), match_.my_turn() == (c == match_.me()) ? A_BOLD : A_NORMAL);
    if (const auto setup = match_.setup_time_left(now_))
      put(row++, left, std::string(online_text(OnlineText::SetupClock, lang_)) + " " + clock_text(*setup), A_BOLD);
    put(row++, left, presence_line());
    if (const auto claim = match_.claim_in(now_)) {
      if (claim->count() == 0) row = wrapped(row, left - 1, std::string(online_text(OnlineText::MayClaim, lang_)), A_BOLD);
      else put(row++, left, std::string(online_text(OnlineText::ClaimIn, lang_)) + " " + clock_text(*claim));
    }
    if (match_.draw_offered()) row = wrapped(row, left - 1, std::string(online_text(OnlineText::DrawOffered, lang_)), A_BOLD);
    if (const std::optional<Move>& queued = controller_.queued_move())
      put(row++, left, std::string(online_text(OnlineText::Queued, lang_)) + ": " + move_label(*queued), A_BOLD);
    if (match_.phase() == OnlinePhase::Setup) return;
    ++row;
    if (controller_.rescue()) return draw_rescue_panel(*controller_.rescue(), row, left, lang_);
    put(row++, left, std::string(text(Text::Move, lang_)) + " " + std::to_string(match_.view().history().size() + 1));
    if (const std::optional<Move> last = match_.last_opponent_move())
      put(row++, left, std::string(online_text(OnlineText::Opponent, lang_)) + ": " + move_label(*last));
    put(row++, left, std::string(text(Text::CapturedMine, lang_)) + ":", A_BOLD);
    row = wrapped(row, left, captured_text(match_.view(), match_.me()));
    put(row++, left, std::string(text(Text::CapturedTheirs, lang_)) + ":", A_BOLD);
    wrapped(row, left, captured_text(match_.view(), opponent(match_.me())));
  }

  // Under the board: the last battles, then the players' chat just above the message lines.
  void logs() const {
    if (match_.phase() == OnlinePhase::Waiting) return;
    const int first = bottom_row() + 3, last = LINES - 5;
    const std::vector<std::string> muted;
    const std::vector<std::string>& chat = match_.chat_muted() ? muted : match_.chat();
    const int chat_rows = std::min(last - first + 1, std::clamp(static_cast<int>(chat.size()) + 1, 2, kChatRows));
    draw_log(last - chat_rows + 1, last, std::string(online_text(OnlineText::Chat, lang_)), chat,
             std::string(online_text(match_.chat_muted() ? OnlineText::ChatMuted : OnlineText::NoChat, lang_)));
    if (match_.phase() == OnlinePhase::Setup) return;
    draw_log(first, last - chat_rows - 1, std::string(text(Text::BattleLog, lang_)), match_.battle_log(),
             std::string(text(Text::NoBattles, lang_)));
  }

  void command_line(const std::string& typed) const {
    wrapped(LINES - 4, -1, controller_.message(), A_BOLD);
    put(LINES - 1, 0, std::string(online_text(help_line(), lang_)));
    put(LINES - 2, 0, "> " + typed);
  }

 private:
  BoardPlace place() const { return {kBoardTop, kBoardLeft, match_.me()}; }
  int bottom_row() const { return place().bottom(match_.variant()); }
  int column_of_edge() const { return kBoardLeft + match_.variant().width * kCellWidth; }
  attr_t colour(ScreenColour pair) const { return colour_of(pair, colours_); }

  std::string status() const {
    switch (match_.phase()) {
      case OnlinePhase::Waiting: return std::string(online_text(OnlineText::WaitingForState, lang_));
      case OnlinePhase::Setup:
        return std::string(match_.set_up() ? online_text(OnlineText::WaitingForOpponentSetup, lang_) : text(Text::SetupPhase, lang_));
      case OnlinePhase::Play: return std::string(online_text(match_.my_turn() ? OnlineText::YourTurn : OnlineText::TheirTurn, lang_));
      case OnlinePhase::Over: return std::string(text(Text::FullBoard, lang_)) + ". " + std::string(text(Text::PressQuit, lang_));
    }
    return {};
  }

  OnlineText help_line() const {
    switch (match_.phase()) {
      case OnlinePhase::Setup: return OnlineText::SetupHelp;
      case OnlinePhase::Play: return OnlineText::PlayHelp;
      case OnlinePhase::Over: return OnlineText::OverHelp;
      case OnlinePhase::Waiting: break;
    }
    return OnlineText::WaitingForState;
  }

  // "Blue Bob   4:05" (the seat whose clock runs marked with '*').
  std::string clock_line(Color c) const {
    std::string line = (match_.phase() == OnlinePhase::Play && match_.view().side_to_move() == c ? "* " : "  ") + colour_word(c, lang_) +
                       " " + match_.name(c);
    if (const auto left = match_.time_left(c, now_)) line += "  " + clock_text(*left);
    return line;
  }

  std::string presence_line() const {
    const std::string who = std::string(online_text(OnlineText::Opponent, lang_)) + ": ";
    if (match_.opponent_connected()) return who + std::string(online_text(OnlineText::Connected, lang_));
    std::string line = who + std::string(online_text(OnlineText::Away, lang_));
    if (const auto away = match_.opponent_away(now_)) line += " " + clock_text(*away);
    return line;
  }

  Cell cell(Square s) const {
    const Variant& v = match_.variant();
    if (match_.phase() == OnlinePhase::Over) {
      if (const auto piece = match_.revealed(s)) {
        const bool own = piece->first == match_.me();
        const std::string symbol(rank_symbol(piece->second));
        std::string label = own ? " " + symbol : "(" + symbol + ")";
        label.resize(kCellWidth, ' ');
        return {label, colour(piece->first == Color::Red ? kRed : kBlue) | A_BOLD};
      }
    }
    if (match_.phase() == OnlinePhase::Setup)
      return draft_cell(v, match_.draft(), s, match_.set_up() ? A_NORMAL : A_BOLD, colours_);  // bold: still to send
    return seen_cell(match_.view().at(s), match_.me(), colours_);
  }

  const OnlineController& controller_;
  const OnlineMatch& match_;
  bool colours_;
  OnlineMatch::Clock::time_point now_;
  Language lang_;
};

}  // namespace

OnlineScreen::OnlineScreen() { timeout(100); }

void OnlineScreen::draw_lobby(const LobbyMenu& lobby, Language lang, const std::string& typed, const std::string& message,
                              ConnectionView connection) {
  erase();
  put(0, 0, std::string(online_text(OnlineText::Title, lang)) + " - " + std::string(online_text(OnlineText::LobbyTitle, lang)), A_BOLD);
  const std::string down = connection_line(connection, lang);
  if (!down.empty()) put(1, 0, down, A_BOLD);
  else if (lobby.posted()) put(1, 0, std::string(online_text(OnlineText::WaitingForAccept, lang)), A_BOLD);
  else if (lobby.conversing()) put(1, 0, std::string(online_text(OnlineText::Accepting, lang)), A_BOLD);
  int row = 3;
  if (lobby.challenges().empty()) put(row++, 2, std::string(online_text(OnlineText::NoChallenges, lang)));
  for (std::size_t i = 0; i < lobby.challenges().size() && row < LINES - 5; ++i) {
    const ListedChallenge& c = lobby.challenges()[i];
    put(row++, 2, std::to_string(i + 1) + "  " + c.by + "  (" + c.terms + ")");
  }
  wrapped(LINES - 4, -1, message, A_BOLD);
  put(LINES - 1, 0, std::string(online_text(OnlineText::LobbyHelp, lang)));
  put(LINES - 2, 0, "> " + typed);
  refresh();
}

void OnlineScreen::draw_game(const OnlineController& controller, const std::string& typed, ConnectionView connection,
                             OnlineMatch::Clock::time_point now) {
  erase();
  const GamePainter painter(controller, terminal_.colours(), now);
  painter.title(connection);
  painter.board();
  painter.panel();
  painter.logs();
  painter.command_line(typed);
  refresh();
}

}  // namespace stratego::play
