// `stratego serve`'s network side: one port, one io_context run by a few threads, serving
// the API (api_routes.hpp), the WebSockets of each game and of the lobby
// (websocket_session.hpp) and the built web client (static_files.hpp). Boost.Beast stays inside http_server.cpp and
// websocket_session.cpp.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "server/game_service.hpp"
#include "server/guests.hpp"
#include "server/lobby.hpp"
#include "server/server_limits.hpp"

namespace stratego::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port (see port())
  int threads = 2;             // network threads
  std::filesystem::path web_root = "web/dist";
  ServerLimits limits;
};

class HttpServer {
 public:
  // Binds and listens at once; throws when the address cannot be used.
  HttpServer(const ServerOptions& options, GameService& games, Guests& guests, Lobby& lobby);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  unsigned short port() const;
  // Serves until stop(), SIGINT or SIGTERM.
  void run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace stratego::server
