// JSON as the server sends it. Strings that came from outside may hold bytes that are not
// UTF-8 (a decoded URL, an uploaded file): they are sent as U+FFFD instead of throwing.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace stratego::server {

inline std::string json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace stratego::server
