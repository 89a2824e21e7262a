#include "client/frame_reading.hpp"

#include "engine/notation.hpp"
#include "formats/excerpt.hpp"

namespace stratego::client {
namespace {

std::string key_text(std::string_view key) { return "'" + std::string(key) + "'"; }

Battle battle_of(const Variant& variant, const json& j, const PublicMove& event) {
  if (!j.is_object()) throw FrameError("a battle is not an object");
  Battle battle = resolve_battle(variant, rank_field(j, "attacker_rank"), rank_field(j, "defender_rank"));
  if (battle.attacker == Rank::Unknown || battle.defender == Rank::Unknown) throw FrameError("a battle hides a rank");
  if (color_field(j, "attacker") != event.mover) throw FrameError("a battle's attacker is not the mover");
  const std::string outcome = string_field(j, "outcome");
  if (outcome != outcome_name(battle.outcome))
    throw FrameError("a " + std::string(rank_name(battle.attacker)) + " attacking a " + std::string(rank_name(battle.defender)) +
                     " cannot end '" + printable(outcome) + "' in " + variant.name);
  battle.attacker_color = event.mover;
  battle.from = event.move.from;
  battle.to = event.move.to;
  return battle;
}

}  // namespace

std::string printable(std::string_view text) {
  std::string out = excerpt(text);
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  return out;
}

json parse_frame(std::string_view text) {
  json frame = json::parse(text, nullptr, false);
  if (frame.is_discarded() || !frame.is_object()) throw FrameError("the server sent what is not a JSON object: " + printable(text));
  string_field(frame, "type");
  return frame;
}

const json& field(const json& object, std::string_view key) {
  if (!object.is_object()) throw FrameError("expected an object holding " + key_text(key));
  const auto it = object.find(key);
  if (it == object.end()) throw FrameError("the frame has no " + key_text(key));
  return *it;
}

std::string string_field(const json& object, std::string_view key) {
  const json& value = field(object, key);
  if (!value.is_string()) throw FrameError(key_text(key) + " is not a string");
  return value.get<std::string>();
}

bool bool_field(const json& object, std::string_view key) {
  const json& value = field(object, key);
  if (!value.is_boolean()) throw FrameError(key_text(key) + " is not true or false");
  return value.get<bool>();
}

Color color_field(const json& object, std::string_view key) {
  const std::string text = string_field(object, key);
  if (text == "red") return Color::Red;
  if (text == "blue") return Color::Blue;
  throw FrameError(key_text(key) + " is '" + printable(text) + "', not red or blue");
}

std::optional<Color> optional_color_field(const json& object, std::string_view key) {
  if (field(object, key).is_null()) return std::nullopt;
  return color_field(object, key);
}

Square square_field(const Variant& variant, const json& object, std::string_view key) {
  const std::string text = string_field(object, key);
  const std::optional<Square> square = parse_square(text);
  if (!square || !variant.on_board(*square))
    throw FrameError(key_text(key) + " is '" + printable(text) + "', not a square of " + variant.name);
  return *square;
}

Rank rank_field(const json& object, std::string_view key) {
  const std::string text = string_field(object, key);
  if (text == "unknown") return Rank::Unknown;
  for (Rank r : kAllRanks)
    if (rank_name(r) == text) return r;
  throw FrameError(key_text(key) + " is '" + printable(text) + "', not a rank");
}

PublicMove log_entry(const Variant& variant, const json& entry) {
  PublicMove event;
  event.mover = color_field(entry, "side");
  event.move.from = to_sq(square_field(variant, entry, "from"));
  event.move.to = to_sq(square_field(variant, entry, "to"));
  if (entry.contains("rescue_to")) {
    event.move.rescue_to = to_sq(square_field(variant, entry, "rescue_to"));
    event.move.rescue_rank = rank_field(entry, "rescue_rank");
  }
  if (const json& battle = field(entry, "battle"); !battle.is_null()) event.battle = battle_of(variant, battle, event);
  return event;
}

std::optional<FrameResult> result_of(const json& state) {
  const json& result = field(state, "result");
  if (result.is_null()) return std::nullopt;
  FrameResult out{string_field(result, "ending"), optional_color_field(result, "winner"), -1};
  if (const json& code = field(result, "code"); code.is_number_integer()) out.code = code.get<int>();
  return out;
}

GameResult game_result(const FrameResult& result) {
  Ending ending = Ending::Forfeit;
  for (Ending e : {Ending::NoLegalMove, Ending::FlagCaptured, Ending::BothCannotMove, Ending::Resignation,
                   Ending::DrawAgreed, Ending::MoveLimit, Ending::NoBattleLimit, Ending::Timeout, Ending::GameClock,
                   Ending::Abandoned, Ending::Forfeit})
    if (static_cast<int>(e) == result.code) ending = e;
  return {ending, result.winner};
}

}  // namespace stratego::client
