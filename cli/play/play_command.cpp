// stratego play [--variant V] [--level L] [--rules R] [--lang de|en] [--save FILE] [--resume]
//               [--seed S] [--movetime MS]
// A person (red) against the computer (blue) in the terminal; saved after every move.
#include <cstdlib>
#include <iostream>
#include <unistd.h>

#include "cli/commands.hpp"
#include "cli/play/play_session.hpp"
#include "cli/play/play_terminal.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/save_file.hpp"

namespace stratego::cli {
namespace {

struct PlayArguments {
  play::PlayOptions options;
  std::string language;
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

int run(PlayArguments& arguments) {
  play::PlayOptions& options = arguments.options;
  if (!arguments.language.empty()) options.language = *play::parse_language(arguments.language);
  else options.language = play::language_from_locale(std::getenv("LC_ALL"), std::getenv("LC_MESSAGES"), std::getenv("LANG"));
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
  cmd->callback([arguments] { exit_code() = guarded("play", [&] { return run(*arguments); }); });
}

}  // namespace stratego::cli
