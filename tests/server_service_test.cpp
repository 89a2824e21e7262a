// The game service and its store without any network: protocol errors, out-of-turn and
// illegal requests change nothing, every connection of a game hears the same frames, and a
// game stored on disk comes back exactly as it was.
#include <array>
#include <deque>
#include <filesystem>
#include <functional>
#include <random>

#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include "engine/notation.hpp"
#include "formats/setup_string.hpp"
#include "piece_list.hpp"
#include "tests/recording_viewer.hpp"
#include "server/client_message.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

// The computer's thinking runs when the test says so: every step is deterministic.
struct ManualExecutor {
  std::deque<std::function<void()>> jobs;
  Executor executor() {
    return [this](std::function<void()> job) { jobs.push_back(std::move(job)); };
  }
  void run_all() {
    while (!jobs.empty()) {
      auto job = std::move(jobs.front());
      jobs.pop_front();
      job();
    }
  }
};

using RecordingSubscriber = RecordingViewer;

class TempDir {
 public:
  TempDir() {
    path_ = std::filesystem::temp_directory_path() /
            ("stratego-server-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter_++));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  std::filesystem::path file(const std::string& name) const { return path_ / name; }

 private:
  static inline int counter_ = 0;
  std::filesystem::path path_;
};

std::string setup_string_for(const std::string& variant_name, std::uint64_t seed) {
  const Variant& v = variant(variant_name);
  return setup_to_string(v, Color::Red, prepared_setup(v, rule_set("gravon"), Color::Red, seed));
}

json move_intent(const json& move) { return {{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}; }

// A person as Red against the computer as Blue.
GameService::Seated computer_game(GameService& service, const std::string& variant, const std::string& rules,
                                  const std::string& level) {
  NewGameRequest request;
  request.variant = variant;
  request.rules = rules;
  request.level = level;
  return service.create_game(request);
}

class ServiceTest : public ::testing::Test {
 protected:
  void SetUp() override { open(); }

  void open() {
    store = std::make_unique<SqliteGameStore>(dir.file("games.db").string());
    service = std::make_unique<GameService>(*store, computer.executor(), ServiceOptions{10});
  }
  // A server restart: everything in memory is gone, jobs in flight too.
  void restart() {
    computer.jobs.clear();
    service.reset();
    store.reset();
    open();
  }

  void start_game(const std::string& variant_name = "barrage") {
    game = computer_game(*service, variant_name, "gravon", "random");
    handle = service->connect(game.id, game.token, client);
    send({{"type", "setup"}, {"setup", setup_string_for(variant_name, 7)}});
  }
  void send(const json& message) { service->receive(handle, *client, message.dump()); }
  json state() { return service->state(game.id, game.token); }
  // Plays Red's first legal move and lets the computer answer.
  void play_red_and_computer() {
    send(move_intent(state()["legal_moves"][0]));
    computer.run_all();
  }

  TempDir dir;
  ManualExecutor computer;
  std::unique_ptr<SqliteGameStore> store;
  std::unique_ptr<GameService> service;
  std::shared_ptr<RecordingSubscriber> client = std::make_shared<RecordingSubscriber>();
  GameService::Seated game;
  SessionHandle handle;
};

TEST(ClientMessage, ReadsEveryIntent) {
  auto move = parse_client_message(R"({"type": "move", "from": "d4", "to": "d5"})");
  ASSERT_TRUE(move.intent);
  ASSERT_TRUE(std::holds_alternative<MoveIntent>(*move.intent));
  EXPECT_EQ(std::get<MoveIntent>(*move.intent).to, (Square{3, 4}));
  EXPECT_TRUE(std::holds_alternative<ResignIntent>(*parse_client_message(R"({"type": "resign"})").intent));
  EXPECT_TRUE(std::holds_alternative<OfferDrawIntent>(*parse_client_message(R"({"type": "offer_draw"})").intent));
  EXPECT_TRUE(std::holds_alternative<SyncIntent>(*parse_client_message(R"({"type": "sync"})").intent));
  EXPECT_TRUE(std::holds_alternative<SetupIntent>(*parse_client_message(R"({"type": "setup", "setup": "x"})").intent));
}

TEST(ClientMessage, RefusesMalformedMessagesWithAReason) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"not json", "not valid JSON"},
      {"[1, 2]", "JSON object"},
      {R"({"kind": "move"})", "no \"type\""},
      {R"({"type": 7})", "no \"type\""},
      {R"({"type": "teleport"})", "unknown message type"},
      {R"({"type": "move", "to": "d5"})", "\"from\""},
      {R"({"type": "move", "from": "d4"})", "\"to\""},
      {R"({"type": "move", "from": "z9", "to": "d5"})", "not a square"},
      {R"({"type": "move", "from": 4, "to": "d5"})", "\"from\""},
      {R"({"type": "setup"})", "\"setup\""},
      {std::string(kMaxClientMessage + 1, ' '), "too large"},
  };
  for (const auto& [text, reason] : cases) {
    ParsedMessage parsed = parse_client_message(text);
    EXPECT_FALSE(parsed.intent) << text;
    EXPECT_NE(parsed.error.find(reason), std::string::npos) << text << " -> " << parsed.error;
  }
}

TEST_F(ServiceTest, ConnectingSendsTheStateOfANewGame) {
  game = computer_game(*service, "classic", "isf", "random");
  handle = service->connect(game.id, game.token, client);
  ASSERT_EQ(client->frames.size(), 1u);
  EXPECT_EQ(client->last()["type"], "state");
  EXPECT_EQ(client->last()["phase"], "setup");
  EXPECT_EQ(client->last()["rules"], "isf");
  EXPECT_EQ(client->last()["board"].size(), 100u);
}

TEST_F(ServiceTest, UnknownGamesAndWrongTokensAreRefused) {
  game = computer_game(*service, "classic", "gravon", "random");
  auto status_of = [&](const std::function<void()>& call) {
    try {
      call();
    } catch (const RequestError& e) {
      return e.status();
    }
    return 0;
  };
  EXPECT_EQ(status_of([&] { service->connect(game.id, "wrong", client); }), 403);
  EXPECT_EQ(status_of([&] { service->connect("nosuchgame", game.token, client); }), 404);
  EXPECT_EQ(status_of([&] { service->state(game.id, game.token + "x"); }), 403);
  EXPECT_EQ(status_of([&] { computer_game(*service, "chess", "gravon", "random"); }), 400);
  EXPECT_EQ(status_of([&] { computer_game(*service, "classic", "fide", "random"); }), 400);
  EXPECT_EQ(status_of([&] { computer_game(*service, "classic", "gravon", "grandmaster"); }), 400);
  EXPECT_TRUE(client->frames.empty());
}

TEST_F(ServiceTest, BadMessagesGetAnErrorAndChangeNothing) {
  start_game();
  const json before = state();
  const std::size_t frames_before = client->frames.size();
  for (const std::string text : {"{", "null", R"({"type": "jump"})", R"({"type": "move"})",
                                 R"({"type": "move", "from": "e5", "to": "e6", "extra": [1]})"}) {
    service->receive(handle, *client, text);
  }
  ASSERT_EQ(client->frames.size(), frames_before + 5);
  for (std::size_t i = frames_before; i < client->frames.size(); ++i) EXPECT_EQ(client->frames[i]["type"], "error");
  EXPECT_EQ(state(), before);
}

TEST_F(ServiceTest, AnErrorCarriesTheIdOfTheMessageItRefuses) {
  start_game();
  const json before = state();
  send({{"type", "move"}, {"from", "a1"}, {"to", "j10"}, {"id", 7}});
  EXPECT_EQ(client->last()["type"], "error");
  EXPECT_EQ(client->last()["id"], 7);
  send({{"type", "jump"}, {"id", "m-8"}});
  EXPECT_EQ(client->last()["id"], "m-8");
  service->receive(handle, *client, R"({"type": "move", "id": 9})");  // refused as it is read
  EXPECT_EQ(client->last()["id"], 9);
  send({{"type", "move"}, {"from", "a1"}, {"to", "j10"}, {"id", std::string(kMaxMessageId + 1, 'x')}});
  EXPECT_EQ(client->last()["type"], "error");
  EXPECT_FALSE(client->last().contains("id"));  // not an id a client may choose
  send({{"type", "move"}, {"from", "a1"}, {"to", "j10"}, {"id", {{"nested", 1}}}});
  EXPECT_FALSE(client->last().contains("id"));
  send({{"type", "move"}, {"from", "a1"}, {"to", "j10"}});
  EXPECT_FALSE(client->last().contains("id"));
  EXPECT_EQ(state(), before);
  const json first = state()["legal_moves"][0];
  send({{"type", "move"}, {"from", first["from"]}, {"to", first["to"]}, {"id", 10}});
  EXPECT_EQ(client->last()["type"], "move");  // a move played: its frame, for every connection, without an id
  EXPECT_FALSE(client->last().contains("id"));
}

TEST_F(ServiceTest, NothingButASetupStartsTheGame) {
  game = computer_game(*service, "barrage", "gravon", "random");
  handle = service->connect(game.id, game.token, client);
  send({{"type", "move"}, {"from", "a1"}, {"to", "a2"}});
  EXPECT_EQ(client->last()["type"], "error");
  send({{"type", "setup"}, {"setup", "XXXXXXXX"}});
  EXPECT_EQ(client->last()["type"], "error");
  send({{"type", "resign"}});
  EXPECT_EQ(client->last()["type"], "error");
  EXPECT_EQ(state()["phase"], "setup");
  send({{"type", "setup"}, {"setup", setup_string_for("barrage", 3)}});
  EXPECT_EQ(client->last()["type"], "state");
  EXPECT_EQ(client->last()["phase"], "play");
  EXPECT_EQ(client->last()["to_move"], "red");
  send({{"type", "setup"}, {"setup", setup_string_for("barrage", 3)}});
  EXPECT_NE(client->last()["message"].get<std::string>().find("already started"), std::string::npos);
}

TEST_F(ServiceTest, OutOfTurnAndIllegalMovesChangeNothing) {
  start_game();
  const json first = state()["legal_moves"][0];
  send({{"type", "move"}, {"from", first["from"]}, {"to", "j10"}});  // a piece cannot fly there
  EXPECT_EQ(client->last()["type"], "error");
  EXPECT_EQ(state()["log"].size(), 0u);

  send(move_intent(first));
  EXPECT_EQ(client->last()["type"], "move");
  EXPECT_EQ(client->last()["side"], "red");
  ASSERT_EQ(computer.jobs.size(), 1u);  // the computer is thinking
  const json thinking = state();
  EXPECT_EQ(thinking["to_move"], "blue");
  EXPECT_TRUE(thinking["legal_moves"].empty());
  send(move_intent(first));
  EXPECT_NE(client->last()["message"].get<std::string>().find("not your turn"), std::string::npos);
  EXPECT_EQ(state(), thinking);

  computer.run_all();
  EXPECT_EQ(client->last()["type"], "move");
  EXPECT_EQ(client->last()["side"], "blue");
  EXPECT_EQ(state()["to_move"], "red");
  EXPECT_EQ(state()["log"].size(), 2u);
}

// A second connection to the database file makes the store refuse what a full disk would.
void refuse_writes(const std::filesystem::path& file, bool refuse) {
  SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
  if (refuse) {
    db.exec("CREATE TRIGGER refuse_moves BEFORE INSERT ON moves BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    db.exec("CREATE TRIGGER refuse_results BEFORE UPDATE OF ending ON games BEGIN SELECT RAISE(ABORT, 'disk full'); END");
  } else {
    db.exec("DROP TRIGGER refuse_moves");
    db.exec("DROP TRIGGER refuse_results");
  }
}

// And once the store works again, so does the game (a failed insert does not stick).
TEST_F(ServiceTest, WhatTheStoreCannotKeepDoesNotHappen) {
  start_game();
  const json before = state();
  refuse_writes(dir.file("games.db"), true);
  send(move_intent(before["legal_moves"][0]));
  EXPECT_NE(client->last()["message"].get<std::string>().find("could not store"), std::string::npos) << client->last();
  send({{"type", "resign"}});
  EXPECT_EQ(client->last()["type"], "error");
  EXPECT_EQ(state(), before);
  EXPECT_TRUE(computer.jobs.empty());

  refuse_writes(dir.file("games.db"), false);
  play_red_and_computer();
  EXPECT_EQ(state()["log"].size(), 2u) << client->last();
  restart();
  EXPECT_EQ(state()["log"].size(), 2u);
  EXPECT_EQ(state()["phase"], "play");
}

TEST_F(ServiceTest, EveryConnectionOfAGameHearsTheSameFrames) {
  start_game();
  auto second = std::make_shared<RecordingSubscriber>();
  service->connect(game.id, game.token, second);
  ASSERT_EQ(second->frames.size(), 1u);
  EXPECT_EQ(second->frames[0], client->last());  // joins with the current state
  play_red_and_computer();
  play_red_and_computer();
  ASSERT_EQ(second->frames.size(), 5u);
  for (std::size_t i = 1; i < second->frames.size(); ++i)
    EXPECT_EQ(second->frames[i], client->frames[client->frames.size() - second->frames.size() + i]);
  // An error goes only to the connection that caused it.
  service->receive(handle, *second, "garbage");
  EXPECT_EQ(second->last()["type"], "error");
  EXPECT_EQ(client->last()["type"], "move");
}

TEST_F(ServiceTest, AStoredGameComesBackExactlyAsItWas) {
  start_game("classic");
  for (int i = 0; i < 12 && state()["phase"] == "play"; ++i) play_red_and_computer();
  const json before = state();
  restart();
  EXPECT_EQ(service->games_in_memory(), 0u);
  handle = service->connect(game.id, game.token, client);
  EXPECT_EQ(client->last()["type"], "state");
  EXPECT_EQ(state(), before);
  if (before["phase"] == "play") {
    play_red_and_computer();
    EXPECT_EQ(state()["log"].size(), before["log"].size() + 2);
  }
}

TEST_F(ServiceTest, TheComputerResumesAMoveInterruptedByARestart) {
  start_game();
  send(move_intent(state()["legal_moves"][0]));
  ASSERT_EQ(computer.jobs.size(), 1u);
  restart();  // the computer never answered
  EXPECT_EQ(state()["to_move"], "blue");
  EXPECT_TRUE(computer.jobs.empty());  // reading the state does not wake the computer
  handle = service->connect(game.id, game.token, client);
  ASSERT_EQ(computer.jobs.size(), 1u);
  computer.run_all();
  EXPECT_EQ(client->last()["side"], "blue");
  EXPECT_EQ(state()["to_move"], "red");
}

TEST_F(ServiceTest, ResigningEndsTheGameRevealsTheBoardAndIsStored) {
  start_game();
  play_red_and_computer();
  EXPECT_THROW(service->record(game.id), RequestError);
  EXPECT_TRUE(state()["reveal"].is_null());
  send({{"type", "resign"}});
  EXPECT_EQ(client->last()["type"], "state");
  EXPECT_EQ(client->last()["phase"], "over");
  EXPECT_EQ(client->last()["result"]["winner"], "blue");
  std::size_t captured = 0;  // the computer's move may have been an attack
  for (const auto& side : client->last()["captured"]) for (const auto& count : side) captured += count.get<std::size_t>();
  EXPECT_EQ(client->last()["reveal"].size() + captured, 16u);  // both barrage armies, every piece left
  restart();
  const json after = state();
  EXPECT_EQ(after["phase"], "over");
  EXPECT_EQ(after["result"]["ending"], "resignation");
  const json record = service->record(game.id);
  EXPECT_EQ(record["result"]["winner"], "blue");
  EXPECT_EQ(record["moves"].size(), 2u);
  send({{"type", "move"}, {"from", "a1"}, {"to", "a2"}});
  EXPECT_EQ(client->last()["type"], "error");
}

TEST_F(ServiceTest, TheComputerAnswersADrawOffer) {
  start_game();
  send({{"type", "offer_draw"}});
  ASSERT_EQ(client->last()["type"], "draw_answer");
  EXPECT_FALSE(client->last()["accepted"]);  // nothing lost yet: the computer plays on
  EXPECT_EQ(state()["phase"], "play");
}

TEST_F(ServiceTest, StateShowsOnlyWhatRedMayKnow) {
  start_game("classic");
  const json s = state();
  int own = 0;
  int enemy = 0;
  for (const json& square : s["board"]) {
    if (square["kind"] == "own") ++own;
    if (square["kind"] == "enemy") {
      ++enemy;
      EXPECT_EQ(square["rank"], "unknown");
    }
  }
  EXPECT_EQ(own, 40);
  EXPECT_EQ(enemy, 40);
  EXPECT_TRUE(s["reveal"].is_null());
  EXPECT_FALSE(s["legal_moves"].empty());
}


// Ultimate lightning twins, stored as if played: Red's scout b4 died against the marshal on b7,
// Blue played j7-j6, and Red's scout on a4 may attack the unmoved piece on a10, a general in
// one twin (the scout loses) and a spy in the other (it wins). Red saw the same in both.
class RescueTwins : public ServiceTest {
 protected:
  // A fresh stored copy of the twin, connected; its frames go to `to`.
  SessionHandle open_twin(bool a10_is_general, const std::shared_ptr<RecordingSubscriber>& to) {
    const Variant& v = variant("ultimate-lightning");
    const std::string red = "a4=2 b4=2 c4=2 d4=2 e4=3 f4=3 g4=4 h4=4 i4=5 j4=5 a3=6 b3=6 c3=7 d3=8 e3=9 f3=10 "
                            "g3=S h3=B i3=B j3=F";
    const std::string blue = std::string("b7=10 c7=2 d7=2 e7=2 f7=2 g7=3 h7=3 i7=4 j7=4 b8=5 c8=5 d8=6 e8=6 f8=7 g8=8 ") +
                             (a10_is_general ? "a10=9 i8=S" : "a10=S i8=9") + " j8=B j9=B j10=F";
    StoredGame stored;
    stored.id = "twin-" + std::to_string(++twins_);
    stored.variant = v.name;
    stored.rules = "gravon";
    stored.seats = {StoredSeat{"person", "secret", "Ann", "", ""}, StoredSeat{"computer", "", "", "random", ""}};
    stored.red_setup = setup_to_string(v, Color::Red, testing::pieces(red));
    stored.blue_setup = setup_to_string(v, Color::Blue, testing::pieces(blue));
    store->create(stored);
    store->append_move(stored.id, 1, "b4-b7");
    store->append_move(stored.id, 2, "j7-j6");
    return service->connect(stored.id, "secret", to);
  }

  // The answer to one move message: the error's text, or "played". A refused message changes
  // nothing, so the twin is opened anew only after a played one.
  std::string answer(bool a10_is_general, const json& message) {
    Twin& twin = open_[a10_is_general];
    if (!twin.session) twin.session = open_twin(a10_is_general, twin.view);
    service->receive(twin.session, *twin.view, message.dump());
    if (twin.view->last()["type"] != "move") return twin.view->last()["message"].get<std::string>();
    twin.session = nullptr;
    return "played";
  }

 private:
  struct Twin {
    std::shared_ptr<RecordingSubscriber> view = std::make_shared<RecordingSubscriber>();
    SessionHandle session;
  };
  std::array<Twin, 2> open_;
  int twins_ = 0;
};

TEST_F(RescueTwins, EveryRescueMessageGetsTheSameAnswerWhateverTheHiddenRanks) {
  auto general_view = std::make_shared<RecordingSubscriber>();
  auto spy_view = std::make_shared<RecordingSubscriber>();
  open_twin(true, general_view);
  open_twin(false, spy_view);
  const json legal = general_view->last()["legal_moves"];
  EXPECT_EQ(legal, spy_view->last()["legal_moves"]);  // the rescue offers too
  int played = 0;
  const Variant& v = variant("ultimate-lightning");
  for (const char* move : {"a4-a10", "a4-a9", "a3-a2"}) {
    const Move m = *parse_move(move);
    for (Rank rank : kAllRanks)
      for (std::int8_t r = 0; r < v.height; r += 1)
        for (std::int8_t f = 0; f < v.width; f += 1) {
          const json message = {{"type", "move"},   {"from", square_name(m.from)}, {"to", square_name(m.to)},
                                {"rescue_to", square_name(Square{f, r})}, {"rescue_rank", rank_name(rank)}};
          const std::string verdict = answer(true, message);
          EXPECT_EQ(verdict, answer(false, message)) << message.dump();
          played += verdict == "played";
        }
  }
  EXPECT_GT(played, 0);
}

TEST_F(RescueTwins, TheStateOffersTheRescueAndItHappensOnlyIfTheAttackerSurvives) {
  auto general_view = std::make_shared<RecordingSubscriber>();
  const SessionHandle general = open_twin(true, general_view);
  json offer;
  for (const json& m : general_view->last()["legal_moves"])
    if (m["from"] == "a4" && m["to"] == "a10") offer = m["rescue"];
  ASSERT_FALSE(offer.is_null());
  EXPECT_EQ(offer["ranks"], json::array({"scout"}));
  EXPECT_EQ(offer["squares"].size(), 100u - 8u - 39u + 1u);  // every empty square, and a4
  const json rescue = {{"type", "move"}, {"from", "a4"}, {"to", "a10"}, {"rescue_to", "e2"}, {"rescue_rank", "scout"}};
  service->receive(general, *general_view, rescue.dump());
  EXPECT_EQ(general_view->last()["type"], "move");
  EXPECT_FALSE(general_view->last().contains("rescue_to"));  // the scout lost: no rescue

  auto spy_view = std::make_shared<RecordingSubscriber>();
  const SessionHandle spy = open_twin(false, spy_view);
  service->receive(spy, *spy_view, rescue.dump());
  EXPECT_EQ(spy_view->last()["rescue_to"], "e2");
  EXPECT_EQ(spy_view->last_state()["captured"]["red"].value("scout", 0), 0);
}

}  // namespace
}  // namespace stratego::server
