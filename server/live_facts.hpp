// What changes with time besides the engine's state, public to every viewer of a game: who
// is connected, since when a seat has been away, and the clocks; and what they allow (a
// claim against a player who abandoned the game).
#pragma once

#include <array>
#include <optional>

#include "engine/time_control.hpp"
#include "engine/types.hpp"

namespace stratego::server {

class GameView;
struct GameInfo;

// Whether each seat has a connection open now (a computer seat always has).
using Presence = std::array<bool, 2>;

struct LiveFacts {
  Presence presence{};
  std::array<std::optional<Millis>, 2> away_since{};  // a person seat without a connection: since when
  Clocks clocks;
  Millis now = 0;            // ms since 1970
  Millis abandon_after = 0;  // away this long on its turn, a person's game may be claimed; 0: never
};

// In how many ms claimant may claim the game because its opponent abandoned it (0: now),
// or none while it may not: the opponent is a person who has been away while the game
// waited for it (its move, or its set-up); a correspondence clock decides by itself.
std::optional<Millis> claim_wait(const GameInfo& info, const GameView& view, const LiveFacts& live, Color claimant);

}  // namespace stratego::server
