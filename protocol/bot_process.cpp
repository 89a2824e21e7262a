#include "protocol/bot_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <stdexcept>

namespace stratego {
namespace {

constexpr std::size_t kMaxLine = 64 * 1024;  // a longer "line" is garbage: cut it there

// A bot that exits while we write to it must not kill us with SIGPIPE: write() then
// fails with EPIPE instead, which send() reports.
void ignore_broken_pipes() {
  static std::once_flag once;
  std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

BotProcess::BotProcess(const std::string& command) {
  ignore_broken_pipes();
  int to_child[2];
  int from_child[2];
  if (::pipe2(to_child, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  if (::pipe2(from_child, O_CLOEXEC) != 0) {
    ::close(to_child[0]);
    ::close(to_child[1]);
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  pid_ = ::fork();
  if (pid_ < 0) {
    for (int fd : {to_child[0], to_child[1], from_child[0], from_child[1]}) ::close(fd);
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  }
  if (pid_ == 0) {  // the child: only async-signal-safe calls until exec
    ::setpgid(0, 0);
    ::dup2(to_child[0], STDIN_FILENO);
    ::dup2(from_child[1], STDOUT_FILENO);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::setpgid(pid_, pid_);  // also here, so that the group exists whichever runs first
  ::close(to_child[0]);
  ::close(from_child[1]);
  to_bot_ = to_child[1];
  from_bot_ = from_child[0];
}

BotProcess::~BotProcess() { finish(std::chrono::milliseconds(0)); }

bool BotProcess::send(std::string_view line) {
  if (to_bot_ < 0) return false;
  std::string text(line);
  text += '\n';
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(to_bot_, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    written += static_cast<std::size_t>(n);
  }
  return true;
}

bool BotProcess::take_line(std::string& line) {
  const std::size_t end = buffer_.find('\n');
  if (end == std::string::npos && buffer_.size() < kMaxLine) return false;
  const std::size_t cut = end == std::string::npos ? buffer_.size() : end;
  line = buffer_.substr(0, cut);
  buffer_.erase(0, end == std::string::npos ? cut : cut + 1);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return true;
}

BotProcess::Read BotProcess::read_line(std::string& line, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!take_line(line)) {
    if (from_bot_ < 0) return Read::Closed;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return Read::Timeout;
    pollfd fd{from_bot_, POLLIN, 0};
    const int ready = ::poll(&fd, 1, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) return Read::Timeout;
    char chunk[4096];
    const ssize_t n = ::read(from_bot_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      close_fd(from_bot_);
      if (buffer_.empty()) return Read::Closed;
      buffer_ += '\n';  // the last line had no line end
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
  return Read::Line;
}

void BotProcess::finish(std::chrono::milliseconds grace) {
  if (pid_ <= 0) return;
  close_fd(to_bot_);
  const auto deadline = std::chrono::steady_clock::now() + grace;
  std::string ignored;
  while (from_bot_ >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0 || read_line(ignored, left) != Read::Line) break;
  }
  close_fd(from_bot_);
  ::kill(-pid_, SIGKILL);  // the group: a shell's children too. The unreaped leader keeps the id ours.
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
}

}  // namespace stratego
