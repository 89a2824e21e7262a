#include "engine/board_text.hpp"

#include <functional>

namespace stratego {
namespace {

std::string piece(char symbol, Color c) { return {c == Color::Red ? ' ' : '-', symbol}; }

std::string piece(Rank r, Color c) {
  static constexpr std::string_view kSymbols = "FS23456789XB?";
  return piece(kSymbols[static_cast<std::size_t>(value(r))], c);
}

std::string draw(const Variant& v, const std::function<std::string(Square)>& cell) {
  std::string out;
  for (int r = v.height - 1; r >= 0; --r) {
    std::string label = std::to_string(r + 1);
    out += std::string(3 - label.size(), ' ') + label;
    for (int f = 0; f < v.width; ++f) {
      out += ' ';
      out += cell(Square{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)});
    }
    out += '\n';
  }
  out += "   ";
  for (int f = 0; f < v.width; ++f) {
    out += "  ";
    out += static_cast<char>('a' + f);
  }
  out += '\n';
  return out;
}

}  // namespace

std::string board_text(const Position& position) {
  return draw(position.variant(), [&](Square s) {
    const Sq q = to_sq(s);
    if (!position.is_playable(q)) return std::string(" ~");
    if (!position.has_piece(q)) return std::string(" .");
    return piece(position.rank_at(q), position.color_at(q));
  });
}

std::string board_text(const Observation& observation) {
  return draw(observation.variant(), [&](Square s) {
    const SquareView v = observation.at(s);
    switch (v.kind) {
      case SquareView::Kind::Lake: return std::string(" ~");
      case SquareView::Kind::Empty: return std::string(" .");
      case SquareView::Kind::Own: return piece(v.rank, observation.viewer());
      case SquareView::Kind::Enemy:
        if (v.rank == Rank::Unknown) return piece(v.moved ? '!' : '?', opponent(observation.viewer()));
        return piece(v.rank, opponent(observation.viewer()));
    }
    return std::string(" .");
  });
}

}  // namespace stratego
