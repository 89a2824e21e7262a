// What the person's input means in an online game: the board cursor (its arrows follow the
// screen, which shows the seat's home rows at the bottom), picking squares and typed
// commands, turned into the messages for the server and one line to show. Like
// PlayController, but the game is the server's: a move is sent, and the frame that comes
// back plays it. No terminal and no network here.
//
// Ultimate lightning: a move onto the enemy back row with captured pieces to bring back opens
// the local game's RescueChooser first (see PlayController); the move goes once it is chosen.
//
// Typed (besides the local game's commands): draw / remis (offer a draw), accept / annehmen,
// decline / ablehnen (answer an offer), claim / anspruch (an abandoned game).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/play/online_match.hpp"
#include "cli/play/rescue_chooser.hpp"

namespace stratego::play {

class OnlineController {
 public:
  explicit OnlineController(OnlineMatch& match);

  const OnlineMatch& match() const { return *match_; }
  Square cursor() const { return cursor_; }
  std::optional<Square> selected() const { return selected_; }
  std::vector<Square> targets() const;
  const std::optional<RescueChooser>& rescue() const { return rescue_; }
  const std::string& message() const { return message_; }
  bool quit_requested() const { return quit_; }

  // Up (ranks > 0) is towards the opponent, right as the screen shows it.
  void move_cursor(int files, int ranks);
  void choose(Square square);
  void choose_at_cursor() { choose(cursor_); }
  void cancel();
  void execute(std::string_view line);
  // A frame arrived: the news it brought become the message, and what the match answers is sent.
  void receive(std::string_view text, OnlineMatch::Clock::time_point now);
  // A line from outside (the connection's state).
  void tell(std::string line) { message_ = std::move(line); }

  std::vector<std::string> take_outgoing() { return std::exchange(outgoing_, {}); }

 private:
  void choose_in_setup(Square square);
  void choose_in_play(Square square);
  void select_piece(Square square);
  void swap(Square a, Square b);
  void new_setup();
  void send_setup();
  void play(const Move& move);  // asks for a rescue first where one is possible
  bool offer_rescue(const Move& move);
  void answer_rescue(std::string_view line);
  void follow(const RescueChooser::Step& step);
  std::string rescue_prompt() const;
  void send_move(const Move& move);
  void send_in_play(const char* type, std::string line);
  void answer_draw(bool accept);
  bool execute_online_word(std::string_view word);
  std::string help() const;
  void send(std::string message) { outgoing_.push_back(std::move(message)); }

  OnlineMatch* match_;
  Square cursor_;
  std::optional<Square> selected_;
  std::optional<RescueChooser> rescue_;
  std::string message_;
  std::string own_move_;  // the line of the move just sent, until news come
  bool quit_ = false;
  std::vector<std::string> outgoing_;
};

}  // namespace stratego::play
