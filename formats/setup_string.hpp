// A side's setup as a short string, as people write it: one row per '/', from the owner's
// back row forwards, files from the owner's left. F flag, B bomb, S spy, 2-9 scout to
// general, X marshal (ten), '.' empty. Classic example:
//   "B2B3SXF4B9/.../..." (four rows of ten).
#pragma once

#include <string>
#include <string_view>

#include "engine/setup.hpp"

namespace stratego {

std::string setup_to_string(const Variant& variant, Color side, const Setup& setup);
// Throws std::invalid_argument with the reason. Free-placement variants use the classic
// home rows here.
Setup setup_from_string(const Variant& variant, Color side, std::string_view text);

char setup_symbol(Rank r);

}  // namespace stratego
