// A kill -9 storm: scripted players play several games against the computer while the
// server is killed 100 times, each time just after a random number of moves were sent (so
// that moves are in flight), and restarted. Every move a player saw acknowledged (a `move`
// frame reached it) must be in the game after the restart, in order, and every game goes on.
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

#include <gtest/gtest.h>

#include "tests/server_test_client.hpp"

namespace stratego::testing {
namespace {

using nlohmann::json;

constexpr int kGames = 4;
constexpr int kKills = 100;


std::string move_key(const json& entry) {
  return entry["side"].get<std::string>() + ":" + entry["from"].get<std::string>() + "-" + entry["to"].get<std::string>();
}

// Counts the moves sent in a round and wakes the killer when the chosen one has gone out.
class SendCounter {
 public:
  void sent() {
    std::lock_guard lock(mutex_);
    ++count_;
    changed_.notify_all();
  }
  void wait_for(int count, const std::atomic<int>& players_left) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return count_ >= count || players_left == 0; });
  }
  void finished() {
    std::lock_guard lock(mutex_);
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int count_ = 0;
};

struct StormGame {
  std::string id;
  std::string token;
  std::vector<std::string> acknowledged;  // every move frame received, in order
  std::string target() const { return ws_target(id, token); }
};

StormGame new_game(unsigned short port, int seed) {
  const json created = http_request(port, "POST", "/api/games", json{{"variant", "classic"}, {"level", "random"}}.dump()).json();
  StormGame game{created["game"], created["token"], {}};
  const std::string setup = http_request(port, "GET", "/api/setup?variant=classic&seed=" + std::to_string(seed)).json()["setup"];
  WebSocketClient socket(port, game.target());
  socket.receive();
  socket.send(json{{"type", "setup"}, {"setup", setup}}.dump());
  EXPECT_EQ(socket.receive_json()["phase"], "play");
  return game;
}

// After a restart: the stored log begins with every acknowledged move.
void expect_nothing_lost(const StormGame& game, const json& state) {
  const json& log = state["log"];
  ASSERT_GE(log.size(), game.acknowledged.size()) << "game " << game.id << " lost acknowledged moves";
  for (std::size_t i = 0; i < game.acknowledged.size(); ++i) ASSERT_EQ(move_key(log[i]), game.acknowledged[i]) << "ply " << i + 1;
}

// Plays Red's moves until the connection dies or the game ends; returns the last state seen.
void play(unsigned short port, StormGame& game, std::uint64_t seed, SendCounter& counter, std::atomic<int>& left, json& last) {
  try {
    WebSocketClient socket(port, game.target());
    StateFollower follower;
    last = follower.follow(socket.receive_json());
    expect_nothing_lost(game, last);
    game.acknowledged.clear();
    for (const json& entry : last["log"]) game.acknowledged.push_back(move_key(entry));
    std::mt19937_64 rng(seed);
    while (last["phase"] == "play") {
      if (last["to_move"] == "red") {
        const json& moves = last["legal_moves"];
        const json move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        socket.send(json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump());
        counter.sent();
      }
      const json frame = socket.receive_json();
      last = follower.follow(frame);
      if (frame["type"] == "move") game.acknowledged.push_back(move_key(frame));
    }
  } catch (const OutOfStepFrame& e) {
    ADD_FAILURE() << e.what();
  } catch (const std::exception&) {
    // the server was killed
  }
  --left;
  counter.finished();
}

TEST(KillNineStorm, NoAcknowledgedMoveIsLostAndEveryGameGoesOn) {
  ServerDir dir;
  const std::vector<std::string> args = {"--messages-per-second", "0", "--games-per-minute", "0"};
  auto server = std::make_unique<ServerProcess>(dir.db(), dir.web(), args);
  std::vector<StormGame> games;
  for (int g = 0; g < kGames; ++g) games.push_back(new_game(server->port(), g + 1));
  std::mt19937_64 rng(20261201);
  int games_finished = 0, moves_acknowledged = 0;
  for (int kill = 0; kill < kKills; ++kill) {
    SendCounter counter;
    std::atomic<int> left = kGames;
    std::vector<json> last(kGames);
    std::vector<std::thread> players;
    for (int g = 0; g < kGames; ++g)
      players.emplace_back(play, server->port(), std::ref(games[g]), rng(), std::ref(counter), std::ref(left), std::ref(last[g]));
    counter.wait_for(std::uniform_int_distribution<int>(1, 3 * kGames)(rng), left);
    server->kill_hard();
    for (std::thread& t : players) t.join();
    server = std::make_unique<ServerProcess>(dir.db(), dir.web(), args);
    for (int g = 0; g < kGames; ++g) {
      const json state = http_request(server->port(), "GET", "/api/games/" + games[g].id, {}, "Bearer " + games[g].token).json();
      expect_nothing_lost(games[g], state);
      if (HasFatalFailure()) return;
      moves_acknowledged += static_cast<int>(games[g].acknowledged.size());
      if (state["phase"] == "over") {
        ++games_finished;
        games[g] = new_game(server->port(), 100 + kill * kGames + g);
      }
    }
  }
  RecordProperty("games_finished", games_finished);
  EXPECT_GT(moves_acknowledged, kKills) << "the storm should have let the games move";
  EXPECT_EQ(server->stop(), 0);
}

}  // namespace
}  // namespace stratego::testing
