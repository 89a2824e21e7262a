#include "server/lobby_message.hpp"

#include <initializer_list>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "engine/rules.hpp"
#include "engine/time_control.hpp"
#include "engine/variant.hpp"
#include "server/client_message.hpp"

namespace stratego::server {

namespace {

using nlohmann::json;

ParsedLobbyMessage failure(std::string error) { return {std::nullopt, std::move(error)}; }

// The first field that is not one of the known names, or empty.
std::string unknown_field(const json& message, std::initializer_list<std::string_view> known) {
  for (const auto& [key, value] : message.items()) {
    bool found = false;
    for (std::string_view name : known) found = found || key == name;
    if (!found) return key.size() <= 32 ? key : std::string("(a long name)");
  }
  return {};
}

// A string field: the fallback when it is absent or null; an error for any other type.
bool read_text(const json& message, const char* name, std::string& value, std::string& error) {
  auto it = message.find(name);
  if (it == message.end() || it->is_null()) return true;
  if (!it->is_string()) {
    error = std::string("\"") + name + "\" must be a string";
    return false;
  }
  value = it->get<std::string>();
  return true;
}

// The challenge's fields, each checked against what the server knows.
std::string challenge_problem(const ChallengeIntent& c) {
  if (!find_variant(c.variant)) return "unknown variant";
  if (!find_rule_set(c.rules)) return "unknown rule set";
  if (!parse_time_control(c.clock)) return "unknown clock: none, isf, fischer:B+I, move:S or days:D";
  if (c.color != "red" && c.color != "blue" && c.color != "random") return "\"color\" must be red, blue or random";
  return {};
}

ParsedLobbyMessage parse_challenge(const json& message) {
  if (std::string field = unknown_field(message, {"type", "variant", "rules", "clock", "color", "no_battle_limit"}); !field.empty())
    return failure("a challenge has no field \"" + field + "\"");
  ChallengeIntent challenge;
  std::string error;
  if (!read_text(message, "variant", challenge.variant, error) || !read_text(message, "rules", challenge.rules, error) ||
      !read_text(message, "clock", challenge.clock, error) || !read_text(message, "color", challenge.color, error))
    return failure(error);
  if (auto it = message.find("no_battle_limit"); it != message.end() && !it->is_null()) {
    if (!it->is_number_integer() || *it < 0 || *it > kMaxNoBattleLimit)
      return failure("\"no_battle_limit\" must be a whole number from 0 to " + std::to_string(kMaxNoBattleLimit));
    challenge.no_battle_limit = it->get<int>();
  }
  if (std::string problem = challenge_problem(challenge); !problem.empty()) return failure(problem);
  challenge.clock = parse_time_control(challenge.clock)->text();  // one spelling for each control
  return {challenge, {}};
}

// cancel and accept: {"type", "challenge": "<id>"}.
ParsedLobbyMessage parse_challenge_id(const json& message, bool accept) {
  if (std::string field = unknown_field(message, {"type", "challenge"}); !field.empty())
    return failure("this message has no field \"" + field + "\"");
  auto it = message.find("challenge");
  if (it == message.end() || !it->is_string()) return failure("the field \"challenge\" (a challenge's id) is missing");
  std::string id = it->get<std::string>();
  if (accept) return {AcceptIntent{std::move(id)}, {}};
  return {CancelIntent{std::move(id)}, {}};
}

}  // namespace

ParsedLobbyMessage parse_lobby_message(std::string_view text) {
  MessageEnvelope envelope = read_message_envelope(text);
  if (!envelope.error.empty()) return failure(envelope.error);
  const json& message = envelope.message;
  const std::string& type = envelope.type;
  if (type == "challenge") return parse_challenge(message);
  if (type == "cancel") return parse_challenge_id(message, false);
  if (type == "accept") return parse_challenge_id(message, true);
  return failure("unknown lobby message type");
}

}  // namespace stratego::server
