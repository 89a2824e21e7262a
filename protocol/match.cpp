#include "protocol/match.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "ai/player.hpp"
#include "ai/strong_player.hpp"
#include "engine/seed_mix.hpp"
#include "formats/gravon.hpp"
#include "formats/json_record.hpp"
#include "formats/record.hpp"
#include "protocol/player_seat.hpp"
#include "protocol/refereed_game.hpp"
#include "protocol/ucc_variant.hpp"

namespace stratego {
namespace {

constexpr std::string_view kCommandPrefix = "cmd:";

bool is_command(const std::string& spec) { return spec.starts_with(kCommandPrefix); }

std::string competitor_error(const std::string& spec, const MatchOptions& options) {
  if (is_command(spec)) {
    if (spec.size() == kCommandPrefix.size()) return "'cmd:' needs a command";
    if (const Variant* v = find_variant(options.variant))
      if (std::string error = ucc::variant_error(*v); !error.empty()) return "UCC bot " + spec + ": " + error;
    return {};
  }
  const std::vector<std::string> levels = player_levels();
  if (std::find(levels.begin(), levels.end(), spec) != levels.end()) return {};
  std::string known;
  for (const std::string& level : levels) known += (known.empty() ? "" : ", ") + level;
  return "unknown competitor '" + spec + "' (levels: " + known + "; or cmd:COMMAND)";
}

std::unique_ptr<Player> make_level(const std::string& level, const MatchOptions& options, std::uint64_t seed) {
  if (level == "strong" && options.strong_samples > 0)
    return std::make_unique<StrongPlayer>(seed, StrongOptions{.determinizations = options.strong_samples});
  return make_player(level, seed);
}

std::unique_ptr<Seat> make_seat(const std::string& spec, const MatchOptions& options, std::uint64_t seed) {
  if (is_command(spec)) return std::make_unique<UccProcessSeat>(spec.substr(kCommandPrefix.size()), options.bot_limits);
  return std::make_unique<PlayerSeat>(make_level(spec, options, seed), ThinkLimits{options.movetime_ms, seed});
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

void save_game(const MatchOptions& options, const RefereedGame& refereed, int number, const std::string& red,
               const std::string& blue) {
  GameRecord record = record_of(refereed.game);
  record.red_player = red;
  record.blue_player = blue;
  record.metadata["event"] = "stratego match";
  record.metadata["game"] = std::to_string(number);
  if (!refereed.incident.empty()) record.metadata["incident"] = refereed.incident;
  char stem[32];
  std::snprintf(stem, sizeof stem, "game-%04d", number);
  const std::filesystem::path base = std::filesystem::path(options.save_dir) / stem;
  write_file(base.string() + ".json", write_json_record(record));
  if (!variant(options.variant).gravon_type.empty()) write_file(base.string() + ".xml", write_gravon_xml(record));
}

MatchGame play_one(const MatchOptions& options, int number) {
  MatchGame result;
  result.number = number;
  result.a_is_red = number % 2 == 1;
  const std::uint64_t game_seed = mix_seed(options.seed, static_cast<std::uint64_t>(number));
  std::unique_ptr<Seat> a = make_seat(options.a, options, mix_seed(game_seed, 0));
  std::unique_ptr<Seat> b = make_seat(options.b, options, mix_seed(game_seed, 1));
  Seat& red = result.a_is_red ? *a : *b;
  Seat& blue = result.a_is_red ? *b : *a;
  const std::string red_name = red.name(), blue_name = blue.name();
  const RefereedGame refereed =
      referee_game(red, blue, variant(options.variant), rule_set(options.rules), RefereeOptions{options.max_plies});
  const GameResult& outcome = refereed.game.result();
  if (outcome.winner) result.a_won = (*outcome.winner == Color::Red) == result.a_is_red;
  result.plies = static_cast<int>(refereed.game.moves().size());
  result.ending = outcome.ending;
  result.offender = refereed.offender;
  result.incident = refereed.incident;
  if (!options.save_dir.empty()) save_game(options, refereed, number, red_name, blue_name);
  return result;
}

MatchResult summarize(std::vector<MatchGame> games) {
  MatchResult result;
  long total_plies = 0;
  for (const MatchGame& g : games) {
    if (!g.a_won) ++result.draws;
    else if (*g.a_won) ++result.wins_a;
    else ++result.wins_b;
    if (g.offender) ++((*g.offender == Color::Red) == g.a_is_red ? result.forfeits_a : result.forfeits_b);
    total_plies += g.plies;
  }
  if (!games.empty()) result.average_plies = static_cast<double>(total_plies) / static_cast<double>(games.size());
  result.elo = estimate_elo(result.wins_a, result.draws, result.wins_b);
  result.games = std::move(games);
  return result;
}

}  // namespace

std::string match_options_error(const MatchOptions& options) {
  if (options.games < 1) return "--games must be at least 1";
  if (options.jobs < 1) return "--jobs must be at least 1";
  if (options.movetime_ms < 1) return "--movetime must be at least 1 ms";
  if (!find_variant(options.variant)) return "unknown variant '" + options.variant + "'";
  if (!find_rule_set(options.rules)) return "unknown rule set '" + options.rules + "'";
  if (std::string error = competitor_error(options.a, options); !error.empty()) return error;
  return competitor_error(options.b, options);
}

MatchResult run_match(const MatchOptions& options, const std::function<void(const MatchGame&)>& on_game) {
  if (std::string error = match_options_error(options); !error.empty()) throw std::invalid_argument(error);
  if (!options.save_dir.empty()) std::filesystem::create_directories(options.save_dir);
  std::vector<MatchGame> games(static_cast<std::size_t>(options.games));
  std::atomic<int> next{1};
  std::mutex report;
  std::exception_ptr failure;
  auto work = [&] {
    for (int number = next++; number <= options.games; number = next++) {
      try {
        MatchGame game = play_one(options, number);
        std::lock_guard lock(report);
        games[static_cast<std::size_t>(number - 1)] = game;
        if (on_game) on_game(game);
      } catch (...) {
        std::lock_guard lock(report);
        if (!failure) failure = std::current_exception();
        next = options.games + 1;
      }
    }
  };
  std::vector<std::thread> workers;
  for (int i = 1; i < std::min(options.jobs, options.games); ++i) workers.emplace_back(work);
  work();
  for (std::thread& t : workers) t.join();
  if (failure) std::rethrow_exception(failure);
  return summarize(std::move(games));
}

}  // namespace stratego
