// The real `stratego serve` on a loopback port with a temporary database, driven over HTTP
// and WebSocket: the API, protocol errors, two connections on one game, a kill -9 in the
// middle of a game followed by a restart that loses nothing, and whole games in which no
// frame ever tells the browser a hidden enemy rank.
#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>

#include "engine/game.hpp"
#include "engine/notation.hpp"
#include "formats/json_record.hpp"
#include "tests/public_knowledge.hpp"
#include "tests/server_test_client.hpp"

namespace stratego::testing {
namespace {

using nlohmann::json;

struct NewGame {
  std::string id;
  std::string token;
  std::string ws_target() const { return testing::ws_target(id, token); }
  std::string bearer() const { return "Bearer " + token; }
};

NewGame create_game(unsigned short port, const std::string& variant, const std::string& level = "random") {
  HttpReply reply = http_request(port, "POST", "/api/games", json{{"variant", variant}, {"rules", "gravon"}, {"level", level}}.dump());
  EXPECT_EQ(reply.status, 200) << reply.body;
  return {reply.json()["game"], reply.json()["token"]};
}

std::string prepared_setup(unsigned short port, const std::string& variant, int seed) {
  HttpReply reply = http_request(port, "GET", "/api/setup?variant=" + variant + "&seed=" + std::to_string(seed));
  EXPECT_EQ(reply.status, 200) << reply.body;
  return reply.json()["setup"];
}


// A scripted browser: plays Red's moves at random from the offered legal moves and keeps
// every frame it receives.
class ScriptedPlayer {
 public:
  ScriptedPlayer(unsigned short port, const NewGame& game, std::uint64_t seed) : ws_(port, game.ws_target()), rng_(seed) {
    last_ = receive();
  }
  void set_up(const std::string& setup) {
    ws_.send(json{{"type", "setup"}, {"setup", setup}}.dump());
    last_ = receive();
  }
  // Plays one move and waits until Red is to move again or the game is over.
  void play_one() {
    const json& moves = state_["legal_moves"];
    ASSERT_FALSE(moves.empty());
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    const json move = moves[pick(rng_)];
    ws_.send(json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump());
    json answer = receive();
    ASSERT_EQ(answer["type"], "move") << answer.dump();
    ASSERT_EQ(answer["side"], "red");
    ASSERT_EQ(answer["from"], move["from"]);
    last_ = answer;
    while (phase() == "play" && state_["to_move"] == "blue") last_ = receive();
  }
  void play_until_over(int max_plies) {
    while (phase() == "play" && static_cast<int>(state_["log"].size()) < max_plies) play_one();
    if (phase() == "play") {
      ws_.send(R"({"type": "resign"})");
      last_ = receive();
    }
  }
  std::string phase() const { return state_["phase"]; }
  const json& last() const { return last_; }
  const json& state() const { return state_; }
  const std::vector<json>& frames() const { return frames_; }
  WebSocketClient& socket() { return ws_; }
  json receive() {
    json frame = ws_.receive_json();
    frames_.push_back(frame);
    state_ = follower_.follow(frame);
    return frame;
  }

 private:
  WebSocketClient ws_;
  std::mt19937_64 rng_;
  json last_;
  StateFollower follower_;
  json state_;
  std::vector<json> frames_;
};

class ServeTest : public ::testing::Test {
 protected:
  // Scripted players move as fast as the server answers: far beyond a person's message rate.
  static inline const std::vector<std::string> kUnthrottled = {"--messages-per-second", "0"};
  void SetUp() override { server = std::make_unique<ServerProcess>(dir.db(), dir.web(), kUnthrottled); }
  unsigned short port() const { return server->port(); }
  ServerDir dir;
  std::unique_ptr<ServerProcess> server;
};

TEST_F(ServeTest, ServesTheClientAndTheApi) {
  HttpReply variants = http_request(port(), "GET", "/api/variants");
  ASSERT_EQ(variants.status, 200);
  EXPECT_GE(variants.json()["variants"].size(), 6u);
  EXPECT_EQ(variants.json()["variants"][0]["army"]["marshal"], 1);
  EXPECT_NE(http_request(port(), "GET", "/").body.find("Stratego"), std::string::npos);
  EXPECT_NE(http_request(port(), "GET", "/play/123").body.find("Stratego"), std::string::npos);  // the client's route
  EXPECT_EQ(http_request(port(), "GET", "/missing.js").status, 404);
  EXPECT_EQ(http_request(port(), "GET", "/../../etc/passwd").status, 404);
  EXPECT_EQ(http_request(port(), "GET", "/api/nothing").status, 404);
  EXPECT_EQ(http_request(port(), "POST", "/api/games", "{not json").status, 400);
  EXPECT_EQ(http_request(port(), "POST", "/api/games", R"({"variant": "chess"})").status, 400);
  EXPECT_EQ(http_request(port(), "GET", "/api/setup?variant=chess").status, 400);

  NewGame game = create_game(port(), "duell");
  const HttpReply watched = http_request(port(), "GET", "/api/games/" + game.id);  // no token: a spectator's view
  ASSERT_EQ(watched.status, 200);
  EXPECT_TRUE(watched.json()["you"].is_null());
  EXPECT_EQ(http_request(port(), "GET", "/api/games/" + game.id, {}, "Bearer nope").status, 403);
  EXPECT_EQ(http_request(port(), "GET", "/api/games/unknown", {}, game.bearer()).status, 404);
  HttpReply state = http_request(port(), "GET", "/api/games/" + game.id, {}, game.bearer());
  ASSERT_EQ(state.status, 200);
  EXPECT_EQ(state.json()["phase"], "setup");
  EXPECT_EQ(http_request(port(), "GET", "/api/games/" + game.id + "/record").status, 409);
  EXPECT_EQ(http_request(port(), "POST", "/api/replay", "this is no game record").status, 422);
}

TEST_F(ServeTest, BadMessagesGetAClearErrorAndTheServerCarriesOn) {
  NewGame game = create_game(port(), "barrage");
  ScriptedPlayer player(port(), game, 1);
  for (const std::string text : {"{{{", R"({"type": "fly"})", R"({"type": "move", "from": "a1"})", R"({"type": "resign"})"}) {
    player.socket().send(text);
    json answer = player.receive();
    EXPECT_EQ(answer["type"], "error") << text;
    EXPECT_FALSE(answer["message"].get<std::string>().empty());
  }
  player.socket().send(std::string(8000, 'x'));
  EXPECT_NE(player.receive()["message"].get<std::string>().find("too large"), std::string::npos);
  {
    WebSocketClient huge(port(), game.ws_target());
    huge.receive();  // the state
    EXPECT_THROW(
        {
          huge.send(std::string(200000, '['));  // beyond the transport's limit: the connection is closed
          huge.receive();
        },
        std::exception);
  }
  WebSocketClient intruder(port(), "/ws?game=" + game.id + "&token=guess");
  EXPECT_NE(json::parse(intruder.receive())["message"].get<std::string>().find("wrong token"), std::string::npos);
  // The game is untouched and the server still answers.
  player.socket().send(R"({"type": "sync"})");
  json sync = player.receive();
  EXPECT_EQ(sync["type"], "state");
  EXPECT_EQ(sync["phase"], "setup");
}

TEST_F(ServeTest, TwoConnectionsOnOneTokenBothFollowTheGame) {
  NewGame game = create_game(port(), "barrage");
  ScriptedPlayer first(port(), game, 2);
  WebSocketClient second(port(), game.ws_target());
  EXPECT_EQ(second.receive_json()["phase"], "setup");
  first.set_up(prepared_setup(port(), "barrage", 2));
  EXPECT_EQ(second.receive_json(), first.last());
  for (int i = 0; i < 5 && first.phase() == "play"; ++i) {
    const std::size_t before = first.frames().size();
    first.play_one();
    for (std::size_t f = before; f < first.frames().size(); ++f) EXPECT_EQ(second.receive_json(), first.frames()[f]);
  }
}

json without_type(json state) {
  state.erase("type");
  return state;
}

// Whether a seat has a connection open is no part of what a restart must keep.
// Who is connected, and since when a seat is away, change with a restart; the game does not.
json without_presence(json state) {
  for (const char* seat : {"red", "blue"}) {
    state["seats"][seat].erase("connected");
    state["seats"][seat].erase("away_ms");
  }
  return state;
}

TEST_F(ServeTest, AKillNineInMidGameLosesNothing) {
  NewGame game;
  json before;
  for (int attempt = 0; attempt < 5 && before.is_null(); ++attempt) {  // a random game may end early: take one that goes on
    game = create_game(port(), "classic");
    ScriptedPlayer player(port(), game, 3 + static_cast<std::uint64_t>(attempt));
    player.set_up(prepared_setup(port(), "classic", 3));
    for (int i = 0; i < 12 && player.phase() == "play"; ++i) player.play_one();
    if (player.phase() != "play") continue;
    before = http_request(port(), "GET", "/api/games/" + game.id, {}, game.bearer()).json();
    EXPECT_EQ(without_type(player.state()), before);
    server->kill_hard();  // while the connection is open
  }
  ASSERT_FALSE(before.is_null());
  server = std::make_unique<ServerProcess>(dir.db(), dir.web(), kUnthrottled);
  const json after = http_request(port(), "GET", "/api/games/" + game.id, {}, game.bearer()).json();
  EXPECT_EQ(without_presence(after), without_presence(before));
  ScriptedPlayer player(port(), game, 4);
  EXPECT_EQ(without_type(player.state()), before);
  player.play_one();
  EXPECT_GE(player.state()["log"].size(), before["log"].size() + 1);
  EXPECT_EQ(server->stop(), 0);
}

TEST_F(ServeTest, NoFrameEverTellsAHiddenEnemyRank) {
  const std::vector<std::pair<std::string, int>> games = {{"classic", 11}, {"barrage", 12}, {"small", 13}, {"duell", 14}, {"ultimate-lightning", 15}};
  int enemy_ranks_seen = 0;
  for (const auto& [variant_name, seed] : games) {
    SCOPED_TRACE(variant_name);
    NewGame game = create_game(port(), variant_name);
    ScriptedPlayer player(port(), game, static_cast<std::uint64_t>(seed));
    player.set_up(prepared_setup(port(), variant_name, seed));
    player.play_until_over(300);
    ASSERT_EQ(player.phase(), "over");
    HttpReply record = http_request(port(), "GET", "/api/games/" + game.id + "/record");
    ASSERT_EQ(record.status, 200) << record.body;
    const PublicKnowledge k = public_knowledge_of(read_json_record(record.body, "record"));
    enemy_ranks_seen += expect_no_hidden_rank(player.frames(), k, Color::Red);
    EXPECT_EQ(player.state()["reveal"].size(), k.truth.back().squares_of(Color::Red).size() + k.truth.back().squares_of(Color::Blue).size());
  }
  EXPECT_GT(enemy_ranks_seen, 0) << "the games should reveal some ranks, or the test proves little";
}

// One seat of a game between two people, over its own WebSocket.
struct SeatClient {
  SeatClient(unsigned short port, const std::string& id, const std::string& token)
      : ws(port, ws_target(id, token)) {
    record(ws.receive_json());
  }
  void record(const json& frame) {
    frames.push_back(frame);
    last = follower.follow(frame);
  }
  // Reads until a frame arrives whose state has ply moves in its log (or the game is over).
  void follow_to(std::size_t ply) {
    while (last["phase"] != "over" && (last["phase"] != "play" || last["log"].size() < ply)) record(ws.receive_json());
  }
  WebSocketClient ws;
  std::vector<json> frames;
  StateFollower follower;
  json last;
};

TEST_F(ServeTest, ABrowserThatVanishesIsAwayAfterTheIdleTime) {
  server = std::make_unique<ServerProcess>(dir.db(), dir.web(), std::vector<std::string>{"--idle-seconds", "1"});
  const json created = http_request(port(), "POST", "/api/games", json{{"variant", "barrage"}, {"opponent", "person"}}.dump()).json();
  const std::string id = created["game"];
  const json joined =
      http_request(port(), "POST", "/api/games/" + id + "/join", json{{"invite", created["invite"]}, {"name", "Bob"}}.dump()).json();
  WebSocketClient red(port(), "/ws?game=" + id + "&token=" + created["token"].get<std::string>());
  red.receive();
  {
    WebSocketClient blue(port(), "/ws?game=" + id + "&token=" + joined["token"].get<std::string>());
    blue.receive();
    // Blue's client now reads nothing, so it answers no ping: as a phone that lost its network.
    json frame = red.receive_json();
    EXPECT_EQ(frame["seats"]["blue"]["connected"], true) << frame.dump();
    frame = red.receive_json();  // Red reads, answering the pings, and hears that Blue is gone
    EXPECT_EQ(frame["type"], "presence");
    EXPECT_EQ(frame["seats"]["blue"]["connected"], false);
    EXPECT_EQ(frame["seats"]["red"]["connected"], true);
  }
}

TEST_F(ServeTest, TwoPeopleMeetByInvitationAndASpectatorWatches) {
  const HttpReply created = http_request(port(), "POST", "/api/games",
                                         json{{"variant", "barrage"}, {"opponent", "person"}, {"color", "blue"}, {"name", "Ann"}}.dump());
  ASSERT_EQ(created.status, 200) << created.body;
  const std::string id = created.json()["game"];
  ASSERT_EQ(created.json()["color"], "blue");
  const std::string invite = created.json()["invite"];
  const json join_body = {{"invite", invite}, {"name", "Bob"}};
  EXPECT_EQ(http_request(port(), "POST", "/api/games/" + id + "/join", json{{"invite", "guess"}, {"name", "Eve"}}.dump()).status, 403);
  const HttpReply joined = http_request(port(), "POST", "/api/games/" + id + "/join", join_body.dump());
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(joined.json()["color"], "red");
  EXPECT_EQ(http_request(port(), "POST", "/api/games/" + id + "/join", join_body.dump()).status, 409);  // seats one only
  std::array<SeatClient, 2> seats = {SeatClient(port(), id, joined.json()["token"]), SeatClient(port(), id, created.json()["token"])};
  SeatClient spectator(port(), id, "");
  EXPECT_EQ(spectator.last["seats"]["red"]["name"], "Bob");
  for (int c = 0; c < 2; ++c) seats[c].ws.send(json{{"type", "setup"}, {"setup", prepared_setup(port(), "barrage", 20 + c)}}.dump());
  for (SeatClient* viewer : {&seats[0], &seats[1], &spectator}) viewer->follow_to(0);
  std::mt19937_64 rng(21);
  for (std::size_t ply = 0; ply < 400 && seats[0].last["phase"] == "play"; ++ply) {
    SeatClient& mover = seats[seats[0].last["to_move"] == "red" ? 0 : 1];
    mover.follow_to(ply);
    const json& moves = mover.last["legal_moves"];
    ASSERT_FALSE(moves.empty());
    const json move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
    mover.ws.send(json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump());
    for (SeatClient* viewer : {&seats[0], &seats[1], &spectator}) viewer->follow_to(ply + 1);
  }
  if (seats[0].last["phase"] == "play") {
    seats[0].ws.send(R"({"type": "resign"})");
    for (SeatClient* viewer : {&seats[0], &seats[1], &spectator}) viewer->follow_to(1000);
  }
  ASSERT_EQ(spectator.last["phase"], "over");
  const HttpReply record = http_request(port(), "GET", "/api/games/" + id + "/record");
  ASSERT_EQ(record.status, 200);
  EXPECT_EQ(record.json()["players"]["red"], "Bob");
  const PublicKnowledge k = public_knowledge_of(read_json_record(record.body, "record"));
  int seen = 0;
  seen += expect_no_hidden_rank(seats[0].frames, k, Color::Red);
  seen += expect_no_hidden_rank(seats[1].frames, k, Color::Blue);
  seen += expect_no_hidden_rank(spectator.frames, k, std::nullopt);
  EXPECT_GT(seen, 0) << "the game should reveal some ranks, or the test proves little";
  EXPECT_FALSE(spectator.last["reveal"].is_null());
}

}  // namespace
}  // namespace stratego::testing
