// stratego replay FILE [--rules R] [--from N] [--to N] [--boards]
#include <iostream>

#include "cli/commands.hpp"
#include "engine/board_text.hpp"
#include "engine/notation.hpp"
#include "formats/archive.hpp"
#include "formats/verify.hpp"

namespace stratego::cli {
namespace {

struct ReplayOptions {
  std::string path;
  std::string rules;
  int from = 0;
  int to = 1 << 30;
  bool boards = true;
};

void print_move(const Game& game, std::size_t i, bool board) {
  const PublicMove& pm = game.moves()[i];
  std::cout << i + 1 << ". " << color_name(pm.mover) << " " << move_text(pm.move);
  if (pm.battle) std::cout << "  " << explain(*pm.battle, pm.mover);
  std::cout << "\n";
  if (board) std::cout << board_text(game.position()) << "\n";
}

int run(const ReplayOptions& options) {
  GameRecord record = read_record(read_text_file(options.path), options.path);
  const RuleSet& rules = rule_set(options.rules.empty() ? (record.rules.empty() ? "gravon" : record.rules) : options.rules);
  std::cout << variant(record.variant).title << ", rules " << rules.name << ", " << record.red_player << " (red) vs "
            << record.blue_player << " (blue)\n";
  if (!record.has_setup()) {
    std::cout << "The game ended before both sides had set up.\n";
    return 0;
  }
  // Replay move by move so that every intermediate board can be printed.
  GameRecord prefix = record;
  prefix.moves.clear();
  Game game = replay_record(prefix, rules);
  if (options.from == 0 && options.boards) std::cout << board_text(game.position()) << "\n";
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    MoveError error = game.play(record.moves[i]);
    if (error != MoveError::None) {
      std::cout << i + 1 << ". " << move_text(record.moves[i]) << "  ILLEGAL: " << describe(error) << "\n";
      return 1;
    }
    const int n = static_cast<int>(i + 1);
    if (n >= options.from && n <= options.to) print_move(game, i, options.boards);
  }
  if (game.result().over()) std::cout << "Result: " << ending_name(game.result().ending);
  else std::cout << "Recorded result: code " << record.result.code;
  std::cout << "\n";
  return 0;
}

}  // namespace

void add_replay_command(CLI::App& app) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* cmd = app.add_subcommand("replay", "Print a recorded game move by move");
  cmd->add_option("file", options->path, "Game file (.xml, .gsn or .json)")->required();
  cmd->add_option("--rules", options->rules, "Rule set (default: the record's, else gravon)");
  cmd->add_option("--from", options->from, "First move to print");
  cmd->add_option("--to", options->to, "Last move to print");
  cmd->add_flag("!--no-boards", options->boards, "Print only the moves, not a board after each");
  cmd->callback([options] { exit_code() = guarded("replay", [&] { return run(*options); }); });
}

}  // namespace stratego::cli
