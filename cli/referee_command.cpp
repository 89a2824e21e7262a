// stratego referee "CMD_A" "CMD_B" [--variant V] [--games N] [--movetime MS] [--save DIR] [--rules R=ucc2012]
// The UCC 2012 Stratego manager: two outside bots, the engine enforcing the rules. Both bots
// must be told the variant on their own command lines (the protocol does not send it).
#include <iostream>

#include "cli/commands.hpp"
#include "protocol/match_report.hpp"

namespace stratego::cli {
namespace {

struct RefereeCommand {
  std::string command_a;
  std::string command_b;
  MatchOptions match;
  int movetime_ms = 2000;
  bool json = false;
};

int run(RefereeCommand& command) {
  MatchOptions& options = command.match;
  options.a = "cmd:" + command.command_a;
  options.b = "cmd:" + command.command_b;
  options.bot_limits.move = std::chrono::milliseconds(command.movetime_ms);
  if (std::string error = match_options_error(options); !error.empty()) throw std::invalid_argument(error);
  play_and_report(options, command.json, std::cout);
  return 0;
}

}  // namespace

void add_referee_command(CLI::App& app) {
  auto command = std::make_shared<RefereeCommand>();
  MatchOptions& o = command->match;
  o.rules = "ucc2012";  // the manager's own rules, so that bots written for it play unchanged
  CLI::App* cmd = app.add_subcommand("referee", "Manage games between two UCC 2012 protocol bots");
  cmd->add_option("cmd_a", command->command_a, "Command of the first bot (red in odd games)")->required();
  cmd->add_option("cmd_b", command->command_b, "Command of the second bot")->required();
  cmd->add_option("--variant", o.variant,
                  "Variant (any 10x10 one whose moves the protocol can write; tell both bots the same)")
      ->capture_default_str();
  cmd->add_option("--games", o.games, "Number of games; colours alternate")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--movetime", command->movetime_ms, "Time limit per move in milliseconds; slower loses")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--rules", o.rules, "Rule set enforced (ucc2012: no two-square rule, as the 2012 manager)")->check(CLI::IsMember(rule_set_names()))
      ->capture_default_str();
  cmd->add_option("--max-plies", o.max_plies, "Draw after this many plies")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--jobs", o.jobs, "Games played at the same time")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_flag("--json", command->json, "One JSON object per game and a summary object last");
  cmd->add_option("--save", o.save_dir, "Folder for every game as JSON record and Gravon XML");
  cmd->callback([command] { exit_code() = guarded("referee", [&] { return run(*command); }); });
}

}  // namespace stratego::cli
