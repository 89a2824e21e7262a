#include "engine/board_text.hpp"

#include <cctype>
#include <functional>

namespace stratego {
namespace {

char symbol(Rank r, Color c) {
  static constexpr std::string_view kSymbols = "FS23456789XB?";
  const char ch = kSymbols[static_cast<std::size_t>(value(r))];
  return c == Color::Red ? ch : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
}

std::string draw(const Variant& v, const std::function<char(Square)>& cell) {
  std::string out;
  for (int r = v.height - 1; r >= 0; --r) {
    std::string label = std::to_string(r + 1);
    out += std::string(3 - label.size(), ' ') + label + " ";
    for (int f = 0; f < v.width; ++f) {
      out += ' ';
      out += cell(Square{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)});
    }
    out += '\n';
  }
  out += "    ";
  for (int f = 0; f < v.width; ++f) {
    out += ' ';
    out += static_cast<char>('a' + f);
  }
  out += '\n';
  return out;
}

}  // namespace

std::string board_text(const Position& position) {
  return draw(position.variant(), [&](Square s) {
    const Sq q = to_sq(s);
    if (!position.is_playable(q)) return '~';
    if (!position.has_piece(q)) return '.';
    return symbol(position.rank_at(q), position.color_at(q));
  });
}

std::string board_text(const Observation& observation) {
  return draw(observation.variant(), [&](Square s) {
    const SquareView v = observation.at(s);
    switch (v.kind) {
      case SquareView::Kind::Lake: return '~';
      case SquareView::Kind::Empty: return '.';
      case SquareView::Kind::Own: return symbol(v.rank, observation.viewer());
      case SquareView::Kind::Enemy:
        if (v.rank == Rank::Unknown) return v.moved ? '!' : '?';
        return symbol(v.rank, opponent(observation.viewer()));
    }
    return '.';
  });
}

}  // namespace stratego
