#include "cli/play/play_controller.hpp"

#include "cli/play/board_labels.hpp"
#include "cli/play/play_texts.hpp"

namespace stratego::play {

PlayController::PlayController(PlaySession& session) : session_(&session) {
  put_cursor_home();
  if (session.phase() == Phase::Over) tell_ending();
}

BoardPhase PlayController::board_phase() const {
  switch (session_->phase()) {
    case Phase::Setup: return BoardPhase::Setup;
    case Phase::Play: return BoardPhase::Play;
    case Phase::Over: break;
  }
  return BoardPhase::Over;
}

const SetupDraft* PlayController::open_draft() const {
  return session_->phase() == Phase::Setup ? &session_->draft() : nullptr;
}

void PlayController::submit(const Move& move) {
  const std::string error = session_->play(move);
  if (!error.empty()) return tell(error);
  moved(move);
  tell_last_move();
}

void PlayController::new_setup() {
  const std::string error = session_->draw_new_setup();
  tell(error.empty() ? std::string(text(Text::NewSetupDrawn, language())) : error);
}

void PlayController::start() {
  const std::string error = session_->start();
  if (!error.empty()) return tell(error);
  drop_selection();
  tell(std::string(text(Text::GameStarted, language())));
}

void PlayController::resign() {
  const std::string error = session_->resign();
  if (!error.empty()) return tell(error);
  drop_selection();
  tell(std::string(text(Text::YouResigned, language())));
  tell_ending();
}

void PlayController::execute_other(const TypedCommand& command, std::string_view line) {
  using Kind = TypedCommand::Kind;
  const Language lang = language();
  if (command.kind == Kind::LoadSetup) {
    drop_selection();
    const std::string error = session_->load_setup(command.argument);
    return tell(error.empty() ? std::string(text(Text::SetupLoaded, lang)) + " " + command.argument : error);
  }
  if (command.kind == Kind::SaveSetup) {
    const std::string error = session_->save_setup(command.argument);
    return tell(error.empty() ? std::string(text(Text::SetupSaved, lang)) + " " + command.argument : error);
  }
  BoardInteraction::execute_other(command, line);
}

void PlayController::let_computer_move() {
  if (!session_->computer_to_move()) return;
  const std::string before = message();
  session_->computer_move();
  tell_last_move();
  announce(before);  // the person's own move stays in view next to the answer
}

void PlayController::tell_last_move() {
  const Language lang = language();
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
  const Language lang = language();
  const GameResult& result = session_->result();
  std::string line = message().empty() ? "" : message() + " ";
  line += ending_text(result.ending, lang);
  line += " ";
  if (!result.winner) line += text(Text::Draw, lang);
  else line += text(*result.winner == kPerson ? Text::YouWin : Text::YouLose, lang);
  tell(line);
}

std::string PlayController::help() const {
  const Language lang = language();
  switch (session_->phase()) {
    case Phase::Setup: return std::string(text(Text::SetupHelp, lang));
    case Phase::Play:
      if (!session_->variant().rescue) return std::string(text(Text::PlayHelp, lang));
      return std::string(text(Text::PlayHelpRescue, lang)) + ". " + std::string(text(Text::RescueHelp, lang));
    case Phase::Over: return std::string(text(Text::OverHelp, lang));
  }
  return {};
}

}  // namespace stratego::play
