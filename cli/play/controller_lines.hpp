// The lines both terminal controllers (PlayController, OnlineController) tell about a
// selection and a rescue being chosen, so that the local and the online game read the same.
#pragma once

#include <string>
#include <vector>

#include "cli/play/rescue_chooser.hpp"
#include "engine/observation.hpp"

namespace stratego::play {

// "Selected d4 (miner): swap with ..." during the set-up.
std::string selected_in_setup_line(Square square, Rank rank, Language language);
// "Selected d4 (miner): targets d5 d6" / "...: no moves" during play.
std::string selected_in_play_line(Square square, Rank rank, const std::vector<Move>& moves, Language language);
// The chooser's question at its step; `attacks`: the move goes onto an enemy piece.
std::string rescue_prompt_line(const RescueChooser& chooser, bool attacks, Language language);

}  // namespace stratego::play
