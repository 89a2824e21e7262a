// The intents a browser may send over the WebSocket (docs/web-api.md), read strictly: any
// message that is too large, not JSON, of an unknown type or missing a field becomes an
// error in words and never reaches a game.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include "engine/types.hpp"

namespace stratego::server {

inline constexpr std::size_t kMaxClientMessage = 4096;  // bytes

struct SetupIntent {
  std::string setup;  // a setup string
};
struct DraftIntent {
  std::string setup;  // the arrangement on the board now, taken if the set-up time runs out
};
struct MoveIntent {
  Square from;
  Square to;
  std::optional<Square> rescue_to;  // ultimate lightning only
  Rank rescue_rank = Rank::Unknown;
};
struct ResignIntent {};
struct OfferDrawIntent {};
struct AnswerDrawIntent {
  bool accept = false;
};
struct SyncIntent {};
struct ClaimIntent {};  // the game, against an opponent who abandoned it
struct ChatIntent {
  std::string text;  // checked: server/user_text.hpp
};

using ClientIntent = std::variant<SetupIntent, DraftIntent, MoveIntent, ResignIntent, OfferDrawIntent, AnswerDrawIntent,
                                  SyncIntent, ClaimIntent, ChatIntent>;

// The client's own name for a message, which an error about it echoes: a string of at most
// kMaxMessageId bytes or an integer; null when the message has none (or one of another kind).
inline constexpr std::size_t kMaxMessageId = 64;

struct ParsedMessage {
  std::optional<ClientIntent> intent;
  std::string error;  // set when intent is empty
  nlohmann::json id;
};

ParsedMessage parse_client_message(std::string_view text);

// What every WebSocket message of a game or the lobby must be: at most kMaxClientMessage
// bytes of a JSON object with a string "type". error says how it is not.
struct MessageEnvelope {
  nlohmann::json message;
  std::string type;
  std::string error;
  nlohmann::json id;  // see kMaxMessageId
};
MessageEnvelope read_message_envelope(std::string_view text);
// The id of a message that may be refused before it is read (too many messages).
nlohmann::json message_id(std::string_view text);

}  // namespace stratego::server
