// One whole game between two of our players, run by the same referee as every other game
// (refereed_game.hpp): setups first, then moves until the game ends, each player seeing
// only its own observation. Used by tests and strength measurements.
#pragma once

#include "ai/player.hpp"
#include "engine/game.hpp"

namespace stratego {

struct SelfPlayOptions {
  ThinkLimits limits;      // per move; the seed is mixed with the ply for every move
  int max_plies = 3000;    // a draw (Ending::MoveLimit) after this many plies; 0 = no cap
};

// Plays red against blue and returns the finished game (record_of(game) saves it). A
// player that returns an invalid setup or an illegal move forfeits.
Game play_game(Player& red, Player& blue, const Variant& variant, const RuleSet& rules,
               const SelfPlayOptions& options = {});

}  // namespace stratego
