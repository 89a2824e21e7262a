// What the server stores, and the one interface it stores it through (SQLite today:
// sqlite_game_store.hpp). Of a guest identity only a hash of the secret is kept
// (docs/web-api.md "Guests").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stratego::server {

struct StoredSeat {
  std::string kind = "person";  // "person" or "computer"
  std::string token;            // a person's secret; empty while an invited seat is open
  std::string name;
  std::string level;            // a computer's
  std::string guest;            // the guest identity that holds a person's seat; empty when none
  bool operator==(const StoredSeat&) const = default;
};

struct StoredGame {
  std::string id;
  std::string variant;
  std::string rules;
  std::uint64_t seed = 0;
  std::string creator;                    // the address of the client that created it
  std::array<StoredSeat, 2> seats;        // Red, Blue
  std::string invite;                     // the secret that takes an open seat; empty when none is open
  std::optional<std::string> red_setup;   // setup strings (formats/setup_string.hpp)
  std::optional<std::string> blue_setup;
  std::vector<std::string> moves;         // move_text, ply 1 first
  std::vector<std::optional<std::int64_t>> move_times;  // when each move arrived (ms since 1970); none before clocks
  std::array<std::optional<std::string>, 2> drafts;     // Red's, Blue's arrangement while setting up
  std::string clock = "none";             // the time control (engine/time_control.hpp)
  int no_battle_limit = 0;                // GameOptions
  std::optional<std::int64_t> setup_started_at;  // both seats taken: the set-up clock starts
  std::optional<std::int64_t> play_started_at;   // both set up: play starts
  std::optional<int> ending;              // Ending code, once the game is over
  std::optional<std::string> winner;      // "red" / "blue"; none for a draw
  std::optional<std::int64_t> ended_at;  // none for a game that ended before clocks were stored
};

struct StoredGuest {
  std::string id;           // public
  std::string secret_hash;  // of the cookie's secret; the secret itself is never stored
  std::string name;
};

// A seat a guest holds in an unfinished game (GET /api/me).
// A seat a guest holds, with what "my games" lists of its game, read without its moves.
struct GuestSeat {
  std::string game;
  std::string color;  // "red" / "blue"
  std::string token;
  std::string clock;
  std::string variant;
  std::string rules;
  bool started = false;  // both sides have set up
  int plies = 0;         // moves played
  StoredSeat opponent;
};

struct StoredChat {
  std::string room;                 // "players" / "spectators"
  std::optional<std::string> from;  // the seat's colour; none for a spectator
  std::string name;
  std::string text;
  std::int64_t at_ms = 0;           // ms since 1970
  bool operator==(const StoredChat&) const = default;
};

// Everything durable goes through this interface: games, seats, setups, moves with their
// times, results, invitations, set-up drafts, chat and guest identities. What a server
// keeps only in memory is rebuilt from it (see game_rebuild.hpp). Every call is one
// transaction, committed before it returns; a failure throws and changes nothing.
// Implementations are safe to call from any thread.
class GameStore {
 public:
  virtual ~GameStore() = default;

  virtual void create(const StoredGame& game) = 0;
  // color: "red" or "blue"; a seat sets up once. play_started_at: this setup starts play.
  virtual void save_setup(const std::string& id, const std::string& color, const std::string& setup,
                          std::optional<std::int64_t> play_started_at = std::nullopt) = 0;
  // The arrangement a seat has on its board while it sets up (given to it when the set-up
  // time runs out); replaced by each call.
  virtual void save_draft(const std::string& id, const std::string& color, const std::string& setup) = 0;
  // Seats a person in the open seat of color when invite matches; false when it does not
  // or the seat was taken meanwhile. at: now, when the set-up clock starts.
  virtual bool take_invite(const std::string& id, const std::string& invite, const std::string& color,
                           const std::string& token, const std::string& name, const std::string& guest = "",
                           std::optional<std::int64_t> at = std::nullopt) = 0;
  // ply is 1-based and must follow the last stored move; at: when it arrived.
  virtual void append_move(const std::string& id, int ply, const std::string& move,
                           std::optional<std::int64_t> at = std::nullopt) = 0;
  // at: when the game ended (the clocks stop then).
  virtual void save_result(const std::string& id, int ending, const std::optional<std::string>& winner,
                           std::optional<std::int64_t> at = std::nullopt) = 0;
  virtual std::optional<StoredGame> load(const std::string& id) const = 0;
  virtual std::int64_t game_count() const = 0;
  virtual std::int64_t open_games_created_by(const std::string& creator) const = 0;  // not over yet
  virtual std::vector<std::string> unfinished_games_with_clocks() const = 0;

  // The unfinished games the guest holds a seat in, the latest first, at most limit.
  virtual std::vector<GuestSeat> seats_of_guest(const std::string& guest, int limit) const = 0;
  // Unfinished games whose two seats are both taken by people, the latest first.
  virtual std::vector<std::string> games_between_people(int limit) const = 0;

  virtual void create_guest(const StoredGuest& guest) = 0;
  virtual std::optional<StoredGuest> guest_by_secret_hash(const std::string& secret_hash) const = 0;
  virtual void rename_guest(const std::string& id, const std::string& name) = 0;

  virtual void append_chat(const std::string& id, const StoredChat& line) = 0;
  // The last `limit` messages of a room, the oldest first.
  virtual std::vector<StoredChat> recent_chat(const std::string& id, const std::string& room, int limit) const = 0;
  virtual std::int64_t chat_count(const std::string& id) const = 0;
};

}  // namespace stratego::server
