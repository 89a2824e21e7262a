// stratego engine --protocol ucc --level L [--variant V] [--movetime MS] [--seed S] [--rules R]
#include <cstdio>
#include <iostream>
#include <optional>
#include <random>

#include "ai/player.hpp"
#include "cli/commands.hpp"
#include "protocol/ucc_bot.hpp"
#include "protocol/ucc_variant.hpp"

namespace stratego::cli {
namespace {

struct EngineOptions {
  std::string protocol = "ucc";
  std::string level = "random";
  int movetime_ms = 1000;
  std::optional<std::uint64_t> seed;  // none: a fresh one, told on stderr
  std::string rules = "gravon";
  std::string variant = "classic";  // the manager's: the protocol does not say it
};

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

// A manager plays many games with the same command line: each gets its own setups and
// moves, and the seed, printed, replays the game.
std::uint64_t fresh_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) | device();
}

int run(const EngineOptions& options) {
  const Variant& variant = ucc::protocol_variant(options.variant);
  const std::uint64_t seed = options.seed ? *options.seed : fresh_seed();
  if (!options.seed) std::cerr << "stratego engine: seed " << seed << "\n";
  std::unique_ptr<Player> player = make_player(options.level, seed);
  if (!player) throw std::invalid_argument("unknown level '" + options.level + "'");
  ucc::BotOptions bot;
  bot.rules = &rule_set(options.rules);
  bot.variant = &variant;
  bot.limits = ThinkLimits{options.movetime_ms, seed};
  std::ios::sync_with_stdio(false);
  return ucc::run_bot(*player, bot, std::cin, std::cout, std::cerr);
}

}  // namespace

void add_engine_command(CLI::App& app) {
  auto options = std::make_shared<EngineOptions>();
  CLI::App* cmd = app.add_subcommand("engine", "Play as a bot over stdin/stdout (the UCC 2012 Stratego manager protocol)");
  cmd->add_option("--protocol", options->protocol, "Bot protocol")->check(CLI::IsMember({"ucc"}))
      ->capture_default_str();
  cmd->add_option("--level", options->level, "Player level")->check(CLI::IsMember(player_levels()))
      ->capture_default_str();
  cmd->add_option("--movetime", options->movetime_ms, "Thinking time per move in milliseconds")->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--seed", options->seed,
                  "Seed of all randomness (default: a fresh one each run, printed on stderr as 'stratego engine: seed N')");
  cmd->add_option("--variant", options->variant,
                  "Variant the manager plays: " + joined(ucc::protocol_variant_names()) +
                      " (the protocol does not send it: give the manager's own)")
      ->capture_default_str();
  cmd->add_option("--rules", options->rules, "Rules the player keeps to (the referee's)")
      ->check(CLI::IsMember(rule_set_names()))
      ->capture_default_str();
  cmd->callback([options] { exit_code() = guarded("engine", [&] { return run(*options); }); });
}

}  // namespace stratego::cli
