#include "formats/archive.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <utility>
#include <vector>

#include "formats/gravon.hpp"
#include "formats/input_limits.hpp"
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

// Opened without blocking (a FIFO would wait for a writer) and checked before any read.
class RegularFile {
 public:
  explicit RegularFile(const std::string& path) : path_(path) {
    fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd_ < 0) throw std::runtime_error(path + ": cannot open file (" + std::strerror(errno) + ")");
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
      ::close(fd_);
      throw std::runtime_error(path + ": not a regular file (FIFOs, devices and sockets are not read)");
    }
    size_ = static_cast<std::uint64_t>(st.st_size);
  }
  ~RegularFile() {
    if (fd_ >= 0) ::close(fd_);
  }
  RegularFile(const RegularFile&) = delete;
  RegularFile& operator=(const RegularFile&) = delete;

  std::uint64_t size() const { return size_; }
  int fd() const { return fd_; }
  void release() { fd_ = -1; }  // someone else closes it now

  // At most limit + 1 bytes, so that the caller sees a file that grew past the limit.
  std::string read(std::size_t limit) const {
    std::string text;
    char chunk[64 * 1024];
    while (text.size() <= limit) {
      const ssize_t n = ::read(fd_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) throw std::runtime_error(path_ + ": cannot read (" + std::strerror(errno) + ")");
      if (n == 0) break;
      text.append(chunk, static_cast<std::size_t>(n));
    }
    return text;
  }

 private:
  std::string path_;
  int fd_ = -1;
  std::uint64_t size_ = 0;
};

std::string too_large(const std::string& what) {
  return what + " is larger than the limit of " + std::to_string(kMaxRecordBytes) + " bytes per record";
}

// The entry's bytes as they decompress, never more than the limit: the header's size is
// not trusted (a few hundred bytes may claim terabytes, or expand to gigabytes).
std::string read_zip_entry(zip_t* archive, zip_uint64_t index, const std::string& where) {
  std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(zip_fopen_index(archive, index, 0), &zip_fclose);
  if (!file) throw std::runtime_error(where + ": cannot read entry (" + zip_strerror(archive) + ")");
  std::string text;
  char chunk[64 * 1024];
  for (;;) {
    const zip_int64_t n = zip_fread(file.get(), chunk, sizeof chunk);
    if (n < 0) throw std::runtime_error(where + ": cannot read entry (" + zip_file_strerror(file.get()) + ")");
    if (n == 0) return text;
    if (text.size() + static_cast<std::size_t>(n) > kMaxRecordBytes) throw std::runtime_error(too_large(where));
    text.append(chunk, static_cast<std::size_t>(n));
  }
}

std::string zip_error_text(int code) {
  zip_error_t error;
  zip_error_init_with_code(&error, code);
  std::string text = zip_error_strerror(&error);
  zip_error_fini(&error);
  return text;
}

// A GameFile with the text read(path) gives, or with the reason it could not be read.
template <typename Read>
GameFile read_game_file(std::string path, std::string name, Read read) {
  GameFile file{std::move(path), std::move(name), {}, {}};
  try {
    file.text = read(file.path);
  } catch (const std::runtime_error& e) {
    file.error = e.what();
  }
  return file;
}

void visit_zip(const std::string& path, const std::function<void(const GameFile&)>& visit) {
  RegularFile checked(path);  // the very file that was checked goes to libzip: no FIFO or device
  int error = 0;
  std::unique_ptr<zip_t, decltype(&zip_discard)> archive(zip_fdopen(checked.fd(), 0, &error), &zip_discard);
  if (!archive) throw std::runtime_error(path + ": cannot open zip archive (" + zip_error_text(error) + ")");
  checked.release();  // libzip closes it
  std::vector<std::pair<std::string, zip_uint64_t>> entries;
  const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    const char* name = zip_get_name(archive.get(), static_cast<zip_uint64_t>(i), 0);
    if (name && is_game_file_name(name)) entries.emplace_back(name, static_cast<zip_uint64_t>(i));
  }
  std::sort(entries.begin(), entries.end());
  for (const auto& entry : entries) {
    const auto read_entry = [&](const std::string& where) { return read_zip_entry(archive.get(), entry.second, where); };
    visit(read_game_file(path + ":" + entry.first, base_name(entry.first), read_entry));
  }
}

void visit_file(const std::string& path, const std::function<void(const GameFile&)>& visit) {
  visit(read_game_file(path, base_name(path), read_text_file));
}

// Inside a folder nothing ends the walk: an archive that cannot be opened is that file's error.
void visit_in_folder(const std::string& path, const std::function<void(const GameFile&)>& visit) {
  if (!ends_with(lower(path), ".zip")) return visit_file(path, visit);
  try {
    visit_zip(path, visit);
  } catch (const std::runtime_error& e) {
    visit(GameFile{path, base_name(path), {}, e.what()});
  }
}

}  // namespace

bool is_game_file_name(std::string_view name) {
  std::string n = lower(name);
  return ends_with(n, ".xml") || ends_with(n, ".gsn") || ends_with(n, ".json");
}

std::string read_text_file(const std::string& path) {
  const RegularFile file(path);
  if (file.size() > kMaxRecordBytes) throw std::runtime_error(too_large(path));
  std::string text = file.read(kMaxRecordBytes);
  if (text.size() > kMaxRecordBytes) throw std::runtime_error(too_large(path));
  return text;
}

void for_each_game_file(const std::string& path, const std::function<void(const GameFile&)>& visit) {
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (!fs::exists(status)) throw std::runtime_error(path + ": no such file or folder");
  if (fs::is_directory(status)) {
    std::vector<std::string> files;
    for (auto it = fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (!it->is_regular_file(ec)) continue;
      const std::string p = it->path().string();
      if (is_game_file_name(p) || ends_with(lower(p), ".zip")) files.push_back(p);
    }
    if (ec) throw std::runtime_error(path + ": cannot list the folder (" + ec.message() + ")");
    std::sort(files.begin(), files.end());
    for (const std::string& file : files) visit_in_folder(file, visit);
    return;
  }
  if (!fs::is_regular_file(status))
    throw std::runtime_error(path + ": not a regular file or folder (FIFOs, devices and sockets are not read)");
  if (ends_with(lower(path), ".zip")) return visit_zip(path, visit);
  visit_file(path, visit);
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
