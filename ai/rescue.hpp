// Ultimate lightning: a piece that reaches the enemy back row may bring back one of its
// captured pieces. The computer levels take the strongest one and stand it by their flag.
#pragma once

#include "engine/observation.hpp"

namespace stratego {

// m with the best rescue added, or m unchanged when none is possible. Attacks ask for one
// too: the rescue is judged from public facts and simply does not happen if the attacker loses.
Move with_rescue(const Observation& observation, Move m);

}  // namespace stratego
