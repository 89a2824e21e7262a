#include "cli/play/save_file.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>

namespace stratego::play {

std::string default_save_path(const char* home) {
  if (!home || !*home) return "stratego-game.json";
  return (std::filesystem::path(home) / ".stratego" / "game.json").string();
}

void write_file_atomically(const std::string& path, const std::string& text) {
  const std::filesystem::path target(path);
  std::error_code ignored;
  if (target.has_parent_path()) std::filesystem::create_directories(target.parent_path(), ignored);
  const std::filesystem::path temporary = target.string() + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + temporary.string());
  }
  std::error_code error;
  std::filesystem::rename(temporary, target, error);
  if (error) throw std::runtime_error("cannot replace " + path + ": " + error.message());
}

std::optional<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace stratego::play
