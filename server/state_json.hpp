// The JSON views the browser receives (docs/web-api.md). Everything about a game in play is
// built from Red's Observation; only a finished game's `reveal` and the replay of a
// complete record look at the true position.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "formats/record.hpp"

namespace stratego::server {

// What the server keeps about a game besides the engine's state.
struct GameInfo {
  std::string id;
  std::string token;
  std::string variant;
  std::string rules;
  std::string level;
  std::uint64_t seed = 0;  // the computer's randomness
};

// The browser player is always Red.
inline constexpr Color kHuman = Color::Red;
inline constexpr Color kComputer = Color::Blue;

nlohmann::json battle_json(const Battle& battle);
// One log entry: {"ply", "side", "from", "to", "battle"}; ply counts from 1.
nlohmann::json log_entry_json(const PublicMove& move, int ply);
nlohmann::json result_json(const GameResult& result);

// The `state` object for Red.
nlohmann::json state_json(const GameInfo& info, const Game& game);
// {"type": "state", ...state}
nlohmann::json state_message(const GameInfo& info, const Game& game);
// {"type": "move", ...} for the game's move number ply (1-based), with the state after it.
nlohmann::json move_message(const GameInfo& info, const Game& game, int ply);
nlohmann::json error_message(std::string_view message);
nlohmann::json draw_answer_message(bool accepted);

// Every piece with its colour and rank: [{"square", "color", "rank"}].
nlohmann::json full_board_json(const Position& position);
// GET /api/variants
nlohmann::json variants_json();
// POST /api/replay, as text: the record, the whole board at the start, and after each move
// only the squares it changed, so that the answer grows with the moves, not with the board.
// Throws std::invalid_argument for a record that cannot be replayed or holds more than
// kMaxReplayPlies moves.
inline constexpr std::size_t kMaxReplayPlies = 100'000;
std::string replay_text(const GameRecord& record);

}  // namespace stratego::server
