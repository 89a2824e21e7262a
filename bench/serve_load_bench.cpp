// Load benchmark of `stratego serve` (not a test): starts the server on a loopback port with
// a temporary database, then N games at once, each a scripted browser against the `random`
// level, or with --people 1 two scripted browsers against each other (the second seated by
// the first one's invitation). Measures, for every move of a scripted player, the time from
// sending it to receiving the server's `move` frame that acknowledges it (the computer's
// thinking is not in it: the acknowledgement comes before the computer's reply), and the
// server's memory per game (RSS growth / games).
//
// Each scripted player pauses like a person before each move (--pause-ms, uniformly 0.5x
// to 1.5x; 0 for a closed loop that measures saturation instead).
//
// --clock gives the games a time control (docs/web-api.md), so that the server keeps their
// clocks and alarms too.
//
// People arrive at --connects-per-s connections a second (default 1000), not in one
// instant: each game is created (and with --people 1 joined) over HTTP when its people
// arrive, on a thread of its own, and its seats connect at once, so that a set-up clock
// starts when its people are there. A game whose request or connection fails counts as
// failed (its other seat resigns).
//
//   stratego_serve_bench [--games N] [--plies P] [--pause-ms MS] [--threads T] [--people 0|1] [--clock C]
//                        [--connects-per-s R] [--stratego PATH]
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <random>
#include <sstream>
#include <thread>
#include <string>
#include <vector>

#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct Options {
  int games = 100;
  int plies = 100;  // per game; then the scripted player resigns
  int threads = 2;  // the server's network threads
  int pause_ms = 1000;
  int connects_per_s = 1000;
  bool people = false;  // games between two scripted people instead of against the computer
  std::string clock = "none";
  std::string stratego = STRATEGO_BINARY;
};

struct Server {
  pid_t pid = -1;
  unsigned short port = 0;
};

Server start_server(const Options& options, const std::filesystem::path& db) {
  int out[2];
  if (::pipe(out) != 0) throw std::runtime_error("pipe");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  std::vector<std::string> args = {options.stratego, "serve", "--port", "0", "--db", db.string(),
                                   "--threads", std::to_string(options.threads), "--workers", "1", "--think-ms", "1",
                                   // every simulated player comes from one address
                                   "--games-per-minute", "0", "--open-games-per-client", "0", "--messages-per-second", "0"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  Server server;
  if (posix_spawn(&server.pid, options.stratego.c_str(), &actions, nullptr, argv.data(), environ) != 0)
    throw std::runtime_error("cannot start " + options.stratego);
  ::close(out[1]);
  std::string line;
  char c = 0;
  while (::read(out[0], &c, 1) == 1 && c != '\n') line.push_back(c);
  ::close(out[0]);
  const std::size_t colon = line.find(':', line.find("//"));
  if (colon == std::string::npos) throw std::runtime_error("the server did not start: " + line);
  server.port = static_cast<unsigned short>(std::stoi(line.substr(colon + 1)));
  return server;
}

// The CPU time a process has used, user and system, in seconds.
double cpu_seconds(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  std::istringstream fields(text.substr(text.rfind(')') + 2));  // after the command's name
  std::string field;
  for (int i = 3; i < 14; ++i) fields >> field;  // state .. cmajflt
  long user = 0, system = 0;
  fields >> user >> system;
  return static_cast<double>(user + system) / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

const Clock::time_point kBenchStart = Clock::now();
double since_start_s() { return std::chrono::duration<double>(Clock::now() - kBenchStart).count(); }

long rss_kib(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

json http_json(net::io_context& ioc, unsigned short port, http::verb verb, const std::string& target, const std::string& body) {
  beast::tcp_stream stream(ioc);
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::string_body> request{verb, target, 11};
  request.set(http::field::host, "127.0.0.1");
  if (!body.empty()) request.set(http::field::content_type, "application/json");
  request.body() = body;
  request.prepare_payload();
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return json::parse(response.body());
}

struct Totals {
  std::vector<double> ack_ms;
  std::vector<double> ack_sent_s;  // when each acknowledged move was sent, since the start
  int games_over = 0;
  int failed_games = 0;
  int finished = 0;  // players whose game is over or failed
  int players = 0;   // expected
  std::size_t frame_bytes = 0;
  std::size_t frames = 0;
  net::io_context* ioc = nullptr;  // stopped when every player has finished

  void player_finished() {
    if (++finished == players) ioc->stop();
  }
};

// Whether one game has been counted as failed, shared by its two seats.
struct GameTally {
  bool failed = false;
};

// The parts of a frame a scripted player never reads are skipped, not built: with thousands
// of players on one thread, building every frame's board and log whole would make this
// program, not the server, the bottleneck.
bool skip_unread(int, json::parse_event_t event, json& parsed) {
  return event != json::parse_event_t::key ||
         (parsed != "board" && parsed != "log" && parsed != "chat" && parsed != "seats" && parsed != "battle" && parsed != "captured");
}

// One scripted browser on one game.
class Player : public std::enable_shared_from_this<Player> {
 public:
  Player(net::io_context& ioc, unsigned short port, std::string target, std::string color, std::string setup,
         const Options& options, std::uint64_t seed, Totals& totals, std::shared_ptr<GameTally> tally)
      : ws_(ioc), pause_(ioc), port_(port), target_(std::move(target)), color_(std::move(color)), setup_(std::move(setup)),
        plies_(options.plies), pause_ms_(options.pause_ms), rng_(seed), totals_(totals), tally_(std::move(tally)) {}

  void start() {
    ws_.read_message_max(64 * 1024 * 1024);
    beast::get_lowest_layer(ws_).async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port_),
                                               [self = shared_from_this()](beast::error_code ec) {
                                                 if (ec) return self->fail(ec, "connect");
                                                 beast::get_lowest_layer(self->ws_).socket().set_option(tcp::no_delay(true));
                                                 self->ws_.async_handshake("127.0.0.1", self->target_, [self](beast::error_code ec2) {
                                                   if (ec2) return self->fail(ec2, "handshake");
                                                   self->read();
                                                 });
                                               });
  }
  // The other seat of a game between people: it resigns when this one's connection fails,
  // so that the game ends (as failed) instead of waiting for a flag to fall.
  void pair_with(const std::shared_ptr<Player>& other) { partner_ = other; }
  // Connections stay open until every game is over, so that the server holds all games at once.
  void close() {
    beast::error_code ec;
    beast::get_lowest_layer(ws_).socket().close(ec);
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) {
        const bool failed = ec != websocket::error::closed && !self->done_;
        if (failed)
          std::cerr << "connection failed (read, " << self->color_ << ") at " << since_start_s() << " s: " << ec.message() << "\n";
        return self->finish(failed);
      }
      self->totals_.frame_bytes += self->buffer_.size();
      ++self->totals_.frames;
      self->on_frame(json::parse(beast::buffers_to_string(self->buffer_.data()), skip_unread));
      self->buffer_.consume(self->buffer_.size());
      if (!self->done_) self->read();
    });
  }

  void on_frame(const json& frame) {
    if (frame["type"] == "error") {
      std::cerr << "error frame: " << frame.dump() << "\n";
      return finish(true);
    }
    if (frame["type"] == "move" && frame["side"] == color_ && waiting_) {
      totals_.ack_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent_).count());
      totals_.ack_sent_s.push_back(std::chrono::duration<double>(sent_ - kBenchStart).count());
      waiting_ = false;
    }
    if (frame["type"] != "move" && frame["type"] != "state") return;  // presence, draw offers
    const json& state = frame;  // a move frame carries the phase, the side to move and the legal moves too
    if (state["phase"] == "setup") {
      if (!set_up_) send(json{{"type", "setup"}, {"setup", setup_}}.dump());
      set_up_ = true;
      return;
    }
    if (state["phase"] == "over") {
      totals_.games_over += color_ == "red" && !partner_failed_;
      return finish(partner_failed_);
    }
    if (state["to_move"] != color_ || waiting_) return;
    if (frame["type"] == "move") plies_played_ = frame["ply"];
    if (plies_played_ >= plies_) return send(R"({"type": "resign"})");
    const json& moves = state["legal_moves"];
    const json& move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng_)];
    waiting_ = true;
    std::string text = json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump();
    const int pause = pause_ms_ == 0 ? 0 : std::uniform_int_distribution<int>(pause_ms_ / 2, pause_ms_ * 3 / 2)(rng_);
    pause_.expires_after(std::chrono::milliseconds(pause));
    pause_.async_wait([self = shared_from_this(), text = std::move(text)](beast::error_code) mutable {
      self->sent_ = Clock::now();
      self->send(std::move(text));
    });
  }

  void send(std::string text) {
    outbox_.push_back(std::move(text));
    if (outbox_.size() == 1) write_next();
  }
  void write_next() {
    ws_.text(true);
    ws_.async_write(net::buffer(outbox_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail(ec, "write");
      self->outbox_.pop_front();
      if (!self->outbox_.empty()) self->write_next();
    });
  }

  void fail(beast::error_code ec, const char* step) {
    std::cerr << "connection failed (" << step << ", " << color_ << ") at " << since_start_s() << " s: " << ec.message() << "\n";
    finish(true);
    if (std::shared_ptr<Player> other = partner_.lock()) other->partner_failed();
  }
  void partner_failed() {
    if (done_) return;
    partner_failed_ = true;
    send(R"({"type": "resign"})");
  }
  void finish(bool failed) {
    if (done_) return;
    done_ = true;
    if (failed && !tally_->failed) {
      tally_->failed = true;
      ++totals_.failed_games;
    }
    totals_.player_finished();
  }

  websocket::stream<beast::tcp_stream> ws_;
  net::steady_timer pause_;
  beast::flat_buffer buffer_;
  unsigned short port_;
  std::string target_;
  std::string color_;  // the seat: "red" or "blue"
  std::string setup_;
  int plies_;
  int pause_ms_;
  std::mt19937_64 rng_;
  Totals& totals_;
  std::shared_ptr<GameTally> tally_;
  std::deque<std::string> outbox_;
  bool waiting_ = false;
  int plies_played_ = 0;  // as the last move frame said (the bench's games never reconnect)
  bool set_up_ = false;
  bool done_ = false;
  bool partner_failed_ = false;
  std::weak_ptr<Player> partner_;
  Clock::time_point sent_;
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// The round trips of the moves sent in each window of the run, so that a slow start (while
// people still arrive) or a stall shows where it happened.
void print_windows(const Totals& totals, double window_s) {
  std::vector<std::vector<double>> windows;
  for (std::size_t i = 0; i < totals.ack_ms.size(); ++i) {
    const auto w = static_cast<std::size_t>(totals.ack_sent_s[i] / window_s);
    if (w >= windows.size()) windows.resize(w + 1);
    windows[w].push_back(totals.ack_ms[i]);
  }
  for (std::size_t w = 0; w < windows.size(); ++w)
    if (!windows[w].empty())
      std::printf("  moves sent %3.0f-%3.0f s: %6zu, p50 %.2f  p99 %.2f  max %.2f ms\n", window_s * static_cast<double>(w),
                  window_s * static_cast<double>(w + 1), windows[w].size(), percentile(windows[w], 0.50), percentile(windows[w], 0.99),
                  percentile(windows[w], 1.0));
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    const std::string value = argv[i + 1];
    if (flag == "--games") o.games = std::stoi(value);
    else if (flag == "--plies") o.plies = std::stoi(value);
    else if (flag == "--threads") o.threads = std::stoi(value);
    else if (flag == "--pause-ms") o.pause_ms = std::stoi(value);
    else if (flag == "--people") o.people = value == "1";
    else if (flag == "--clock") o.clock = value;
    else if (flag == "--connects-per-s") o.connects_per_s = std::max(1, std::stoi(value));
    else if (flag == "--stratego") o.stratego = value;
    else throw std::invalid_argument("unknown option " + flag);
  }
  return o;
}


// A game's seats as its people receive them over HTTP: the targets of their WebSockets.
struct Seat {
  std::string target;
  std::string color;
};

std::vector<Seat> create_game(net::io_context& ioc, unsigned short port, const Options& options) {
  json new_game = {{"variant", "classic"}, {"rules", "gravon"}, {"clock", options.clock}};
  if (options.people) new_game.update({{"opponent", "person"}, {"name", "Red"}});
  else new_game["level"] = "random";
  const json game = http_json(ioc, port, http::verb::post, "/api/games", new_game.dump());
  if (!game.contains("game")) throw std::runtime_error("no game created: " + game.dump());
  const std::string id = game["game"];
  auto seat = [&](const json& seated) {
    return Seat{"/ws?game=" + id + "&token=" + seated["token"].get<std::string>(), seated["color"]};
  };
  std::vector<Seat> seats = {seat(game)};
  if (options.people) {
    const json invite = {{"invite", game["invite"]}, {"name", "Blue"}};
    const json joined = http_json(ioc, port, http::verb::post, "/api/games/" + id + "/join", invite.dump());
    if (!joined.contains("token")) throw std::runtime_error("cannot join: " + joined.dump());
    seats.push_back(seat(joined));
  }
  return seats;
}

}  // namespace

int main(int argc, char** argv) try {
  const Options options = parse(argc, argv);
  rlimit files{};
  getrlimit(RLIMIT_NOFILE, &files);
  files.rlim_cur = files.rlim_max;  // a socket per game on both sides
  setrlimit(RLIMIT_NOFILE, &files);

  const auto dir = std::filesystem::temp_directory_path() / ("stratego-serve-bench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const Server server = start_server(options, dir / "bench.db");
  net::io_context ioc;
  const std::string setup = http_json(ioc, server.port, http::verb::get, "/api/setup?variant=classic&seed=1", "")["setup"];
  const long rss_before = rss_kib(server.pid);
  const double server_cpu_before = cpu_seconds(server.pid);
  const int seats_per_game = options.people ? 2 : 1;

  Totals totals;
  totals.players = options.games * seats_per_game;
  totals.ioc = &ioc;
  std::vector<std::shared_ptr<Player>> players;
  auto seat_game = [&](int game, const std::vector<Seat>& seats) {
    auto tally = std::make_shared<GameTally>();
    for (std::size_t s = 0; s < seats.size(); ++s)
      players.push_back(std::make_shared<Player>(ioc, server.port, seats[s].target, seats[s].color, setup, options,
                                                 static_cast<std::uint64_t>(seats_per_game * game) + s + 1, totals, tally));
    if (options.people) {
      players[players.size() - 2]->pair_with(players.back());
      players.back()->pair_with(players[players.size() - 2]);
    }
    for (std::size_t s = 0; s < seats.size(); ++s) players[players.size() - 1 - s]->start();
  };
  auto fail_game = [&](const std::string& why) {
    std::cerr << "game failed: " << why << "\n";
    ++totals.failed_games;
    for (int s = 0; s < seats_per_game; ++s) totals.player_finished();
  };

  // The server's memory at its fullest: sampled every second.
  long rss_peak = rss_before;
  net::steady_timer sampler(ioc);
  std::function<void()> sample = [&] {
    rss_peak = std::max(rss_peak, rss_kib(server.pid));
    sampler.expires_after(std::chrono::seconds(1));
    sampler.async_wait([&](beast::error_code ec) {
      if (!ec) sample();
    });
  };
  sample();

  const auto started = Clock::now();
  // People arrive over a while: their game is created when they come, on this thread, so
  // that the requests' waits do not delay the frames of the games already playing.
  std::thread arrivals([&] {
    net::io_context requests;
    for (int i = 0; i < options.games; ++i) {
      const double at_s = static_cast<double>(i * seats_per_game) / options.connects_per_s;
      std::this_thread::sleep_until(started + std::chrono::microseconds(static_cast<long>(1e6 * at_s)));
      try {
        net::post(ioc, [&seat_game, i, seats = create_game(requests, server.port, options)] { seat_game(i, seats); });
      } catch (const std::exception& e) {
        net::post(ioc, [&fail_game, why = std::string(e.what())] { fail_game(why); });
      }
    }
  });
  auto work = net::make_work_guard(ioc);
  ioc.run();
  arrivals.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  rss_peak = std::max(rss_peak, rss_kib(server.pid));
  const double server_cpu = cpu_seconds(server.pid) - server_cpu_before;
  for (auto& p : players) p->close();
  ::kill(server.pid, SIGTERM);
  int status = 0;
  ::waitpid(server.pid, &status, 0);
  std::filesystem::remove_all(dir);

  std::printf("games %d %s (over %d, failed %d), plies per game <= %d, pause before each move %d ms (0.5x-1.5x), "
              "clock %s, server threads %d, %d connections/s\n",
              options.games, options.people ? "between two people" : "against the computer", totals.games_over,
              totals.failed_games, options.plies, options.pause_ms, options.clock.c_str(), options.threads,
              options.connects_per_s);
  std::printf("moves acknowledged %zu in %.1f s (%.0f moves/s); frames received %zu, %.0f bytes each on average\n",
              totals.ack_ms.size(), seconds, static_cast<double>(totals.ack_ms.size()) / seconds, totals.frames,
              totals.frames ? static_cast<double>(totals.frame_bytes) / static_cast<double>(totals.frames) : 0.0);
  std::printf("move round trip ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f\n", percentile(totals.ack_ms, 0.50),
              percentile(totals.ack_ms, 0.90), percentile(totals.ack_ms, 0.99), percentile(totals.ack_ms, 1.0));
  print_windows(totals, 20);
  std::printf("server CPU %.1f s (%.0f%% of one core), %.0f us per move acknowledged; this program's CPU %.1f s\n", server_cpu,
              100 * server_cpu / seconds, totals.ack_ms.empty() ? 0.0 : 1e6 * server_cpu / static_cast<double>(totals.ack_ms.size()),
              cpu_seconds(::getpid()));
  std::printf("server RSS %ld KiB -> %ld KiB at most: %.1f KiB per game\n", rss_before, rss_peak,
              static_cast<double>(rss_peak - rss_before) / options.games);
  return totals.failed_games == 0 ? 0 : 1;
} catch (const std::exception& e) {
  std::cerr << "stratego_serve_bench: " << e.what() << "\n";
  return 2;
}
