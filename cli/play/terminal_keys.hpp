// The keys of the terminal games, for any controller with move_cursor, cancel and execute
// (PlayController, OnlineController): cursor keys move, Enter and space choose (or run what
// was typed), Esc drops the selection, Ctrl-C quits, other printable keys are typed.
// Include after <curses.h>.
#pragma once

#include <string>

namespace stratego::play {

inline constexpr int kControlC = 3;
inline constexpr int kEscape = 27;

inline bool is_enter(int key) { return key == '\n' || key == '\r' || key == KEY_ENTER; }
inline bool is_backspace(int key) { return key == KEY_BACKSPACE || key == 127 || key == 8; }

// Typing: true when the key changed the line or ran it (Enter runs `run(line)`).
template <typename Run>
bool edit_line(std::string& typed, int key, const Run& run) {
  if (is_enter(key)) {
    const std::string line = typed;
    typed.clear();
    run(line);
  } else if (is_backspace(key)) {
    if (!typed.empty()) typed.pop_back();
  } else if (key >= 32 && key < 127) {
    typed += static_cast<char>(key);
  } else {
    return false;
  }
  return true;
}

template <typename Controller>
void handle_key(Controller& controller, std::string& typed, int key) {
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
  if (key == ' ' && typed.empty()) {
    controller.execute("");
    return;
  }
  edit_line(typed, key, [&](const std::string& line) { controller.execute(line); });
}

}  // namespace stratego::play
