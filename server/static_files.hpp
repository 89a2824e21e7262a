// The built web client: files under the web root, index.html for the client's own routes,
// never a path outside the root.
#pragma once

#include <filesystem>
#include <string_view>

#include "server/api_routes.hpp"

namespace stratego::server {

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root);
  HttpAnswer answer(std::string_view path) const;  // path without query, already decoded

 private:
  std::filesystem::path root_;
};

std::string_view content_type_of(const std::filesystem::path& file);

}  // namespace stratego::server
