// Durable storage of every game in SQLite: the game row when it is created, both setups
// when play starts, each move as it is played, and the result. A game is rebuilt by
// replaying what is stored (see game_service.cpp). WAL mode; every change is one
// transaction, committed before the server answers.
#pragma once

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

struct StoredGame {
  std::string id;
  std::string token;
  std::string variant;
  std::string rules;
  std::string level;
  std::uint64_t seed = 0;
  std::string creator;                    // the address of the client that created it
  std::optional<std::string> red_setup;   // setup strings (formats/setup_string.hpp)
  std::optional<std::string> blue_setup;
  std::vector<std::string> moves;         // move_text, ply 1 first
  std::optional<int> ending;              // Ending code, once the game is over
  std::optional<std::string> winner;      // "red" / "blue"; none for a draw
};

class GameStore {
 public:
  // Opens or creates the database file (":memory:" for tests).
  explicit GameStore(const std::string& path);
  ~GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  void create(const StoredGame& game);
  void save_setups(const std::string& id, const std::string& red, const std::string& blue);
  // ply is 1-based and must follow the last stored move.
  void append_move(const std::string& id, int ply, const std::string& move);
  void save_result(const std::string& id, int ending, const std::optional<std::string>& winner);
  std::optional<StoredGame> load(const std::string& id) const;
  std::int64_t game_count() const;
  std::int64_t open_games_created_by(const std::string& creator) const;  // not over yet

 private:
  mutable std::mutex mutex_;  // one connection, used by every thread in turn
  std::unique_ptr<SQLite::Database> db_;
};

}  // namespace stratego::server
