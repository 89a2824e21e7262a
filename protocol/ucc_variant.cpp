#include "protocol/ucc_variant.hpp"

#include <stdexcept>

#include "protocol/ucc_messages.hpp"

namespace stratego::ucc {

std::string variant_error(const Variant& v) {
  if (v.width != kBoardSize || v.height != kBoardSize || v.setup_rows != kSetupRows ||
      v.lakes != variant("classic").lakes)
    return "the UCC protocol carries the 10x10 board with the classic lakes and four home rows only, not " + v.name;
  if (v.rescue || v.captain_moves_two)
    return "the UCC protocol cannot carry " + v.name +
           ": its move line 'X Y DIR [n]' has no room for a rescue or a captain's turn round a corner";
  return {};
}

const Variant& protocol_variant(std::string_view name) {
  const Variant& v = variant(name);
  if (std::string error = variant_error(v); !error.empty()) throw std::invalid_argument(error);
  return v;
}

std::vector<std::string> protocol_variant_names() {
  std::vector<std::string> names;
  for (const Variant& v : all_variants())
    if (variant_error(v).empty()) names.push_back(v.name);
  return names;
}

}  // namespace stratego::ucc
