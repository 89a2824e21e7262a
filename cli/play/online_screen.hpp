// Draws an online game (and the lobby before it) with ncurses, on the terminal PlayScreen
// sets up: the board from the seat's side (its home rows at the bottom), both clocks as they
// stand now, the opponent's presence, a draw offer or a claim, the battle log, the message
// and the command line. Reads nothing but OnlineController and LobbyMenu.
#pragma once

#include <string>

#include "cli/play/lobby_menu.hpp"
#include "cli/play/online_controller.hpp"
#include "cli/play/play_screen.hpp"

namespace stratego::play {

struct ConnectionView {
  bool connected = false;
  bool ever_connected = false;
};

class OnlineScreen {
 public:
  OnlineScreen();  // key reads wait at most a tenth of a second, so the clocks run

  void draw_lobby(const LobbyMenu& lobby, Language language, const std::string& typed, const std::string& message,
                  ConnectionView connection);
  void draw_game(const OnlineController& controller, const std::string& typed, ConnectionView connection,
                 OnlineMatch::Clock::time_point now);
  int read_key() { return terminal_.read_key(); }

 private:
  PlayScreen terminal_;
};

}  // namespace stratego::play
