// The HTTP calls of docs/web-api.md that a client needs, and the WebSockets of a game and of
// the lobby, with the guest's cookie once it has one.
#pragma once

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "client/transport.hpp"
#include "engine/types.hpp"

namespace stratego::client {

// The server answered with an error (4xx, 5xx): its status and message.
class Refused : public std::runtime_error {
 public:
  Refused(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

// A seat in a game: what POST /api/games, /join and the lobby's "matched" hand out.
struct SeatTicket {
  std::string game;
  std::string token;
  Color color = Color::Red;
};

// Reads {"game", "token", "color"}; throws std::runtime_error when they are not an id, a
// token and a colour.
SeatTicket ticket_of(const nlohmann::json& answer);

class ServerApi {
 public:
  // `timeout` bounds every call and every connection's silence.
  ServerApi(ServerAddress server, std::chrono::milliseconds timeout);

  // POST /api/guest: an identity for the lobby, kept as the cookie of later calls.
  void become_guest(const std::string& name);
  // POST /api/games/<id>/join with the invitation.
  SeatTicket join(const Invitation& invitation, const std::string& name);
  // GET /api/games/<id>/record: the JSON game record, once the game is over.
  std::string record(const std::string& game);

  std::unique_ptr<MessageChannel> open_game(const SeatTicket& ticket);
  std::unique_ptr<MessageChannel> open_lobby();

  const ServerAddress& server() const { return server_; }
  std::chrono::milliseconds timeout() const { return timeout_; }
  const std::string& cookie() const { return cookie_; }

 private:
  HttpAnswer call(const std::string& method, const std::string& target, const std::string& body);

  ServerAddress server_;
  std::chrono::milliseconds timeout_;
  std::string cookie_;  // "stratego_guest=<secret>" once a guest
};

}  // namespace stratego::client
