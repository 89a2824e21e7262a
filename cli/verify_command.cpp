// stratego verify [--rules R] [--json] [--quiet] [--count-refusals] PATH...
#include <chrono>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "formats/archive.hpp"
#include "formats/utf8.hpp"
#include "formats/verify.hpp"

namespace stratego::cli {
namespace {

using nlohmann::json;

struct VerifyOptions {
  std::string rules = "gravon";
  bool json = false;
  bool quiet = false;
  bool count_refusals = false;
  std::vector<std::string> paths;
};

struct Checked {
  Verdict verdict;
  bool unreadable = false;
  std::optional<int> refusals;  // with --count-refusals
};

struct Totals {
  int games = 0, skipped = 0, moves = 0, illegal = 0, inconsistent = 0, unreadable = 0;
  int refusals = 0, games_with_refusals = 0;

  void add(const Checked& c) {
    ++games;
    skipped += c.verdict.skipped;
    moves += c.verdict.moves;
    unreadable += c.unreadable;
    illegal += c.verdict.illegal.has_value() && !c.unreadable;
    inconsistent += c.verdict.ending_consistent == false;
    refusals += c.refusals.value_or(0);
    games_with_refusals += c.refusals.value_or(0) > 0;
  }
};

Checked unreadable(const std::string& why) {
  Checked c;
  c.unreadable = true;
  c.verdict.illegal = IllegalMove{0, "unreadable: " + why};
  return c;
}

// Whatever one file holds, the run goes on to the next and ends with the summary.
Checked check(const GameFile& file, const RuleSet& rules, bool count_refusals) {
  if (!file.error.empty()) return unreadable(file.error);
  Checked c;
  try {
    GameRecord record = read_record(file.text, file.path);
    c.verdict = verify_record(record, rules);
    if (count_refusals) c.refusals = count_repetition_refusals(record, rules);
  } catch (const std::exception& e) {
    return unreadable(e.what());
  }
  return c;
}

json verdict_json(const GameFile& file, const Checked& c, bool count_refusals) {
  const Verdict& v = c.verdict;
  json j;
  j["file"] = to_valid_utf8(file.path);  // archive entry names are bytes from outside
  j["game"] = to_valid_utf8(file.name);
  j["variant"] = v.variant;
  j["moves"] = v.moves;
  j["illegal"] = v.illegal ? json{{"move", v.illegal->move}, {"reason", v.illegal->reason}} : json(nullptr);
  j["ending"] = v.ending;
  j["ending_consistent"] = v.ending_consistent ? json(*v.ending_consistent) : json(nullptr);
  if (v.skipped) j["skipped"] = "recorded without a setup";
  if (!v.ending_note.empty()) j["ending_note"] = v.ending_note;
  if (!v.option.empty()) j["option"] = v.option;
  if (count_refusals) j["repetition_refusals"] = c.refusals ? json(*c.refusals) : json(nullptr);
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

void print_summary(const VerifyOptions& options, const Totals& t, double seconds) {
  if (options.json) {
    json summary{{"games", t.games},
                 {"skipped", t.skipped},
                 {"moves", t.moves},
                 {"illegal_moves", t.illegal},
                 {"inconsistent_endings", t.inconsistent},
                 {"unreadable", t.unreadable},
                 {"seconds", seconds}};
    if (options.count_refusals) {
      summary["repetition_refusals"] = t.refusals;
      summary["games_with_repetition_refusals"] = t.games_with_refusals;
    }
    std::cout << summary.dump() << "\n";
    return;
  }
  std::cout << t.games << " games (" << t.skipped << " skipped), " << t.moves << " moves, " << t.illegal << " illegal, "
            << t.inconsistent << " inconsistent endings, " << t.unreadable << " unreadable, " << seconds << " s\n";
  if (options.count_refusals)
    std::cout << t.refusals << " recorded moves the " << options.rules << " two-square and more-squares rules would refuse, in "
              << t.games_with_refusals << " games\n";
}

int run(const VerifyOptions& options) {
  const RuleSet& rules = rule_set(options.rules);
  Totals totals;
  const auto start = std::chrono::steady_clock::now();
  for (const std::string& path : options.paths)
    for_each_game_file(path, [&](const GameFile& file) {
      const Checked c = check(file, rules, options.count_refusals);
      totals.add(c);
      if (options.json)
        std::cout << verdict_json(file, c, options.count_refusals).dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
      else print_text(file, c.verdict, options.quiet);
    });
  print_summary(options, totals, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return totals.illegal == 0 && totals.inconsistent == 0 && totals.unreadable == 0 ? 0 : 1;
}

}  // namespace

void add_verify_command(CLI::App& app) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* cmd = app.add_subcommand("verify", "Replay recorded games and check every move and ending");
  cmd->add_option("--rules", options->rules, "Rule set: gravon, gravon2006 or isf")
      ->check(CLI::IsMember(rule_set_names()))
      ->capture_default_str();
  cmd->add_flag("--json", options->json, "One JSON object per game, then a summary object");
  cmd->add_flag("-q,--quiet", options->quiet, "Print only problems and the summary");
  cmd->add_flag("--count-refusals", options->count_refusals,
                "Also count the recorded moves the rule set's two-square and more-squares rules would refuse");
  cmd->add_option("paths", options->paths, "Game files (.xml, .gsn, .json), folders or .zip archives")->required();
  cmd->callback([options] { exit_code() = guarded("verify", [&] { return run(*options); }); });
}

}  // namespace stratego::cli
