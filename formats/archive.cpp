#include "formats/archive.hpp"

#include <zip.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <vector>

#include "formats/gravon.hpp"
#include "formats/json_record.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string base_name(const std::string& path) {
  auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void visit_zip(const std::string& path, const std::function<void(const GameFile&)>& visit) {
  int error = 0;
  std::unique_ptr<zip_t, decltype(&zip_discard)> archive(zip_open(path.c_str(), ZIP_RDONLY, &error), &zip_discard);
  if (!archive) throw std::runtime_error(path + ": cannot open zip archive (libzip error " + std::to_string(error) + ")");
  std::vector<std::pair<std::string, zip_uint64_t>> entries;
  const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    const char* name = zip_get_name(archive.get(), static_cast<zip_uint64_t>(i), 0);
    if (name && is_game_file_name(name)) entries.emplace_back(name, static_cast<zip_uint64_t>(i));
  }
  std::sort(entries.begin(), entries.end());
  for (const auto& [name, i] : entries) {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat_index(archive.get(), i, 0, &st) != 0) throw std::runtime_error(path + ":" + name + ": cannot stat entry");
    std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(zip_fopen_index(archive.get(), i, 0), &zip_fclose);
    if (!file) throw std::runtime_error(path + ":" + name + ": cannot read entry");
    std::string text(static_cast<std::size_t>(st.size), '\0');
    if (zip_fread(file.get(), text.data(), st.size) != static_cast<zip_int64_t>(st.size))
      throw std::runtime_error(path + ":" + name + ": short read");
    visit(GameFile{path + ":" + name, base_name(name), std::move(text)});
  }
}

}  // namespace

bool is_game_file_name(std::string_view name) {
  std::string n = lower(name);
  return ends_with(n, ".xml") || ends_with(n, ".gsn") || ends_with(n, ".json");
}

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot open file");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void for_each_game_file(const std::string& path, const std::function<void(const GameFile&)>& visit) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    std::vector<std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(path)) {
      if (!entry.is_regular_file()) continue;
      const std::string p = entry.path().string();
      if (is_game_file_name(p) || ends_with(lower(p), ".zip")) files.push_back(p);
    }
    std::sort(files.begin(), files.end());
    for (const std::string& file : files) for_each_game_file(file, visit);
    return;
  }
  if (!fs::exists(path, ec)) throw std::runtime_error(path + ": no such file or folder");
  if (ends_with(lower(path), ".zip")) return visit_zip(path, visit);
  visit(GameFile{path, base_name(path), read_text_file(path)});
}

GameRecord read_record(std::string_view text, const std::string& source) {
  std::size_t start = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (start == std::string_view::npos) throw FormatError(source, 1, "empty file");
  if (text[start] == '<') return read_gravon_xml(text, source);
  if (text[start] == '{') return read_json_record(text, source);
  if (text.substr(start).rfind("#X38FA11", 0) == 0) return read_gsn(text, source);
  throw FormatError(source, 1, "unknown format (expected Gravon XML, GSN or a JSON game record)");
}

}  // namespace stratego
