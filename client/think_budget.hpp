// How long a seat may think about its next move when the game has a clock (docs/web-api.md
// "Clocks"): its usual time, or less when that would eat too much of what is left.
#pragma once

#include <chrono>

#include "client/frame_reading.hpp"

namespace stratego::client {

// `clock` is the state's "clock" (null: no clock). A move-clock (`move:S`) gives most of the
// move's time; any other control a thirtieth of the time left plus most of a Bronstein
// move's free time. Never under kMinThink, never over `usual`.
std::chrono::milliseconds think_budget(const json& clock, Color me, std::chrono::milliseconds usual);

inline constexpr std::chrono::milliseconds kMinThink{20};
// The longest `usual` may be (`stratego online --movetime`): ten minutes a move, whatever a
// correspondence clock (days:D) would allow; nobody waits longer for a bot.
inline constexpr std::chrono::milliseconds kMaxThink{600'000};
// Kept back for the way to the server and back.
inline constexpr std::chrono::milliseconds kNetworkMargin{300};

}  // namespace stratego::client
