#include "server/client_message.hpp"

#include <nlohmann/json.hpp>

#include "engine/notation.hpp"
#include "server/user_text.hpp"

namespace stratego::server {

namespace {

using nlohmann::json;

ParsedMessage failure(std::string error) { return {std::nullopt, std::move(error), nullptr}; }
ParsedMessage success(ClientIntent intent) { return {std::move(intent), {}, nullptr}; }

std::optional<std::string> string_field(const json& message, const char* name) {
  auto it = message.find(name);
  if (it == message.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

std::optional<Square> square_field(const json& message, const char* name, std::string& error) {
  std::optional<std::string> text = string_field(message, name);
  if (!text) {
    error = std::string("the field \"") + name + "\" (a square such as \"d4\") is missing";
    return std::nullopt;
  }
  std::optional<Square> square = parse_square(*text);
  if (!square) error = std::string("\"") + name + "\": '" + *text + "' is not a square";
  return square;
}

json id_of(const json& message) {
  auto it = message.find("id");
  if (it == message.end()) return nullptr;
  if (it->is_number_integer()) return *it;
  if (it->is_string() && it->get_ref<const std::string&>().size() <= kMaxMessageId) return *it;
  return nullptr;
}

ParsedMessage parse_move(const json& message) {
  std::string error;
  MoveIntent move;
  std::optional<Square> from = square_field(message, "from", error);
  if (!from) return failure(error);
  std::optional<Square> to = square_field(message, "to", error);
  if (!to) return failure(error);
  move.from = *from;
  move.to = *to;
  if (message.contains("rescue_to")) {
    move.rescue_to = square_field(message, "rescue_to", error);
    if (!move.rescue_to) return failure(error);
    std::optional<std::string> rank = string_field(message, "rescue_rank");
    std::optional<Rank> parsed = rank ? parse_rank(*rank) : std::nullopt;
    if (!parsed) return failure("\"rescue_rank\" must name the rank to bring back");
    move.rescue_rank = *parsed;
  }
  return success(move);
}

}  // namespace

MessageEnvelope read_message_envelope(std::string_view text) {
  MessageEnvelope envelope;
  if (text.size() > kMaxClientMessage) {
    envelope.error = "message too large (" + std::to_string(text.size()) + " bytes, at most " +
                     std::to_string(kMaxClientMessage) + ")";
    return envelope;
  }
  envelope.message = json::parse(text, nullptr, /*allow_exceptions=*/false);
  std::optional<std::string> type;
  if (envelope.message.is_discarded()) envelope.error = "the message is not valid JSON";
  else if (!envelope.message.is_object()) envelope.error = "the message must be a JSON object";
  else if (!(type = string_field(envelope.message, "type"))) envelope.error = "the message has no \"type\"";
  else envelope.type = *type;
  if (envelope.message.is_object()) envelope.id = id_of(envelope.message);
  return envelope;
}

json message_id(std::string_view text) { return read_message_envelope(text).id; }

namespace {

ParsedMessage intent_of(const MessageEnvelope& envelope) {
  if (!envelope.error.empty()) return failure(envelope.error);
  const json& message = envelope.message;
  const std::optional<std::string> type = envelope.type;
  if (*type == "setup" || *type == "draft") {
    std::optional<std::string> setup = string_field(message, "setup");
    if (!setup) return failure("the field \"setup\" (a setup string) is missing");
    if (*type == "draft") return success(DraftIntent{*setup});
    return success(SetupIntent{*setup});
  }
  if (*type == "move") return parse_move(message);
  if (*type == "resign") return success(ResignIntent{});
  if (*type == "offer_draw") return success(OfferDrawIntent{});
  if (*type == "accept_draw") return success(AnswerDrawIntent{true});
  if (*type == "decline_draw") return success(AnswerDrawIntent{false});
  if (*type == "sync") return success(SyncIntent{});
  if (*type == "claim") return success(ClaimIntent{});
  if (*type == "chat") {
    std::optional<std::string> said = string_field(message, "text");
    if (!said) return failure("the field \"text\" (the chat message) is missing");
    if (std::string problem = chat_problem(*said); !problem.empty()) return failure(problem);
    return success(ChatIntent{*said});
  }
  return failure("unknown message type '" + *type + "'");
}

}  // namespace

ParsedMessage parse_client_message(std::string_view text) {
  const MessageEnvelope envelope = read_message_envelope(text);
  ParsedMessage parsed = intent_of(envelope);
  parsed.id = envelope.id;
  return parsed;
}

}  // namespace stratego::server
