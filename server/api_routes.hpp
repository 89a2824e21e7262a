// The HTTP API of docs/web-api.md, apart from any networking: a request in, an answer out.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "server/game_service.hpp"
#include "server/guests.hpp"
#include "server/rate_limiter.hpp"
#include "server/request_target.hpp"
#include "server/server_limits.hpp"

namespace stratego::server {

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query: "/api/setup?variant=barrage"
  std::string authorization;
  std::string content_type;
  std::string origin;  // the Origin header; empty when the client sent none
  std::string host;    // the Host header
  std::string client;  // the peer's address
  std::string body;
  std::string cookie;  // the Cookie header
};

struct HttpAnswer {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string set_cookie;  // a Set-Cookie header's value; empty for none
};

// A browser sends Origin on every cross-origin request and on same-origin POSTs: a request
// that names another origin than the Host it was sent to comes from another site's page.
bool is_cross_origin(const HttpRequest& request);

// {"error": message}, with any byte of the message that is not UTF-8 replaced.
HttpAnswer error_answer(int status, std::string_view message);

class ApiRoutes {
 public:
  using Clock = std::function<SteadyTime()>;
  ApiRoutes(GameService& games, Guests& guests, const ServerLimits& limits, Clock clock = std::chrono::steady_clock::now);
  // The answer to a request under /api/, or nothing for any other path. Never throws.
  std::optional<HttpAnswer> answer(const HttpRequest& request);
  // The same for a target already parsed (the HTTP server parses each request once).
  std::optional<HttpAnswer> answer(const HttpRequest& request, const RequestTarget& target);

 private:
  HttpAnswer route(const HttpRequest& request, const RequestTarget& target);
  HttpAnswer create_game(const HttpRequest& request);
  HttpAnswer join(const HttpRequest& request, const std::string& id);
  HttpAnswer sign_in(const HttpRequest& request);
  HttpAnswer me(const HttpRequest& request);
  HttpAnswer game_state(const HttpRequest& request, const std::string& id);
  std::optional<Guest> guest_of(const HttpRequest& request) const;
  HttpAnswer prepared_setup(const RequestTarget& target) const;
  HttpAnswer replay(const HttpRequest& request) const;

  GameService& games_;
  Guests& guests_;
  KeyedRateLimiter games_per_client_;
  KeyedRateLimiter guests_per_client_;
  Clock clock_;
};

}  // namespace stratego::server
