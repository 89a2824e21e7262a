// Input quoted in an error message: at most kMaxQuotedBytes, valid UTF-8, with "..." when
// cut, so that a 10 MB line or a stray byte never ends up whole in a message or a JSON reply.
#pragma once

#include <string>
#include <string_view>

#include "formats/input_limits.hpp"

namespace stratego {

std::string excerpt(std::string_view text, std::size_t limit = kMaxQuotedBytes);

}  // namespace stratego
