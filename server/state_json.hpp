// The JSON views a client receives (docs/web-api.md). Everything about a game is built from
// one viewer's GameView: a seat's own knowledge or a spectator's public one; the whole
// board only once the game is over. The replay of a complete record shows the true
// position, since a record holds both setups.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "formats/record.hpp"
#include "server/game_store.hpp"
#include "server/game_view.hpp"
#include "server/live_facts.hpp"

namespace stratego::server {

// Who sits in a seat: a person, known by the seat's secret token, or the computer.
struct SeatInfo {
  enum class Kind { Person, Computer };
  Kind kind = Kind::Person;
  std::string token;  // a person's secret; empty for the computer
  std::string name;   // a person's name
  std::string level;  // the computer's level
  std::string guest;  // the guest identity that holds a person's seat; empty when none
  bool is_computer() const { return kind == Kind::Computer; }
  // As the seat is named in frames and records: the person's name, or "computer (level)".
  std::string display_name() const { return is_computer() ? "computer (" + level + ")" : name; }
  bool operator==(const SeatInfo&) const = default;
};

// What the server keeps about a game besides the engine's state.
struct GameInfo {
  std::string id;
  std::string variant;
  std::string rules;
  std::uint64_t seed = 0;         // the computer's randomness
  std::array<SeatInfo, 2> seats;  // Red, Blue
  std::string invite;             // the secret that takes the open person seat; empty when none is open
  std::string clock = "none";     // the time control's text
  int no_battle_limit = 0;
  const SeatInfo& seat(Color c) const { return seats[index(c)]; }
  SeatInfo& seat(Color c) { return seats[index(c)]; }
};

// The last messages of one chat room, the oldest first.
using ChatRoom = std::vector<StoredChat>;
inline constexpr std::size_t kChatInState = 50;

// One viewer's battle log as JSON text, kept from frame to frame and extended by the new
// moves alone: an entry never changes once made (a battle shows the ranks it revealed,
// told for this viewer), while the whole log grows with the game (33 KB at ply 300), so a
// frame after each move need not write it all again. Keep one per viewer of one game.
class LogText {
 public:
  // The view's log entries, comma-separated, without the brackets. A view of another viewer
  // (or of another game) starts the text afresh.
  const std::string& entries(const GameView& view);
  std::size_t size() const { return text_.size(); }

 private:
  std::string text_;
  std::size_t plies_ = 0;  // the entries written
  std::optional<Color> viewer_;  // whose entries they are
};

// One viewer's board as the frames last showed it, so that a move frame carries only the
// squares whose entry changed (docs/web-api.md, "Move frames") instead of the whole board.
// Every frame with a board goes to all of a viewer's connections or shows the board they
// all have, so the board last written is the one every connection of the viewer holds.
class BoardSent {
 public:
  // The squares whose entry differs from the board last written for this viewer (all of
  // them for another viewer), and keeps the view's board as the one written.
  std::vector<Square> changes(const GameView& view);
  // Keeps the view's board as the one written.
  void keep(const GameView& view);

 private:
  std::vector<GameView::SquareSeen> squares_;
  std::optional<Color> viewer_;
};

// What the frames have told one viewer of one game so far. Keep one per viewer.
struct SentToViewer {
  LogText log;
  BoardSent board;
};

// "setup", "play" or "over".
std::string_view phase_name(const GameView& view);

// The `state` object for the view's viewer, as a value (for tests and tools).
nlohmann::json state_json(const GameInfo& info, const GameView& view, const LiveFacts& live);
// The `state` with `chat` (the room the view's viewer writes in, and no other), as text.
std::string state_text(const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom& room);
// The frames sent after every change, as text (json_writer.hpp: no tree is built):
// {"type": "state", ...state, "chat": [...]}. sent: what the viewer was told so far, kept
// up to date; none to write the log whole.
std::string state_frame(const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom& room,
                        SentToViewer* sent = nullptr);
// {"type": "move", ...log entry, "squares": [...], ...the state's fields a move changes} for
// the game's move number ply (1-based): what it changed of the state last sent.
std::string move_frame(const GameInfo& info, const GameView& view, const LiveFacts& live, int ply, SentToViewer& sent);
// {"type": "chat", "room", "from", "name", "text", "at"}
std::string chat_frame(const StoredChat& line);
// {"type": "error", "message", "id"}: id, that of the message refused, only when it had one.
nlohmann::json error_message(std::string_view message, const nlohmann::json& id = nullptr);
nlohmann::json draw_offer_message(Color from);
nlohmann::json draw_answer_message(bool accepted);
// {"type": "presence", "seats": {...connected, away_ms}, "claim_in_ms"} for the view's viewer.
nlohmann::json presence_message(const GameInfo& info, const GameView& view, const LiveFacts& live);

// GET /api/variants
nlohmann::json variants_json();

// POST /api/replay, as text: the record, the whole board at the start, and after each move
// only the squares it changed, so that the answer grows with the moves, not with the board.
// Throws std::invalid_argument for a record that cannot be replayed or holds more than
// kMaxReplayPlies moves.
inline constexpr std::size_t kMaxReplayPlies = 100'000;
std::string replay_text(const GameRecord& record);

}  // namespace stratego::server
