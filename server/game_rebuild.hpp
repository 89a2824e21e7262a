// A game in memory rebuilt from what the store holds: the setups and moves replayed through
// the engine like any record, the clocks wound by the stored times, the drafts of seats
// still setting up. Whatever a server process keeps of a game is rebuilt from this alone.
#pragma once

#include <string>

#include "engine/time_control.hpp"
#include "server/game_session.hpp"
#include "server/game_store.hpp"

namespace stratego::server {

// Every person seat counts as away from `now` until it connects; every change from now on
// goes to `store`. Throws std::runtime_error when the stored game cannot be replayed.
SessionHandle rebuild_session(const StoredGame& stored, GameStore& store, int think_ms, Millis now);

// A stored seat as the game in memory holds it.
SeatInfo seat_info(const StoredSeat& seat);

// A stored time control; throws std::runtime_error for one the engine does not know.
TimeControl stored_time_control(const std::string& text);

}  // namespace stratego::server
