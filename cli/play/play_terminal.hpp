// The terminal game's event loop: keys to the controller, the computer's turns, redraws.
#pragma once

#include "cli/play/play_session.hpp"

namespace stratego::play {

// Runs until the person quits. `greeting` is the first message shown.
void run_terminal_game(PlaySession& session, const std::string& greeting);

}  // namespace stratego::play
