#include "cli/play/typed_command.hpp"

#include <array>
#include <cctype>
#include <optional>
#include <utility>

#include "cli/play/play_texts.hpp"
#include "cli/play/rescue_chooser.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

using Kind = TypedCommand::Kind;

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

std::string lowered(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<Kind> keyword(const std::string& word) {
  static const std::array<std::pair<std::string_view, Kind>, 32> words = {{
      {"swap", Kind::Swap},      {"tausch", Kind::Swap},         {"tauschen", Kind::Swap},
      {"new", Kind::NewSetup},   {"neu", Kind::NewSetup},        {"load", Kind::LoadSetup},
      {"laden", Kind::LoadSetup}, {"save", Kind::SaveSetup},     {"speichern", Kind::SaveSetup},
      {"start", Kind::Start},    {"los", Kind::Start},           {"resign", Kind::Resign},
      {"aufgeben", Kind::Resign}, {"quit", Kind::Quit},          {"ende", Kind::Quit},
      {"exit", Kind::Quit},      {"help", Kind::Help},           {"hilfe", Kind::Help},
      {"draw", Kind::OfferDraw}, {"remis", Kind::OfferDraw},     {"accept", Kind::AcceptDraw},
      {"annehmen", Kind::AcceptDraw}, {"decline", Kind::DeclineDraw}, {"ablehnen", Kind::DeclineDraw},
      {"claim", Kind::Claim},    {"anspruch", Kind::Claim},      {"say", Kind::Say},
      {"sag", Kind::Say},        {"mute", Kind::Mute},           {"stumm", Kind::Mute},
      {"unmute", Kind::Unmute},  {"laut", Kind::Unmute},
  }};
  for (const auto& [name, kind] : words)
    if (word == name) return kind;
  return std::nullopt;
}

TypedCommand unknown(std::string_view line) {
  TypedCommand command;
  command.kind = Kind::Unknown;
  command.argument = std::string(line);
  return command;
}

TypedCommand with_argument(Kind kind, std::string_view rest, std::string_view line) {
  TypedCommand command;
  command.kind = kind;
  command.argument = std::string(rest);
  const bool needs_argument = kind == Kind::LoadSetup || kind == Kind::SaveSetup || kind == Kind::Say;
  if (needs_argument != !rest.empty()) return unknown(line);
  return command;
}

TypedCommand swap_command(std::string_view rest, std::string_view line) {
  const std::optional<Move> squares = parse_move(rest);
  if (!squares || squares->has_rescue()) return unknown(line);
  TypedCommand command;
  command.kind = Kind::Swap;
  command.first = to_square(squares->from);
  command.second = to_square(squares->to);
  return command;
}

TypedCommand board_command(std::string_view line) {
  TypedCommand command;
  if (const std::optional<Square> square = parse_square(lowered(line))) {
    command.kind = Kind::Square;
    command.first = *square;
    return command;
  }
  if (const std::optional<Move> move = parse_move(lowered(line))) {
    command.kind = Kind::Move;
    command.move = *move;
    return command;
  }
  return unknown(line);
}

// "e3=7" after the '+' of a move: where the rescued piece goes and its rank.
bool read_rescue(std::string_view text, Move& move) {
  const std::size_t equals = text.find('=');
  if (equals == std::string_view::npos) return false;
  const std::optional<Square> square = parse_square(lowered(text.substr(0, equals)));
  const std::optional<Rank> rank = parse_rank_word(trimmed(text.substr(equals + 1)));
  if (!square || !rank) return false;
  move.rescue_to = to_sq(*square);
  move.rescue_rank = *rank;
  return true;
}

// A move with its rescue ("d9 d10 +e3=7") or with the rescue declined ("d9 d10 +none").
TypedCommand move_with_rescue(std::string_view line, std::size_t plus) {
  TypedCommand command = board_command(trimmed(line.substr(0, plus)));
  if (command.kind != Kind::Move) return unknown(line);
  const std::string_view rescue = trimmed(line.substr(plus + 1));
  if (declines_rescue(lowered(rescue))) command.declines_rescue = true;
  else if (!read_rescue(rescue, command.move)) return unknown(line);
  return command;
}

}  // namespace

TypedCommand parse_typed_command(std::string_view line) {
  line = trimmed(line);
  if (line.empty()) return {};
  const std::size_t space = line.find(' ');
  const std::string first_word = lowered(line.substr(0, space));
  const std::string_view rest = space == std::string_view::npos ? std::string_view() : trimmed(line.substr(space));
  const std::optional<Kind> kind = keyword(first_word);
  if (!kind) {
    const std::size_t plus = line.find('+');
    return plus == std::string_view::npos ? board_command(line) : move_with_rescue(line, plus);
  }
  if (*kind == Kind::Swap) return swap_command(rest, line);
  return with_argument(*kind, rest, line);
}

}  // namespace stratego::play
