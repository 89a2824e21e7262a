// The person's input in the local game (seed 003): the board interaction of
// BoardInteraction on a PlaySession, where a chosen move is played at once, and the setup
// commands of the local game (new, load, save, start). The terminal front end only maps
// keys here and draws; this class needs no terminal.
#pragma once

#include <string>
#include <string_view>

#include "cli/play/board_interaction.hpp"
#include "cli/play/play_session.hpp"

namespace stratego::play {

class PlayController : public BoardInteraction {
 public:
  explicit PlayController(PlaySession& session);

  const PlaySession& session() const { return *session_; }

  bool computer_should_move() const { return session_->computer_to_move(); }
  // Lets the computer move and tells what happened.
  void let_computer_move();

 protected:
  BoardPhase board_phase() const override;
  Language language() const override { return session_->language(); }
  const Variant& variant() const override { return session_->variant(); }
  Color seat() const override { return kPerson; }
  const Observation& view() const override { return session_->view(); }
  const SetupDraft* open_draft() const override;
  std::string swap_pieces(Square a, Square b) override { return session_->swap(a, b); }
  void submit(const Move& move) override;
  void new_setup() override;
  void start() override;
  void resign() override;
  std::string help() const override;
  void execute_other(const TypedCommand& command, std::string_view line) override;

 private:
  void tell_last_move();
  void tell_ending();

  PlaySession* session_;
};

}  // namespace stratego::play
