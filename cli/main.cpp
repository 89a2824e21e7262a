#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Stratego: rules engine, game records, computer players and servers"};
  app.require_subcommand(1);
  stratego::cli::add_verify_command(app);
  stratego::cli::add_replay_command(app);
  stratego::cli::add_convert_command(app);
  stratego::cli::add_bench_command(app);
  CLI11_PARSE(app, argc, argv);
  return 0;
}
