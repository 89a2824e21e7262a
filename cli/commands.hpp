// Each subcommand of the `stratego` binary registers itself on the CLI11 app.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>

namespace stratego::cli {

void add_verify_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_engine_command(CLI::App& app);
void add_match_command(CLI::App& app);
void add_referee_command(CLI::App& app);
void add_play_command(CLI::App& app);
void add_online_command(CLI::App& app);

// The process exit status a command's callback sets.
int& exit_code();
// Runs a command body; any exception becomes "stratego NAME: message" on stderr and status 2.
int guarded(const std::string& name, const std::function<int()>& body);

}  // namespace stratego::cli
