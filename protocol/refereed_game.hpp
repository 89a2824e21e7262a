// A game between two seats with the engine as referee, played to its end in one call (the
// match runner, the referee command, self-play): see GameDriver.
#pragma once

#include <optional>
#include <string>

#include "protocol/game_driver.hpp"
#include "protocol/verdict_line.hpp"

namespace stratego {

struct RefereedGame {
  Game game;
  std::optional<Color> offender;  // the side that forfeited, if one did
  std::string incident;           // what it did, in words
};

RefereedGame referee_game(Seat& red, Seat& blue, const Variant& variant, const RuleSet& rules,
                          const RefereeOptions& options = {});

inline std::string verdict_line(const RefereedGame& refereed, const std::string& red_name, const std::string& blue_name) {
  return verdict_line(refereed.game, refereed.offender, red_name, blue_name);
}

}  // namespace stratego
