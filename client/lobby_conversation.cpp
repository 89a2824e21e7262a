#include "client/lobby_conversation.hpp"

#include "client/frame_reading.hpp"
#include "client/online_game.hpp"

namespace stratego::client {
namespace {

// A string member of an object, or empty: a lobby message is outside input.
std::string text_of(const json& object, const char* key) {
  if (!object.is_object()) return {};
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string challenger_of(const json& challenge) {
  if (!challenge.is_object()) return {};
  const auto by = challenge.find("by");
  return by == challenge.end() ? std::string() : text_of(*by, "id");
}

}  // namespace

LobbyConversation::LobbyConversation(LobbyRequest request) : request_(std::move(request)) {}

std::vector<std::string> LobbyConversation::receive(std::string_view text) {
  const json message = parse_frame(text);
  const std::string type = message["type"];
  if (matched_) return {};
  if (type == "lobby") return on_lobby(message);
  if (type == "challenges") return on_challenges(field(message, "challenges"));
  if (type == "matched") {
    const std::string challenge = string_field(message, "challenge");
    if (!challenge_.empty() && challenge != challenge_) return {};
    matched_ = ticket_of(message);
    return {};
  }
  if (type == "error") {
    const std::string reason = printable(text_of(message, "message"));
    // Someone else was quicker to accept: take the next challenge that fits, unless this
    // one was asked for by id.
    if (request_.kind == LobbyRequest::Kind::Accept && request_.challenge.empty() && !challenge_.empty()) {
      challenge_.clear();
      return {};
    }
    throw ServerError("the lobby refused: " + reason);
  }
  return {};  // online, games and what later versions add
}

std::vector<std::string> LobbyConversation::on_lobby(const json& message) {
  const json& you = field(message, "you");
  if (you.is_null()) throw ServerError("the lobby does not know this guest (no cookie)");
  me_ = string_field(you, "id");
  if (request_.kind == LobbyRequest::Kind::Accept) return on_challenges(field(message, "challenges"));
  if (posted_) return {};
  posted_ = true;
  json challenge = {{"type", "challenge"}};
  if (!request_.variant.empty()) challenge["variant"] = request_.variant;
  if (!request_.rules.empty()) challenge["rules"] = request_.rules;
  if (!request_.clock.empty()) challenge["clock"] = request_.clock;
  if (!request_.color.empty()) challenge["color"] = request_.color;
  return {challenge.dump()};
}

bool LobbyConversation::fits(const json& challenge) const {
  const std::string id = text_of(challenge, "id");
  const std::string by = challenger_of(challenge);
  if (id.empty() || by.empty() || by == me_) return false;
  if (!request_.challenge.empty()) return id == request_.challenge;
  const auto offers = [&](const char* key, const std::string& wanted) { return wanted.empty() || text_of(challenge, key) == wanted; };
  return offers("variant", request_.variant) && offers("rules", request_.rules) && offers("clock", request_.clock);
}

std::vector<std::string> LobbyConversation::on_challenges(const json& challenges) {
  if (!challenges.is_array()) throw FrameError("'challenges' is not an array");
  // Our own challenge is matched by the "matched" message; here only posted ones are ours.
  if (request_.kind == LobbyRequest::Kind::Challenge) {
    for (const json& c : challenges)
      if (challenger_of(c) == me_ && challenge_.empty()) challenge_ = text_of(c, "id");
    return {};
  }
  if (!challenge_.empty() || me_.empty()) return {};
  for (const json& c : challenges)
    if (fits(c)) {
      challenge_ = text_of(c, "id");
      return {json{{"type", "accept"}, {"challenge", challenge_}}.dump()};
    }
  return {};
}

}  // namespace stratego::client
