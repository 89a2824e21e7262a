// stratego serve [--host H] [--port P] [--db FILE] [--web-root DIR] [--threads N] [--workers N] [--think-ms MS]
// [--abandon-seconds S] and the limits of docs/web-api.md
#include <csignal>
#include <iostream>
#include <thread>

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "cli/commands.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"
#include "server/guests.hpp"
#include "server/http_server.hpp"
#include "server/lobby.hpp"
#include "server/worker_pool.hpp"

namespace stratego::cli {
namespace {

struct ServeOptions {
  server::ServerOptions server;
  std::string db = "stratego.db";
  int workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int think_ms = 800;
  int abandon_seconds = 60;
};

int serve(const ServeOptions& options) {
  std::signal(SIGPIPE, SIG_IGN);  // a browser that goes away is an error code, not the end
  spdlog::set_default_logger(spdlog::stderr_color_mt("serve"));  // stdout carries only the first line
  server::SqliteGameStore store(options.db);
  server::WorkerPool workers(options.workers);
  server::GameService games(store, workers.executor(),
                            server::ServiceOptions{options.think_ms, options.server.limits.open_games_per_client,
                                                   Millis{options.abandon_seconds} * 1000});
  server::Guests guests(store);
  server::Lobby lobby(games, guests);
  server::HttpServer http(options.server, games, guests, lobby);
  // The first line says where to connect; with --port 0 it names the port chosen.
  std::cout << "Serving http://" << options.server.host << ":" << http.port() << "/ (database " << options.db
            << ", " << store.game_count() << " games stored)" << std::endl;
  http.run();
  workers.stop();  // finish the computer's moves in flight before the service goes away
  spdlog::info("stopped");
  return 0;
}

void add_limit_options(CLI::App& cmd, server::ServerLimits& limits) {
  cmd.add_option("--max-target-bytes", limits.max_target_bytes, "Longest request target (longer: 414)")->capture_default_str()->check(CLI::Range(256, 1 << 20));
  cmd.add_option("--max-header-bytes", limits.max_header_bytes, "Largest header fields of a request (larger: 431)")->capture_default_str()->check(CLI::Range(1024, 1 << 20));
  cmd.add_option("--max-body-bytes", limits.max_body_bytes, "Largest request body (larger: 413)")->capture_default_str()->check(CLI::Range(1024, 64 << 20));
  cmd.add_option("--games-per-minute", limits.games_per_minute, "New games per client address a minute (0: no limit)")->capture_default_str()->check(CLI::Range(0, 1000000));
  cmd.add_option("--open-games-per-client", limits.open_games_per_client, "Unfinished games one client address may create (0: no limit)")->capture_default_str()->check(CLI::Range(0, 1000000));
  cmd.add_option("--messages-per-second", limits.messages_per_second, "WebSocket messages per connection a second, burst twice that (0: no limit)")->capture_default_str()->check(CLI::Range(0, 100000));
  cmd.add_option("--max-queued-bytes", limits.max_queued_bytes, "Frames queued for a slow reader before its connection closes")->capture_default_str()->check(CLI::Range(64 << 10, 1 << 30));
  cmd.add_option("--idle-seconds", limits.idle_seconds, "A WebSocket that answers no ping this long is closed")->capture_default_str()->check(CLI::Range(1, 3600));
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto options = std::make_shared<ServeOptions>();
  CLI::App* cmd = app.add_subcommand("serve", "Serve the browser client and its API (HTTP + WebSocket on one port)");
  cmd->add_option("--host", options->server.host, "Address to listen on")->capture_default_str();
  cmd->add_option("--port", options->server.port, "Port to listen on (0: any free port)")->capture_default_str();
  cmd->add_option("--db", options->db, "SQLite database file of all games")->capture_default_str();
  cmd->add_option("--web-root", options->server.web_root, "The built web client")->capture_default_str();
  cmd->add_option("--threads", options->server.threads, "Network threads")->capture_default_str()->check(CLI::Range(1, 64));
  cmd->add_option("--workers", options->workers, "Threads for the computer's thinking")->capture_default_str()->check(CLI::Range(1, 256));
  cmd->add_option("--think-ms", options->think_ms, "The computer's time per move in milliseconds")->capture_default_str()->check(CLI::Range(1, 60000));
  cmd->add_option("--abandon-seconds", options->abandon_seconds,
                  "A person away this long while the game waits for them may be claimed against (0: never)")
      ->capture_default_str()
      ->check(CLI::Range(0, 7 * 24 * 3600));
  add_limit_options(*cmd, options->server.limits);
  cmd->callback([options] { exit_code() = guarded("serve", [&] { return serve(*options); }); });
}

}  // namespace stratego::cli
