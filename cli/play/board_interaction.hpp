// What the person's input on the board means, in the local game and the online one alike:
// the cursor (its arrows follow the screen, which shows the seat's home rows at the bottom),
// picking squares (Enter or space) and typed commands, the legal targets of the selected
// piece, the rescue chooser and one message to show. A controller derives from it and says
// what differs: where the game is (its phase, the seat's observation, the setup draft) and
// what a swap, a chosen move, a new setup, the start and a resignation do there. No
// terminal here.
//
// Ultimate lightning: a move of the seat onto the enemy back row, with captured pieces to
// bring back, first opens a RescueChooser. While it is open, Up/Down move its highlight,
// Enter picks, a typed number or rank picks the piece, then a square is picked like a
// target; Esc goes back a step (at the first step the move is taken back). The move, with
// its rescue or without, goes only when the choice is complete.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/play/rescue_chooser.hpp"
#include "cli/play/setup_draft.hpp"
#include "cli/play/typed_command.hpp"
#include "engine/observation.hpp"

namespace stratego::play {

enum class BoardPhase { Waiting, Setup, Play, Over };  // Waiting: nothing known of the game yet

class BoardInteraction {
 public:
  virtual ~BoardInteraction() = default;

  Square cursor() const { return cursor_; }
  std::optional<Square> selected() const { return selected_; }
  // The selected piece's legal targets (during play, on the seat's turn), or while a
  // rescued piece waits for its square, the squares it may go to.
  std::vector<Square> targets() const;
  // The rescue being chosen, if a move waits for one.
  const std::optional<RescueChooser>& rescue() const { return rescue_; }
  const std::string& message() const { return message_; }
  bool quit_requested() const { return quit_; }

  // Up (ranks > 0) is towards the opponent, right as the screen shows it; the cursor stays
  // on the board. In the rescue list: up and down.
  void move_cursor(int files, int ranks);
  // Enter or space on a square: select a piece, then its target (or, while setting up,
  // the piece to swap it with). Choosing the selected square again drops the selection.
  void choose(Square square);
  void choose_at_cursor() { choose(cursor_); }
  void cancel();  // drops the selection; in the rescue chooser: one step back
  void execute(std::string_view line);  // a typed command
  // A line to show in place of the message (the connection's state, say).
  void tell(std::string line) { message_ = std::move(line); }
  // Puts a line in front of the current message (a greeting, a note on resuming).
  void announce(const std::string& line);

 protected:
  // --- where the game is
  virtual BoardPhase board_phase() const = 0;
  virtual Language language() const = 0;
  virtual const Variant& variant() const = 0;
  virtual Color seat() const = 0;
  virtual const Observation& view() const = 0;  // during play and after it
  // The setup being arranged, while it may still change; null otherwise.
  virtual const SetupDraft* open_draft() const = 0;

  // --- what the person's choices do there
  // Swaps two squares of the draft: empty when done, otherwise why not.
  virtual std::string swap_pieces(Square a, Square b) = 0;
  // A move chosen to the end (with its rescue or without one). moved() says it went.
  virtual void submit(const Move& move) = 0;
  virtual void new_setup() = 0;
  virtual void start() = 0;
  virtual void resign() = 0;
  virtual std::string help() const = 0;
  // A command the board does not know (the default tells that it is unknown).
  virtual void execute_other(const TypedCommand& command, std::string_view line);

  // The cursor where the seat's setup zone begins: its front row, on its left.
  void put_cursor_home();
  // The move went: the selection is dropped and the cursor follows the piece.
  void moved(const Move& move);
  void drop_selection() { selected_.reset(); }
  void drop_rescue() { rescue_.reset(); }
  void request_quit() { quit_ = true; }
  bool seat_to_move() const { return board_phase() == BoardPhase::Play && view().side_to_move() == seat(); }
  // "unknown command: TEXT (help)"
  std::string unknown_command(std::string_view line) const;

 private:
  void choose_in_setup(Square square);
  void choose_in_play(Square square);
  void select_piece(Square square);
  void swap(Square a, Square b);
  void play(const Move& move);  // asks for a rescue first where one is possible
  bool offer_rescue(const Move& move);
  void answer_rescue(std::string_view line);
  void follow(const RescueChooser::Step& step);
  std::string rescue_prompt() const;
  std::string rescue_help() const;

  Square cursor_;
  std::optional<Square> selected_;
  std::optional<RescueChooser> rescue_;
  std::string message_;
  bool quit_ = false;
};

}  // namespace stratego::play
