// stratego match A B [--games N] [--variant V] [--rules R] [--movetime MS] [--seed S]
//                    [--jobs J] [--json] [--save DIR]
#include <iostream>

#include "ai/player.hpp"
#include "cli/commands.hpp"
#include "protocol/match_report.hpp"

namespace stratego::cli {
namespace {

struct MatchCommand {
  MatchOptions match;
  bool json = false;
};

int run(const MatchCommand& command) {
  const MatchOptions& options = command.match;
  if (std::string error = match_options_error(options); !error.empty()) throw std::invalid_argument(error);
  play_and_report(options, command.json, std::cout);
  return 0;
}

}  // namespace

void add_match_command(CLI::App& app) {
  auto command = std::make_shared<MatchCommand>();
  MatchOptions& o = command->match;
  CLI::App* cmd = app.add_subcommand("match", "Play games between two computer players and estimate the Elo difference");
  cmd->add_option("a", o.a, "Level (random, beginner, strong, ...) or cmd:COMMAND for a UCC bot")->required();
  cmd->add_option("b", o.b, "Level or cmd:COMMAND")->required();
  cmd->add_option("--games", o.games, "Number of games; colours alternate")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--variant", o.variant,
                  "Variant (with cmd: bots a 10x10 one whose moves the UCC protocol can write; tell the bot the same)")
      ->capture_default_str();
  cmd->add_option("--rules", o.rules, "Rule set")->check(CLI::IsMember(rule_set_names()))
      ->capture_default_str();
  cmd->add_option("--movetime", o.movetime_ms, "Thinking time per move of our players, in milliseconds")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--samples", o.strong_samples,
                  "Strong level: exactly this many sampled enemy setups per move, whatever the clock, so that "
                  "results do not depend on the machine's load (0: as many as --movetime allows)")
      ->check(CLI::Range(0, 10000))
      ->capture_default_str();
  cmd->add_option("--seed", o.seed, "Seed of all randomness")
      ->capture_default_str();
  cmd->add_option("--jobs", o.jobs, "Games played at the same time")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--max-plies", o.max_plies, "Draw after this many plies")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_flag("--json", command->json, "One JSON object per game and a summary object last");
  cmd->add_option("--save", o.save_dir, "Folder for every game as JSON record and Gravon XML");
  cmd->callback([command] {
    MatchOptions& options = command->match;
    // An outside bot gets the UCC manager's default two seconds on top of our players' budget.
    options.bot_limits.move = std::chrono::milliseconds(options.movetime_ms + 2000);
    exit_code() = guarded("match", [&] { return run(*command); });
  });
}

}  // namespace stratego::cli
