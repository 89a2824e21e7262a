// The built web client: files under the web root, index.html for the client's own routes,
// never a path outside the root. A path is resolved to its canonical form (symlinks
// followed, "." and ".." applied) and served only when that lies inside the canonical root.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include "server/api_routes.hpp"

namespace stratego::server {

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root);
  HttpAnswer answer(std::string_view path) const;  // path without query, already decoded

  enum class Refusal { Outside, Missing };
  struct Resolution {
    std::optional<std::filesystem::path> file;  // a regular file inside the root
    Refusal refusal = Refusal::Missing;         // why not, when file is empty
  };
  // Which file a decoded request path names.
  Resolution resolve(std::string_view path) const;

 private:
  std::filesystem::path root_;  // canonical where it exists
};

std::string_view content_type_of(const std::filesystem::path& file);

}  // namespace stratego::server
