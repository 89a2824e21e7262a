// The target of an HTTP request ("/api/setup?variant=barrage"), parsed and percent-decoded
// by Boost.URL. Decoded text may hold any byte (NUL, bytes that are not UTF-8): whoever
// quotes it back must escape it (json_text.hpp).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace stratego::server {

struct RequestTarget {
  std::string path;                           // decoded: "/api/games/ab12"
  std::map<std::string, std::string> query;  // decoded; '+' is a space; the first of repeated keys
};

// Nothing when the text is not an origin-form target (RFC 9112 3.2.1) or holds a bad
// percent-escape.
std::optional<RequestTarget> parse_request_target(std::string_view target);

}  // namespace stratego::server
