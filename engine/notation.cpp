#include "engine/notation.hpp"

#include <array>
#include <cctype>

namespace stratego {
namespace {

constexpr std::array<std::string_view, 13> kRankNames = {
    "flag",    "spy",   "scout",   "miner",   "sergeant", "lieutenant", "captain",
    "major",   "colonel", "general", "marshal", "bomb",   "unknown"};
constexpr std::array<std::string_view, 13> kRankSymbols = {"F", "S", "2", "3", "4", "5", "6",
                                                           "7", "8", "9", "10", "B", "?"};

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Reads a square at the start of text and returns how many characters it used (0 = none).
std::size_t read_square(std::string_view text, Square& out) {
  if (text.size() < 2) return 0;
  char f = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  if (f < 'a' || f > 'j' || !std::isdigit(static_cast<unsigned char>(text[1]))) return 0;
  std::size_t used = 2;
  int rank = text[1] - '0';
  if (text.size() > 2 && std::isdigit(static_cast<unsigned char>(text[2]))) {
    rank = rank * 10 + (text[2] - '0');
    used = 3;
  }
  if (rank < 1 || rank > 10) return 0;
  out = Square{static_cast<std::int8_t>(f - 'a'), static_cast<std::int8_t>(rank - 1)};
  return used;
}

}  // namespace

std::string_view rank_name(Rank r) { return kRankNames[value(r)]; }
std::string_view rank_symbol(Rank r) { return kRankSymbols[value(r)]; }
std::string_view color_name(Color c) { return c == Color::Red ? "red" : "blue"; }

std::string square_name(Square s) {
  std::string name(1, static_cast<char>('a' + s.file));
  name += std::to_string(s.rank + 1);
  return name;
}

std::string square_name(Sq q) { return square_name(to_square(q)); }

std::optional<Square> parse_square(std::string_view text) {
  text = trim(text);
  Square s;
  if (read_square(text, s) != text.size() || text.empty()) return std::nullopt;
  return s;
}

std::string move_text(const Move& m) {
  std::string text = square_name(m.from) + "-" + square_name(m.to);
  if (m.has_rescue()) text += "+" + square_name(m.rescue_to) + "=" + std::string(rank_name(m.rescue_rank));
  return text;
}

std::optional<Move> parse_move(std::string_view text) {
  text = trim(text);
  Square from, to;
  std::size_t n = read_square(text, from);
  if (n == 0) return std::nullopt;
  text.remove_prefix(n);
  while (!text.empty() && (text.front() == '-' || text.front() == 'x' || text.front() == ' ')) text.remove_prefix(1);
  n = read_square(text, to);
  if (n == 0) return std::nullopt;
  text.remove_prefix(n);
  Move m{to_sq(from), to_sq(to)};
  text = trim(text);
  if (text.empty()) return m;
  if (text.front() != '+') return std::nullopt;
  text.remove_prefix(1);
  Square rescue;
  n = read_square(text, rescue);
  if (n == 0 || n >= text.size() || text[n] != '=') return std::nullopt;
  auto rank = parse_rank(text.substr(n + 1));
  if (!rank) return std::nullopt;
  m.rescue_to = to_sq(rescue);
  m.rescue_rank = *rank;
  return m;
}

std::optional<Rank> parse_rank(std::string_view name) {
  name = trim(name);
  for (int r = 0; r < kRankCount; ++r) {
    Rank rank = static_cast<Rank>(r);
    if (name == kRankNames[r] || name == kRankSymbols[r]) return rank;
  }
  if (name == "1" || name == "s") return Rank::Spy;
  if (name == "b") return Rank::Bomb;
  if (name == "f") return Rank::Flag;
  return std::nullopt;
}

std::string_view outcome_name(BattleOutcome outcome) {
  switch (outcome) {
    case BattleOutcome::AttackerWins: return "attacker_wins";
    case BattleOutcome::DefenderWins: return "defender_wins";
    case BattleOutcome::BothRemoved: return "both_removed";
  }
  return "both_removed";
}

std::string_view square_kind_name(SquareView::Kind kind) {
  switch (kind) {
    case SquareView::Kind::Empty: return "empty";
    case SquareView::Kind::Lake: return "lake";
    case SquareView::Kind::Own: return "own";
    case SquareView::Kind::Enemy: return "enemy";
  }
  return "empty";
}

}  // namespace stratego
