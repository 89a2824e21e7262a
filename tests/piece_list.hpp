// Setups written as "a4=2 f3=10 j3=F": pieces by square and rank, for crafted test games.
#pragma once

#include <sstream>
#include <string>

#include "engine/notation.hpp"
#include "engine/setup.hpp"

namespace stratego::testing {

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

}  // namespace stratego::testing
