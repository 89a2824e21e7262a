// Setups written as "a4=2 f3=10 j3=F": pieces by square and rank, for crafted test games.
#pragma once

#include <sstream>
#include <string>

#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "engine/rules.hpp"
#include "engine/setup.hpp"

namespace stratego::testing {

// A square by name: sq("e5").
inline Sq sq(const std::string& name) { return to_sq(*parse_square(name)); }

inline Setup pieces(const std::string& list) {
  Setup setup;
  std::istringstream words(list);
  std::string word;
  while (words >> word) {
    const std::size_t equals = word.find('=');
    setup.pieces.push_back({*parse_square(word.substr(0, equals)), *parse_rank(word.substr(equals + 1))});
  }
  return setup;
}

// A position of the variant with Red's and Blue's pieces as listed, Red to move.
inline Position board_of(const std::string& variant_name, const std::string& red, const std::string& blue) {
  Position pos(variant(variant_name), rule_set("gravon"));
  for (const auto& [color, list] : {std::pair{Color::Red, red}, std::pair{Color::Blue, blue}})
    for (const auto& piece : pieces(list).pieces) pos.place(color, piece.rank, piece.square);
  pos.set_side_to_move(Color::Red);
  return pos;
}

}  // namespace stratego::testing
