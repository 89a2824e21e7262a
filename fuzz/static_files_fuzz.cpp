// The static-file resolver on a web root beside a secret file and links that lead out:
// whatever decoded path comes in, a file it resolves to lies inside the canonical root and
// the secret is never answered.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "fuzz/fuzz_check.hpp"
#include "server/static_files.hpp"

namespace {

namespace fs = std::filesystem;
using namespace stratego;

struct Site {
  Site() : base(fs::temp_directory_path() / ("stratego-fuzz-static-" + std::to_string(::getpid()))) {
    fs::remove_all(base);
    fs::create_directories(base / "web" / "assets");
    std::ofstream(base / "web" / "index.html") << "index";
    std::ofstream(base / "web" / "assets" / "app.js") << "app";
    std::ofstream(base / "secret.db") << "SECRET";
    fs::create_symlink(base / "secret.db", base / "web" / "leak");
    fs::create_directory_symlink(base, base / "web" / "up");
    root = fs::canonical(base / "web");
  }
  ~Site() { fs::remove_all(base); }
  fs::path base;
  fs::path root;
};

bool inside(const fs::path& root, const fs::path& file) {
  auto [root_end, file_end] = std::mismatch(root.begin(), root.end(), file.begin(), file.end());
  return root_end == root.end();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  static Site site;
  static server::StaticFiles files(site.base / "web");
  if (size > 4096) return 0;
  const std::string path = "/" + std::string(fuzz::text_of(data, size));
  const server::StaticFiles::Resolution found = files.resolve(path);
  if (found.file) fuzz::check(inside(site.root, *found.file), "a resolved file lies inside the root");
  fuzz::check(files.answer(path).body != "SECRET", "the file outside the root is never answered");
  return 0;
}
