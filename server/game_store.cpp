#include "server/game_store.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

namespace stratego::server {

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id         TEXT PRIMARY KEY,
  token      TEXT NOT NULL,
  variant    TEXT NOT NULL,
  rules      TEXT NOT NULL,
  level      TEXT NOT NULL,
  seed       INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  red_setup  TEXT,
  blue_setup TEXT,
  ending     INTEGER,
  winner     TEXT
);
CREATE TABLE IF NOT EXISTS moves (
  game_id TEXT NOT NULL REFERENCES games(id),
  ply     INTEGER NOT NULL,
  move    TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
)sql";

// Columns added after the first release: a database made before them gets them on opening.
constexpr const char* kCreatorColumn = "ALTER TABLE games ADD COLUMN creator TEXT NOT NULL DEFAULT ''";
constexpr const char* kCreatorIndex = "CREATE INDEX IF NOT EXISTS games_open_by_creator ON games (creator) WHERE ending IS NULL";

bool has_column(SQLite::Database& db, const char* table, const char* column) {
  SQLite::Statement info(db, std::string("SELECT 1 FROM pragma_table_info('") + table + "') WHERE name = ?");
  info.bind(1, column);
  return info.executeStep();
}

std::optional<std::string> optional_text(const SQLite::Column& column) {
  if (column.isNull()) return std::nullopt;
  return column.getString();
}

}  // namespace

GameStore::GameStore(const std::string& path)
    : db_(std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_FULLMUTEX)) {
  db_->exec("PRAGMA journal_mode=WAL");
  // In WAL mode NORMAL loses nothing when the process dies (only a power cut may lose the
  // last commits), and it keeps a move's commit far below a millisecond.
  db_->exec("PRAGMA synchronous=NORMAL");
  db_->exec("PRAGMA foreign_keys=ON");
  db_->exec("PRAGMA busy_timeout=5000");
  db_->exec(kSchema);
  if (!has_column(*db_, "games", "creator")) db_->exec(kCreatorColumn);
  db_->exec(kCreatorIndex);
}

GameStore::~GameStore() = default;

void GameStore::create(const StoredGame& game) {
  std::lock_guard lock(mutex_);
  SQLite::Statement insert(*db_, "INSERT INTO games (id, token, variant, rules, level, seed, creator) VALUES (?, ?, ?, ?, ?, ?, ?)");
  insert.bind(1, game.id);
  insert.bind(2, game.token);
  insert.bind(3, game.variant);
  insert.bind(4, game.rules);
  insert.bind(5, game.level);
  insert.bind(6, static_cast<std::int64_t>(game.seed));
  insert.bind(7, game.creator);
  insert.exec();
}

void GameStore::save_setups(const std::string& id, const std::string& red, const std::string& blue) {
  std::lock_guard lock(mutex_);
  SQLite::Statement update(*db_, "UPDATE games SET red_setup = ?, blue_setup = ? WHERE id = ? AND red_setup IS NULL");
  update.bind(1, red);
  update.bind(2, blue);
  update.bind(3, id);
  if (update.exec() != 1) throw std::runtime_error("game " + id + " cannot take a setup");
}

void GameStore::append_move(const std::string& id, int ply, const std::string& move) {
  std::lock_guard lock(mutex_);
  SQLite::Statement insert(*db_, "INSERT INTO moves (game_id, ply, move) VALUES (?, ?, ?)");
  insert.bind(1, id);
  insert.bind(2, ply);
  insert.bind(3, move);
  insert.exec();
}

void GameStore::save_result(const std::string& id, int ending, const std::optional<std::string>& winner) {
  std::lock_guard lock(mutex_);
  SQLite::Statement update(*db_, "UPDATE games SET ending = ?, winner = ? WHERE id = ?");
  update.bind(1, ending);
  if (winner) update.bind(2, *winner);
  else update.bind(2);
  update.bind(3, id);
  update.exec();
}

std::optional<StoredGame> GameStore::load(const std::string& id) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement select(*db_,
                           "SELECT token, variant, rules, level, seed, red_setup, blue_setup, ending, winner "
                           "FROM games WHERE id = ?");
  select.bind(1, id);
  if (!select.executeStep()) return std::nullopt;
  StoredGame game;
  game.id = id;
  game.token = select.getColumn(0).getString();
  game.variant = select.getColumn(1).getString();
  game.rules = select.getColumn(2).getString();
  game.level = select.getColumn(3).getString();
  game.seed = static_cast<std::uint64_t>(select.getColumn(4).getInt64());
  game.red_setup = optional_text(select.getColumn(5));
  game.blue_setup = optional_text(select.getColumn(6));
  if (!select.getColumn(7).isNull()) game.ending = select.getColumn(7).getInt();
  game.winner = optional_text(select.getColumn(8));
  SQLite::Statement moves(*db_, "SELECT move FROM moves WHERE game_id = ? ORDER BY ply");
  moves.bind(1, id);
  while (moves.executeStep()) game.moves.push_back(moves.getColumn(0).getString());
  return game;
}

std::int64_t GameStore::open_games_created_by(const std::string& creator) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement count(*db_, "SELECT COUNT(*) FROM games WHERE creator = ? AND ending IS NULL");
  count.bind(1, creator);
  count.executeStep();
  return count.getColumn(0).getInt64();
}

std::int64_t GameStore::game_count() const {
  std::lock_guard lock(mutex_);
  return db_->execAndGet("SELECT COUNT(*) FROM games").getInt64();
}

}  // namespace stratego::server
