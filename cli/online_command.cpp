// stratego online --server URL --name NAME (--level L | --engine "CMD")
//                 (--challenge | --accept [ID] | --invite LINK) [--variant V] [--rules R]
//                 [--clock C] [--color C] [--games N] [--json] [--timeout S] [--movetime MS] [--seed S]
// A computer player that plays people (or other bots) on a `stratego serve` through the
// public API, like a bot account.
#include <iostream>
#include <random>

#include "ai/player.hpp"
#include "cli/commands.hpp"
#include "client/online_player.hpp"
#include "client/think_budget.hpp"
#include "engine/rules.hpp"

namespace stratego::cli {
namespace {

struct OnlineCommand {
  client::OnlineOptions options;
  bool challenge = false;
  std::string accept_id;
  bool json = false;
  double timeout_s = 30;
  int movetime_ms = 0;
  std::uint64_t seed = 0;
};

int run(OnlineCommand& command, const CLI::App& cmd) {
  client::OnlineOptions& o = command.options;
  const bool accept = cmd.count("--accept") > 0;
  const bool invite = cmd.count("--invite") > 0;
  if (command.challenge + accept + invite != 1) throw std::invalid_argument("give one of --challenge, --accept [ID], --invite LINK");
  o.mode = command.challenge ? client::OnlineOptions::Mode::Challenge
           : accept          ? client::OnlineOptions::Mode::Accept
                             : client::OnlineOptions::Mode::Invitation;
  o.lobby.challenge = command.accept_id;
  o.timeout = std::chrono::milliseconds(static_cast<std::int64_t>(command.timeout_s * 1000));
  o.movetime = std::chrono::milliseconds(command.movetime_ms);
  o.seed = cmd.count("--seed") > 0 ? command.seed : std::random_device{}();
  client::play_online(o, [&](const client::GameSummary& summary) {
    std::cout << (command.json ? client::summary_json(summary) : client::summary_text(summary)) << std::endl;
  });
  return 0;
}

}  // namespace

void add_online_command(CLI::App& app) {
  auto command = std::make_shared<OnlineCommand>();
  client::OnlineOptions& o = command->options;
  CLI::App* cmd = app.add_subcommand("online", "Play on a stratego server as a computer player (a level or a UCC-2012 bot)");
  cmd->add_option("--server", o.server, "The server, http://HOST[:PORT]")->required();
  cmd->add_option("--name", o.name, "The name the opponent sees")->required();
  auto* level = cmd->add_option("--level", o.level, "Our computer level (" + [] {
    std::string levels;
    for (const std::string& l : player_levels()) levels += (levels.empty() ? "" : ", ") + l;
    return levels;
  }() + ")");
  cmd->add_option("--engine", o.engine, "Command of a UCC-2012 protocol bot (told the variant on its own command line, classic unless said)")->excludes(level);
  cmd->add_flag("--challenge", command->challenge, "Post an open challenge in the lobby and play whoever accepts");
  cmd->add_option("--accept", command->accept_id, "Accept an open challenge: the first that fits, or the one with this id")
      ->expected(0, 1);
  cmd->add_option("--invite", o.invitation, "Take the seat of an invitation link (http://HOST:PORT/#/join/GAME/INVITE)");
  cmd->add_option("--variant", o.lobby.variant, "Variant of the challenge (with --accept: the variant to accept)");
  cmd->add_option("--rules", o.lobby.rules, "Rule set of the challenge (with --accept: to accept)")
      ->check(CLI::IsMember(rule_set_names()));
  cmd->add_option("--clock", o.lobby.clock, "Time control of the challenge: none, isf, fischer:B+I, move:S, days:D");
  cmd->add_option("--color", o.lobby.color, "Colour of the challenge's challenger (red, blue, random)")
      ->check(CLI::IsMember({"red", "blue", "random"}));
  cmd->add_option("--games", o.games, "Games to play one after another")->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_flag("--json", command->json,
                R"(One line per finished game: {"game", "variant", "rules", "red", "blue", "winner", "ending", "plies"})");
  cmd->add_option("--timeout", command->timeout_s, "Seconds any network step may take, and a silent server may stay silent")
      ->check(CLI::Range(0.1, 86400.0))
      ->capture_default_str();
  cmd->add_option("--movetime", command->movetime_ms,
                  "Thinking time per move in ms, at most " + std::to_string(client::kMaxThink.count()) +
                      " (an engine: its time-out); default 1000, an engine 2000; a clock may give less")
      ->check(CLI::Range(1, static_cast<int>(client::kMaxThink.count())));
  cmd->add_option("--seed", command->seed, "Seed of our level's randomness (default: a random one)");
  cmd->callback([command, cmd] { exit_code() = guarded("online", [&] { return run(*command, *cmd); }); });
}

}  // namespace stratego::cli
