// Draws the terminal game with ncurses: the board from the person's observation (the
// true position only once the game is over), the side panel, the battle log, the message
// and the command line. Reads nothing but PlayController and PlaySession.
#pragma once

#include <string>

#include "cli/play/play_controller.hpp"
#include "cli/play/screen_text.hpp"

namespace stratego::play {

class PlayScreen {
 public:
  // Starts curses on the terminal; the destructor gives the terminal back.
  PlayScreen();
  ~PlayScreen();
  PlayScreen(const PlayScreen&) = delete;
  PlayScreen& operator=(const PlayScreen&) = delete;

  // The whole screen; `thinking` shows that the computer is choosing its move.
  void draw(const PlayController& controller, const std::string& typed, bool thinking);
  int read_key();
  bool colours() const { return colours_; }

 private:
  bool colours_ = false;
};

}  // namespace stratego::play
