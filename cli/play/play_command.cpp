// stratego play [--variant V] [--level L] [--rules R] [--lang de|en] [--save FILE] [--resume]
//               [--seed S] [--movetime MS]
// A person (red) against the computer (blue) in the terminal; saved after every move.
// stratego play --server URL --name NAME [--challenge [--variant V] [--rules R] [--clock C]
//               [--color C] | --accept [ID] | --invite LINK] [--lang de|en]
// A person against another person on a `stratego serve` (cli/play/online_terminal.hpp).
#include <cstdlib>
#include <iostream>
#include <unistd.h>

#include "cli/commands.hpp"
#include "cli/play/online_terminal.hpp"
#include "cli/play/play_session.hpp"
#include "cli/play/play_terminal.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/save_file.hpp"

namespace stratego::cli {
namespace {

struct PlayArguments {
  play::PlayOptions options;
  std::string language;
  // online
  std::string server;
  std::string name = "Guest";
  bool challenge = false;
  std::string accept_id;
  std::string invitation;
  std::string clock;
  std::string color;
};

// The first message: where a resumed game comes from, or that a new game is about to
// replace an unfinished one.
std::string greeting(const play::PlaySession& session, bool resumed, bool replaces_unfinished) {
  const Language lang = session.language();
  if (!resumed) {
    if (!replaces_unfinished) return {};
    return std::string(play::text(play::Text::ReplacesSavedGame, lang)) + " " + session.save_path();
  }
  if (session.phase() == play::Phase::Over) return std::string(play::text(play::Text::ResumedOver, lang));
  return std::string(play::text(play::Text::Resumed, lang)) + " " + session.save_path() + ".";
}

Language language_of(const PlayArguments& arguments) {
  if (!arguments.language.empty()) return *play::parse_language(arguments.language);
  return play::language_from_locale(std::getenv("LC_ALL"), std::getenv("LC_MESSAGES"), std::getenv("LANG"));
}

play::OnlinePlayOptions online_options(const PlayArguments& arguments, const CLI::App& cmd) {
  const bool accept = cmd.count("--accept") > 0;
  const bool invite = cmd.count("--invite") > 0;
  if (arguments.challenge + accept + invite > 1) throw std::invalid_argument("give at most one of --challenge, --accept [ID], --invite LINK");
  play::OnlinePlayOptions o;
  o.server = arguments.server;
  o.name = arguments.name;
  o.mode = arguments.challenge ? play::OnlinePlayOptions::Mode::Challenge
           : accept            ? play::OnlinePlayOptions::Mode::Accept
           : invite            ? play::OnlinePlayOptions::Mode::Invitation
                               : play::OnlinePlayOptions::Mode::Menu;
  if (cmd.count("--variant") > 0) o.lobby.variant = arguments.options.variant;
  if (cmd.count("--rules") > 0) o.lobby.rules = arguments.options.rules;
  o.lobby.clock = arguments.clock;
  o.lobby.color = arguments.color;
  o.lobby.challenge = arguments.accept_id;
  o.invitation = arguments.invitation;
  o.language = language_of(arguments);
  o.seed = arguments.options.seed;
  return o;
}

int run_online(const PlayArguments& arguments, const CLI::App& cmd) {
  const play::OnlinePlayOptions o = online_options(arguments, cmd);
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    std::cerr << play::text(play::Text::NeedsTerminal, o.language) << "\n";
    return 2;
  }
  const std::string ending = play::run_online_game(o);
  if (!ending.empty()) std::cout << ending << "\n";
  return 0;
}

int run(PlayArguments& arguments, const CLI::App& cmd) {
  if (!arguments.server.empty()) return run_online(arguments, cmd);
  play::PlayOptions& options = arguments.options;
  options.language = language_of(arguments);
  if (options.save_path.empty()) options.save_path = play::default_save_path(std::getenv("HOME"));
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    std::cerr << play::text(play::Text::NeedsTerminal, options.language) << "\n";
    return 2;
  }
  const bool replaces_unfinished = !options.resume && play::PlaySession::unfinished_game_saved(options.save_path);
  play::PlaySession session = options.resume ? play::PlaySession::resume(options) : play::PlaySession(options);
  play::run_terminal_game(session, greeting(session, options.resume, replaces_unfinished));
  if (session.phase() != play::Phase::Setup)
    std::cout << play::text(play::Text::GameSaved, options.language) << " " << session.save_path() << "\n";
  return 0;
}

}  // namespace

void add_play_command(CLI::App& app) {
  auto arguments = std::make_shared<PlayArguments>();
  play::PlayOptions& o = arguments->options;
  CLI::App* cmd = app.add_subcommand("play", "Play against the computer in the terminal (saved after every move)");
  cmd->add_option("--variant", o.variant, "classic, barrage, duell, ultimate-lightning, classic-free or small")->capture_default_str();
  cmd->add_option("--level", o.level, "The computer's level: " + [] {
    std::string names;
    for (const std::string& n : player_levels()) names += (names.empty() ? "" : ", ") + n;
    return names;
  }())->check(CLI::IsMember(player_levels()))->capture_default_str();
  cmd->add_option("--rules", o.rules, "Rule set: gravon, gravon2006, isf or ucc2012")->check(CLI::IsMember(rule_set_names()))->capture_default_str();
  cmd->add_option("--lang", arguments->language, "Language: de or en (default from $LANG)")->check(CLI::IsMember({"de", "en"}));
  cmd->add_option("--save", o.save_path, "The game file, written after every move (default ~/.stratego/game.json)");
  cmd->add_flag("--resume", o.resume, "Continue the game saved in the game file");
  cmd->add_option("--seed", o.seed, "Seed for the setups and the computer's choices")->capture_default_str();
  cmd->add_option("--movetime", o.movetime_ms, "The computer's time per move in milliseconds")->capture_default_str()->check(CLI::PositiveNumber);
  cmd->add_option("--server", arguments->server, "Play a person on this server (http://HOST[:PORT]) instead of the computer");
  cmd->add_option("--name", arguments->name, "Online: the name the opponent sees")->capture_default_str();
  cmd->add_flag("--challenge", arguments->challenge, "Online: post an open challenge (--variant, --rules, --clock, --color) and play whoever accepts");
  cmd->add_option("--accept", arguments->accept_id, "Online: accept an open challenge, the first or the one with this id")->expected(0, 1);
  cmd->add_option("--invite", arguments->invitation, "Online: take the seat of an invitation link (http://HOST:PORT/#/join/GAME/INVITE)");
  cmd->add_option("--clock", arguments->clock, "Online: the challenge's time control: none, isf, fischer:B+I, move:S, days:D");
  cmd->add_option("--color", arguments->color, "Online: the challenger's colour")->check(CLI::IsMember({"red", "blue", "random"}));
  cmd->callback([arguments, cmd] { exit_code() = guarded("play", [&] { return run(*arguments, *cmd); }); });
}

}  // namespace stratego::cli
