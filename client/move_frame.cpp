#include "client/move_frame.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "client/frame_reading.hpp"

namespace stratego::client {

namespace {

constexpr std::array<std::string_view, 5> kLogEntryFields = {"battle", "from", "ply", "side", "to"};
constexpr std::array<std::string_view, 2> kRescueFields = {"rescue_rank", "rescue_to"};  // ultimate lightning
constexpr std::array<std::string_view, 8> kChangedFields = {"captured", "claim_in_ms", "clock", "legal_moves",
                                                            "phase",    "result",      "reveal", "to_move"};

json log_entry_of(const json& frame) {
  json entry = json::object();
  for (std::string_view key : kLogEntryFields) entry[std::string(key)] = field(frame, key);
  for (std::string_view key : kRescueFields)
    if (auto it = frame.find(key); it != frame.end()) entry[std::string(key)] = *it;
  return entry;
}

// Where on the board each of the frame's squares goes: the entry of the same square.
std::vector<std::size_t> places_of(const json& board, const json& squares) {
  if (!squares.is_array()) throw FrameError("the move frame's \"squares\" is not a list");
  std::vector<std::size_t> places;
  for (const json& square : squares) {
    const std::string name = string_field(square, "square");
    auto same = std::find_if(board.begin(), board.end(), [&](const json& entry) {
      const auto it = entry.is_object() ? entry.find("square") : entry.end();
      return it != entry.end() && *it == name;
    });
    if (same == board.end()) throw FrameError("the move frame names square '" + printable(name) + "', which is not on the board");
    places.push_back(static_cast<std::size_t>(same - board.begin()));
  }
  return places;
}

}  // namespace

bool apply_move_frame(json& state, const json& frame) {
  const json& log = field(state, "log");
  const json& ply = field(frame, "ply");
  if (!log.is_array() || !ply.is_number_integer()) throw FrameError("a move frame needs a state with a log and a ply");
  if (ply.get<std::int64_t>() != static_cast<std::int64_t>(log.size()) + 1) return false;
  const json& board = field(state, "board");
  if (!board.is_array()) throw FrameError("the state's \"board\" is not a list");
  const json& squares = field(frame, "squares");
  const std::vector<std::size_t> places = places_of(board, squares);
  for (std::string_view key : kChangedFields) field(frame, key);
  json entry = log_entry_of(frame);
  for (std::size_t i = 0; i < places.size(); ++i) state["board"][places[i]] = squares[i];
  state["log"].push_back(std::move(entry));
  for (std::string_view key : kChangedFields) state[std::string(key)] = frame[std::string(key)];
  return true;
}

}  // namespace stratego::client
