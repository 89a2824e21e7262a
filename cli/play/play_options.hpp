// What `stratego play` was asked for on the command line.
#pragma once

#include <cstdint>
#include <string>

#include "engine/battle.hpp"

namespace stratego::play {

struct PlayOptions {
  std::string variant = "classic";
  std::string level = "beginner";  // seed 002's computer opponent
  std::string rules = "isf";  // seed 003's Travel rules: two-square and more-squares rule
  Language language = Language::English;
  std::string save_path;  // the game file, written after every move
  bool resume = false;
  std::uint64_t seed = 1;
  int movetime_ms = 1000;  // the computer's budget per move
};

}  // namespace stratego::play
