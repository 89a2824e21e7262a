#include "server/api_routes.hpp"

#include <algorithm>
#include <charconv>
#include <random>

#include <spdlog/spdlog.h>

#include "ai/player.hpp"
#include "formats/archive.hpp"
#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/state_json.hpp"

namespace stratego::server {

namespace {

using nlohmann::json;

HttpAnswer json_answer(const json& body, int status = 200) { return {status, "application/json", body.dump()}; }
HttpAnswer error_answer(int status, const std::string& message) { return json_answer({{"error", message}}, status); }

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string percent_decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out.push_back(' ');
    } else if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2])));
      i += 2;
    } else {
      out.push_back(text[i]);
    }
  }
  return out;
}

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

std::string default_level() {
  const std::vector<std::string> levels = player_levels();
  return std::find(levels.begin(), levels.end(), "beginner") != levels.end() ? "beginner" : levels.front();
}

}  // namespace

Target parse_target(std::string_view target) {
  Target parsed;
  const std::size_t question = target.find('?');
  parsed.path = percent_decoded(target.substr(0, question));
  if (question == std::string_view::npos) return parsed;
  std::string_view query = target.substr(question + 1);
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    std::string_view pair = query.substr(0, amp);
    const std::size_t eq = pair.find('=');
    if (!pair.empty())
      parsed.query[percent_decoded(pair.substr(0, eq))] = eq == std::string_view::npos ? "" : percent_decoded(pair.substr(eq + 1));
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return parsed;
}

std::optional<HttpAnswer> ApiRoutes::answer(const HttpRequest& request) const {
  Target target = parse_target(request.target);
  if (target.path != "/api" && target.path.rfind("/api/", 0) != 0) return std::nullopt;
  try {
    return route(request, target);
  } catch (const RequestError& e) {
    return error_answer(e.status(), e.what());
  } catch (const std::exception& e) {
    spdlog::error("{} {}: {}", request.method, request.target, e.what());
    return error_answer(500, std::string("internal error: ") + e.what());
  }
}

HttpAnswer ApiRoutes::route(const HttpRequest& request, const Target& target) const {
  const std::string& path = target.path;
  const bool get = request.method == "GET" || request.method == "HEAD";
  const bool post = request.method == "POST";
  if (path == "/api/variants" && get) return json_answer(variants_json());
  if (path == "/api/setup" && get) return prepared_setup(target);
  if (path == "/api/games" && post) return create_game(request);
  if (path == "/api/replay" && post) return replay(request);
  constexpr std::string_view kGames = "/api/games/";
  if (path.rfind(kGames, 0) == 0 && get) {
    std::string rest = path.substr(kGames.size());
    constexpr std::string_view kRecord = "/record";
    if (rest.size() > kRecord.size() && rest.ends_with(kRecord))
      return json_answer(games_.record(rest.substr(0, rest.size() - kRecord.size())));
    if (rest.find('/') != std::string::npos) throw RequestError(404, "no such resource: " + path);
    std::string token = bearer_token(request.authorization);
    if (token.empty()) throw RequestError(401, "the header \"Authorization: Bearer <token>\" is missing");
    return json_answer(games_.state(rest, token));
  }
  throw RequestError(404, "no such resource: " + request.method + " " + path);
}

HttpAnswer ApiRoutes::create_game(const HttpRequest& request) const {
  json body = json::parse(request.body.empty() ? std::string("{}") : request.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) throw RequestError(400, "the body must be a JSON object");
  GameService::NewGame game = games_.create_game(text_field(body, "variant", "classic"), text_field(body, "rules", "gravon"),
                                                 text_field(body, "level", default_level()));
  return json_answer({{"game", game.id}, {"token", game.token}});
}

HttpAnswer ApiRoutes::prepared_setup(const Target& target) const {
  auto variant_it = target.query.find("variant");
  const std::string name = variant_it == target.query.end() ? "classic" : variant_it->second;
  const Variant* v = find_variant(name);
  if (!v) throw RequestError(400, "unknown variant '" + name + "'");
  std::uint64_t seed = std::random_device{}();
  if (auto it = target.query.find("seed"); it != target.query.end()) {
    const std::string& text = it->second;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (ec != std::errc() || end != text.data() + text.size()) throw RequestError(400, "\"seed\" must be a number");
  }
  const Setup setup = server::prepared_setup(*v, rule_set("gravon"), kHuman, seed);
  return json_answer({{"setup", setup_to_string(*v, kHuman, setup)}});
}

HttpAnswer ApiRoutes::replay(const HttpRequest& request) const {
  if (request.body.empty()) throw RequestError(400, "send a Gravon XML, GSN or JSON game record as the body");
  try {
    return json_answer(replay_json(read_record(request.body, "upload")));
  } catch (const FormatError& e) {
    throw RequestError(422, e.what());
  } catch (const std::invalid_argument& e) {
    throw RequestError(422, e.what());
  }
}

}  // namespace stratego::server
