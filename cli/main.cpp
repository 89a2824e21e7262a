#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

namespace stratego::cli {

int& exit_code() {
  static int code = 0;
  return code;
}

int guarded(const std::string& name, const std::function<int()>& body) {
  try {
    return body();
  } catch (const std::exception& e) {
    std::cerr << "stratego " << name << ": " << e.what() << "\n";
    return 2;
  }
}

}  // namespace stratego::cli

int main(int argc, char** argv) {
  CLI::App app{"Stratego: rules engine, game records, computer players and servers"};
  app.require_subcommand(1);
  stratego::cli::add_verify_command(app);
  stratego::cli::add_replay_command(app);
  stratego::cli::add_convert_command(app);
  stratego::cli::add_bench_command(app);
  stratego::cli::add_serve_command(app);
  stratego::cli::add_engine_command(app);
  stratego::cli::add_match_command(app);
  stratego::cli::add_referee_command(app);
  stratego::cli::add_play_command(app);
  stratego::cli::add_online_command(app);
  CLI11_PARSE(app, argc, argv);
  return stratego::cli::exit_code();
}
