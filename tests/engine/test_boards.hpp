// Positions and games for tests, drawn as diagrams: rows from the top rank down, one
// token per square: '.' empty, '~' lake, a Red piece by its symbol (F S 2-9 X for the
// marshal, B) and a Blue piece by its symbol after a minus ("-X").
#pragma once

#include <string_view>

#include "engine/game.hpp"
#include "engine/notation.hpp"

namespace stratego::testing {

Setup setup_from_diagram(const Variant& variant, Color side, std::string_view diagram);
Position position_from_diagram(const Variant& variant, const RuleSet& rules, std::string_view diagram,
                               Color to_move = Color::Red);
// A started game (free placement rules for the set-up, so any diagram is a legal start).
Game game_from_diagram(std::string_view diagram, std::string_view rules = "gravon",
                       std::string_view variant = "classic-free");
Move move_of(std::string_view text);

// The same from a list of squares and tokens: {{"d4", "3"}, {"d5", "-B"}}.
using Pieces = std::initializer_list<std::pair<std::string_view, std::string_view>>;
Position position_with(Pieces pieces, std::string_view variant = "classic", std::string_view rules = "gravon",
                       Color to_move = Color::Red);
Game game_with(Pieces pieces, std::string_view rules = "gravon", std::string_view variant = "classic-free",
               GameOptions options = {});  // "d4-d5"; fails the test on a typo

}  // namespace stratego::testing
