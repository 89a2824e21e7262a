// The game service and its store without any network: protocol errors, out-of-turn and
// illegal requests change nothing, every connection of a game hears the same frames, and a
// game stored on disk comes back exactly as it was.
#include <deque>
#include <filesystem>
#include <functional>
#include <random>

#include <gtest/gtest.h>

#include "formats/setup_string.hpp"
#include "server/client_message.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"
#include "server/game_store.hpp"

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

struct RecordingSubscriber : Subscriber {
  std::vector<json> frames;
  void deliver(std::shared_ptr<const std::string> frame) override { frames.push_back(json::parse(*frame)); }
  const json& last() const { return frames.back(); }
};

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
    store = std::make_unique<GameStore>(dir.file("games.db").string());
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
  std::unique_ptr<GameStore> store;
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
  EXPECT_EQ(client->last()["reveal"].size(), 16u);  // both barrage armies, too far apart to have met
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

}  // namespace
}  // namespace stratego::server
