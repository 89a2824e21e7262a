#include "formats/gravon.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <sstream>

#include "engine/notation.hpp"
#include "formats/checked_number.hpp"
#include "formats/excerpt.hpp"
#include "formats/input_limits.hpp"
#include "formats/utf8.hpp"

namespace stratego {
namespace {

// Gravon's letters count ranks in this order from 'B' (red) and 'N' (blue).
constexpr std::array<Rank, 12> kGravonOrder = {
    Rank::Bomb,    Rank::Spy,   Rank::Scout,   Rank::Miner,   Rank::Sergeant, Rank::Lieutenant,
    Rank::Captain, Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal,  Rank::Flag};

int gravon_index(Rank r) {
  return static_cast<int>(std::find(kGravonOrder.begin(), kGravonOrder.end(), r) - kGravonOrder.begin());
}

char gravon_letter(Color c, Rank r) { return static_cast<char>((c == Color::Red ? 'B' : 'N') + gravon_index(r)); }

// Squares: columns A-H, I, K (no J; a few files write J for K), rows 1-9 and ':' for 10.
std::optional<Square> gravon_square(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  char col = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  int file = col >= 'A' && col <= 'I' ? col - 'A' : (col == 'K' || col == 'J') ? 9 : -1;
  int rank = text[1] == ':' ? 9 : (text[1] >= '1' && text[1] <= '9') ? text[1] - '1' : -1;
  if (file < 0 || rank < 0) return std::nullopt;
  return Square{static_cast<std::int8_t>(file), static_cast<std::int8_t>(rank)};
}

std::string gravon_square_name(Sq q) {
  Square s = to_square(q);
  std::string name(1, s.file == 9 ? 'K' : static_cast<char>('A' + s.file));
  name += s.rank == 9 ? ':' : static_cast<char>('1' + s.rank);
  return name;
}

int line_of(std::string_view text, std::ptrdiff_t offset) {
  offset = std::clamp<std::ptrdiff_t>(offset, 0, static_cast<std::ptrdiff_t>(text.size()));
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + offset, '\n'));
}

// Rescued pieces are numbered by letter from 'A' (the number as XML and GSN write it); the
// rank is the letter's, the colour the mover's.
std::optional<Rank> rescued_rank(std::string_view text) {
  const std::optional<int> number = checked_int(text, 0, 99);
  if (!number) return std::nullopt;
  int letter = 'A' + *number;
  if (letter >= 'B' && letter <= 'M') return kGravonOrder[letter - 'B'];
  if (letter >= 'N' && letter <= 'Y') return kGravonOrder[letter - 'N'];
  return std::nullopt;
}

Color mover_of(std::size_t move_index) { return move_index % 2 == 0 ? Color::Red : Color::Blue; }

const Variant& variant_of_type(const std::string& type, const std::string& source, int line) {
  const Variant* v = find_variant(type);
  if (!v) throw FormatError(source, line, "unknown game type '" + excerpt(type) + "'");
  return *v;
}

RecordedResult result_of(int type, int winner_1_based) {
  RecordedResult r;
  r.code = type;
  if (winner_1_based == 1) r.winner = Color::Red;
  if (winner_1_based == 2) r.winner = Color::Blue;
  r.draw = winner_1_based == 3;
  return r;
}

int winner_number(const RecordedResult& r) { return r.winner ? index(*r.winner) + 1 : (r.draw ? 3 : 0); }

// GSN numbers the game types.
constexpr std::array<std::string_view, 5> kGsnTypes = {"classic", "barrage", "classicfree", "ultimate lightning", "duell"};

}  // namespace

std::array<std::optional<Setup>, 2> setups_from_field(const Variant& variant, std::string_view field) {
  const std::size_t size = static_cast<std::size_t>(variant.width * variant.height);
  if (field.size() != size)
    throw std::invalid_argument("field has " + std::to_string(field.size()) + " characters, expected " + std::to_string(size));
  std::array<Setup, 2> setups;
  for (std::size_t i = 0; i < size; ++i) {
    const char ch = field[i];
    Square s{static_cast<std::int8_t>(i % variant.width), static_cast<std::int8_t>(i / variant.width)};
    if (ch == 'A' || ch == '_') continue;
    if (ch >= 'B' && ch <= 'M') setups[0].pieces.push_back({s, kGravonOrder[ch - 'B']});
    else if (ch >= 'N' && ch <= 'Y') setups[1].pieces.push_back({s, kGravonOrder[ch - 'N']});
    else throw std::invalid_argument(std::string("unexpected character '") + ch + "' in field at " + square_name(s));
  }
  return {setups[0], setups[1]};
}

std::string field_from_setups(const Variant& variant, const std::array<std::optional<Setup>, 2>& setups) {
  std::string field(static_cast<std::size_t>(variant.width * variant.height), 'A');
  for (const Square& lake : variant.lakes) field[static_cast<std::size_t>(lake.rank * variant.width + lake.file)] = '_';
  for (Color c : {Color::Red, Color::Blue})
    if (setups[index(c)])
      for (const Placement& p : setups[index(c)]->pieces)
        field[static_cast<std::size_t>(p.square.rank * variant.width + p.square.file)] = gravon_letter(c, p.rank);
  return field;
}

namespace {

// Tags and attributes, counted before pugixml builds a node for each.
void check_markup(std::string_view text, const std::string& source) {
  const auto is_markup = [](char c) { return c == '<' || c == '='; };  // one pass over the text
  const auto items = static_cast<std::size_t>(std::count_if(text.begin(), text.end(), is_markup));
  if (items > kMaxMarkupItems)
    throw FormatError(source, 0, "more than " + std::to_string(kMaxMarkupItems) + " XML tags and attributes");
}

[[noreturn]] void too_many_moves(const std::string& source, int line) {
  throw FormatError(source, line, "more than " + std::to_string(kMaxRecordMoves) + " moves");
}

// pugixml parses and walks without recursion; the cap keeps any later reader safe too.
class DepthCheck : public pugi::xml_tree_walker {
 public:
  bool for_each(pugi::xml_node& node) override {
    if (depth() < kMaxNestingDepth) return true;
    deepest_ = node;
    return false;
  }
  pugi::xml_node deepest_;
};

// An optional whole-number attribute: fallback when absent, nullopt when not a number in range.
std::optional<int> int_attribute(const pugi::xml_node& node, const char* name, int fallback, int min, int max) {
  pugi::xml_attribute attribute = node.attribute(name);
  if (!attribute) return fallback;
  return checked_int(attribute.as_string(), min, max);
}

}  // namespace

GameRecord read_gravon_xml(std::string_view text, const std::string& source) {
  check_record_size(text, source);
  check_markup(text, source);
  pugi::xml_document doc;
  pugi::xml_parse_result parsed = doc.load_buffer(text.data(), text.size());
  if (!parsed) throw FormatError(source, line_of(text, parsed.offset), std::string("XML error: ") + parsed.description());
  auto line = [&](const pugi::xml_node& node) { return line_of(text, node.offset_debug()); };
  DepthCheck depth;
  if (!doc.traverse(depth))
    throw FormatError(source, line(depth.deepest_), "XML elements nested deeper than " + std::to_string(kMaxNestingDepth));

  pugi::xml_node game = doc.child("stratego").child("game");
  if (!game) throw FormatError(source, 1, "no <stratego><game> element");
  GameRecord record;
  const Variant& variant = variant_of_type(game.attribute("type").as_string("classic"), source, line(game));
  record.variant = variant.name;

  if (pugi::xml_node field = game.child("field")) {
    try {
      record.setups = setups_from_field(variant, field.attribute("content").as_string());
    } catch (const std::invalid_argument& e) {
      throw FormatError(source, line(field), e.what());
    }
  }
  for (pugi::xml_node node : game.children("move")) {
    if (record.moves.size() >= kMaxRecordMoves) too_many_moves(source, line(node));
    auto from = gravon_square(node.attribute("source").as_string());
    auto to = gravon_square(node.attribute("target").as_string());
    if (!from || !to) throw FormatError(source, line(node), "bad move squares");
    Move m{to_sq(*from), to_sq(*to)};
    if (pugi::xml_node rescue = node.child("rescue")) {
      auto where = gravon_square(rescue.attribute("rescuefield").as_string());
      auto rank = rescued_rank(rescue.attribute("rescuepiece").as_string());
      if (!where || !rank) throw FormatError(source, line(rescue), "bad rescue");
      m.rescue_to = to_sq(*where);
      m.rescue_rank = *rank;
    }
    record.moves.push_back(m);
  }
  for (pugi::xml_node player : game.children("player")) {
    std::string id = player.attribute("id").as_string();
    (id == "1" ? record.red_player : record.blue_player) = utf8_from_legacy(player.text().as_string());
  }
  if (pugi::xml_node result = game.child("result")) {
    const std::optional<int> type = int_attribute(result, "type", -1, 0, kMaxResultCode);
    const std::optional<int> winner = int_attribute(result, "winner", 0, 0, 3);
    if (!type || !winner)
      throw FormatError(source, line(result), "bad result (type 0-" + std::to_string(kMaxResultCode) + ", winner 0-3)");
    if (*type >= 0) record.result = result_of(*type, *winner);  // without a type, a winner means nothing
  }
  return record;
}

std::string write_gravon_xml(const GameRecord& record) {
  const Variant& variant = stratego::variant(record.variant);
  if (variant.width != 10 || variant.height != 10 || variant.gravon_type.empty())
    throw std::invalid_argument("Gravon XML has no form for the variant '" + record.variant + "'");
  pugi::xml_document doc;
  auto decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node game = doc.append_child("stratego").append_child("game");
  game.append_attribute("type") = variant.gravon_type.c_str();
  if (record.has_setup()) game.append_child("field").append_attribute("content") = field_from_setups(variant, record.setups).c_str();
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move& m = record.moves[i];
    pugi::xml_node node = game.append_child("move");
    node.append_attribute("id") = static_cast<unsigned>(i + 1);
    node.append_attribute("source") = gravon_square_name(m.from).c_str();
    node.append_attribute("target") = gravon_square_name(m.to).c_str();
    if (m.has_rescue()) {
      pugi::xml_node rescue = node.append_child("rescue");
      rescue.append_attribute("rescuefield") = gravon_square_name(m.rescue_to).c_str();
      rescue.append_attribute("rescuepiece") = gravon_letter(mover_of(i), m.rescue_rank) - 'A';
    }
  }
  pugi::xml_node red = game.append_child("player");
  red.append_attribute("id") = 1;
  red.text() = record.red_player.c_str();
  pugi::xml_node blue = game.append_child("player");
  blue.append_attribute("id") = 2;
  blue.text() = record.blue_player.c_str();
  if (record.result.code >= 0) {
    pugi::xml_node result = game.append_child("result");
    result.append_attribute("type") = record.result.code;
    result.append_attribute("winner") = winner_number(record.result);
  }
  std::ostringstream out;
  doc.save(out, " ");
  return out.str();
}

namespace {

// The lines of a GSN text one at a time, without trailing blanks; no copy of the text.
class GsnLines {
 public:
  GsnLines(std::string_view text, const std::string& source) : text_(text), source_(source) {}

  [[noreturn]] void fail(const std::string& what) const { throw FormatError(source_, number_, what); }
  bool at_end() const { return pos_ >= text_.size(); }
  std::string_view peek() const { return line_at(pos_).first; }
  std::string_view next() {
    if (at_end()) fail("unexpected end of file");
    auto [line, after] = line_at(pos_);
    pos_ = after;
    ++number_;
    return line;
  }
  int number() const { return number_; }

 private:
  std::pair<std::string_view, std::size_t> line_at(std::size_t pos) const {
    if (pos >= text_.size()) return {{}, pos};
    std::size_t end = text_.find('\n', pos);
    const std::size_t after = end == std::string_view::npos ? text_.size() : end + 1;
    if (end == std::string_view::npos) end = text_.size();
    std::string_view line = text_.substr(pos, end - pos);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    return {line, after};
  }

  std::string_view text_;
  const std::string& source_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

const Variant& gsn_variant(GsnLines& lines) {
  const std::string_view type_line = lines.next();
  if (type_line.substr(0, 4) != "type") lines.fail("expected 'type N'");
  const std::optional<int> type = checked_int(trimmed(type_line.substr(4)), 0, static_cast<int>(kGsnTypes.size()) - 1);
  if (!type) lines.fail("unknown game type '" + excerpt(trimmed(type_line.substr(4))) + "' (0-4)");
  return stratego::variant(kGsnTypes[static_cast<std::size_t>(*type)]);
}

// "E4:11": a rescue belonging to the move before.
void read_gsn_rescue(GsnLines& lines, std::string_view line, GameRecord& record) {
  auto where = gravon_square(line.substr(0, 2));
  auto rank = rescued_rank(line.substr(3));
  if (!where || !rank || record.moves.empty()) lines.fail("bad rescue line '" + excerpt(line) + "'");
  record.moves.back().rescue_to = to_sq(*where);
  record.moves.back().rescue_rank = *rank;
}

// "RED vs BLUE result CODE winner W" with W = -1 (none), 0 (red), 1 (blue), 2 (draw).
void read_gsn_result(GsnLines& lines, std::string_view line, GameRecord& record) {
  const auto vs = line.find(" vs ");
  const auto res = line.find(" result ", vs == std::string_view::npos ? 0 : vs + 4);
  const auto win = line.find(" winner ", res == std::string_view::npos ? 0 : res + 8);
  if (vs == std::string_view::npos || res == std::string_view::npos || win == std::string_view::npos)
    lines.fail("bad result line '" + excerpt(line) + "'");
  const std::optional<int> code = checked_int(trimmed(line.substr(res + 8, win - res - 8)), 0, kMaxResultCode);
  const std::optional<int> winner = checked_int(trimmed(line.substr(win + 8)), -1, 2);
  if (!code || !winner) lines.fail("bad result line '" + excerpt(line) + "' (result 0-" + std::to_string(kMaxResultCode) + ", winner -1-2)");
  record.red_player = utf8_from_legacy(line.substr(0, vs));
  record.blue_player = utf8_from_legacy(line.substr(vs + 4, res - vs - 4));
  record.result = result_of(*code, *winner + 1);
}

}  // namespace

GameRecord read_gsn(std::string_view text, const std::string& source) {
  check_record_size(text, source);
  GsnLines lines(text, source);
  if (lines.next().substr(0, 28) != "#X38FA11 Stratego-Notation v") lines.fail("not a GSN file (header)");
  const Variant& variant = gsn_variant(lines);

  GameRecord record;
  record.variant = variant.name;
  if (!lines.at_end() && lines.peek() != "END") {
    const std::string_view field = lines.next();
    try {
      record.setups = setups_from_field(variant, field);
    } catch (const std::invalid_argument& e) {
      lines.fail(e.what());
    }
  }
  for (;;) {
    const std::string_view line = lines.next();
    if (line == "END") break;
    if (line.size() >= 4 && line.size() <= 5 && line[2] == ':') {
      read_gsn_rescue(lines, line, record);
      continue;
    }
    auto from = line.size() == 5 && line[2] == '-' ? gravon_square(line.substr(0, 2)) : std::nullopt;
    auto to = line.size() == 5 ? gravon_square(line.substr(3, 2)) : std::nullopt;
    if (!from || !to) lines.fail("bad move line '" + excerpt(line) + "'");
    if (record.moves.size() >= kMaxRecordMoves) too_many_moves(source, lines.number());
    record.moves.push_back(Move{to_sq(*from), to_sq(*to)});
  }
  while (!lines.at_end() && (lines.peek() == "END" || lines.peek().empty())) lines.next();  // a known fault: a second END
  if (!lines.at_end()) read_gsn_result(lines, lines.next(), record);
  return record;
}

std::string write_gsn(const GameRecord& record) {
  const Variant& variant = stratego::variant(record.variant);
  auto type = std::find(kGsnTypes.begin(), kGsnTypes.end(), variant.gravon_type);
  if (type == kGsnTypes.end() || variant.width != 10) throw std::invalid_argument("GSN has no form for the variant '" + record.variant + "'");
  std::ostringstream out;
  out << "#X38FA11 Stratego-Notation v2\n";
  out << "type " << (type - kGsnTypes.begin()) << "\n";
  if (record.has_setup()) out << field_from_setups(variant, record.setups) << "\n";
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move& m = record.moves[i];
    out << gravon_square_name(m.from) << "-" << gravon_square_name(m.to) << "\n";
    if (m.has_rescue()) out << gravon_square_name(m.rescue_to) << ":" << gravon_letter(mover_of(i), m.rescue_rank) - 'A' << "\n";
  }
  out << "END\n";
  out << record.red_player << " vs " << record.blue_player << " result " << record.result.code << " winner "
      << winner_number(record.result) - 1 << "\n";
  return out.str();
}

}  // namespace stratego
