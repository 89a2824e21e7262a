// A game's two chat rooms: the players' and the spectators', each read only by those who
// write in it, with a length limit (client_message.cpp), a rate limit per connection and a
// limit per game; every message is stored before anyone reads it.
#pragma once

#include <optional>
#include <string>

#include "engine/time_control.hpp"
#include "server/game_session.hpp"
#include "server/game_store.hpp"

namespace stratego::server {

// The last messages of both rooms, as stored.
void load_chat(const GameStore& store, GameSession& session);

// One message from a connection of the session, at time `at`: stored, then sent to the
// writer's room. Empty when sent, otherwise why not (nothing changed).
std::string post_chat(GameStore& store, GameSession& session, const Subscriber& from, const std::string& text, Millis at);

}  // namespace stratego::server
