#define NCURSES_NOMACROS
#include "cli/play/play_terminal.hpp"

#include <curses.h>

#include "cli/play/play_controller.hpp"
#include "cli/play/play_screen.hpp"
#include "cli/play/terminal_keys.hpp"

namespace stratego::play {

void run_terminal_game(PlaySession& session, const std::string& greeting) {
  PlayScreen screen;
  PlayController controller(session);
  controller.announce(greeting);
  std::string typed;
  while (!controller.quit_requested()) {
    if (controller.computer_should_move()) {
      screen.draw(controller, typed, true);
      controller.let_computer_move();
      continue;
    }
    screen.draw(controller, typed, false);
    const int key = screen.read_key();
    if (key == ERR) continue;
    handle_key(controller, typed, key);
  }
}

}  // namespace stratego::play
