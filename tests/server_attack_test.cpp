// The holes found when `stratego serve` was tried from outside as an attacker would
// (issue 12), each one against the real binary on a loopback port: files outside the web
// root, requests whose bytes are not UTF-8, uploads that would take gigabytes, floods of
// new games, cross-site requests, readers that never read, oversized requests, and the
// security headers.
#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>
#include <sys/socket.h>

#include "engine/game.hpp"
#include "formats/json_record.hpp"
#include "formats/setup_string.hpp"
#include "tests/server_test_client.hpp"

namespace stratego::testing {
namespace {

using nlohmann::json;

class AttackTest : public ::testing::Test {
 protected:
  void start(const std::vector<std::string>& extra_args = {}) {
    server = std::make_unique<ServerProcess>(dir.db(), dir.web(), extra_args);
  }
  unsigned short port() const { return server->port(); }
  void expect_alive() {
    ASSERT_TRUE(server->running()) << "the server died";
    EXPECT_EQ(http_request(port(), "GET", "/api/variants").status, 200);
  }
  std::string new_game_body() const { return json{{"variant", "barrage"}, {"level", "random"}}.dump(); }

  ServerDir dir;
  std::unique_ptr<ServerProcess> server;
};

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string get_request(const std::string& target) { return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"; }

TEST_F(AttackTest, NoPathReachesAFileOutsideTheWebRoot) {
  start();
  ASSERT_EQ(http_request(port(), "POST", "/api/games", new_game_body()).status, 200);  // the database now holds a token
  std::filesystem::create_directory_symlink("/etc", dir.web() / "link-out");
  std::filesystem::create_symlink(dir.db(), dir.web() / "games-link.db");
  const std::string db = dir.db().string();
  const std::vector<std::string> targets = {
      "//etc/passwd", "/%2Fetc%2Fpasswd", "/%2fetc%2fpasswd", "/../../../../etc/passwd", "/..%2F..%2F..%2F..%2Fetc%2Fpasswd",
      "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/%252e%252e/etc/passwd", "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
      "/..%5c..%5cetc%5cpasswd", "/index.html%00/../../../../etc/passwd", "/link-out/passwd", "/games-link.db",
      "/" + db, "//" + db, "//" + db + "-wal", "/%2F" + db.substr(1), "/./../" + dir.db().filename().string(),
      "///////etc/passwd"};
  const std::string passwd = file_text("/etc/passwd");
  const std::string index = file_text(dir.web() / "index.html");
  for (const std::string& target : targets) {
    SCOPED_TRACE(target);
    const HttpReply reply = raw_http(port(), get_request(target));
    EXPECT_NE(reply.status, 0) << "no answer";
    EXPECT_EQ(reply.body.find("root:"), std::string::npos) << "the answer holds /etc/passwd";
    EXPECT_EQ(reply.body.find("SQLite format 3"), std::string::npos) << "the answer holds the database";
    if (reply.status == 200) {
      EXPECT_EQ(reply.body, index) << "only the client's page may answer a client route";
    }
  }
  ASSERT_FALSE(passwd.empty());
  EXPECT_EQ(raw_http(port(), get_request("/index.html")).body, index);
  expect_alive();
}

TEST_F(AttackTest, BytesThatAreNotUtf8GetAnAnswerAndTheServerGoesOn) {
  start();
  for (const std::string target : {"/api/nope%ff", "/api/setup?variant=%ff", "/api/games/%ff", "/api/games/%ff/record",
                                   "/api/%c0%80", "/api/games/%00", "/api/setup?variant=%zz", "/api/\xff\xfe"}) {
    SCOPED_TRACE(target);
    const HttpReply reply = raw_http(port(), get_request(target));
    EXPECT_GE(reply.status, 400);
    EXPECT_LT(reply.status, 500);
    EXPECT_NO_THROW(EXPECT_TRUE(reply.json().contains("error"))) << reply.body;
    expect_alive();
  }
  {
    WebSocketClient socket(port(), "/ws?game=%ff&token=x");
    const json answer = socket.receive_json();
    EXPECT_EQ(answer["type"], "error");
  }
  expect_alive();
  const std::string latin1_xml = "<?xml version=\"1.0\"?><game><player id=\"0\" name=\"J\xf6rg\"/></game>";
  const HttpReply replay = http_request(port(), "POST", "/api/replay", latin1_xml, {}, {}, "text/plain");
  EXPECT_NE(replay.status, 0);
  EXPECT_LT(replay.status, 500) << replay.body;
  EXPECT_NO_THROW(replay.json());
  expect_alive();
}

// A legal game of 40,000 moves in which no piece is ever taken: each side walks its pieces
// at random onto empty squares.
GameRecord long_record(const std::string& red_setup, const std::string& blue_setup, std::size_t plies) {
  GameRecord record;
  record.variant = "classic";
  record.rules = "gravon";
  const Variant& v = variant("classic");
  record.setups[0] = setup_from_string(v, Color::Red, red_setup);
  record.setups[1] = setup_from_string(v, Color::Blue, blue_setup);
  Game game(v, rule_set("gravon"));
  game.set_setup(Color::Red, *record.setups[0]);
  game.set_setup(Color::Blue, *record.setups[1]);
  EXPECT_EQ(game.start(), "");
  std::mt19937_64 rng(12);
  MoveList legal;
  while (record.moves.size() < plies && !game.result().over()) {
    game.legal_moves(legal);
    std::vector<Move> quiet;
    for (const Move& m : legal)
      if (!game.position().has_piece(m.to)) quiet.push_back(m);
    if (quiet.empty()) break;
    const Move m = quiet[std::uniform_int_distribution<std::size_t>(0, quiet.size() - 1)(rng)];
    EXPECT_EQ(game.play(m), MoveError::None);
    record.moves.push_back(m);
  }
  return record;
}

TEST_F(AttackTest, AReplayTakesMemoryInProportionToTheUpload) {
  start();
  const std::string red = http_request(port(), "GET", "/api/setup?variant=classic&seed=1").json()["setup"];
  const std::string blue = http_request(port(), "GET", "/api/setup?variant=classic&seed=2").json()["setup"];
  const GameRecord record = long_record(red, blue, 40'000);
  ASSERT_EQ(record.moves.size(), 40'000u) << "the walk should last";
  const std::string upload = write_json_record(record);
  const long before = server->resident_kib();
  const HttpReply reply = http_request(port(), "POST", "/api/replay", upload);
  ASSERT_EQ(reply.status, 200) << reply.body.substr(0, 200);
  const json answer = reply.json();
  EXPECT_EQ(answer["frames"].size(), 40'001u);
  EXPECT_TRUE(answer["illegal"].is_null());
  EXPECT_LT(reply.body.size(), 40 * upload.size()) << "the answer grows with the moves, not with the board";
  const long peak = server->peak_resident_kib();
  RecordProperty("upload_bytes", std::to_string(upload.size()));
  RecordProperty("answer_bytes", std::to_string(reply.body.size()));
  RecordProperty("peak_resident_kib", std::to_string(peak));
  EXPECT_LT(peak - before, 256 * 1024) << "peak " << peak << " KiB, before " << before << " KiB";
  expect_alive();
}

// The records the fuzzers and the hand-made inputs of issue 12 broke the readers with.
TEST_F(AttackTest, HostileRecordsGetA422AndTheServerGoesOn) {
  start();
  const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
  std::string deep_xml;
  for (int i = 0; i < 100'000; ++i) deep_xml += "<a>";
  const std::vector<std::string> records = {
      R"({"a":1e9999})", R"({"format":true})", R"({"format":"stratego-game","variant":"classic","result":{"code":1e20}})", deep,
      "<?xml version=\"1.0\"?><game><rescue rescuepiece=\"2222222220\"/></game>", deep_xml,
      "[Event \"x\"]\n" + std::string(1'000'000, 'x')};
  for (const std::string& body : records) {
    SCOPED_TRACE(body.substr(0, 60));
    const HttpReply reply = http_request(port(), "POST", "/api/replay", body, {}, {}, "text/plain");
    EXPECT_EQ(reply.status, 422) << reply.body.substr(0, 300);
    EXPECT_NO_THROW(EXPECT_LE(reply.json()["error"].get<std::string>().size(), 400u));
    expect_alive();
  }
}

TEST_F(AttackTest, NewGamesAreLimitedPerClient) {
  start({"--games-per-minute", "3", "--open-games-per-client", "100"});
  for (int i = 0; i < 3; ++i) EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body()).status, 200);
  const HttpReply refused = http_request(port(), "POST", "/api/games", new_game_body());
  EXPECT_EQ(refused.status, 429);
  EXPECT_NE(refused.json()["error"].get<std::string>().find("too many"), std::string::npos);
}

TEST_F(AttackTest, OpenGamesAreLimitedPerClient) {
  start({"--games-per-minute", "0", "--open-games-per-client", "2"});
  std::vector<json> games;
  for (int i = 0; i < 2; ++i) games.push_back(http_request(port(), "POST", "/api/games", new_game_body()).json());
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body()).status, 429);
  // Finishing one frees its place.
  WebSocketClient socket(port(), ws_target(games[0]));
  socket.receive();
  const std::string setup = http_request(port(), "GET", "/api/setup?variant=barrage&seed=3").json()["setup"];
  socket.send(json{{"type", "setup"}, {"setup", setup}}.dump());
  ASSERT_EQ(socket.receive_json()["phase"], "play");
  socket.send(R"({"type": "resign"})");
  ASSERT_EQ(socket.receive_json()["phase"], "over");
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body()).status, 200);
}

TEST_F(AttackTest, OnlyJsonFromTheSameOriginChangesState) {
  start();
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body(), {}, {}, "text/plain").status, 415);
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body(), {}, {}, "application/x-www-form-urlencoded").status, 415);
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body(), {}, {{"Origin", "http://evil.example"}}).status, 403);
  const std::string self = "http://127.0.0.1:" + std::to_string(port());
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body(), {}, {{"Origin", self}}).status, 200);
  EXPECT_EQ(http_request(port(), "POST", "/api/games", new_game_body(), {}, {}, "application/json; charset=utf-8").status, 200);
  EXPECT_EQ(http_request(port(), "POST", "/api/replay", "x", {}, {{"Origin", "http://evil.example"}}, "text/plain").status, 403);
  const std::string upgrade = "GET /ws?game=x&token=y HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\n"
                              "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
                              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
  EXPECT_EQ(raw_http(port(), upgrade).status, 403);
  EXPECT_EQ(server->running(), true);
}

TEST_F(AttackTest, AReaderThatNeverReadsIsClosedAndCostsBoundedMemory) {
  start({"--messages-per-second", "0", "--max-queued-bytes", "262144"});
  const json game = http_request(port(), "POST", "/api/games", json{{"variant", "classic"}, {"level", "random"}}.dump()).json();
  const std::string target = ws_target(game);
  const long before = server->resident_kib();
  {
    WebSocketClient sleeper(port(), target);
    const std::size_t frame = sleeper.receive().size();
    // Each sync asks for a whole state: far more than the queue and the sockets' buffers hold.
    const std::size_t syncs = 64 * 1024 * 1024 / frame;
    bool closed = false;
    for (std::size_t i = 0; i < syncs && !closed; ++i) {
      try {
        sleeper.send(R"({"type": "sync"})");
      } catch (const std::exception&) {
        closed = true;  // the server closed the connection
      }
    }
    EXPECT_LT(server->resident_kib() - before, 48 * 1024) << "the queue grew without bound";
  }
  expect_alive();
}

TEST_F(AttackTest, AMessageFloodIsIgnoredBeyondTheRate) {
  start({"--messages-per-second", "5"});
  const json game = http_request(port(), "POST", "/api/games", new_game_body()).json();
  WebSocketClient socket(port(), ws_target(game));
  socket.receive();
  for (int i = 0; i < 30; ++i) socket.send(json{{"type", "sync"}, {"id", i}}.dump());
  int states = 0, refusals = 0;
  for (int i = 0; i < 30; ++i) {
    const json answer = socket.receive_json();
    if (answer["type"] == "state") ++states;
    else if (answer["message"].get<std::string>().find("too many messages") != std::string::npos) {
      ++refusals;
      EXPECT_TRUE(answer["id"].is_number_integer()) << "a refusal tells which message it ignored";
    }
  }
  EXPECT_GE(states, 10);   // the burst
  EXPECT_LE(states, 12);   // and what trickled back meanwhile
  EXPECT_EQ(states + refusals, 30);
}

TEST_F(AttackTest, OversizedRequestsGet414And431) {
  start();
  const HttpReply long_url = raw_http(port(), get_request("/api/setup?variant=" + std::string(9000, 'a')));
  EXPECT_EQ(long_url.status, 414);
  const HttpReply very_long_url = raw_http(port(), get_request("/" + std::string(100'000, 'a')));
  EXPECT_EQ(very_long_url.status, 414);
  const std::string big_header = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: " + std::string(20'000, 'b') + "\r\n\r\n";
  EXPECT_EQ(raw_http(port(), big_header).status, 431);
  std::string many_headers = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
  for (int i = 0; i < 2000; ++i) many_headers += "X-" + std::to_string(i) + ": v\r\n";
  EXPECT_EQ(raw_http(port(), many_headers + "\r\n").status, 431);
  EXPECT_EQ(raw_http(port(), "GARBAGE\r\n\r\n").status, 400);
  expect_alive();
}

TEST_F(AttackTest, EveryAnswerCarriesTheSecurityHeaders) {
  start();
  for (const std::string target : {"/", "/index.html", "/api/variants", "/api/nothing", "/missing.js"}) {
    SCOPED_TRACE(target);
    const HttpReply reply = http_request(port(), "GET", target);
    EXPECT_NE(reply.header("content-security-policy").find("frame-ancestors 'none'"), std::string::npos);
    EXPECT_NE(reply.header("content-security-policy").find("default-src 'self'"), std::string::npos);
    EXPECT_EQ(reply.header("x-content-type-options"), "nosniff");
    EXPECT_EQ(reply.header("x-frame-options"), "DENY");
  }
  EXPECT_EQ(raw_http(port(), get_request("/" + std::string(100'000, 'a'))).header("x-content-type-options"), "nosniff");
}

}  // namespace
}  // namespace stratego::testing
