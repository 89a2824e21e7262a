#include "server/sqlite_game_store.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

namespace stratego::server {

namespace {

// `token` and `level` of games hold the seats of the first version (Red a person, Blue the
// computer); the seats table holds them since.
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
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  color   TEXT NOT NULL CHECK (color IN ('red', 'blue')),
  kind    TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
  token   TEXT NOT NULL DEFAULT '',
  name    TEXT NOT NULL DEFAULT '',
  level   TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (game_id, color)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS guests (
  id          TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
  id      INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  room    TEXT NOT NULL CHECK (room IN ('players', 'spectators')),
  color   TEXT CHECK (color IN ('red', 'blue')),
  name    TEXT NOT NULL,
  text    TEXT NOT NULL,
  at_ms   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_by_room ON chat (game_id, room, id);
)sql";

constexpr const char* kSeatsOfFirstVersion = R"sql(
INSERT INTO seats (game_id, color, kind, token, name, level)
  SELECT id, 'red', 'person', token, 'you', '' FROM games WHERE id NOT IN (SELECT game_id FROM seats);
INSERT INTO seats (game_id, color, kind, token, name, level)
  SELECT id, 'blue', 'computer', '', '', level FROM games WHERE id NOT IN (SELECT game_id FROM seats WHERE color = 'blue');
)sql";

bool has_column(SQLite::Database& db, const char* table, const char* column) {
  SQLite::Statement info(db, std::string("SELECT 1 FROM pragma_table_info('") + table + "') WHERE name = ?");
  info.bind(1, column);
  return info.executeStep();
}

std::optional<std::string> optional_text(const SQLite::Column& column) {
  if (column.isNull()) return std::nullopt;
  return column.getString();
}

std::optional<std::int64_t> optional_integer(const SQLite::Column& column) {
  if (column.isNull()) return std::nullopt;
  return column.getInt64();
}

void bind_optional(SQLite::Statement& statement, int index, std::optional<std::int64_t> value) {
  if (value) statement.bind(index, *value);
  else statement.bind(index);
}

int color_index(const std::string& color) { return color == "blue" ? 1 : 0; }

}  // namespace

SqliteGameStore::SqliteGameStore(const std::string& path)
    : db_(std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_FULLMUTEX)) {
  db_->exec("PRAGMA journal_mode=WAL");
  // In WAL mode NORMAL loses nothing when the process dies (only a power cut may lose the
  // last commits), and it keeps a move's commit far below a millisecond.
  db_->exec("PRAGMA synchronous=NORMAL");
  db_->exec("PRAGMA foreign_keys=ON");
  db_->exec("PRAGMA busy_timeout=5000");
  migrate();
  insert_move_ = std::make_unique<SQLite::Statement>(*db_, "INSERT INTO moves (game_id, ply, move, at) VALUES (?, ?, ?, ?)");
}

SqliteGameStore::~SqliteGameStore() = default;

void SqliteGameStore::migrate() {
  SQLite::Transaction transaction(*db_);
  db_->exec(kSchema);
  if (!has_column(*db_, "games", "creator")) db_->exec("ALTER TABLE games ADD COLUMN creator TEXT NOT NULL DEFAULT ''");
  if (!has_column(*db_, "games", "invite")) db_->exec("ALTER TABLE games ADD COLUMN invite TEXT NOT NULL DEFAULT ''");
  add_clock_columns();
  if (!has_column(*db_, "seats", "guest")) db_->exec("ALTER TABLE seats ADD COLUMN guest TEXT NOT NULL DEFAULT ''");
  if (!has_column(*db_, "seats", "draft")) db_->exec("ALTER TABLE seats ADD COLUMN draft TEXT");
  db_->exec("CREATE INDEX IF NOT EXISTS seats_by_guest ON seats (guest) WHERE guest <> ''");
  db_->exec("CREATE INDEX IF NOT EXISTS games_open_by_creator ON games (creator) WHERE ending IS NULL");
  db_->exec(kSeatsOfFirstVersion);
  transaction.commit();
}

void SqliteGameStore::add_clock_columns() {
  const std::pair<const char*, const char*> columns[] = {{"clock", "TEXT NOT NULL DEFAULT 'none'"},
                                                         {"no_battle_limit", "INTEGER NOT NULL DEFAULT 0"},
                                                         {"setup_started_at", "INTEGER"},
                                                         {"play_started_at", "INTEGER"},
                                                         {"ended_at", "INTEGER"}};
  for (const auto& [name, type] : columns)
    if (!has_column(*db_, "games", name)) db_->exec(std::string("ALTER TABLE games ADD COLUMN ") + name + " " + type);
  if (!has_column(*db_, "moves", "at")) db_->exec("ALTER TABLE moves ADD COLUMN at INTEGER");
}

void SqliteGameStore::create(const StoredGame& game) {
  std::lock_guard lock(mutex_);
  SQLite::Transaction transaction(*db_);
  SQLite::Statement insert(*db_,
                           "INSERT INTO games (id, token, variant, rules, level, seed, creator, invite, red_setup, blue_setup, "
                           "clock, no_battle_limit, setup_started_at) VALUES (?, '', ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?)");
  insert.bind(1, game.id);
  insert.bind(2, game.variant);
  insert.bind(3, game.rules);
  insert.bind(4, static_cast<std::int64_t>(game.seed));
  insert.bind(5, game.creator);
  insert.bind(6, game.invite);
  if (game.red_setup) insert.bind(7, *game.red_setup);
  else insert.bind(7);
  if (game.blue_setup) insert.bind(8, *game.blue_setup);
  else insert.bind(8);
  insert.bind(9, game.clock);
  insert.bind(10, game.no_battle_limit);
  bind_optional(insert, 11, game.setup_started_at);
  insert.exec();
  for (int c = 0; c < 2; ++c) {
    const StoredSeat& seat = game.seats[c];
    SQLite::Statement seat_row(*db_,
                               "INSERT INTO seats (game_id, color, kind, token, name, level, guest) VALUES (?, ?, ?, ?, ?, ?, ?)");
    seat_row.bind(1, game.id);
    seat_row.bind(2, c == 0 ? "red" : "blue");
    seat_row.bind(3, seat.kind);
    seat_row.bind(4, seat.token);
    seat_row.bind(5, seat.name);
    seat_row.bind(6, seat.level);
    seat_row.bind(7, seat.guest);
    seat_row.exec();
  }
  transaction.commit();
}

void SqliteGameStore::save_setup(const std::string& id, const std::string& color, const std::string& setup,
                           std::optional<std::int64_t> play_started_at) {
  std::lock_guard lock(mutex_);
  const std::string column = color == "blue" ? "blue_setup" : "red_setup";
  SQLite::Statement update(*db_, "UPDATE games SET " + column + " = ?, play_started_at = COALESCE(?, play_started_at) "
                                 "WHERE id = ? AND " + column + " IS NULL");
  update.bind(1, setup);
  bind_optional(update, 2, play_started_at);
  update.bind(3, id);
  if (update.exec() != 1) throw std::runtime_error("game " + id + " cannot take a " + color + " setup");
}

void SqliteGameStore::save_draft(const std::string& id, const std::string& color, const std::string& setup) {
  std::lock_guard lock(mutex_);
  SQLite::Statement update(*db_, "UPDATE seats SET draft = ? WHERE game_id = ? AND color = ?");
  update.bind(1, setup);
  update.bind(2, id);
  update.bind(3, color);
  if (update.exec() != 1) throw std::runtime_error("game " + id + " has no " + color + " seat for a draft");
}

bool SqliteGameStore::take_invite(const std::string& id, const std::string& invite, const std::string& color,
                            const std::string& token, const std::string& name, const std::string& guest,
                            std::optional<std::int64_t> at) {
  std::lock_guard lock(mutex_);
  if (invite.empty()) return false;
  SQLite::Transaction transaction(*db_);
  SQLite::Statement close(*db_, "UPDATE games SET invite = '', setup_started_at = ? WHERE id = ? AND invite = ?");
  bind_optional(close, 1, at);
  close.bind(2, id);
  close.bind(3, invite);
  if (close.exec() != 1) return false;
  SQLite::Statement seat(
      *db_, "UPDATE seats SET token = ?, name = ?, guest = ? WHERE game_id = ? AND color = ? AND kind = 'person' AND token = ''");
  seat.bind(1, token);
  seat.bind(2, name);
  seat.bind(3, guest);
  seat.bind(4, id);
  seat.bind(5, color);
  if (seat.exec() != 1) return false;
  transaction.commit();
  return true;
}

void SqliteGameStore::append_move(const std::string& id, int ply, const std::string& move, std::optional<std::int64_t> at) {
  std::lock_guard lock(mutex_);
  SQLite::Statement& insert = *insert_move_;  // prepared once: the statement of every move
  insert.tryReset();  // reset() would throw the error of a failed last insert again
  insert.bind(1, id);
  insert.bind(2, ply);
  insert.bind(3, move);
  bind_optional(insert, 4, at);
  insert.exec();
}

void SqliteGameStore::save_result(const std::string& id, int ending, const std::optional<std::string>& winner,
                                  std::optional<std::int64_t> at) {
  std::lock_guard lock(mutex_);
  SQLite::Statement update(*db_, "UPDATE games SET ending = ?, winner = ?, ended_at = ?, invite = '' WHERE id = ?");
  update.bind(1, ending);
  if (winner) update.bind(2, *winner);
  else update.bind(2);
  bind_optional(update, 3, at);
  update.bind(4, id);
  update.exec();
}

std::optional<StoredGame> SqliteGameStore::load(const std::string& id) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement select(*db_,
                           "SELECT variant, rules, seed, creator, invite, red_setup, blue_setup, ending, winner, "
                           "clock, no_battle_limit, setup_started_at, play_started_at, ended_at FROM games WHERE id = ?");
  select.bind(1, id);
  if (!select.executeStep()) return std::nullopt;
  StoredGame game;
  game.id = id;
  game.variant = select.getColumn(0).getString();
  game.rules = select.getColumn(1).getString();
  game.seed = static_cast<std::uint64_t>(select.getColumn(2).getInt64());
  game.creator = select.getColumn(3).getString();
  game.invite = select.getColumn(4).getString();
  game.red_setup = optional_text(select.getColumn(5));
  game.blue_setup = optional_text(select.getColumn(6));
  if (!select.getColumn(7).isNull()) game.ending = select.getColumn(7).getInt();
  game.winner = optional_text(select.getColumn(8));
  game.clock = select.getColumn(9).getString();
  game.no_battle_limit = select.getColumn(10).getInt();
  game.setup_started_at = optional_integer(select.getColumn(11));
  game.play_started_at = optional_integer(select.getColumn(12));
  game.ended_at = optional_integer(select.getColumn(13));
  SQLite::Statement seats(*db_, "SELECT color, kind, token, name, level, guest, draft FROM seats WHERE game_id = ?");
  seats.bind(1, id);
  while (seats.executeStep()) {
    const int c = color_index(seats.getColumn(0).getString());
    game.seats[c] = {seats.getColumn(1).getString(), seats.getColumn(2).getString(), seats.getColumn(3).getString(),
                     seats.getColumn(4).getString(), seats.getColumn(5).getString()};
    game.drafts[c] = optional_text(seats.getColumn(6));
  }
  SQLite::Statement moves(*db_, "SELECT move, at FROM moves WHERE game_id = ? ORDER BY ply");
  moves.bind(1, id);
  while (moves.executeStep()) {
    game.moves.push_back(moves.getColumn(0).getString());
    game.move_times.push_back(optional_integer(moves.getColumn(1)));
  }
  return game;
}

std::int64_t SqliteGameStore::game_count() const {
  std::lock_guard lock(mutex_);
  return db_->execAndGet("SELECT COUNT(*) FROM games").getInt64();
}

std::int64_t SqliteGameStore::open_games_created_by(const std::string& creator) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement count(*db_, "SELECT COUNT(*) FROM games WHERE creator = ? AND ending IS NULL");
  count.bind(1, creator);
  count.executeStep();
  return count.getColumn(0).getInt64();
}

std::vector<std::string> SqliteGameStore::unfinished_games_with_clocks() const {
  std::lock_guard lock(mutex_);
  SQLite::Statement select(*db_, "SELECT id FROM games WHERE ending IS NULL AND clock <> 'none'");
  std::vector<std::string> ids;
  while (select.executeStep()) ids.push_back(select.getColumn(0).getString());
  return ids;
}

std::vector<GuestSeat> SqliteGameStore::seats_of_guest(const std::string& guest, int limit) const {
  std::lock_guard lock(mutex_);
  std::vector<GuestSeat> seats;
  if (guest.empty()) return seats;
  SQLite::Statement select(*db_,
                           "SELECT s.game_id, s.color, s.token, g.clock FROM seats s JOIN games g ON g.id = s.game_id "
                           "WHERE s.guest = ? AND g.ending IS NULL ORDER BY g.rowid DESC LIMIT ?");
  select.bind(1, guest);
  select.bind(2, limit);
  while (select.executeStep())
    seats.push_back({select.getColumn(0).getString(), select.getColumn(1).getString(), select.getColumn(2).getString(),
                     select.getColumn(3).getString()});
  return seats;
}

std::vector<std::string> SqliteGameStore::games_between_people(int limit) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement select(*db_,
                           "SELECT id FROM games g WHERE ending IS NULL AND NOT EXISTS (SELECT 1 FROM seats s "
                           "WHERE s.game_id = g.id AND (s.kind <> 'person' OR s.token = '')) "
                           "ORDER BY rowid DESC LIMIT ?");
  select.bind(1, limit);
  std::vector<std::string> ids;
  while (select.executeStep()) ids.push_back(select.getColumn(0).getString());
  return ids;
}

void SqliteGameStore::create_guest(const StoredGuest& guest) {
  std::lock_guard lock(mutex_);
  SQLite::Statement insert(*db_, "INSERT INTO guests (id, secret_hash, name) VALUES (?, ?, ?)");
  insert.bind(1, guest.id);
  insert.bind(2, guest.secret_hash);
  insert.bind(3, guest.name);
  insert.exec();
}

std::optional<StoredGuest> SqliteGameStore::guest_by_secret_hash(const std::string& secret_hash) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement select(*db_, "SELECT id, name FROM guests WHERE secret_hash = ?");
  select.bind(1, secret_hash);
  if (!select.executeStep()) return std::nullopt;
  return StoredGuest{select.getColumn(0).getString(), secret_hash, select.getColumn(1).getString()};
}

void SqliteGameStore::rename_guest(const std::string& id, const std::string& name) {
  std::lock_guard lock(mutex_);
  SQLite::Statement update(*db_, "UPDATE guests SET name = ? WHERE id = ?");
  update.bind(1, name);
  update.bind(2, id);
  update.exec();
}

void SqliteGameStore::append_chat(const std::string& id, const StoredChat& line) {
  std::lock_guard lock(mutex_);
  SQLite::Statement insert(*db_, "INSERT INTO chat (game_id, room, color, name, text, at_ms) VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, id);
  insert.bind(2, line.room);
  if (line.from) insert.bind(3, *line.from);
  else insert.bind(3);
  insert.bind(4, line.name);
  insert.bind(5, line.text);
  insert.bind(6, line.at_ms);
  insert.exec();
}

std::vector<StoredChat> SqliteGameStore::recent_chat(const std::string& id, const std::string& room, int limit) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement select(*db_,
                           "SELECT color, name, text, at_ms FROM (SELECT id, color, name, text, at_ms FROM chat "
                           "WHERE game_id = ? AND room = ? ORDER BY id DESC LIMIT ?) ORDER BY id");
  select.bind(1, id);
  select.bind(2, room);
  select.bind(3, limit);
  std::vector<StoredChat> lines;
  while (select.executeStep())
    lines.push_back({room, optional_text(select.getColumn(0)), select.getColumn(1).getString(), select.getColumn(2).getString(),
                     select.getColumn(3).getInt64()});
  return lines;
}

std::int64_t SqliteGameStore::chat_count(const std::string& id) const {
  std::lock_guard lock(mutex_);
  SQLite::Statement count(*db_, "SELECT COUNT(*) FROM chat WHERE game_id = ?");
  count.bind(1, id);
  count.executeStep();
  return count.getColumn(0).getInt64();
}

}  // namespace stratego::server
