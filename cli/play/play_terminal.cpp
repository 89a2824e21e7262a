#define NCURSES_NOMACROS
#include "cli/play/play_terminal.hpp"

#include <curses.h>

#include "cli/play/play_controller.hpp"
#include "cli/play/play_screen.hpp"

namespace stratego::play {
namespace {

constexpr int kControlC = 3;
constexpr int kEscape = 27;

bool is_enter(int key) { return key == '\n' || key == '\r' || key == KEY_ENTER; }
bool is_backspace(int key) { return key == KEY_BACKSPACE || key == 127 || key == 8; }

// One key: cursor keys move, Enter and space choose (or run what was typed), other
// printable keys are typed.
void handle_key(PlayController& controller, std::string& typed, int key) {
  switch (key) {
    case KEY_UP: controller.move_cursor(0, 1); return;
    case KEY_DOWN: controller.move_cursor(0, -1); return;
    case KEY_LEFT: controller.move_cursor(-1, 0); return;
    case KEY_RIGHT: controller.move_cursor(1, 0); return;
    case kEscape:
      typed.clear();
      controller.cancel();
      return;
    case kControlC: controller.execute("quit"); return;
    default: break;
  }
  if (is_enter(key) || (key == ' ' && typed.empty())) {
    controller.execute(typed);
    typed.clear();
  } else if (is_backspace(key)) {
    if (!typed.empty()) typed.pop_back();
  } else if (key >= 32 && key < 127) {
    typed += static_cast<char>(key);
  }
}

}  // namespace

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
