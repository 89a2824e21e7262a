// stratego verify [--rules R] [--json] PATH...
#include <chrono>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "formats/archive.hpp"
#include "formats/verify.hpp"

namespace stratego::cli {
namespace {

struct VerifyOptions {
  std::string rules = "gravon";
  bool json = false;
  bool quiet = false;
  std::vector<std::string> paths;
};

struct Totals {
  int games = 0, skipped = 0, moves = 0, illegal = 0, inconsistent = 0, unreadable = 0;
};

nlohmann::json verdict_json(const GameFile& file, const Verdict& v) {
  nlohmann::json j;
  j["file"] = file.path;
  j["game"] = file.name;
  j["variant"] = v.variant;
  j["moves"] = v.moves;
  j["illegal"] = v.illegal ? nlohmann::json{{"move", v.illegal->move}, {"reason", v.illegal->reason}} : nlohmann::json(nullptr);
  j["ending"] = v.ending;
  j["ending_consistent"] = v.ending_consistent ? nlohmann::json(*v.ending_consistent) : nlohmann::json(nullptr);
  if (v.skipped) j["skipped"] = "recorded without a setup";
  if (!v.ending_note.empty()) j["ending_note"] = v.ending_note;
  if (!v.option.empty()) j["option"] = v.option;
  return j;
}

void print_text(const GameFile& file, const Verdict& v, bool quiet) {
  if (v.skipped) {
    if (!quiet) std::cout << file.path << ": skipped (recorded without a setup)\n";
  } else if (v.illegal) {
    std::cout << file.path << ": ILLEGAL move " << v.illegal->move << ": " << v.illegal->reason << "\n";
  } else if (v.ending_consistent == false) {
    std::cout << file.path << ": INCONSISTENT ending " << v.ending << ": " << v.ending_note << "\n";
  } else if (!quiet) {
    std::cout << file.path << ": ok (" << v.moves << " moves, ending " << v.ending << ")\n";
  }
}

int run(const VerifyOptions& options) {
  const RuleSet& rules = rule_set(options.rules);
  Totals totals;
  const auto start = std::chrono::steady_clock::now();
  auto check = [&](const GameFile& file) {
    ++totals.games;
    Verdict v;
    try {
      v = verify_record(read_record(file.text, file.path), rules);
    } catch (const FormatError& e) {
      ++totals.unreadable;
      ++totals.illegal;
      v.illegal = IllegalMove{0, std::string("unreadable: ") + e.what()};
    }
    totals.skipped += v.skipped;
    totals.moves += v.moves;
    totals.illegal += v.illegal && v.illegal->reason.rfind("unreadable", 0) != 0;
    totals.inconsistent += v.ending_consistent == false;
    if (options.json) std::cout << verdict_json(file, v).dump() << "\n";
    else print_text(file, v, options.quiet);
  };
  for (const std::string& path : options.paths) for_each_game_file(path, check);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (options.json) {
    std::cout << nlohmann::json{{"games", totals.games},     {"skipped", totals.skipped},
                                {"moves", totals.moves},     {"illegal_moves", totals.illegal},
                                {"inconsistent_endings", totals.inconsistent}, {"unreadable", totals.unreadable},
                                {"seconds", seconds}}.dump()
              << "\n";
  } else {
    std::cout << totals.games << " games (" << totals.skipped << " skipped), " << totals.moves << " moves, "
              << totals.illegal << " illegal, " << totals.inconsistent << " inconsistent endings, " << totals.unreadable
              << " unreadable, " << seconds << " s\n";
  }
  return totals.illegal == 0 && totals.inconsistent == 0 ? 0 : 1;
}

}  // namespace

void add_verify_command(CLI::App& app) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* cmd = app.add_subcommand("verify", "Replay recorded games and check every move and ending");
  cmd->add_option("--rules", options->rules, "Rule set: gravon, gravon2006 or isf")->check(CLI::IsMember({"gravon", "gravon2006", "isf"}));
  cmd->add_flag("--json", options->json, "One JSON object per game, then a summary object");
  cmd->add_flag("-q,--quiet", options->quiet, "Print only problems and the summary");
  cmd->add_option("paths", options->paths, "Game files (.xml, .gsn, .json), folders or .zip archives")->required();
  cmd->callback([options] { exit_code() = guarded("verify", [&] { return run(*options); }); });
}

}  // namespace stratego::cli
