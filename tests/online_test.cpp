// `stratego online` against a real `stratego serve` on loopback: two bots meeting in the
// lobby, a bot taking an invitation, whole games whose stored records the verifier (and
// `stratego verify` itself) accepts,
// the --json lines, a UCC bot through --engine, draw offers, a clock, a claim, a server
// restarted mid-game, and clear errors (exit 2, at once) for a bad URL and a server that is
// not there.
#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdint>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include <gtest/gtest.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/server_api.hpp"
#include "client/transport.hpp"
#include "engine/rules.hpp"
#include "formats/json_record.hpp"
#include "formats/verify.hpp"
#include "tests/server_test_client.hpp"

extern char** environ;

namespace stratego::testing {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

struct Finished {
  int status = -1;  // -1: killed at the time limit
  std::string out;
  std::string err;
  std::chrono::milliseconds wall{0};
};

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// `stratego online ARGS...` (or another command of the binary) with its output in files of `dir`.
class OnlineProcess {
 public:
  OnlineProcess(const std::filesystem::path& dir, const std::vector<std::string>& args, const std::string& command = "online") {
    static int counter = 0;
    out_ = dir / ("online-" + std::to_string(counter) + ".out");
    err_ = dir / ("online-" + std::to_string(counter++) + ".err");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    std::vector<std::string> all = {STRATEGO_BINARY, command};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    started_ = std::chrono::steady_clock::now();
    const int error = posix_spawn(&pid_, STRATEGO_BINARY, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) throw std::runtime_error("cannot start " STRATEGO_BINARY);
  }
  ~OnlineProcess() {
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  OnlineProcess(const OnlineProcess&) = delete;
  OnlineProcess& operator=(const OnlineProcess&) = delete;

  // Waits for the exit, killing the process after `limit` (a hang is a failure, not a wait).
  Finished wait(std::chrono::seconds limit) {
    Finished finished;
    const auto deadline = started_ + limit;
    int status = 0;
    while (::waitpid(pid_, &status, WNOHANG) == 0) {
      if (std::chrono::steady_clock::now() > deadline) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
        pid_ = -1;
        finished.out = file_text(out_);
        finished.err = file_text(err_) + " (killed after " + std::to_string(limit.count()) + " s)";
        return finished;
      }
      std::this_thread::sleep_for(10ms);
    }
    pid_ = -1;
    finished.wall = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started_);
    finished.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    finished.out = file_text(out_);
    finished.err = file_text(err_);
    return finished;
  }

 private:
  pid_t pid_ = -1;
  std::filesystem::path out_;
  std::filesystem::path err_;
  std::chrono::steady_clock::time_point started_;
};

// The other seat of an invited game, played by the test: a prepared setup and random legal
// moves (seeded); after `resign_at` plies it resigns. Every wait is bounded.
class ScriptedSeat {
 public:
  ScriptedSeat(unsigned short port, const json& seated, std::uint64_t seed, int resign_at)
      : port_(port), rng_(seed), resign_at_(resign_at) {
    channel_ = client::open_websocket({"127.0.0.1", std::to_string(port)}, ws_target(seated), {}, 30s);
  }

  // Plays until the game is over, or until the log holds `plies` moves; the last state.
  json play(const std::string& variant, std::size_t plies = SIZE_MAX) {
    for (;;) {
      std::optional<std::string> text = channel_->receive(60s);
      if (!text) throw std::runtime_error("no frame from the server within 60 s");
      const json frame = json::parse(*text);
      if (frame["type"] == "draw_answer") {
        draw_answers_.push_back(frame["accepted"]);
        awaiting_draw_answer_ = false;
        if (!frame["accepted"].get<bool>()) answer(last_, variant);
        continue;
      }
      if (frame["type"] != "state" && frame["type"] != "move") continue;
      last_ = follower_.follow(frame);
      if (last_["phase"] == "over" || (last_["phase"] == "play" && last_["log"].size() >= plies)) return last_;
      if (!awaiting_draw_answer_) answer(last_, variant);
    }
  }
  // Offers a draw before its move at these plies and moves once the answer is in, noting
  // what the opponent should answer by the computer's rule (it accepts when it lost more
  // pieces).
  void offer_draws_at(std::vector<int> plies) { offer_at_ = std::move(plies); }
  const std::vector<bool>& draw_answers() const { return draw_answers_; }
  const std::vector<bool>& expected_draw_answers() const { return expected_; }

 private:
  void answer(const json& state, const std::string& variant) {
    const std::string me = state["you"];
    if (state["phase"] == "setup" && !state["seats"][me]["set_up"].get<bool>() && !set_up_) {
      set_up_ = true;
      const HttpReply setup = http_request(port_, "GET", "/api/setup?variant=" + variant + "&seed=" + std::to_string(rng_() % 1000));
      channel_->send(json{{"type", "setup"}, {"setup", setup.json()["setup"]}}.dump());
      return;
    }
    const json& moves = state["legal_moves"];
    const int ply = static_cast<int>(state["log"].size());
    if (state["phase"] != "play" || state["to_move"] != me || moves.empty() || ply == moved_at_) return;
    if (std::find(offer_at_.begin(), offer_at_.end(), ply) != offer_at_.end() && offered_at_ != ply) {
      offered_at_ = ply;  // and moves once the answer is in
      const auto lost = [&](const char* color) {
        int n = 0;
        for (const auto& [rank, count] : state["captured"][color].items()) n += count.get<int>();
        return n;
      };
      expected_.push_back(lost(me == "red" ? "blue" : "red") > lost(me.c_str()));
      channel_->send(R"({"type": "offer_draw"})");
      awaiting_draw_answer_ = true;
      return;
    }
    moved_at_ = ply;
    if (ply >= resign_at_) {
      channel_->send(R"({"type": "resign"})");
      return;
    }
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    const json& move = moves[pick(rng_)];
    channel_->send(json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump());
  }

  unsigned short port_;
  std::unique_ptr<client::MessageChannel> channel_;
  std::mt19937_64 rng_;
  int resign_at_;
  bool set_up_ = false;
  int moved_at_ = -1;
  StateFollower follower_;
  json last_;
  bool awaiting_draw_answer_ = false;
  int offered_at_ = -1;
  std::vector<int> offer_at_;
  std::vector<bool> expected_;
  std::vector<bool> draw_answers_;
};

class OnlineTest : public ::testing::Test {
 protected:
  void SetUp() override { server = std::make_unique<ServerProcess>(dir.db(), dir.web(), std::vector<std::string>{"--messages-per-second", "0"}); }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(server->port()); }

  // A game whose red seat the test takes, blue waiting for whoever has the invitation.
  json invited_game(const std::string& variant, const std::string& rules, const std::string& clock = "none") {
    HttpReply created = http_request(server->port(), "POST", "/api/games",
                                     json{{"variant", variant}, {"rules", rules}, {"opponent", "person"}, {"color", "red"},
                                          {"name", "Tester"}, {"clock", clock}}
                                         .dump());
    EXPECT_EQ(created.status, 200) << created.body;
    return created.json();
  }
  std::string invitation_link(const json& created) const {
    return url() + "/#/join/" + created["game"].get<std::string>() + "/" + created["invite"].get<std::string>();
  }

  // The stored record replays legally, with the ending the moves lead to.
  void expect_record_verifies(const std::string& game) {
    HttpReply record = http_request(server->port(), "GET", "/api/games/" + game + "/record");
    ASSERT_EQ(record.status, 200) << record.body;
    const GameRecord parsed = read_json_record(record.body, game);
    const Verdict verdict = verify_record(parsed, rule_set(parsed.rules));
    EXPECT_FALSE(verdict.illegal) << game << ": " << verdict.illegal->reason;
    EXPECT_NE(verdict.ending_consistent, std::optional<bool>(false)) << game << ": " << verdict.ending_note;
  }

  // `stratego verify --json` on the stored records of the games, written to files.
  json verify_with_the_command(const std::vector<std::string>& games) {
    const std::filesystem::path records = dir.path() / "records";
    std::filesystem::create_directories(records);
    for (const std::string& game : games) {
      HttpReply record = http_request(server->port(), "GET", "/api/games/" + game + "/record");
      EXPECT_EQ(record.status, 200) << record.body;
      std::ofstream(records / (game + ".json")) << record.body;
    }
    OnlineProcess verify(dir.path(), {"--json", records.string()}, "verify");
    const Finished finished = verify.wait(60s);
    EXPECT_EQ(finished.status, 0) << finished.out << finished.err;
    const std::string last_line = finished.out.substr(finished.out.rfind('\n', finished.out.size() - 2) + 1);
    return json::parse(last_line);
  }

  ServerDir dir;
  std::unique_ptr<ServerProcess> server;
};

TEST_F(OnlineTest, ALevelPlaysInvitedGamesWhoseRecordsVerify) {
  for (int game = 0; game < 3; ++game) {
    const json created = invited_game("barrage", "gravon");
    OnlineProcess bot(dir.path(), {"--server", url(), "--name", "Beginner", "--level", "beginner", "--invite",
                                   invitation_link(created), "--json", "--seed", std::to_string(game + 1), "--movetime", "20"});
    ScriptedSeat tester(server->port(), created, static_cast<std::uint64_t>(game), 400);
    if (game == 0) tester.offer_draws_at({4, 10, 16, 22, 28});
    const json end = tester.play("barrage");
    const Finished finished = bot.wait(60s);
    ASSERT_EQ(finished.status, 0) << finished.err;
    const json line = json::parse(finished.out);
    RecordProperty("online_line_" + std::to_string(game), finished.out);
    EXPECT_EQ(line["game"], created["game"]);
    EXPECT_EQ(line["variant"], "barrage");
    EXPECT_EQ(line["rules"], "gravon");
    EXPECT_EQ(line["red"], "Tester");
    EXPECT_EQ(line["blue"], "Beginner");
    EXPECT_EQ(line["winner"], end["result"]["winner"]);
    EXPECT_EQ(line["ending"], end["result"]["ending"]);
    EXPECT_EQ(line["plies"], end["log"].size());
    expect_record_verifies(created["game"]);
    if (game == 0) {
      EXPECT_EQ(tester.draw_answers(), tester.expected_draw_answers());
      EXPECT_FALSE(tester.draw_answers().empty());
    }
  }
}

std::vector<json> json_lines(const std::string& text) {
  std::vector<json> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(json::parse(line));
  return lines;
}

// The id of the first open challenge, as a watcher of the lobby sees it.
std::string first_challenge(unsigned short port) {
  auto lobby = client::open_websocket({"127.0.0.1", std::to_string(port)}, "/ws/lobby", {}, 30s);
  for (;;) {
    std::optional<std::string> text = lobby->receive(30s);
    if (!text) throw std::runtime_error("no challenge in the lobby within 30 s");
    const json message = json::parse(*text);
    if ((message["type"] == "lobby" || message["type"] == "challenges") && !message["challenges"].empty())
      return message["challenges"][0]["id"];
  }
}

TEST_F(OnlineTest, TwoBotsMeetInTheLobbyAndPlayGamesWhoseRecordsVerify) {
  OnlineProcess challenger(dir.path(), {"--server", url(), "--name", "Beginner", "--level", "beginner", "--challenge",
                                        "--variant", "barrage", "--games", "3", "--json", "--seed", "1", "--movetime", "20"});
  const std::string challenge = first_challenge(server->port());
  OnlineProcess acceptor(dir.path(), {"--server", url(), "--name", "Random", "--level", "random", "--accept", challenge,
                                      "--variant", "barrage", "--games", "3", "--json", "--seed", "2"});
  const Finished challenged = challenger.wait(60s);
  const Finished accepted = acceptor.wait(60s);
  ASSERT_EQ(challenged.status, 0) << challenged.err;
  ASSERT_EQ(accepted.status, 0) << accepted.err;
  const std::vector<json> games = json_lines(challenged.out);
  ASSERT_EQ(games.size(), 3u) << challenged.out;
  RecordProperty("games", challenged.out);
  EXPECT_EQ(json_lines(accepted.out), games);  // both seats saw the same three games end the same way
  int beginner_wins = 0;
  for (const json& game : games) {
    EXPECT_EQ(game["variant"], "barrage");
    EXPECT_EQ(std::set<std::string>({game["red"], game["blue"]}), (std::set<std::string>{"Beginner", "Random"}));
    EXPECT_GT(game["plies"].get<int>(), 0);
    if (!game["winner"].is_null() && game[game["winner"].get<std::string>()] == "Beginner") ++beginner_wins;
    expect_record_verifies(game["game"]);
  }
  EXPECT_GE(beginner_wins, 1) << challenged.out;  // it won 198 of 200 against random in `stratego match`
  std::vector<std::string> ids;
  for (const json& game : games) ids.push_back(game["game"]);
  const json summary = verify_with_the_command(ids);
  EXPECT_EQ(summary["games"], 3) << summary;
  EXPECT_EQ(summary["illegal_moves"], 0) << summary;
  EXPECT_EQ(summary["inconsistent_endings"], 0) << summary;
  EXPECT_EQ(summary["unreadable"], 0) << summary;
}

TEST_F(OnlineTest, AfterADroppedConnectionTheBotComesBackAndTheGameGoesOn) {
  const json created = invited_game("classic", "gravon");
  OnlineProcess bot(dir.path(), {"--server", url(), "--name", "Beginner", "--level", "beginner", "--invite",
                                 invitation_link(created), "--json", "--seed", "3", "--movetime", "20", "--timeout", "20"});
  json before;
  {
    ScriptedSeat tester(server->port(), created, 5, 160);
    before = tester.play("classic", 40);
  }
  ASSERT_EQ(before["phase"], "play") << "the game ended before the restart";
  const std::string port = std::to_string(server->port());
  server->kill_hard();  // every connection drops
  server = std::make_unique<ServerProcess>(dir.db(), dir.web(), std::vector<std::string>{"--messages-per-second", "0", "--port", port});
  ScriptedSeat tester(server->port(), created, 6, 160);
  const json end = tester.play("classic");
  const Finished finished = bot.wait(60s);
  ASSERT_EQ(finished.status, 0) << finished.err;
  const json line = json::parse(finished.out);
  EXPECT_EQ(line["plies"], end["log"].size());
  EXPECT_GT(line["plies"].get<int>(), 40);
  expect_record_verifies(created["game"]);
}

TEST_F(OnlineTest, AUccBotPlaysThroughEngine) {
  const json created = invited_game("classic", "ucc2012");
  const std::string bot_command = "python3 " STRATEGO_SOURCE_DIR "/tests/bots/ucc_random_bot.py 7";
  OnlineProcess bot(dir.path(), {"--server", url(), "--name", "UccBot", "--engine", bot_command, "--invite",
                                 invitation_link(created), "--json"});
  ScriptedSeat tester(server->port(), created, 11, 300);
  const json end = tester.play("classic");
  const Finished finished = bot.wait(60s);
  ASSERT_EQ(finished.status, 0) << finished.err;
  const json line = json::parse(finished.out);
  RecordProperty("online_line", finished.out);
  EXPECT_EQ(line["blue"], "UccBot");
  EXPECT_EQ(line["plies"], end["log"].size());
  EXPECT_GT(line["plies"].get<int>(), 10);
  expect_record_verifies(created["game"]);
}

TEST_F(OnlineTest, ThinksWithinTheClock) {
  // One second a move: the strong level, free to think five, must answer within the second.
  const json created = invited_game("barrage", "gravon", "move:1");
  OnlineProcess bot(dir.path(), {"--server", url(), "--name", "Strong", "--level", "strong", "--movetime", "5000",
                                 "--invite", invitation_link(created), "--json", "--seed", "2"});
  ScriptedSeat tester(server->port(), created, 2, 12);
  const json end = tester.play("barrage");
  EXPECT_FALSE(end["clock"].is_null());
  const Finished finished = bot.wait(60s);
  ASSERT_EQ(finished.status, 0) << finished.err;
  const json line = json::parse(finished.out);
  EXPECT_EQ(line["ending"], "resignation") << line;  // the tester's, not a fallen flag
  EXPECT_EQ(line["winner"], "blue") << line;
  EXPECT_EQ(line["plies"], end["log"].size());
}

TEST_F(OnlineTest, ClaimsAGameItsOpponentAbandoned) {
  server = std::make_unique<ServerProcess>(dir.db(), dir.web(), std::vector<std::string>{"--abandon-seconds", "1"});
  const json created = invited_game("barrage", "gravon");
  OnlineProcess bot(dir.path(), {"--server", url(), "--name", "Patient", "--level", "random", "--invite",
                                 invitation_link(created), "--json", "--seed", "1"});
  {
    ScriptedSeat tester(server->port(), created, 1, 1000);
    const json started = tester.play("barrage", 0);  // set up, and go away on Red's first move
    EXPECT_EQ(started["phase"], "play");
  }
  const Finished finished = bot.wait(30s);
  ASSERT_EQ(finished.status, 0) << finished.err;
  const json line = json::parse(finished.out);
  EXPECT_EQ(line["ending"], "abandoned");
  EXPECT_EQ(line["winner"], "blue");
}

// A port on which nothing listens: bound by the kernel, then closed.
unsigned short unused_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  ::close(fd);
  return ntohs(address.sin_port);
}

TEST_F(OnlineTest, ABadUrlOrAnAbsentServerIsAClearErrorAtOnce) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"not a url", "not a URL"},
      {"https://127.0.0.1:1", "http://"},
      {"http://127.0.0.1:" + std::to_string(unused_port()), "cannot connect"},
  };
  for (const auto& [server_url, message] : cases) {
    OnlineProcess bot(dir.path(), {"--server", server_url, "--name", "B", "--level", "random", "--challenge"});
    const Finished finished = bot.wait(20s);
    EXPECT_EQ(finished.status, 2) << server_url << ": " << finished.err;
    EXPECT_NE(finished.err.find(message), std::string::npos) << finished.err;
    EXPECT_LT(finished.wall, 10s) << server_url;
  }
  // A refused invitation: the server's own message.
  const json created = invited_game("barrage", "gravon");
  OnlineProcess bot(dir.path(), {"--server", url(), "--name", "B", "--level", "random", "--invite",
                                 url() + "/#/join/" + created["game"].get<std::string>() + "/wrong"});
  const Finished finished = bot.wait(20s);
  EXPECT_EQ(finished.status, 2) << finished.err;
  EXPECT_NE(finished.err.find("403"), std::string::npos) << finished.err;
}

}  // namespace
}  // namespace stratego::testing
