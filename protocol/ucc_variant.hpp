// Which of the project's variants the UCC-2012 protocol can carry. The 2012 manual knows
// the classic army only; this project extends it, without a new line or field, to every
// variant whose setup fits the four rows of ten and whose moves fit "X Y DIR [n]": the
// setup rows show '.' where the variant's army leaves a square empty (as the 2012 manager
// itself reads any other character), and the manager checks the army. The variant is not
// on the wire: whoever starts the manager and the bot names it on both command lines.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/variant.hpp"

namespace stratego::ucc {

// Why the protocol cannot carry `variant`, in words, or empty.
std::string variant_error(const Variant& variant);

// The variant of that name, checked to be one the protocol carries; std::invalid_argument
// with the reason otherwise.
const Variant& protocol_variant(std::string_view name);

// The names of the variants the protocol carries, in the engine's order.
std::vector<std::string> protocol_variant_names();

}  // namespace stratego::ucc
