// Gravon's formats: the StraDoS2 XML game files and the older GSN text files.
#pragma once

#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace stratego {

// `source` names the file in error messages. Throws FormatError.
GameRecord read_gravon_xml(std::string_view text, const std::string& source);
GameRecord read_gsn(std::string_view text, const std::string& source);
std::string write_gravon_xml(const GameRecord& record);
std::string write_gsn(const GameRecord& record);

// The 100-character field: row 1 first, 'A' empty, '_' lake, 'B'-'M' red and 'N'-'Y' blue
// pieces in the order bomb, spy, scout, ..., marshal, flag. Throws std::invalid_argument.
std::array<std::optional<Setup>, 2> setups_from_field(const Variant& variant, std::string_view field);
std::string field_from_setups(const Variant& variant, const std::array<std::optional<Setup>, 2>& setups);

}  // namespace stratego
