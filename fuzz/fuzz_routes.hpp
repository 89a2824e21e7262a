// The API routes of `stratego serve` over an in-memory store, as the fuzz targets drive
// them: everything the server does with a request except the network.
#pragma once

#include <functional>

#include "server/api_routes.hpp"
#include "server/sqlite_game_store.hpp"

namespace stratego::fuzz {

struct Routes {
  Routes()
      : store(":memory:"), games(store, [](std::function<void()> job) { job(); }), guests(store), routes(games, guests, server::ServerLimits{}) {}
  server::SqliteGameStore store;
  server::GameService games;
  server::Guests guests;
  server::ApiRoutes routes;
};

}  // namespace stratego::fuzz
