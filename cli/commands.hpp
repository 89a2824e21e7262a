// Each subcommand of the `stratego` binary registers itself on the CLI11 app.
#pragma once

#include <CLI/CLI.hpp>

namespace stratego::cli {

void add_verify_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_bench_command(CLI::App& app);

}  // namespace stratego::cli
