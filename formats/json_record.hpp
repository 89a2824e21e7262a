// The project's own game record: JSON that says everything the Gravon formats say and
// more (rule set, any variant, players, metadata). An unfinished game saved with it
// continues from where it stopped.
//
// {"format": "stratego-game", "version": 1, "variant": "classic", "rules": "gravon",
//  "players": {"red": "...", "blue": "..."},
//  "field": "<width*height Gravon letters, row 1 first>",
//  "moves": ["d4-d5", "e7-e6", ...],
//  "result": {"code": 1, "ending": "flag captured", "winner": "red"},   (null: in progress)
//  "metadata": {"key": "value"}}
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "formats/record.hpp"

namespace stratego {

nlohmann::json record_to_json(const GameRecord& record);
GameRecord record_from_json(const nlohmann::json& json, const std::string& source);  // throws FormatError

std::string write_json_record(const GameRecord& record);
GameRecord read_json_record(std::string_view text, const std::string& source);

}  // namespace stratego
