// Variants are data: geometry, armies, setup zones and the few battle and movement
// switches that distinguish them. A new variant is a new row in the table in variant.cpp.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.hpp"

namespace stratego {

using Army = std::array<int, kRankCount>;  // pieces per rank, indexed by value(Rank)

struct Variant {
  std::string name;         // the project's name: "classic", "barrage", "small", ...
  std::string gravon_type;  // Gravon's <game type>, empty where Gravon has none
  std::string title;        // for people: "Classic (40 pieces)"
  int width = 10;
  int height = 10;
  std::vector<Square> lakes;
  int setup_rows = 4;           // home rows each side sets up in
  bool free_placement = false;  // any part of the army anywhere on the board (classicfree)
  Army army{};
  Rank spy_target = Rank::Marshal;  // the piece an attacking spy beats

  // Gravon's "ultimate lightning" extras
  bool attacker_wins_ties = false;
  bool captain_moves_two = false;  // up to two squares, straight or around a corner
  bool bombs_single_use = false;   // a bomb that is hit is removed
  bool rescue = false;             // reaching the enemy back row brings back a captured piece

  int army_size() const;
  bool on_board(Square s) const { return s.file >= 0 && s.rank >= 0 && s.file < width && s.rank < height; }
  // Every square of the board, rank 1 first, files from Red's left (not for hot paths).
  std::vector<Square> squares() const;
  bool is_lake(Square s) const;
  bool in_setup_zone(Color c, Square s) const;  // the home rows of c
  Rank strongest_rank() const;                  // marshal, or general where there is none
};

// All variants the engine knows, in a stable order.
std::span<const Variant> all_variants();
// nullptr when the name is unknown. Accepts the project name and Gravon's type.
const Variant* find_variant(std::string_view name);
const Variant& variant(std::string_view name);  // throws std::invalid_argument

}  // namespace stratego
