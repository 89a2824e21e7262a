// One side's initial placement, and the check that it fits the variant.
#pragma once

#include <string>
#include <vector>

#include "engine/types.hpp"
#include "engine/variant.hpp"

namespace stratego {

struct Placement {
  Square square;
  Rank rank = Rank::Unknown;
  bool operator==(const Placement&) const = default;
};

struct Setup {
  std::vector<Placement> pieces;
  bool operator==(const Setup&) const = default;
};

// Empty when the setup is valid, otherwise the first reason it is not, in words.
std::string validate_setup(const Variant& variant, Color side, const Setup& setup);

}  // namespace stratego
