#include "client/server_api.hpp"

#include "client/frame_reading.hpp"


namespace stratego::client {

using nlohmann::json;

namespace {

constexpr const char* kGuestCookie = "stratego_guest";

json object_of(const HttpAnswer& answer, const std::string& what) {
  json j = json::parse(answer.body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) throw NetworkError(what + ": the server's answer is not a JSON object");
  return j;
}

// "stratego_guest=<secret>" from a Set-Cookie header.
std::string guest_cookie(const std::string& set_cookie) {
  const std::string prefix = std::string(kGuestCookie) + "=";
  if (set_cookie.rfind(prefix, 0) != 0) return {};
  const std::string cookie = set_cookie.substr(0, set_cookie.find(';'));
  return is_server_token(cookie.substr(prefix.size())) ? cookie : std::string();
}

std::string text_field(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

SeatTicket ticket_of(const json& answer) {
  const std::string game = text_field(answer, "game");
  const std::string token = text_field(answer, "token");
  const std::string color = text_field(answer, "color");
  if (!is_server_token(game) || !is_server_token(token) || (color != "red" && color != "blue"))
    throw std::runtime_error("the server named no game, token and colour for the seat");
  return {game, token, color == "red" ? Color::Red : Color::Blue};
}

ServerApi::ServerApi(ServerAddress server, std::chrono::milliseconds timeout) : server_(std::move(server)), timeout_(timeout) {}

HttpAnswer ServerApi::call(const std::string& method, const std::string& target, const std::string& body) {
  HttpAnswer answer = http_request(server_, method, target, body, cookie_, timeout_);
  if (answer.status >= 200 && answer.status < 300) return answer;
  json j = json::parse(answer.body, nullptr, false);
  const std::string message = j.is_object() ? text_field(j, "error") : std::string();
  throw Refused(answer.status, method + " " + target + ": the server refused (" + std::to_string(answer.status) + ")" +
                                   (message.empty() ? std::string() : ": " + printable(message)));
}

void ServerApi::become_guest(const std::string& name) {
  const HttpAnswer answer = call("POST", "/api/guest", json{{"name", name}}.dump());
  object_of(answer, "POST /api/guest");
  cookie_ = guest_cookie(answer.header("set-cookie"));
  if (cookie_.empty()) throw NetworkError("POST /api/guest: the server set no guest cookie");
}

SeatTicket ServerApi::join(const Invitation& invitation, const std::string& name) {
  const std::string target = "/api/games/" + invitation.game + "/join";
  const HttpAnswer answer = call("POST", target, json{{"invite", invitation.invite}, {"name", name}}.dump());
  return ticket_of(object_of(answer, "POST " + target));
}

std::string ServerApi::record(const std::string& game) {
  if (!is_server_token(game)) throw std::invalid_argument("no such game id");
  return call("GET", "/api/games/" + game + "/record", {}).body;
}

std::unique_ptr<MessageChannel> ServerApi::open_game(const SeatTicket& ticket) {
  return open_websocket(server_, "/ws?game=" + ticket.game + "&token=" + ticket.token, cookie_, timeout_);
}

std::unique_ptr<MessageChannel> ServerApi::open_lobby() { return open_websocket(server_, "/ws/lobby", cookie_, timeout_); }

}  // namespace stratego::client
