#include "formats/json_record.hpp"

#include "engine/notation.hpp"
#include "formats/gravon.hpp"

namespace stratego {

using nlohmann::json;

json record_to_json(const GameRecord& record) {
  const Variant& variant = stratego::variant(record.variant);
  json j;
  j["format"] = "stratego-game";
  j["version"] = 1;
  j["variant"] = record.variant;
  j["rules"] = record.rules;
  j["players"] = {{"red", record.red_player}, {"blue", record.blue_player}};
  j["field"] = record.has_setup() ? json(field_from_setups(variant, record.setups)) : json(nullptr);
  json moves = json::array();
  for (const Move& m : record.moves) moves.push_back(move_text(m));
  j["moves"] = moves;
  if (record.result.code >= 0) {
    j["result"] = {{"code", record.result.code},
                   {"ending", ending_name(static_cast<Ending>(record.result.code))},
                   {"winner", record.result.winner ? json(color_name(*record.result.winner)) : json(nullptr)},
                   {"draw", record.result.draw}};
  } else {
    j["result"] = nullptr;
  }
  j["metadata"] = record.metadata;
  return j;
}

GameRecord record_from_json(const json& j, const std::string& source) {
  auto fail = [&](const std::string& what) -> void { throw FormatError(source, 0, what); };
  if (!j.is_object() || j.value("format", "") != "stratego-game") fail("not a stratego-game JSON record");
  GameRecord record;
  try {
    record.variant = j.at("variant").get<std::string>();
    const Variant* variant = find_variant(record.variant);
    if (!variant) fail("unknown variant '" + record.variant + "'");
    record.variant = variant->name;
    record.rules = j.value("rules", "");
    if (!record.rules.empty() && !find_rule_set(record.rules)) fail("unknown rule set '" + record.rules + "'");
    if (j.contains("players")) {
      record.red_player = j["players"].value("red", "");
      record.blue_player = j["players"].value("blue", "");
    }
    if (j.contains("field") && !j["field"].is_null()) record.setups = setups_from_field(*variant, j["field"].get<std::string>());
    for (const json& text : j.at("moves")) {
      auto m = parse_move(text.get<std::string>());
      if (!m) fail("move " + std::to_string(record.moves.size() + 1) + ": cannot read '" + text.get<std::string>() + "'");
      record.moves.push_back(*m);
    }
    if (j.contains("result") && !j["result"].is_null()) {
      const json& r = j["result"];
      record.result.code = r.at("code").get<int>();
      record.result.draw = r.value("draw", false);
      if (r.contains("winner") && r["winner"].is_string())
        record.result.winner = r["winner"].get<std::string>() == "blue" ? Color::Blue : Color::Red;
    }
    if (j.contains("metadata")) record.metadata = j["metadata"].get<std::map<std::string, std::string>>();
  } catch (const json::exception& e) {
    fail(std::string("bad JSON record: ") + e.what());
  } catch (const std::invalid_argument& e) {
    fail(e.what());
  }
  return record;
}

std::string write_json_record(const GameRecord& record) { return record_to_json(record).dump(1) + "\n"; }

GameRecord read_json_record(std::string_view text, const std::string& source) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    std::size_t byte = std::min(e.byte, text.size());
    int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(byte), '\n'));
    throw FormatError(source, line, std::string("JSON syntax error: ") + e.what());
  }
  return record_from_json(j, source);
}

}  // namespace stratego
