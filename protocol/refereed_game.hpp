// A game between two seats with the engine as referee: setups, then moves until the game
// ends. A rejected setup, an illegal or unreadable move, a time-out or a bot that exits
// loses the game by forfeit.
#pragma once

#include <optional>
#include <string>

#include "engine/game.hpp"
#include "protocol/seat.hpp"

namespace stratego {

struct RefereeOptions {
  int max_plies = 10000;  // then a draw by move limit (the UCC manager stops at 5000 turns)
};

struct RefereedGame {
  Game game;
  std::optional<Color> offender;  // the side that forfeited, if one did
  std::string incident;           // what it did, in words
};

RefereedGame referee_game(Seat& red, Seat& blue, const Variant& variant, const RuleSet& rules,
                          const RefereeOptions& options = {});

// The UCC manager's verdict line: "NAME COLOUR OUTCOME TURNS RED_VALUE BLUE_VALUE", naming
// the side on whose turn the game ended.
std::string verdict_line(const RefereedGame& refereed, const std::string& red_name, const std::string& blue_name);

}  // namespace stratego
