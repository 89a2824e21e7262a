// How a match is reported: one line per game and a summary, as text or as JSON lines.
// The JSON summary is {"games", "wins_a", "wins_b", "draws", "elo_diff", "elo_ci95", ...}.
#pragma once

#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "protocol/match.hpp"

namespace stratego {

std::string game_line(const MatchOptions& options, const MatchGame& game);
nlohmann::json game_json(const MatchOptions& options, const MatchGame& game);

std::string summary_text(const MatchOptions& options, const MatchResult& result);
nlohmann::json summary_json(const MatchResult& result);

// Runs the match, writing each game's line as it ends and the summary last.
MatchResult play_and_report(const MatchOptions& options, bool json, std::ostream& out);

}  // namespace stratego
