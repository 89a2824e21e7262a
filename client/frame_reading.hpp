// Reading the server's frames (docs/web-api.md) into the engine's terms. A frame is outside
// input: a field that is missing, of the wrong type or out of range is a FrameError with
// the reason, never a crash.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"

namespace stratego::client {

class FrameError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using nlohmann::json;

// Text from the server quoted in a message for people: valid UTF-8, cut like excerpt(), and
// every control character shown as '?', so that no terminal escape reaches a screen.
std::string printable(std::string_view text);

// Parses a message of the server: a JSON object with a string "type".
json parse_frame(std::string_view text);

const json& field(const json& object, std::string_view key);
std::string string_field(const json& object, std::string_view key);
bool bool_field(const json& object, std::string_view key);
Color color_field(const json& object, std::string_view key);
std::optional<Color> optional_color_field(const json& object, std::string_view key);
Square square_field(const Variant& variant, const json& object, std::string_view key);
Rank rank_field(const json& object, std::string_view key);  // "unknown": Rank::Unknown

// A log entry or move frame: the move, and its battle with both ranks. The battle's outcome
// must be the one the variant's rules give those ranks.
PublicMove log_entry(const Variant& variant, const json& entry);

// The state's "result": the ending as the server names it and the winner; nullopt while the
// game goes on.
struct FrameResult {
  std::string ending;
  std::optional<Color> winner;
  int code = -1;
};
std::optional<FrameResult> result_of(const json& state);

// The engine's view of a result, for the seats that are told it (unknown codes: Forfeit).
GameResult game_result(const FrameResult& result);

}  // namespace stratego::client
