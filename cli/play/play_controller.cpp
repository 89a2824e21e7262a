#include "cli/play/play_controller.hpp"

#include <algorithm>

#include "cli/play/board_labels.hpp"
#include "cli/play/controller_lines.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/typed_command.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

Square front_left(const Variant& variant) {
  return Square{0, static_cast<std::int8_t>(std::max(0, variant.setup_rows - 1))};
}

}  // namespace

PlayController::PlayController(PlaySession& session) : session_(&session), cursor_(front_left(session.variant())) {
  if (session.phase() == Phase::Over) tell_ending();
}

std::vector<Square> PlayController::targets() const {
  if (rescue_) return rescue_->stage() == RescueChooser::Stage::Square ? rescue_->squares() : std::vector<Square>{};
  std::vector<Square> squares;
  if (!selected_ || session_->phase() != Phase::Play) return squares;
  for (const Move& m : session_->moves_from(*selected_)) squares.push_back(to_square(m.to));
  return squares;
}

void PlayController::move_cursor(int files, int ranks) {
  if (rescue_ && rescue_->stage() == RescueChooser::Stage::Piece) {
    rescue_->move_highlight(-ranks);  // the list runs downwards
    return;
  }
  const Variant& v = session_->variant();
  cursor_.file = static_cast<std::int8_t>(std::clamp(cursor_.file + files, 0, v.width - 1));
  cursor_.rank = static_cast<std::int8_t>(std::clamp(cursor_.rank + ranks, 0, v.height - 1));
}

void PlayController::choose(Square square) {
  if (!session_->variant().on_board(square)) return;
  cursor_ = square;
  if (rescue_) {
    follow(rescue_->stage() == RescueChooser::Stage::Piece ? rescue_->pick_highlighted() : rescue_->pick_square(square));
    return;
  }
  switch (session_->phase()) {
    case Phase::Setup: choose_in_setup(square); break;
    case Phase::Play: choose_in_play(square); break;
    case Phase::Over: tell(std::string(text(Text::GameIsOver, session_->language()))); break;
  }
}

void PlayController::announce(const std::string& line) {
  if (line.empty()) return;
  message_ = message_.empty() ? line : line + " " + message_;
}

void PlayController::cancel() {
  if (rescue_) {
    follow(rescue_->back());
    return;
  }
  selected_.reset();
  message_.clear();
}

void PlayController::choose_in_setup(Square square) {
  const Language lang = session_->language();
  if (selected_ == square) {
    cancel();
    return;
  }
  if (selected_) {
    swap(*selected_, square);
    return;
  }
  if (!session_->draft().rank_at(square)) {
    tell(square_name(square) + ": " + std::string(text(Text::NothingToSelect, lang)));
    return;
  }
  selected_ = square;
  tell(selected_in_setup_line(square, *session_->draft().rank_at(square), lang));
}

void PlayController::choose_in_play(Square square) {
  if (selected_ == square) {
    cancel();
    return;
  }
  const bool own_piece = session_->view().at(square).kind == SquareView::Kind::Own;
  if (own_piece || !selected_) {
    select_piece(square);
    return;
  }
  play(Move{to_sq(*selected_), to_sq(square)});
}

void PlayController::select_piece(Square square) {
  const Language lang = session_->language();
  const SquareView view = session_->view().at(square);
  if (view.kind != SquareView::Kind::Own) {
    selected_.reset();
    tell(square_name(square) + ": " + std::string(text(Text::NothingToSelect, lang)));
    return;
  }
  selected_ = square;
  tell(selected_in_play_line(square, view.rank, session_->moves_from(square), lang));
}

void PlayController::swap(Square a, Square b) {
  selected_.reset();
  const std::string error = session_->swap(a, b);
  if (!error.empty()) {
    tell(error);
    return;
  }
  tell(std::string(text(Text::Swapped, session_->language())) + ": " + square_name(a) + " <-> " + square_name(b));
}

void PlayController::play(const Move& move) {
  if (!move.has_rescue() && offer_rescue(move)) return;
  submit(move);
}

bool PlayController::offer_rescue(const Move& move) {
  std::vector<Rank> ranks = session_->rescuable_ranks(move);
  if (ranks.empty()) return false;
  rescue_.emplace(move, std::move(ranks), session_->rescue_squares(move));
  selected_.reset();
  tell(rescue_prompt());
  return true;
}

void PlayController::answer_rescue(std::string_view line) {
  using Kind = TypedCommand::Kind;
  switch (parse_typed_command(line).kind) {
    case Kind::Empty: choose_at_cursor(); return;
    case Kind::Quit: quit_ = true; return;  // the waiting move is not played
    case Kind::Help: tell(help()); return;
    case Kind::Resign: resign(); return;
    default: follow(rescue_->answer(line)); return;
  }
}

void PlayController::follow(const RescueChooser::Step& step) {
  using Kind = RescueChooser::Step::Kind;
  const Language lang = session_->language();
  switch (step.kind) {
    case Kind::Ask:
      if (rescue_->stage() == RescueChooser::Stage::Square) cursor_ = to_square(rescue_->move().from);
      tell(rescue_prompt());
      return;
    case Kind::NotAChoice: tell(std::string(text(Text::NotAChoice, lang)) + ". " + rescue_prompt()); return;
    case Kind::TakeBack:
      rescue_.reset();
      tell(std::string(text(Text::MoveTakenBack, lang)) + ": " + move_label(step.move));
      return;
    case Kind::Play:
      rescue_.reset();
      submit(step.move);
      return;
  }
}

// The question of the chooser's step; the screen lists the choices beside the board.
std::string PlayController::rescue_prompt() const {
  return rescue_prompt_line(*rescue_, session_->view().board().is_enemy_of(rescue_->move().to, kPerson), session_->language());
}

void PlayController::submit(const Move& move) {
  const std::string error = session_->play(move);
  if (!error.empty()) {
    tell(error);
    return;
  }
  selected_.reset();
  cursor_ = to_square(move.to);
  tell_last_move();
}

void PlayController::start() {
  const std::string error = session_->start();
  if (!error.empty()) {
    tell(error);
    return;
  }
  selected_.reset();
  tell(std::string(text(Text::GameStarted, session_->language())));
}

void PlayController::let_computer_move() {
  if (!session_->computer_to_move()) return;
  const std::string before = message_;
  session_->computer_move();
  tell_last_move();
  announce(before);  // the person's own move stays in view next to the answer
}

void PlayController::tell_last_move() {
  const Language lang = session_->language();
  const std::vector<PublicMove>& history = session_->view().history();
  if (history.empty()) return;
  const PublicMove& last = history.back();
  std::string line = std::string(text(last.mover == kPerson ? Text::You : Text::Computer, lang)) + ": " + move_label(last.move) + ".";
  if (last.battle) line += " " + explain(*last.battle, kPerson, lang);
  if (last.move.has_rescue())
    line += " " + rescue_text(last.mover == kPerson, last.move.rescue_rank, to_square(last.move.rescue_to), lang);
  tell(line);
  if (session_->phase() == Phase::Over) tell_ending();
}

void PlayController::tell_ending() {
  const Language lang = session_->language();
  const GameResult& result = session_->result();
  std::string line = message_.empty() ? "" : message_ + " ";
  line += ending_text(result.ending, lang);
  line += " ";
  if (!result.winner) line += text(Text::Draw, lang);
  else line += text(*result.winner == kPerson ? Text::YouWin : Text::YouLose, lang);
  tell(line);
}

std::string PlayController::help() const {
  const Language lang = session_->language();
  if (rescue_) {
    const bool piece = rescue_->stage() == RescueChooser::Stage::Piece;
    return std::string(text(Text::RescueHelp, lang)) + " " + std::string(text(piece ? Text::RescuePieceHelp : Text::RescueSquareHelp, lang));
  }
  const bool rescues = session_->variant().rescue;
  switch (session_->phase()) {
    case Phase::Setup: return std::string(text(Text::SetupHelp, lang));
    case Phase::Play:
      if (!rescues) return std::string(text(Text::PlayHelp, lang));
      return std::string(text(Text::PlayHelpRescue, lang)) + ". " + std::string(text(Text::RescueHelp, lang));
    case Phase::Over: return std::string(text(Text::OverHelp, lang));
  }
  return {};
}

void PlayController::resign() {
  rescue_.reset();
  const std::string error = session_->resign();
  if (!error.empty()) {
    tell(error);
    return;
  }
  selected_.reset();
  tell(std::string(text(Text::YouResigned, session_->language())));
  tell_ending();
}

void PlayController::execute(std::string_view line) {
  if (rescue_) {
    answer_rescue(line);
    return;
  }
  using Kind = TypedCommand::Kind;
  const Language lang = session_->language();
  const TypedCommand command = parse_typed_command(line);
  const bool setting_up = session_->phase() == Phase::Setup;
  switch (command.kind) {
    case Kind::Empty: choose_at_cursor(); break;
    case Kind::Square: choose(command.first); break;
    case Kind::Move:
      if (setting_up) swap(to_square(command.move.from), to_square(command.move.to));
      else if (command.declines_rescue) submit(command.move);
      else play(command.move);
      break;
    case Kind::Swap: swap(command.first, command.second); break;
    case Kind::NewSetup: {
      selected_.reset();
      const std::string error = session_->draw_new_setup();
      tell(error.empty() ? std::string(text(Text::NewSetupDrawn, lang)) : error);
      break;
    }
    case Kind::LoadSetup: {
      selected_.reset();
      const std::string error = session_->load_setup(command.argument);
      tell(error.empty() ? std::string(text(Text::SetupLoaded, lang)) + " " + command.argument : error);
      break;
    }
    case Kind::SaveSetup: {
      const std::string error = session_->save_setup(command.argument);
      tell(error.empty() ? std::string(text(Text::SetupSaved, lang)) + " " + command.argument : error);
      break;
    }
    case Kind::Start: start(); break;
    case Kind::Resign: resign(); break;
    case Kind::Quit: quit_ = true; break;
    case Kind::Help: tell(help()); break;
    case Kind::Unknown: tell(std::string(text(Text::UnknownCommand, lang)) + ": " + command.argument + " (" + (lang == Language::German ? "hilfe" : "help") + ")"); break;
  }
}

}  // namespace stratego::play
