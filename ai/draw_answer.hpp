// The computer's answer to a draw offer, judged from public knowledge only: it accepts when
// it has lost more pieces than its opponent. The server's computer seats and `stratego
// online` answer with this one rule.
#pragma once

#include "engine/observation.hpp"

namespace stratego {

bool accepts_draw(const Observation& view);

}  // namespace stratego
