// UTF-8 validity at the edge: bytes from outside (old Gravon files in Latin-1, bot output,
// request bodies) become valid UTF-8 before they reach JSON, logs or error messages.
#pragma once

#include <string>
#include <string_view>

namespace stratego {

// Well-formed UTF-8 as RFC 3629 defines it: no overlong forms, no surrogates, nothing
// above U+10FFFF.
bool is_valid_utf8(std::string_view text);

// The text with every invalid sequence replaced by U+FFFD; valid text comes back unchanged.
std::string to_valid_utf8(std::string_view text);

// Valid UTF-8 unchanged; anything else read as Windows-1252 (Latin-1 with the printable
// characters of 0x80-0x9F), which is what old Gravon files are.
std::string utf8_from_legacy(std::string_view text);

}  // namespace stratego
