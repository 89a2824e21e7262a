// Ultimate lightning: a piece that reaches the enemy back row may bring back one of its
// captured pieces. The computer levels take the strongest one and stand it by their flag.
#pragma once

#include "engine/observation.hpp"

namespace stratego {

// m with the best rescue added, or m unchanged when none is possible. Only moves onto an
// empty square rescue: after an attack the rescue stands only if the attacker wins, which
// the mover cannot know, and a refused move would lose the game.
Move with_rescue(const Observation& observation, Move m);

}  // namespace stratego
