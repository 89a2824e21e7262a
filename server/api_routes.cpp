#include "server/api_routes.hpp"

#include <algorithm>
#include <charconv>

#include <spdlog/spdlog.h>

#include "ai/player.hpp"
#include "formats/archive.hpp"
#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/json_text.hpp"
#include "server/random_text.hpp"
#include "server/state_json.hpp"

namespace stratego::server {

namespace {

using nlohmann::json;

HttpAnswer json_answer(const json& body, int status = 200) { return {status, "application/json", json_text(body), {}}; }

std::string bearer_token(std::string_view authorization) {
  constexpr std::string_view kPrefix = "Bearer ";
  if (authorization.substr(0, kPrefix.size()) != kPrefix) return {};
  return std::string(authorization.substr(kPrefix.size()));
}

std::string text_field(const json& body, const char* name, const std::string& fallback) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return fallback;
  if (!it->is_string()) throw RequestError(400, std::string("\"") + name + "\" must be a string");
  return it->get<std::string>();
}

int count_field(const json& body, const char* name, int fallback) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return fallback;
  if (!it->is_number_integer() || it->get<std::int64_t>() < 0 || it->get<std::int64_t>() > 1'000'000)
    throw RequestError(400, std::string("\"") + name + "\" must be a whole number from 0");
  return it->get<int>();
}

std::string default_level() {
  const std::vector<std::string> levels = player_levels();
  return std::find(levels.begin(), levels.end(), "beginner") != levels.end() ? "beginner" : levels.front();
}

bool is_json(std::string_view content_type) {
  const std::string_view media = content_type.substr(0, content_type.find(';'));
  std::string lower(media.begin(), std::find_if(media.begin(), media.end(), [](char c) { return c == ' '; }));
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower == "application/json";
}

json json_object_body(const HttpRequest& request) {
  json body = json::parse(request.body.empty() ? std::string("{}") : request.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) throw RequestError(400, "the body must be a JSON object");
  return body;
}

HttpAnswer seated_answer(const GameService::Seated& seated) {
  return json_answer({{"game", seated.id},
                      {"token", seated.token},
                      {"color", color_name(seated.color)},
                      {"invite", seated.invite.empty() ? json(nullptr) : json(seated.invite)}});
}

}  // namespace

bool is_cross_origin(const HttpRequest& request) {
  if (request.origin.empty()) return false;
  return request.origin != "http://" + request.host && request.origin != "https://" + request.host;
}

HttpAnswer error_answer(int status, std::string_view message) { return json_answer({{"error", message}}, status); }

ApiRoutes::ApiRoutes(GameService& games, Guests& guests, const ServerLimits& limits, Clock clock)
    : games_(games),
      guests_(guests),
      games_per_client_(limits.games_per_minute / 60.0, limits.games_per_minute),
      guests_per_client_(limits.games_per_minute / 60.0, limits.games_per_minute),
      clock_(std::move(clock)) {}

std::optional<HttpAnswer> ApiRoutes::answer(const HttpRequest& request) {
  const std::optional<RequestTarget> target = parse_request_target(request.target);
  if (!target) return error_answer(400, "the request target is not a valid URL path");
  return answer(request, *target);
}

std::optional<HttpAnswer> ApiRoutes::answer(const HttpRequest& request, const RequestTarget& target) {
  if (target.path != "/api" && target.path.rfind("/api/", 0) != 0) return std::nullopt;
  try {
    return route(request, target);
  } catch (const RequestError& e) {
    return error_answer(e.status(), e.what());
  } catch (const std::exception& e) {
    spdlog::error("{} {}: {}", request.method, json_text(request.target), e.what());
    return error_answer(500, std::string("internal error: ") + e.what());
  }
}

HttpAnswer ApiRoutes::route(const HttpRequest& request, const RequestTarget& target) {
  const std::string& path = target.path;
  const bool get = request.method == "GET" || request.method == "HEAD";
  const bool post = request.method == "POST";
  if (post && is_cross_origin(request)) throw RequestError(403, "a request from another site's page is refused");
  if (path == "/api/variants" && get) return json_answer(variants_json());
  if (path == "/api/setup" && get) return prepared_setup(target);
  if (path == "/api/games" && post) return create_game(request);
  if (path == "/api/replay" && post) return replay(request);
  if (path == "/api/guest" && post) return sign_in(request);
  if (path == "/api/me" && get) return me(request);
  constexpr std::string_view kGames = "/api/games/";
  if (path.rfind(kGames, 0) == 0) {
    const std::string rest = path.substr(kGames.size());
    const std::size_t slash = rest.find('/');
    const std::string id = rest.substr(0, slash);
    const std::string action = slash == std::string::npos ? "" : rest.substr(slash);
    if (action == "/record" && get) return json_answer(games_.record(id));
    if (action == "/join" && post) return join(request, id);
    if (action.empty() && get) return game_state(request, id);
  }
  throw RequestError(404, "no such resource: " + request.method + " " + path);
}

HttpAnswer ApiRoutes::create_game(const HttpRequest& request) {
  if (!is_json(request.content_type)) throw RequestError(415, "send the new game as Content-Type: application/json");
  const json body = json_object_body(request);
  NewGameRequest game;
  game.variant = text_field(body, "variant", game.variant);
  game.rules = text_field(body, "rules", game.rules);
  game.opponent = text_field(body, "opponent", game.opponent);
  game.level = text_field(body, "level", default_level());
  game.color = text_field(body, "color", game.color);
  const std::optional<Guest> guest = guest_of(request);
  game.name = text_field(body, "name", guest ? guest->name : game.name);
  game.clock = text_field(body, "clock", game.clock);
  game.no_battle_limit = count_field(body, "no_battle_limit", game.no_battle_limit);
  game.creator = request.client;
  if (guest) game.guest = guest->id;
  if (!games_per_client_.allow(request.client, clock_()))
    throw RequestError(429, "too many new games from your address: wait a minute");
  return seated_answer(games_.create_game(game));
}

HttpAnswer ApiRoutes::join(const HttpRequest& request, const std::string& id) {
  if (!is_json(request.content_type)) throw RequestError(415, "send the invitation as Content-Type: application/json");
  const json body = json_object_body(request);
  const std::optional<Guest> guest = guest_of(request);
  return seated_answer(games_.join(id, text_field(body, "invite", ""), text_field(body, "name", guest ? guest->name : "Guest"),
                                   guest ? guest->id : ""));
}

// Without a token, the guest cookie may name a seat (a player opening its game's watch link).
HttpAnswer ApiRoutes::game_state(const HttpRequest& request, const std::string& id) {
  const std::string token = bearer_token(request.authorization);
  const std::optional<Guest> guest = token.empty() ? guest_of(request) : std::nullopt;
  return {200, "application/json", games_.state_text(id, token, guest ? guest->id : ""), {}};
}

std::optional<Guest> ApiRoutes::guest_of(const HttpRequest& request) const {
  return guests_.find(guest_secret(request.cookie));
}

HttpAnswer ApiRoutes::sign_in(const HttpRequest& request) {
  if (!is_json(request.content_type)) throw RequestError(415, "send the name as Content-Type: application/json");
  const json body = json_object_body(request);
  const std::string name = text_field(body, "name", "Guest");
  const std::string secret = guest_secret(request.cookie);
  if (!guests_.find(secret) && !guests_per_client_.allow(request.client, clock_()))
    throw RequestError(429, "too many new guests from your address: wait a minute");
  const Guests::SignedIn signed_in = guests_.sign_in(name, secret);
  HttpAnswer answer = json_answer({{"id", signed_in.guest.id}, {"name", signed_in.guest.name}});
  answer.set_cookie = guest_cookie(signed_in.secret);
  return answer;
}

HttpAnswer ApiRoutes::me(const HttpRequest& request) {
  const std::optional<Guest> guest = guest_of(request);
  if (!guest) throw RequestError(401, "no guest identity: POST /api/guest first");
  return json_answer({{"id", guest->id}, {"name", guest->name}, {"games", games_.games_of_guest(guest->id)}});
}

HttpAnswer ApiRoutes::prepared_setup(const RequestTarget& target) const {
  auto variant_it = target.query.find("variant");
  const std::string name = variant_it == target.query.end() ? "classic" : variant_it->second;
  const Variant* v = find_variant(name);
  if (!v) throw RequestError(400, "unknown variant '" + name + "'");
  std::uint64_t seed = random_seed();
  if (auto it = target.query.find("seed"); it != target.query.end()) {
    const std::string& text = it->second;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (ec != std::errc() || end != text.data() + text.size()) throw RequestError(400, "\"seed\" must be a number");
  }
  // A setup string is read from its owner's back row: the same string serves either colour.
  const Setup setup = server::prepared_setup(*v, rule_set("gravon"), Color::Red, seed);
  return json_answer({{"setup", setup_to_string(*v, Color::Red, setup)}});
}

HttpAnswer ApiRoutes::replay(const HttpRequest& request) const {
  if (request.body.empty()) throw RequestError(400, "send a Gravon XML, GSN or JSON game record as the body");
  try {
    return {200, "application/json", replay_text(read_record(request.body, "upload")), {}};
  } catch (const FormatError& e) {
    throw RequestError(422, e.what());
  } catch (const std::invalid_argument& e) {
    throw RequestError(422, e.what());
  }
}

}  // namespace stratego::server
