#include "cli/play/lobby_menu.hpp"

#include <charconv>

#include "client/frame_reading.hpp"

namespace stratego::play {
namespace {

using client::json;

std::string text_of(const json& object, const char* key) {
  if (!object.is_object()) return {};
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? client::printable(it->get<std::string>()) : std::string();
}

std::string trimmed(std::string_view line) {
  while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
  while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
  return std::string(line);
}

}  // namespace

LobbyMenu::LobbyMenu(client::LobbyRequest challenge) : own_terms_(std::move(challenge)) {
  own_terms_.kind = client::LobbyRequest::Kind::Challenge;
}

std::vector<std::string> LobbyMenu::receive(std::string_view text) {
  const json message = client::parse_frame(text);
  const std::string type = message["type"];
  if (type == "lobby") {
    lobby_text_ = std::string(text);
    challenges_text_.clear();
    const json& you = client::field(message, "you");
    me_ = you.is_object() ? text_of(you, "id") : std::string();
    list(client::field(message, "challenges"));
  } else if (type == "challenges") {
    challenges_text_ = std::string(text);
    list(client::field(message, "challenges"));
  }
  if (!conversation_) {
    if (type == "error") throw client::ServerError("the lobby refused: " + text_of(message, "message"));
    return {};
  }
  return conversation_->receive(text);
}

void LobbyMenu::list(const json& challenges) {
  if (!challenges.is_array()) throw client::FrameError("'challenges' is not an array");
  listed_.clear();
  for (const json& c : challenges) {
    const json by = c.is_object() && c.contains("by") ? c["by"] : json();
    if (text_of(by, "id") == me_ || text_of(c, "id").empty()) continue;
    listed_.push_back({text_of(c, "id"), text_of(by, "name"),
                       text_of(c, "variant") + ", " + text_of(c, "rules") + ", " + text_of(c, "clock") + ", " + text_of(c, "color")});
  }
}

std::vector<std::string> LobbyMenu::choose(std::string_view line, std::string& problem) {
  const std::string typed = trimmed(line);
  if (typed == "c" || typed == "C") return start(own_terms_);
  std::size_t number = 0;
  const auto [end, error] = std::from_chars(typed.data(), typed.data() + typed.size(), number);
  if (typed.empty() || error != std::errc() || end != typed.data() + typed.size() || number < 1 || number > listed_.size()) {
    problem = typed;
    return {};
  }
  client::LobbyRequest accept;
  accept.kind = client::LobbyRequest::Kind::Accept;
  accept.challenge = listed_[number - 1].id;
  return start(accept);
}

std::vector<std::string> LobbyMenu::start(client::LobbyRequest request) {
  request_ = std::move(request);
  conversation_.emplace(request_);
  if (lobby_text_.empty()) return {};
  std::vector<std::string> answers = conversation_->receive(lobby_text_);
  if (!challenges_text_.empty())
    for (std::string& a : conversation_->receive(challenges_text_)) answers.push_back(std::move(a));
  return answers;
}

void LobbyMenu::reconnected() {
  lobby_text_.clear();
  challenges_text_.clear();
  if (conversation_) conversation_.emplace(request_);
}

std::optional<client::SeatTicket> LobbyMenu::matched() const {
  if (!conversation_) return std::nullopt;
  return conversation_->matched();
}

}  // namespace stratego::play
