#include "formats/json_record.hpp"

#include "engine/notation.hpp"
#include "formats/excerpt.hpp"
#include "formats/gravon.hpp"
#include "formats/input_limits.hpp"

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

namespace {

[[noreturn]] void fail(const std::string& source, const std::string& what) { throw FormatError(source, 0, what); }

// A string member, fallback when absent or null; anything else is an error.
std::string text_member(const json& object, const char* name, const std::string& fallback, const std::string& source) {
  const auto it = object.find(name);
  if (it == object.end() || it->is_null()) return fallback;
  if (!it->is_string()) fail(source, std::string("\"") + name + "\" must be a string");
  return it->get<std::string>();
}

const json* object_member(const json& object, const char* name, const std::string& source) {
  const auto it = object.find(name);
  if (it == object.end() || it->is_null()) return nullptr;
  if (!it->is_object()) fail(source, std::string("\"") + name + "\" must be an object");
  return &*it;
}

std::vector<Move> moves_of(const json& j, const std::string& source) {
  const auto it = j.find("moves");
  if (it == j.end() || !it->is_array()) fail(source, "\"moves\" must be an array of move texts");
  if (it->size() > kMaxRecordMoves) fail(source, "more than " + std::to_string(kMaxRecordMoves) + " moves");
  std::vector<Move> moves;
  moves.reserve(it->size());
  for (const json& text : *it) {
    const std::string where = "move " + std::to_string(moves.size() + 1);
    if (!text.is_string()) fail(source, where + " must be a string");
    auto m = parse_move(text.get<std::string>());
    if (!m) fail(source, where + ": cannot read '" + excerpt(text.get<std::string>()) + "'");
    moves.push_back(*m);
  }
  return moves;
}

RecordedResult result_of(const json& r, const std::string& source) {
  RecordedResult result;
  const auto code = r.find("code");
  if (code == r.end() || !code->is_number_integer() || *code < 0 || *code > kMaxResultCode)
    fail(source, "\"result\".\"code\" must be a whole number in 0-" + std::to_string(kMaxResultCode));
  result.code = code->get<int>();
  const auto draw = r.find("draw");
  if (draw != r.end() && !draw->is_null()) {
    if (!draw->is_boolean()) fail(source, "\"result\".\"draw\" must be true or false");
    result.draw = draw->get<bool>();
  }
  const std::string winner = text_member(r, "winner", "", source);
  if (winner == "red") result.winner = Color::Red;
  else if (winner == "blue") result.winner = Color::Blue;
  else if (!winner.empty()) fail(source, "\"result\".\"winner\" must be \"red\", \"blue\" or null");
  return result;
}

std::map<std::string, std::string> metadata_of(const json& metadata, const std::string& source) {
  std::map<std::string, std::string> out;
  for (const auto& [key, value] : metadata.items()) {
    if (!value.is_string()) fail(source, "metadata \"" + excerpt(key) + "\" must be a string");
    out[key] = value.get<std::string>();
  }
  return out;
}

// Why the text is too complex to parse (nesting, number of values), found before parsing;
// strings are skipped. Empty when it is not.
std::string too_complex(std::string_view text) {
  int depth = 0;
  std::size_t items = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxNestingDepth) return "arrays and objects nested deeper than " + std::to_string(kMaxNestingDepth);
      ++items;
    } else if (c == ']' || c == '}') {
      --depth;
    } else if (c == ',' || c == ':') {
      ++items;
    }
    if (items > kMaxMarkupItems) return "more than " + std::to_string(kMaxMarkupItems) + " JSON values";
  }
  return {};
}

}  // namespace

GameRecord record_from_json(const json& j, const std::string& source) {
  if (!j.is_object() || text_member(j, "format", "", source) != "stratego-game") fail(source, "not a stratego-game JSON record");
  GameRecord record;
  try {
    const std::string name = text_member(j, "variant", "", source);
    const Variant* variant = find_variant(name);
    if (!variant) fail(source, "unknown variant '" + excerpt(name) + "'");
    record.variant = variant->name;
    record.rules = text_member(j, "rules", "", source);
    if (!record.rules.empty() && !find_rule_set(record.rules)) fail(source, "unknown rule set '" + excerpt(record.rules) + "'");
    if (const json* players = object_member(j, "players", source)) {
      record.red_player = text_member(*players, "red", "", source);
      record.blue_player = text_member(*players, "blue", "", source);
    }
    if (const auto field = j.find("field"); field != j.end() && !field->is_null()) {
      if (!field->is_string()) fail(source, "\"field\" must be a string or null");
      record.setups = setups_from_field(*variant, field->get<std::string>());
    }
    record.moves = moves_of(j, source);
    if (const json* result = object_member(j, "result", source)) record.result = result_of(*result, source);
    if (const json* metadata = object_member(j, "metadata", source)) record.metadata = metadata_of(*metadata, source);
  } catch (const json::exception& e) {
    fail(source, std::string("bad JSON record: ") + e.what());
  } catch (const std::invalid_argument& e) {
    fail(source, e.what());
  }
  return record;
}

// The names come from readers that make them valid UTF-8; replacing bad bytes here is the
// last guard, so that writing never throws.
std::string write_json_record(const GameRecord& record) {
  return record_to_json(record).dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

GameRecord read_json_record(std::string_view text, const std::string& source) {
  check_record_size(text, source);
  if (std::string why = too_complex(text); !why.empty()) fail(source, why);
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    std::size_t byte = std::min(e.byte, text.size());
    int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(byte), '\n'));
    throw FormatError(source, line, std::string("JSON syntax error: ") + excerpt(e.what(), 200));
  } catch (const json::exception& e) {
    fail(source, std::string("bad JSON: ") + excerpt(e.what(), 200));
  }
  return record_from_json(j, source);
}

}  // namespace stratego
