// `stratego play --server` against a real server on loopback (the service, its HTTP and
// WebSocket front and an in-memory store, in this process), both seats typed as a person
// types them, without a screen: a barrage game to a captured flag, with a chat line and the
// last move typed while the connection was down; a game to a fallen flag on a time the test
// moves itself. Every wait for a frame is bounded.
#include <filesystem>
#include <functional>
#include <mutex>
#include <thread>
#include <unistd.h>

#include <gtest/gtest.h>

#include "cli/play/online_controller.hpp"
#include "client/server_api.hpp"
#include "engine/notation.hpp"
#include "piece_list.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"
#include "server/guests.hpp"
#include "server/http_server.hpp"
#include "server/lobby.hpp"

namespace stratego::play {
namespace {

using namespace std::chrono_literals;

constexpr Millis kStart = 1'800'000'000'000;

// Alarms whose time the test moves, safe for the server's network threads to read and set:
// the alarms due run on the test's thread, outside the lock.
class SharedManualAlarms final : public server::Alarms {
 public:
  Millis now() const override {
    const std::lock_guard lock(mutex_);
    return now_;
  }
  void at(const std::string& key, Millis when, std::function<void()> task) override {
    const std::lock_guard lock(mutex_);
    tasks_.set(key, when, std::move(task));
  }
  void advance_to(Millis then) {
    while (std::function<void()> task = next_due(then)) task();
  }

 private:
  std::function<void()> next_due(Millis then) {
    const std::lock_guard lock(mutex_);
    const std::optional<Millis> due = tasks_.next_due();
    if (!due || *due > then) {
      now_ = std::max(now_, then);
      return {};
    }
    now_ = std::max(now_, *due);
    return tasks_.take_due(*due);
  }

  mutable std::mutex mutex_;
  Millis now_ = kStart;
  server::AlarmQueue tasks_;
};

// `stratego serve` in this process, on a free loopback port.
class LoopbackServer {
 public:
  LoopbackServer()
      : web_root_(std::filesystem::temp_directory_path() / ("stratego-terminal-web-" + std::to_string(::getpid()))),
        store_(":memory:"),
        games_(store_, [](std::function<void()>) {}, server::ServiceOptions{10, 0, 60'000}, alarms_),
        guests_(store_),
        lobby_(games_),
        http_(options(web_root_), games_, guests_, lobby_),
        thread_([this] { http_.run(); }) {}
  ~LoopbackServer() {
    http_.stop();
    thread_.join();
    std::filesystem::remove_all(web_root_);
  }

  server::GameService& games() { return games_; }
  SharedManualAlarms& alarms() { return *alarms_; }
  client::ServerAddress address() const { return {"127.0.0.1", std::to_string(http_.port())}; }

 private:
  static server::ServerOptions options(const std::filesystem::path& web_root) {
    std::filesystem::create_directories(web_root);
    server::ServerOptions o;
    o.port = 0;
    o.threads = 1;
    o.web_root = web_root;
    return o;
  }

  std::filesystem::path web_root_;
  std::shared_ptr<SharedManualAlarms> alarms_ = std::make_shared<SharedManualAlarms>();
  server::SqliteGameStore store_;
  server::GameService games_;
  server::Guests guests_;
  server::Lobby lobby_;
  server::HttpServer http_;
  std::thread thread_;
};

// One seat as the terminal client keeps it, without its screen and its network thread:
// the match, the controller and the game's WebSocket.
class TerminalSeat {
 public:
  TerminalSeat(client::ServerApi& api, client::SeatTicket ticket, std::uint64_t seed)
      : api_(&api), ticket_(std::move(ticket)), match_(ticket_.color, Language::English, seed), controller_(match_) {
    connect();
  }

  const OnlineMatch& match() const { return match_; }
  const OnlineController& controller() const { return controller_; }

  void connect() {
    channel_ = api_->open_game(ticket_);
    controller_.connection(true, ++connections_);
  }
  void drop() {
    channel_.reset();
    controller_.connection(false, connections_);
  }
  void type(const std::string& line) {
    controller_.execute(line);
    flush();
  }
  // Types a line whose messages are written on a connection that breaks before any answer:
  // `arrives` says whether they reached the server before the break.
  void type_and_drop(const std::string& line, bool arrives) {
    controller_.execute(line);
    if (arrives) flush();
    else lost_ = controller_.take_outgoing();
    drop();
  }
  // Every message written to the server, oldest first (those lost on a break too).
  std::vector<std::string> written() const {
    std::vector<std::string> all = written_;
    all.insert(all.end(), lost_.begin(), lost_.end());
    return all;
  }
  // Reads frames until `done` holds, sending what the controller answers; at most ten
  // seconds (a bound, not a timing).
  bool pump_until(const std::function<bool()>& done) {
    const auto deadline = std::chrono::steady_clock::now() + 10s;
    while (std::chrono::steady_clock::now() < deadline) {
      flush();
      if (done()) return true;
      if (std::optional<std::string> text = channel_->receive(50ms)) controller_.receive(*text, OnlineMatch::Clock::now());
    }
    ADD_FAILURE() << color_name(ticket_.color) << " waited in vain; the message: " << controller_.message();
    return false;
  }
  bool pump_until_phase(OnlinePhase phase) {
    return pump_until([&] { return match_.phase() == phase; });
  }
  // Swaps pieces, as typed, until the draft is `target`.
  void arrange(const Setup& target) {
    std::vector<Square> placed;
    for (const Placement& p : target.pieces) {
      if (match_.draft().rank_at(p.square) != p.rank) type("swap " + square_name(holding(p.rank, placed)) + " " + square_name(p.square));
      ASSERT_EQ(match_.draft().rank_at(p.square), p.rank) << controller_.message();
      placed.push_back(p.square);
    }
  }

 private:
  void flush() {
    std::vector<std::string> outgoing = controller_.take_outgoing();
    if (!outgoing.empty()) {
      ASSERT_TRUE(channel_) << "sent while the connection was down: " << outgoing.front();
    }
    for (const std::string& message : outgoing) {
      channel_->send(message);
      written_.push_back(message);
    }
  }
  // A square of the draft with a piece of that rank, not one already placed.
  Square holding(Rank rank, const std::vector<Square>& placed) const {
    const Variant& v = match_.variant();
    for (std::int8_t rank_row = 0; rank_row < v.height; ++rank_row)
      for (std::int8_t file = 0; file < v.width; ++file) {
        const Square s{file, rank_row};
        if (v.in_setup_zone(ticket_.color, s) && match_.draft().rank_at(s) == rank &&
            std::find(placed.begin(), placed.end(), s) == placed.end())
          return s;
      }
    ADD_FAILURE() << "no " << rank_name(rank) << " left in the draft";
    return {};
  }

  client::ServerApi* api_;
  client::SeatTicket ticket_;
  OnlineMatch match_;
  OnlineController controller_;
  std::unique_ptr<client::MessageChannel> channel_;
  int connections_ = 0;
  std::vector<std::string> written_;
  std::vector<std::string> lost_;
};

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The moves among the messages, as "d4-d5".
std::vector<std::string> moves_in(const std::vector<std::string>& messages) {
  std::vector<std::string> moves;
  for (const std::string& message : messages) {
    const json m = json::parse(message);
    if (m["type"] == "move") moves.push_back(m["from"].get<std::string>() + "-" + m["to"].get<std::string>());
  }
  return moves;
}

std::string first_legal_move(const OnlineMatch& match) {
  MoveList moves;
  match.view().legal_moves(moves);
  return square_name(moves[0].from) + "-" + square_name(moves[0].to);
}

class TerminalOnlineServer : public ::testing::Test {
 protected:
  // A barrage game between Ann (red) and Bob (blue), both seats connected.
  void new_game(const std::string& clock) {
    server::NewGameRequest request;
    request.variant = "barrage";
    request.opponent = "person";
    request.name = "Ann";
    request.clock = clock;
    const server::GameService::Seated red = server.games().create_game(request);
    const server::GameService::Seated blue = server.games().join(red.id, red.invite, "Bob");
    ann.emplace(api, client::SeatTicket{red.id, red.token, Color::Red}, 5);
    bob.emplace(api, client::SeatTicket{blue.id, blue.token, Color::Blue}, 6);
    ASSERT_TRUE(ann->pump_until_phase(OnlinePhase::Setup));
    ASSERT_TRUE(bob->pump_until_phase(OnlinePhase::Setup));
  }
  void start_both() {
    ann->type("start");
    bob->type("start");
    ASSERT_TRUE(ann->pump_until_phase(OnlinePhase::Play));
    ASSERT_TRUE(bob->pump_until_phase(OnlinePhase::Play));
  }
  // `mover` types the move; both seats wait until the server has played it.
  void play(TerminalSeat& mover, TerminalSeat& other, const std::string& move) {
    const std::size_t ply = mover.match().view().history().size();
    mover.type(move);
    for (TerminalSeat* seat : {&mover, &other})
      ASSERT_TRUE(seat->pump_until([&] { return seat->match().view().history().size() == ply + 1; }));
  }

  LoopbackServer server;
  client::ServerApi api{server.address(), 5s};
  std::optional<TerminalSeat> ann, bob;
};

TEST_F(TerminalOnlineServer, ABarrageGameToACapturedFlagWithChatAndAMoveQueuedWhileReconnecting) {
  new_game("none");
  // Red's scout on e4 faces Blue's flag on e7 across the open e-file.
  ann->arrange(testing::pieces("e4=2 a4=3 j1=F b1=B c1=S d1=2 g1=9 h1=10"));
  bob->arrange(testing::pieces("e7=F j7=2 a10=B b10=S c10=3 d10=2 g10=9 h10=10"));
  start_both();

  ann->type("say good luck");
  ASSERT_TRUE(bob->pump_until([&] { return !bob->match().chat().empty(); }));
  EXPECT_EQ(bob->controller().message(), "Ann: good luck");
  ASSERT_TRUE(ann->pump_until([&] { return !ann->match().chat().empty(); }));
  EXPECT_EQ(ann->match().chat(), std::vector<std::string>{"Ann: good luck"});
  bob->type("sag danke");
  ASSERT_TRUE(ann->pump_until([&] { return ann->match().chat().size() == 2; }));
  EXPECT_EQ(ann->controller().message(), "Bob: danke");

  play(*ann, *bob, "a4 a5");
  play(*bob, *ann, "j7 j6");
  ann->drop();
  ann->type("e4 e7");
  ASSERT_TRUE(ann->controller().queued_move());
  EXPECT_TRUE(contains(ann->controller().message(), "not connected")) << ann->controller().message();
  ann->connect();  // the server sends the state; the queued move goes after it
  ASSERT_TRUE(ann->pump_until_phase(OnlinePhase::Over));
  EXPECT_FALSE(ann->controller().queued_move());
  EXPECT_EQ(ann->match().result()->winner, Color::Red);
  EXPECT_TRUE(contains(ann->controller().message(), "flag captured. You win.")) << ann->controller().message();
  EXPECT_TRUE(contains(ann->match().battle_log().back(), "captured the enemy flag on e7")) << ann->match().battle_log().back();
  ASSERT_TRUE(bob->pump_until_phase(OnlinePhase::Over));
  EXPECT_TRUE(contains(bob->controller().message(), "flag captured. You lose.")) << bob->controller().message();
  EXPECT_EQ(bob->match().revealed(*parse_square("e4")), std::nullopt);  // the scout left it
  EXPECT_EQ(bob->match().revealed(*parse_square("h1")), (std::pair{Color::Red, Rank::Marshal}));
  EXPECT_EQ(bob->match().chat().size(), 2u);
}

// The move is written and the connection breaks before the server's answer: it never got
// there, so it goes again once the fresh state shows it still Red's turn at that ply.
TEST_F(TerminalOnlineServer, AMoveLostWithTheConnectionGoesAgainAfterTheReconnection) {
  new_game("none");
  start_both();
  const std::string move = first_legal_move(ann->match());
  ann->type_and_drop(move, false);
  EXPECT_TRUE(ann->controller().queued_move());  // shown as waiting while the link is down
  ann->connect();
  ASSERT_TRUE(ann->pump_until([&] { return ann->match().view().history().size() == 1; }));
  ASSERT_TRUE(bob->pump_until([&] { return bob->match().view().history().size() == 1; }));
  EXPECT_EQ(square_name(bob->match().view().history()[0].move.from) + "-" + square_name(bob->match().view().history()[0].move.to), move);
  EXPECT_FALSE(ann->controller().queued_move());
  EXPECT_FALSE(ann->controller().move_on_its_way());
  EXPECT_EQ(moves_in(ann->written()), (std::vector<std::string>{move, move}));
}

// The move reached the server just before the break: the fresh state shows it played, and
// it is not sent a second time.
TEST_F(TerminalOnlineServer, AMoveThatArrivedBeforeTheBreakIsNotSentAgain) {
  new_game("none");
  start_both();
  const std::string move = first_legal_move(ann->match());
  ann->type_and_drop(move, true);
  ASSERT_TRUE(bob->pump_until([&] { return bob->match().view().history().size() == 1; }));
  ann->connect();
  ASSERT_TRUE(ann->pump_until([&] { return ann->match().view().history().size() == 1; }));
  EXPECT_FALSE(ann->controller().queued_move());
  EXPECT_FALSE(ann->controller().move_on_its_way());
  EXPECT_EQ(moves_in(ann->written()), std::vector<std::string>{move});
  play(*bob, *ann, first_legal_move(bob->match()));  // and the game goes on
}

TEST_F(TerminalOnlineServer, AGameToAFallenFlag) {
  new_game("fischer:60+0");
  start_both();
  EXPECT_TRUE(ann->match().my_turn());
  // Red lets its minute run out; a move may still be on its way for the lag credit.
  server.alarms().advance_to(kStart + 60'000 + server::kMaxLagCredit);
  ASSERT_TRUE(ann->pump_until_phase(OnlinePhase::Over));
  ASSERT_TRUE(bob->pump_until_phase(OnlinePhase::Over));
  EXPECT_TRUE(contains(ann->controller().message(), "time ran out. You lose.")) << ann->controller().message();
  EXPECT_TRUE(contains(bob->controller().message(), "time ran out. You win.")) << bob->controller().message();
  EXPECT_EQ(bob->match().result()->code, static_cast<int>(Ending::Timeout));
  ann->type("e4 e5");
  EXPECT_EQ(ann->controller().message(), "the game is not being played");
}

}  // namespace
}  // namespace stratego::play
