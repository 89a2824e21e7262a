// What the person's input means: the board cursor, picking squares (Enter or space) and
// typed commands, turned into PlaySession calls and one message to show. The terminal
// front end only maps keys here and draws; this class needs no terminal.
//
// Ultimate lightning: a move of the person onto the enemy back row, with captured pieces
// to bring back, first opens a RescueChooser. While it is open, Up/Down move its highlight,
// Enter picks, a typed number or rank picks the piece, then a square is picked like a
// target; Esc goes back a step (at the first step the move is taken back). The move, with
// its rescue or without, is played only when the choice is complete.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/play/play_session.hpp"
#include "cli/play/rescue_chooser.hpp"

namespace stratego::play {

class PlayController {
 public:
  explicit PlayController(PlaySession& session);

  const PlaySession& session() const { return *session_; }
  Square cursor() const { return cursor_; }
  std::optional<Square> selected() const { return selected_; }
  // The selected piece's legal targets (during play, on the person's turn), or while a
  // rescued piece waits for its square, the squares it may go to.
  std::vector<Square> targets() const;
  // The rescue being chosen, if a move waits for one.
  const std::optional<RescueChooser>& rescue() const { return rescue_; }
  const std::string& message() const { return message_; }
  bool quit_requested() const { return quit_; }

  void move_cursor(int files, int ranks);  // stays on the board; in the rescue list: up and down
  // Enter or space on a square: select a piece, then its target (or, while setting up,
  // the piece to swap it with). Choosing the selected square again drops the selection.
  void choose(Square square);
  void choose_at_cursor() { choose(cursor_); }
  void cancel();  // drops the selection; in the rescue chooser: one step back
  void execute(std::string_view line);  // a typed command
  // Puts a line in front of the current message (a greeting, a note on resuming).
  void announce(const std::string& line);

  bool computer_should_move() const { return session_->computer_to_move(); }
  // Lets the computer move and tells what happened.
  void let_computer_move();

 private:
  void choose_in_setup(Square square);
  void choose_in_play(Square square);
  void select_piece(Square square);
  void swap(Square a, Square b);
  void play(const Move& move);  // asks for a rescue first where one is possible
  bool offer_rescue(const Move& move);
  void submit(const Move& move);
  void answer_rescue(std::string_view line);
  void follow(const RescueChooser::Step& step);
  std::string rescue_prompt() const;
  void start();
  void resign();
  void tell(std::string message) { message_ = std::move(message); }
  void tell_last_move();
  void tell_ending();
  std::string help() const;

  PlaySession* session_;
  Square cursor_;
  std::optional<Square> selected_;
  std::optional<RescueChooser> rescue_;
  std::string message_;
  bool quit_ = false;
};

}  // namespace stratego::play
