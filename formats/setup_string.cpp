#include "formats/setup_string.hpp"

#include <stdexcept>

namespace stratego {
namespace {

constexpr std::string_view kSymbols = "FS23456789XB";  // indexed by value(Rank)

// The square of row `row` (0 = the owner's back row) and column `col` (0 = owner's left).
Square square_for(const Variant& v, Color side, int row, int col) {
  if (side == Color::Red) return Square{static_cast<std::int8_t>(col), static_cast<std::int8_t>(row)};
  return Square{static_cast<std::int8_t>(v.width - 1 - col), static_cast<std::int8_t>(v.height - 1 - row)};
}

}  // namespace

char setup_symbol(Rank r) { return r == Rank::Unknown ? '?' : kSymbols[static_cast<std::size_t>(value(r))]; }

std::string setup_to_string(const Variant& variant, Color side, const Setup& setup) {
  std::string text;
  for (int row = 0; row < variant.setup_rows; ++row) {
    if (row > 0) text += '/';
    for (int col = 0; col < variant.width; ++col) {
      const Square s = square_for(variant, side, row, col);
      char ch = '.';
      for (const Placement& p : setup.pieces)
        if (p.square == s) ch = setup_symbol(p.rank);
      text += ch;
    }
  }
  return text;
}

Setup setup_from_string(const Variant& variant, Color side, std::string_view text) {
  Setup setup;
  int row = 0;
  int col = 0;
  for (char ch : text) {
    if (ch == '/') {
      if (col != variant.width) throw std::invalid_argument("row " + std::to_string(row + 1) + " has " + std::to_string(col) + " squares, expected " + std::to_string(variant.width));
      ++row;
      col = 0;
      continue;
    }
    if (row >= variant.setup_rows) throw std::invalid_argument("more than " + std::to_string(variant.setup_rows) + " rows");
    if (col >= variant.width) throw std::invalid_argument("row " + std::to_string(row + 1) + " is longer than " + std::to_string(variant.width));
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (up != '.') {
      const auto at = kSymbols.find(up);
      if (at == std::string_view::npos) throw std::invalid_argument(std::string("unknown piece symbol '") + ch + "'");
      setup.pieces.push_back({square_for(variant, side, row, col), static_cast<Rank>(at)});
    }
    ++col;
  }
  if (row != variant.setup_rows - 1 || col != variant.width)
    throw std::invalid_argument("expected " + std::to_string(variant.setup_rows) + " rows of " + std::to_string(variant.width));
  return setup;
}

}  // namespace stratego
