#include "server/static_files.hpp"

#include <fstream>
#include <sstream>

namespace stratego::server {

namespace {

std::optional<std::string> read_file(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) return std::nullopt;
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool escapes_root(std::string_view path) {
  return path.find("..") != std::string_view::npos || path.find('\\') != std::string_view::npos ||
         path.find('\0') != std::string_view::npos;
}

HttpAnswer not_built(const std::filesystem::path& root) {
  return {404, "text/html; charset=utf-8",
          "<!doctype html><title>Stratego</title><p>The web client is not built: no " + root.string() +
              "/index.html. Build it with <code>npm ci &amp;&amp; npm run build</code> in <code>web/</code>, "
              "or start the server with <code>--web-root</code>.</p>"};
}

}  // namespace

std::string_view content_type_of(const std::filesystem::path& file) {
  const std::string ext = file.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".webp") return "image/webp";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".woff") return "font/woff";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  if (ext == ".webmanifest") return "application/manifest+json";
  return "application/octet-stream";
}

StaticFiles::StaticFiles(std::filesystem::path root) : root_(std::move(root)) {}

HttpAnswer StaticFiles::answer(std::string_view path) const {
  if (path.empty() || path.front() != '/' || escapes_root(path))
    return {400, "text/plain; charset=utf-8", "bad path\n"};
  std::filesystem::path file = root_ / std::filesystem::path(path.substr(1));
  if (path.back() == '/') file /= "index.html";
  if (auto text = read_file(file)) return {200, std::string(content_type_of(file)), std::move(*text)};
  // A route of the client itself (no file extension): the client's page handles it.
  if (!file.has_extension() || path.back() == '/') {
    if (auto index = read_file(root_ / "index.html")) return {200, "text/html; charset=utf-8", std::move(*index)};
    return not_built(root_);
  }
  return {404, "text/plain; charset=utf-8", "not found\n"};
}

}  // namespace stratego::server
