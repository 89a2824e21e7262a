// What every GameStore must do, run against each implementation (SQLite in memory and in a
// file that is closed and opened again between writing and reading, so that what is read
// back was durable): games with their seats, setups, drafts, moves with times, results and
// invitations; the lists the service asks for; guests; chat. A PostgreSQL store joins the
// list of implementations and must pass the same tests.
#include <algorithm>
#include <filesystem>
#include <functional>
#include <memory>

#include <gtest/gtest.h>
#include <unistd.h>

#include "server/sqlite_game_store.hpp"

namespace stratego::server {
namespace {

namespace fs = std::filesystem;

// An implementation under test: a store, and the same store as a new process would open it.
class StoreMaker {
 public:
  virtual ~StoreMaker() = default;
  virtual GameStore& store() = 0;
  virtual GameStore& reopened() = 0;
};

class MemoryStore : public StoreMaker {
 public:
  GameStore& store() override { return store_; }
  GameStore& reopened() override { return store_; }

 private:
  SqliteGameStore store_{":memory:"};
};

class FileStore : public StoreMaker {
 public:
  FileStore() : file_(fs::temp_directory_path() / ("stratego-store-" + std::to_string(::getpid()) + ".db")) {
    remove_files();
    store_ = std::make_unique<SqliteGameStore>(file_.string());
  }
  ~FileStore() override {
    store_.reset();
    remove_files();
  }
  GameStore& store() override { return *store_; }
  GameStore& reopened() override {
    store_.reset();
    store_ = std::make_unique<SqliteGameStore>(file_.string());
    return *store_;
  }

 private:
  void remove_files() {
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(file_.string() + suffix);
  }
  fs::path file_;
  std::unique_ptr<SqliteGameStore> store_;
};

struct Implementation {
  std::string name;
  std::function<std::unique_ptr<StoreMaker>()> make;
};

std::string PrintToString(const Implementation& implementation) { return implementation.name; }

StoredGame game_between_people(const std::string& id) {
  StoredGame game;
  game.id = id;
  game.variant = "barrage";
  game.rules = "isf";
  game.seed = 4'000'000'000'000'000'000ull;
  game.creator = "127.0.0.1";
  game.seats[0] = {"person", "red-token", "Ann", "", "guest-ann"};
  game.seats[1] = {"person", "", "", "", ""};
  game.invite = "invite-secret";
  game.clock = "fischer:300+5";
  game.no_battle_limit = 50;
  return game;
}

StoredGame game_against_computer(const std::string& id) {
  StoredGame game;
  game.id = id;
  game.variant = "classic";
  game.rules = "gravon";
  game.seed = 7;
  game.creator = "10.0.0.2";
  game.seats[0] = {"person", "token", "Bob", "", ""};
  game.seats[1] = {"computer", "", "", "strong", ""};
  game.blue_setup = "blue setup text";
  game.setup_started_at = 1'000;
  return game;
}

class GameStoreContract : public ::testing::TestWithParam<Implementation> {
 protected:
  GameStoreContract() : maker(GetParam().make()) {}
  GameStore& store() { return maker->store(); }
  GameStore& reopened() { return maker->reopened(); }

  std::unique_ptr<StoreMaker> maker;
};

TEST_P(GameStoreContract, ACreatedGameLoadsAsItWasStored) {
  store().create(game_between_people("g1"));
  store().create(game_against_computer("g2"));
  const std::optional<StoredGame> people = reopened().load("g1");
  ASSERT_TRUE(people);
  const StoredGame expected = game_between_people("g1");
  EXPECT_EQ(people->variant, "barrage");
  EXPECT_EQ(people->rules, "isf");
  EXPECT_EQ(people->seed, expected.seed);
  EXPECT_EQ(people->creator, expected.creator);
  EXPECT_EQ(people->seats, expected.seats);
  EXPECT_EQ(people->invite, expected.invite);
  EXPECT_EQ(people->clock, expected.clock);
  EXPECT_EQ(people->no_battle_limit, 50);
  EXPECT_EQ(people->red_setup, std::nullopt);
  EXPECT_TRUE(people->moves.empty());
  EXPECT_EQ(people->ending, std::nullopt);
  const std::optional<StoredGame> computer = store().load("g2");
  ASSERT_TRUE(computer);
  EXPECT_EQ(computer->seats[1].kind, "computer");
  EXPECT_EQ(computer->seats[1].level, "strong");
  EXPECT_EQ(computer->blue_setup, "blue setup text");
  EXPECT_EQ(computer->setup_started_at, 1'000);
  EXPECT_EQ(computer->clock, "none");
  EXPECT_EQ(store().load("nothing"), std::nullopt);
  EXPECT_EQ(store().game_count(), 2);
  EXPECT_THROW(store().create(game_against_computer("g2")), std::exception);  // one game per id
  EXPECT_EQ(store().game_count(), 2);
}

TEST_P(GameStoreContract, SetupsMovesAndTheResultFollowTheGame) {
  store().create(game_against_computer("g"));
  store().save_setup("g", "red", "red setup text", 2'000);
  EXPECT_THROW(store().save_setup("g", "red", "another", 3'000), std::exception);  // a seat sets up once
  store().append_move("g", 1, "a4-a5", 2'500);
  store().append_move("g", 2, "b7-b6", 3'000);
  store().append_move("g", 3, "a5-a6");
  EXPECT_THROW(store().append_move("g", 3, "c4-c5", 4'000), std::exception);  // that ply is played
  store().append_move("g", 4, "c4-c5", 4'500);  // a refused move leaves the next one to be kept
  store().save_result("g", 1, std::string("blue"), 9'000);
  const std::optional<StoredGame> game = reopened().load("g");
  ASSERT_TRUE(game);
  EXPECT_EQ(game->red_setup, "red setup text");
  EXPECT_EQ(game->play_started_at, 2'000);
  EXPECT_EQ(game->moves, (std::vector<std::string>{"a4-a5", "b7-b6", "a5-a6", "c4-c5"}));
  EXPECT_EQ(game->move_times, (std::vector<std::optional<std::int64_t>>{2'500, 3'000, std::nullopt, 4'500}));
  EXPECT_EQ(game->ending, 1);
  EXPECT_EQ(game->winner, "blue");
  EXPECT_EQ(game->ended_at, 9'000);
}

TEST_P(GameStoreContract, ADrawHasNoWinnerAndAnEndedGameNoInvitation) {
  store().create(game_between_people("g"));
  store().save_result("g", 7, std::nullopt);
  const std::optional<StoredGame> game = reopened().load("g");
  EXPECT_EQ(game->ending, 7);
  EXPECT_EQ(game->winner, std::nullopt);
  EXPECT_EQ(game->ended_at, std::nullopt);
  EXPECT_EQ(game->invite, "");
  EXPECT_FALSE(store().take_invite("g", "invite-secret", "blue", "t", "Bob"));
}

TEST_P(GameStoreContract, EachDraftReplacesTheLastAndStaysApartFromTheSetup) {
  store().create(game_between_people("g"));
  store().save_draft("g", "red", "first draft");
  store().save_draft("g", "red", "second draft");
  store().save_draft("g", "blue", "blue draft");
  EXPECT_THROW(store().save_draft("nothing", "red", "draft"), std::exception);
  const std::optional<StoredGame> game = reopened().load("g");
  EXPECT_EQ(game->drafts[0], "second draft");
  EXPECT_EQ(game->drafts[1], "blue draft");
  EXPECT_EQ(game->red_setup, std::nullopt);
}

TEST_P(GameStoreContract, AnInvitationSeatsOnePersonOnce) {
  store().create(game_between_people("g"));
  EXPECT_FALSE(store().take_invite("g", "wrong", "blue", "t1", "Eve"));
  EXPECT_FALSE(store().take_invite("g", "", "blue", "t1", "Eve"));
  EXPECT_TRUE(store().take_invite("g", "invite-secret", "blue", "blue-token", "Bob", "guest-bob", 5'000));
  EXPECT_FALSE(store().take_invite("g", "invite-secret", "blue", "t2", "Eve"));
  const std::optional<StoredGame> game = reopened().load("g");
  EXPECT_EQ(game->invite, "");
  EXPECT_EQ(game->seats[1], (StoredSeat{"person", "blue-token", "Bob", "", "guest-bob"}));
  EXPECT_EQ(game->setup_started_at, 5'000);
}

TEST_P(GameStoreContract, TheListsTheServiceAsksFor) {
  store().create(game_between_people("open"));
  store().create(game_against_computer("computer"));
  store().create(game_between_people("seated"));
  ASSERT_TRUE(store().take_invite("seated", "invite-secret", "blue", "tb", "Bob", "guest-bob"));
  store().create(game_between_people("over"));
  ASSERT_TRUE(store().take_invite("over", "invite-secret", "blue", "tb2", "Bob", "guest-bob"));
  store().save_result("over", 1, std::string("red"));
  GameStore& s = reopened();
  EXPECT_EQ(s.open_games_created_by("127.0.0.1"), 2);  // "over" is over
  EXPECT_EQ(s.open_games_created_by("10.0.0.2"), 1);
  EXPECT_EQ(s.open_games_created_by("nobody"), 0);
  std::vector<std::string> clocked = s.unfinished_games_with_clocks();
  std::sort(clocked.begin(), clocked.end());
  EXPECT_EQ(clocked, (std::vector<std::string>{"open", "seated"}));
  EXPECT_EQ(s.games_between_people(10), (std::vector<std::string>{"seated"}));
  const std::vector<GuestSeat> ann = s.seats_of_guest("guest-ann", 10);  // the latest first
  ASSERT_EQ(ann.size(), 2u);
  EXPECT_EQ(ann[0].game, "seated");
  EXPECT_EQ(ann[0].color, "red");
  EXPECT_EQ(ann[0].token, "red-token");
  EXPECT_EQ(ann[0].clock, "fischer:300+5");
  EXPECT_EQ(ann[1].game, "open");
  EXPECT_EQ(s.seats_of_guest("guest-ann", 1).size(), 1u);
  EXPECT_EQ(s.seats_of_guest("guest-bob", 10).size(), 1u);
  EXPECT_TRUE(s.seats_of_guest("", 10).empty());  // no identity holds the seats of no guest
}

TEST_P(GameStoreContract, GuestsAreFoundByTheHashOfTheirSecret) {
  store().create_guest({"id-1", "hash-1", "Ann"});
  store().create_guest({"id-2", "hash-2", "Bob"});
  EXPECT_THROW(store().create_guest({"id-3", "hash-1", "Eve"}), std::exception);  // one identity per secret
  store().rename_guest("id-1", "Anna");
  GameStore& s = reopened();
  EXPECT_EQ(s.guest_by_secret_hash("hash-1")->name, "Anna");
  EXPECT_EQ(s.guest_by_secret_hash("hash-1")->id, "id-1");
  EXPECT_EQ(s.guest_by_secret_hash("hash-2")->name, "Bob");
  EXPECT_EQ(s.guest_by_secret_hash("hash-3"), std::nullopt);
}

TEST_P(GameStoreContract, ChatComesBackPerRoomTheOldestFirst) {
  store().create(game_between_people("g"));
  for (int i = 1; i <= 5; ++i) store().append_chat("g", {"players", std::string("red"), "Ann", "line " + std::to_string(i), i});
  store().append_chat("g", {"spectators", std::nullopt, "Eve", "hello", 9});
  GameStore& s = reopened();
  const std::vector<StoredChat> last = s.recent_chat("g", "players", 3);
  ASSERT_EQ(last.size(), 3u);
  EXPECT_EQ(last[0].text, "line 3");
  EXPECT_EQ(last[2], (StoredChat{"players", std::string("red"), "Ann", "line 5", 5}));
  EXPECT_EQ(s.recent_chat("g", "spectators", 50), (std::vector<StoredChat>{{"spectators", std::nullopt, "Eve", "hello", 9}}));
  EXPECT_EQ(s.chat_count("g"), 6);
  EXPECT_EQ(s.chat_count("other"), 0);
}

INSTANTIATE_TEST_SUITE_P(
    Implementations, GameStoreContract,
    ::testing::Values(Implementation{"SqliteInMemory", [] { return std::unique_ptr<StoreMaker>(std::make_unique<MemoryStore>()); }},
                      Implementation{"SqliteFile", [] { return std::unique_ptr<StoreMaker>(std::make_unique<FileStore>()); }}),
    [](const ::testing::TestParamInfo<Implementation>& test) { return test.param.name; });

}  // namespace
}  // namespace stratego::server
