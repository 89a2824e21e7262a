#include "test_boards.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <vector>

namespace stratego::testing {
namespace {

std::vector<std::vector<std::string>> rows_of(std::string_view diagram) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream lines{std::string(diagram)};
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream tokens(line);
    std::vector<std::string> row;
    for (std::string t; tokens >> t;) row.push_back(t);
    if (!row.empty()) rows.push_back(row);
  }
  return rows;
}

Rank rank_of(char symbol) {
  static constexpr std::string_view kSymbols = "FS23456789XB";
  const auto at = kSymbols.find(static_cast<char>(std::toupper(static_cast<unsigned char>(symbol))));
  EXPECT_NE(at, std::string_view::npos) << "unknown symbol " << symbol;
  return static_cast<Rank>(at);
}

template <typename Visit>
void for_each_piece(const Variant& variant, std::string_view diagram, Visit visit) {
  const auto rows = rows_of(diagram);
  EXPECT_EQ(static_cast<int>(rows.size()), variant.height) << "diagram needs one row per rank";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(static_cast<int>(rows[i].size()), variant.width) << "row " << i;
    for (std::size_t f = 0; f < rows[i].size(); ++f) {
      const std::string& token = rows[i][f];
      if (token == "." || token == "~") continue;
      Square s{static_cast<std::int8_t>(f), static_cast<std::int8_t>(variant.height - 1 - static_cast<int>(i))};
      const bool blue = token[0] == '-';
      visit(blue ? Color::Blue : Color::Red, rank_of(token[blue ? 1 : 0]), s);
    }
  }
}

}  // namespace

Setup setup_from_diagram(const Variant& variant, Color side, std::string_view diagram) {
  Setup setup;
  for_each_piece(variant, diagram, [&](Color c, Rank r, Square s) {
    if (c == side) setup.pieces.push_back({s, r});
  });
  return setup;
}

Position position_from_diagram(const Variant& variant, const RuleSet& rules, std::string_view diagram, Color to_move) {
  Position position(variant, rules);
  for_each_piece(variant, diagram, [&](Color c, Rank r, Square s) { position.place(c, r, s); });
  position.set_side_to_move(to_move);
  return position;
}

Game game_from_diagram(std::string_view diagram, std::string_view rules, std::string_view variant_name) {
  const Variant& v = variant(variant_name);
  Game game(v, rule_set(rules));
  for (Color c : {Color::Red, Color::Blue}) EXPECT_EQ(game.set_setup(c, setup_from_diagram(v, c, diagram)), "");
  EXPECT_EQ(game.start(), "");
  return game;
}

Move move_of(std::string_view text) {
  auto m = parse_move(text);
  EXPECT_TRUE(m.has_value()) << text;
  return m.value_or(Move{});
}

namespace {

template <typename Visit>
void for_each_listed(Pieces pieces, Visit visit) {
  for (const auto& [square, token] : pieces) {
    auto s = parse_square(square);
    EXPECT_TRUE(s.has_value()) << square;
    const bool blue = token[0] == '-';
    visit(blue ? Color::Blue : Color::Red, rank_of(token[blue ? 1 : 0]), s.value_or(Square{}));
  }
}

}  // namespace

Position position_with(Pieces pieces, std::string_view variant_name, std::string_view rules, Color to_move) {
  Position position(variant(variant_name), rule_set(rules));
  for_each_listed(pieces, [&](Color c, Rank r, Square s) { position.place(c, r, s); });
  position.set_side_to_move(to_move);
  return position;
}

Game game_with(Pieces pieces, std::string_view rules, std::string_view variant_name, GameOptions options) {
  Game game(variant(variant_name), rule_set(rules), options);
  Setup setups[2];
  for_each_listed(pieces, [&](Color c, Rank r, Square s) { setups[index(c)].pieces.push_back({s, r}); });
  for (Color c : {Color::Red, Color::Blue}) EXPECT_EQ(game.set_setup(c, setups[index(c)]), "");
  EXPECT_EQ(game.start(), "");
  return game;
}

}  // namespace stratego::testing
