// The store in one SQLite file: WAL mode, one connection used by every thread in turn,
// every change one transaction. A database of an earlier version is brought up to date
// when it is opened.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "server/game_store.hpp"

namespace SQLite {
class Database;
class Statement;
}

namespace stratego::server {

class SqliteGameStore final : public GameStore {
 public:
  // Opens or creates the database file (":memory:" for tests).
  explicit SqliteGameStore(const std::string& path = ":memory:");
  ~SqliteGameStore() override;
  SqliteGameStore(const SqliteGameStore&) = delete;
  SqliteGameStore& operator=(const SqliteGameStore&) = delete;

  void create(const StoredGame& game) override;
  void save_setup(const std::string& id, const std::string& color, const std::string& setup,
                  std::optional<std::int64_t> play_started_at = std::nullopt) override;
  void save_draft(const std::string& id, const std::string& color, const std::string& setup) override;
  bool take_invite(const std::string& id, const std::string& invite, const std::string& color, const std::string& token,
                   const std::string& name, const std::string& guest = "",
                   std::optional<std::int64_t> at = std::nullopt) override;
  void append_move(const std::string& id, int ply, const std::string& move,
                   std::optional<std::int64_t> at = std::nullopt) override;
  void save_result(const std::string& id, int ending, const std::optional<std::string>& winner,
                   std::optional<std::int64_t> at = std::nullopt) override;
  std::optional<StoredGame> load(const std::string& id) const override;
  std::int64_t game_count() const override;
  std::int64_t open_games_created_by(const std::string& creator) const override;
  std::vector<std::string> unfinished_games_with_clocks() const override;
  std::vector<GuestSeat> seats_of_guest(const std::string& guest, int limit) const override;
  std::vector<std::string> games_between_people(int limit) const override;
  void create_guest(const StoredGuest& guest) override;
  std::optional<StoredGuest> guest_by_secret_hash(const std::string& secret_hash) const override;
  void rename_guest(const std::string& id, const std::string& name) override;
  void append_chat(const std::string& id, const StoredChat& line) override;
  std::vector<StoredChat> recent_chat(const std::string& id, const std::string& room, int limit) const override;
  std::int64_t chat_count(const std::string& id) const override;

 private:
  void migrate();
  void add_clock_columns();
  mutable std::mutex mutex_;
  std::unique_ptr<SQLite::Database> db_;
  std::unique_ptr<SQLite::Statement> insert_move_;  // after db_: destroyed first
};

}  // namespace stratego::server
