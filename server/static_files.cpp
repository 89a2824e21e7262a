#include "server/static_files.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace stratego::server {

namespace fs = std::filesystem;

namespace {

std::optional<std::string> read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool is_inside(const fs::path& root, const fs::path& candidate) {
  auto [root_end, candidate_end] = std::mismatch(root.begin(), root.end(), candidate.begin(), candidate.end());
  return root_end == root.end();
}

// The request path as a path relative to the root: its segments, whatever they hold, each
// one a file name (a segment never starts a new absolute path).
fs::path relative_path(std::string_view path) {
  fs::path relative;
  while (!path.empty()) {
    const std::size_t slash = path.find('/');
    const std::string_view segment = path.substr(0, slash);
    if (!segment.empty()) relative /= fs::path(std::string(segment));
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return relative;
}

bool names_a_client_route(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  const std::string_view last = slash == std::string_view::npos ? path : path.substr(slash + 1);
  return last.find('.') == std::string_view::npos;
}

HttpAnswer not_built(const fs::path& root) {
  return {404, "text/html; charset=utf-8",
          "<!doctype html><title>Stratego</title><p>The web client is not built: no " + root.string() +
              "/index.html. Build it with <code>npm ci &amp;&amp; npm run build</code> in <code>web/</code>, "
              "or start the server with <code>--web-root</code>.</p>",
          {}};
}

HttpAnswer plain(int status, std::string text) { return {status, "text/plain; charset=utf-8", std::move(text), {}}; }

}  // namespace

std::string_view content_type_of(const fs::path& file) {
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

StaticFiles::StaticFiles(fs::path root) {
  std::error_code ec;
  root_ = fs::weakly_canonical(fs::absolute(root, ec), ec);
  if (ec) root_ = std::move(root);
}

StaticFiles::Resolution StaticFiles::resolve(std::string_view path) const {
  if (path.find('\0') != std::string_view::npos) return {std::nullopt, Refusal::Outside};
  fs::path candidate = root_ / relative_path(path);
  if (path.empty() || path.back() == '/') candidate /= "index.html";
  std::error_code ec;
  candidate = fs::weakly_canonical(candidate, ec);
  if (ec) return {std::nullopt, Refusal::Missing};
  if (!is_inside(root_, candidate)) return {std::nullopt, Refusal::Outside};
  std::error_code dir_ec;
  if (fs::is_directory(candidate, dir_ec)) candidate /= "index.html";
  if (!fs::is_regular_file(candidate, ec)) return {std::nullopt, Refusal::Missing};
  // index.html inside a directory could itself be a link that leads out.
  const fs::path real = fs::canonical(candidate, ec);
  if (ec || !is_inside(root_, real)) return {std::nullopt, Refusal::Outside};
  return {real, Refusal::Missing};
}

HttpAnswer StaticFiles::answer(std::string_view path) const {
  if (path.empty() || path.front() != '/') return plain(400, "bad path\n");
  const Resolution found = resolve(path);
  if (found.file) {
    if (auto text = read_file(*found.file)) return {200, std::string(content_type_of(*found.file)), std::move(*text), {}};
  }
  if (found.refusal == Refusal::Outside) return plain(404, "not found\n");
  if (names_a_client_route(path)) {
    if (auto index = resolve("/index.html"); index.file)
      if (auto text = read_file(*index.file)) return {200, "text/html; charset=utf-8", std::move(*text), {}};
    return not_built(root_);
  }
  return plain(404, "not found\n");
}

}  // namespace stratego::server
