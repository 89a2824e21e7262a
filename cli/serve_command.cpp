// stratego serve [--host H] [--port P] [--db FILE] [--web-root DIR] [--threads N] [--workers N] [--think-ms MS]
#include <csignal>
#include <iostream>
#include <thread>

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "cli/commands.hpp"
#include "server/game_service.hpp"
#include "server/game_store.hpp"
#include "server/http_server.hpp"
#include "server/worker_pool.hpp"

namespace stratego::cli {
namespace {

struct ServeOptions {
  server::ServerOptions server;
  std::string db = "stratego.db";
  int workers = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int think_ms = 800;
};

int serve(const ServeOptions& options) {
  std::signal(SIGPIPE, SIG_IGN);  // a browser that goes away is an error code, not the end
  spdlog::set_default_logger(spdlog::stderr_color_mt("serve"));  // stdout carries only the first line
  server::GameStore store(options.db);
  server::WorkerPool workers(options.workers);
  server::GameService games(store, workers.executor(), server::ServiceOptions{options.think_ms});
  server::HttpServer http(options.server, games);
  // The first line says where to connect; with --port 0 it names the port chosen.
  std::cout << "Serving http://" << options.server.host << ":" << http.port() << "/ (database " << options.db
            << ", " << store.game_count() << " games stored)" << std::endl;
  http.run();
  workers.stop();  // finish the computer's moves in flight before the service goes away
  spdlog::info("stopped");
  return 0;
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
  cmd->callback([options] { exit_code() = guarded("serve", [&] { return serve(*options); }); });
}

}  // namespace stratego::cli
