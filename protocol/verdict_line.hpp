// The UCC manager's verdict line of a refereed game.
#pragma once

#include <optional>
#include <string>

#include "engine/game.hpp"

namespace stratego {

// "NAME COLOUR OUTCOME TURNS RED_VALUE BLUE_VALUE", naming the side on whose turn the game
// ended (the offender, when one forfeited).
std::string verdict_line(const Game& game, std::optional<Color> offender, const std::string& red_name, const std::string& blue_name);

}  // namespace stratego
