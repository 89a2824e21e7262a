#include "protocol/match_report.hpp"

#include <cstdio>
#include <ostream>

namespace stratego {
namespace {

std::string fixed(double value, int decimals) {
  if (value == 0.0) value = 0.0;  // no "-0.0"
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

std::string winner_text(const MatchOptions& options, const MatchGame& game) {
  if (!game.a_won) return "draw";
  return (*game.a_won ? options.a : options.b) + " wins";
}

}  // namespace

std::string game_line(const MatchOptions& options, const MatchGame& game) {
  const std::string& red = game.a_is_red ? options.a : options.b;
  const std::string& blue = game.a_is_red ? options.b : options.a;
  std::string line = "game " + std::to_string(game.number) + ": " + red + " (red) vs " + blue + " (blue): " +
                     winner_text(options, game) + ", " + std::string(ending_name(game.ending)) + ", " +
                     std::to_string(game.plies) + " plies";
  if (!game.incident.empty()) line += " [" + game.incident + "]";
  return line;
}

nlohmann::json game_json(const MatchOptions& options, const MatchGame& game) {
  nlohmann::json j{{"game", game.number},
                   {"red", game.a_is_red ? options.a : options.b},
                   {"blue", game.a_is_red ? options.b : options.a},
                   {"winner", game.a_won ? nlohmann::json(*game.a_won ? "a" : "b") : nlohmann::json(nullptr)},
                   {"ending", ending_name(game.ending)},
                   {"plies", game.plies}};
  if (!game.incident.empty()) j["incident"] = game.incident;
  return j;
}

std::string summary_text(const MatchOptions& options, const MatchResult& result) {
  const int games = static_cast<int>(result.games.size());
  std::string text = options.a + " vs " + options.b + ": " + std::to_string(games) + " games, " + options.a + " " +
                     std::to_string(result.wins_a) + " wins, " + std::to_string(result.draws) + " draws, " +
                     std::to_string(result.wins_b) + " losses; average " + fixed(result.average_plies, 1) +
                     " plies\n";
  text += "Elo difference " + fixed(result.elo.diff, 1) + " +- " + fixed(result.elo.ci95, 1) + " (95%)\n";
  text += "forfeits (illegal move, time-out, bad setup): " + options.a + " " + std::to_string(result.forfeits_a) + ", " +
          options.b + " " + std::to_string(result.forfeits_b) + "\n";
  return text;
}

nlohmann::json summary_json(const MatchResult& result) {
  return {{"games", result.games.size()},   {"wins_a", result.wins_a},
          {"wins_b", result.wins_b},        {"draws", result.draws},
          {"elo_diff", result.elo.diff},    {"elo_ci95", result.elo.ci95},
          {"average_plies", result.average_plies}, {"forfeits_a", result.forfeits_a},
          {"forfeits_b", result.forfeits_b}};
}

MatchResult play_and_report(const MatchOptions& options, bool json, std::ostream& out) {
  const MatchResult result = run_match(options, [&](const MatchGame& game) {
    if (json) out << game_json(options, game).dump() << std::endl;
    else out << game_line(options, game) << std::endl;
  });
  if (json) out << summary_json(result).dump() << "\n";
  else out << summary_text(options, result);
  return result;
}

}  // namespace stratego
