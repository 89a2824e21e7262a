// A guest's conversation with the lobby (docs/web-api.md "Lobby"): post an open challenge
// and wait until someone accepts it, or accept someone else's (the first that fits, or one
// by id). Either way it ends with the "matched" message that seats this guest in the game.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client/server_api.hpp"

namespace stratego::client {

struct LobbyRequest {
  enum class Kind { Challenge, Accept } kind = Kind::Challenge;
  // A challenge's terms; for Accept, what a challenge must offer (empty: anything).
  std::string variant;
  std::string rules;
  std::string clock;
  std::string challenge;  // Accept: this challenge only (empty: the first that fits)
  std::string color;      // Challenge: the challenger's colour (empty: random)
};

class LobbyConversation {
 public:
  explicit LobbyConversation(LobbyRequest request);

  // One message of the lobby; the answers to send. Throws FrameError on a malformed message,
  // ServerError when the lobby refuses what this guest asked.
  std::vector<std::string> receive(std::string_view text);

  const std::optional<SeatTicket>& matched() const { return matched_; }

 private:
  std::vector<std::string> on_lobby(const nlohmann::json& message);
  std::vector<std::string> on_challenges(const nlohmann::json& challenges);
  bool fits(const nlohmann::json& challenge) const;

  LobbyRequest request_;
  std::string me_;            // this guest's public id
  std::string challenge_;     // the challenge posted or accepted
  bool posted_ = false;
  std::optional<SeatTicket> matched_;
};

}  // namespace stratego::client
