// Random legal games from random setups, for property tests.
#pragma once

#include <random>

#include "engine/game.hpp"

namespace stratego::testing {

Game started_game(const Variant& variant, const RuleSet& rules, std::mt19937_64& rng);
// Plays a uniformly random legal move; false when the game is over.
bool play_random_move(Game& game, std::mt19937_64& rng);
// The same, but mostly a move that chases or flees: onto an empty square beside the piece
// that moved last, or away from beside it. Such games meet the more-squares rule often.
bool play_chasing_move(Game& game, std::mt19937_64& rng);

}  // namespace stratego::testing
