// An outside bot program: started with /bin/sh -c COMMAND in its own process group, its
// stdin and stdout joined to us by pipes. Lines are read with a deadline (poll), never by
// sleeping; a bot that does not answer in time simply times out.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>
#include <string_view>

namespace stratego {

class BotProcess {
 public:
  // Throws std::runtime_error when the process cannot be started. A command that does not
  // exist starts a shell that exits at once: the first read then reports Closed.
  explicit BotProcess(const std::string& command);
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  // One line, newline added. False when the bot no longer reads (it exited).
  bool send(std::string_view line);

  enum class Read { Line, Timeout, Closed };
  // The next line without its line end; waits at most `limit`.
  Read read_line(std::string& line, std::chrono::milliseconds limit);

  // Closes the bot's input (which tells a well-behaved bot to exit), waits up to `grace` for
  // it to close its output, then kills whatever is left of its process group and reaps it.
  void finish(std::chrono::milliseconds grace);

 private:
  bool take_line(std::string& line);

  pid_t pid_ = -1;
  int to_bot_ = -1;
  int from_bot_ = -1;
  std::string buffer_;
};

}  // namespace stratego
