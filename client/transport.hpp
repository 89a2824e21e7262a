// HTTP requests and WebSocket connections to a `stratego serve`, every wait bounded. The
// only file that includes Boost.Beast is transport.cpp; everything else sees this header.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "client/server_url.hpp"

namespace stratego::client {

// The server cannot be reached, does not answer in time, or breaks HTTP or WebSocket.
class NetworkError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An open WebSocket was closed or broke (the game goes on at the server: reconnect).
class ConnectionClosed : public NetworkError {
 public:
  using NetworkError::NetworkError;
};

struct HttpAnswer {
  int status = 0;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // names in lower case
  std::string header(const std::string& lower_case_name) const;
};

// Answers larger than this are refused: no frame or record of a game comes near it.
inline constexpr std::size_t kMaxAnswerBytes = 32 * 1024 * 1024;

// One request on its own connection; `body`, when not empty, goes as application/json.
// `timeout` bounds the whole exchange. Throws NetworkError.
HttpAnswer http_request(const ServerAddress& server, const std::string& method, const std::string& target,
                        const std::string& body, const std::string& cookie, std::chrono::milliseconds timeout);

// Text messages both ways. The connection pings a silent server and counts it gone after
// `timeout` without an answer, so that no wait on a dead server lasts.
class MessageChannel {
 public:
  virtual ~MessageChannel() = default;
  virtual void send(const std::string& text) = 0;  // throws ConnectionClosed
  // The next message, or nullopt when none came within `wait`; throws ConnectionClosed.
  virtual std::optional<std::string> receive(std::chrono::milliseconds wait) = 0;
};

// Connects and upgrades within `timeout`; throws NetworkError.
std::unique_ptr<MessageChannel> open_websocket(const ServerAddress& server, const std::string& target,
                                               const std::string& cookie, std::chrono::milliseconds timeout);

}  // namespace stratego::client
