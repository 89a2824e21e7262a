// What a browser may send on the lobby's WebSocket (docs/web-api.md "Lobby"), read
// strictly: a message that is too large, not JSON, of an unknown type, with an unknown
// field, a field of the wrong type or a value the server does not know becomes an error in
// words and never reaches the lobby.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace stratego::server {

inline constexpr int kMaxNoBattleLimit = 10'000;  // plies

struct ChallengeIntent {
  std::string variant = "classic";
  std::string rules = "gravon";
  std::string clock = "none";    // as engine/time_control.hpp writes it
  std::string color = "random";  // the challenger's: "red", "blue" or "random"
  int no_battle_limit = 0;
  bool operator==(const ChallengeIntent&) const = default;
};
struct CancelIntent {
  std::string challenge;
};
struct AcceptIntent {
  std::string challenge;
};

using LobbyIntent = std::variant<ChallengeIntent, CancelIntent, AcceptIntent>;

struct ParsedLobbyMessage {
  std::optional<LobbyIntent> intent;
  std::string error;  // set when intent is empty
};

ParsedLobbyMessage parse_lobby_message(std::string_view text);

}  // namespace stratego::server
