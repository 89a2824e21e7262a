// Durable storage of every game in SQLite: the game row and its two seats when it is
// created, each setup when it is made, each move as it is played, an invitation when it is
// taken, the result, and the game's chat; and the guest identities (docs/web-api.md
// "Guests"), of which only a hash of the secret is kept. A game is rebuilt by replaying what is stored (see
// game_service.cpp). WAL mode; every change is one transaction, committed before the
// server answers.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace SQLite {
class Database;
}

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
  std::string clock = "none";             // the time control (engine/time_control.hpp)
  int no_battle_limit = 0;                // GameOptions
  std::optional<std::int64_t> setup_started_at;  // both seats taken: the set-up clock starts
  std::optional<std::int64_t> play_started_at;   // both set up: play starts
  std::optional<int> ending;              // Ending code, once the game is over
  std::optional<std::string> winner;      // "red" / "blue"; none for a draw
};

struct StoredGuest {
  std::string id;           // public
  std::string secret_hash;  // of the cookie's secret; the secret itself is never stored
  std::string name;
};

// A seat a guest holds in an unfinished game (GET /api/me).
struct GuestSeat {
  std::string game;
  std::string color;  // "red" / "blue"
  std::string token;
  std::string clock;
};

struct StoredChat {
  std::string room;                 // "players" / "spectators"
  std::optional<std::string> from;  // the seat's colour; none for a spectator
  std::string name;
  std::string text;
  std::int64_t at_ms = 0;           // ms since 1970
  bool operator==(const StoredChat&) const = default;
};

class GameStore {
 public:
  // Opens or creates the database file (":memory:" for tests); a database of an earlier
  // version is brought up to date.
  explicit GameStore(const std::string& path);
  ~GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  void create(const StoredGame& game);
  // color: "red" or "blue"; a seat sets up once. play_started_at: this setup starts play.
  void save_setup(const std::string& id, const std::string& color, const std::string& setup,
                  std::optional<std::int64_t> play_started_at = std::nullopt);
  // Seats a person in the open seat of color when invite matches; false when it does not
  // or the seat was taken meanwhile. at: now, when the set-up clock starts.
  bool take_invite(const std::string& id, const std::string& invite, const std::string& color, const std::string& token,
                   const std::string& name, const std::string& guest = "", std::optional<std::int64_t> at = std::nullopt);
  // ply is 1-based and must follow the last stored move; at: when it arrived.
  void append_move(const std::string& id, int ply, const std::string& move, std::optional<std::int64_t> at = std::nullopt);
  void save_result(const std::string& id, int ending, const std::optional<std::string>& winner);
  std::optional<StoredGame> load(const std::string& id) const;
  std::int64_t game_count() const;
  std::int64_t open_games_created_by(const std::string& creator) const;  // not over yet
  std::vector<std::string> unfinished_games_with_clocks() const;

  // The unfinished games the guest holds a seat in, the latest first, at most limit.
  std::vector<GuestSeat> seats_of_guest(const std::string& guest, int limit) const;
  // Unfinished games whose two seats are both taken by people, the latest first.
  std::vector<std::string> games_between_people(int limit) const;

  void create_guest(const StoredGuest& guest);
  std::optional<StoredGuest> guest_by_secret_hash(const std::string& secret_hash) const;
  void rename_guest(const std::string& id, const std::string& name);

  void append_chat(const std::string& id, const StoredChat& line);
  // The last `limit` messages of a room, the oldest first.
  std::vector<StoredChat> recent_chat(const std::string& id, const std::string& room, int limit) const;
  std::int64_t chat_count(const std::string& id) const;

 private:
  void migrate();
  void add_clock_columns();
  mutable std::mutex mutex_;  // one connection, used by every thread in turn
  std::unique_ptr<SQLite::Database> db_;
};

}  // namespace stratego::server
