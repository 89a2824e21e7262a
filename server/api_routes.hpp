// The HTTP API of docs/web-api.md, apart from any networking: a request in, an answer out.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "server/game_service.hpp"

namespace stratego::server {

inline constexpr std::size_t kMaxRequestBody = 4 * 1024 * 1024;  // an uploaded record at most

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query: "/api/setup?variant=barrage"
  std::string authorization;
  std::string body;
};

struct HttpAnswer {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
};

struct Target {
  std::string path;
  std::map<std::string, std::string> query;  // percent-decoded
};
Target parse_target(std::string_view target);

class ApiRoutes {
 public:
  explicit ApiRoutes(GameService& games) : games_(games) {}
  // The answer to a request under /api/, or nothing for any other path.
  std::optional<HttpAnswer> answer(const HttpRequest& request) const;

 private:
  HttpAnswer route(const HttpRequest& request, const Target& target) const;
  HttpAnswer create_game(const HttpRequest& request) const;
  HttpAnswer prepared_setup(const Target& target) const;
  HttpAnswer replay(const HttpRequest& request) const;

  GameService& games_;
};

}  // namespace stratego::server
