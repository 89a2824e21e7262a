// A `move` frame applied to the state its viewer had before it (docs/web-api.md, "Move
// frames"): the log gains the move, the squares it names replace the board's, and the
// fields a move changes replace the state's. The frame is outside input: one that does not
// fit the state is a FrameError, and the state is left as it was.
#pragma once

#include <nlohmann/json.hpp>

namespace stratego::client {

// Applies frame to state when state is at the frame's ply - 1 and returns true; returns
// false, changing nothing, when it is not (the client asks for a fresh state then).
bool apply_move_frame(nlohmann::json& state, const nlohmann::json& frame);

}  // namespace stratego::client
