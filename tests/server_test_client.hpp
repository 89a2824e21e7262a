// What the server's end-to-end tests use to drive a real `stratego serve`: start and kill
// the process, and talk HTTP and WebSocket to it over loopback. Beast stays in the .cpp.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <sys/types.h>

namespace stratego::testing {

// A fresh folder for one server: its database and a web root holding an index.html.
class ServerDir {
 public:
  ServerDir();
  ~ServerDir();
  ServerDir(const ServerDir&) = delete;
  ServerDir& operator=(const ServerDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path db() const { return path_ / "games.db"; }
  std::filesystem::path web() const { return path_ / "web"; }

 private:
  std::filesystem::path path_;
};

// `stratego serve --port 0` on a database file (another port when extra_args name one);
// learns the port from its first line.
class ServerProcess {
 public:
  ServerProcess(const std::filesystem::path& db, const std::filesystem::path& web_root,
                const std::vector<std::string>& extra_args = {});
  ~ServerProcess();  // SIGKILL if it still runs
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  unsigned short port() const { return port_; }
  pid_t pid() const { return pid_; }
  bool running() const;  // not exited (it has not been waited for)
  // From /proc: the resident memory now and at its peak, in KiB.
  long resident_kib() const;
  long peak_resident_kib() const;
  void kill_hard();  // kill -9, then wait for it
  int stop();        // SIGTERM; the exit status

 private:
  pid_t pid_ = -1;
  unsigned short port_ = 0;
};

struct HttpReply {
  int status = 0;
  std::string body;
  std::map<std::string, std::string> headers;  // names in lower case
  nlohmann::json json() const { return nlohmann::json::parse(body); }
  std::string header(const std::string& name) const {
    auto it = headers.find(name);
    return it == headers.end() ? std::string() : it->second;
  }
};

// One request on its own connection; the body goes as application/json unless
// content_type says otherwise; extra_headers are sent as they are.
HttpReply http_request(unsigned short port, const std::string& method, const std::string& target,
                       const std::string& body = {}, const std::string& authorization = {},
                       const std::map<std::string, std::string>& extra_headers = {},
                       const std::string& content_type = "application/json");
// The state a client holds after each frame (docs/web-api.md): a `state` frame's, or the one
// before a `move` frame with the move applied. A move frame that does not follow the state
// (or comes before any state) is an OutOfStepFrame: the server skipped or garbled one.
struct OutOfStepFrame : std::logic_error {
  using std::logic_error::logic_error;
};
class StateFollower {
 public:
  // The state after this frame; frames of other types leave it as it is.
  const nlohmann::json& follow(const nlohmann::json& frame);
  const nlohmann::json& state() const { return state_; }

 private:
  nlohmann::json state_;
};

// The WebSocket of a game: a seat's with its token, a spectator's without.
inline std::string ws_target(const std::string& game, const std::string& token = {}) {
  return "/ws?game=" + game + (token.empty() ? "" : "&token=" + token);
}
// ... of the seat a POST /api/games or /join answer names.
inline std::string ws_target(const nlohmann::json& seated) { return ws_target(seated["game"], seated["token"]); }

// Sends the bytes as they are and reads one answer; status 0 when the server closed the
// connection without answering.
HttpReply raw_http(unsigned short port, const std::string& bytes);

class WebSocketClient {
 public:
  // headers go with the upgrade request (a Cookie, an Origin).
  WebSocketClient(unsigned short port, const std::string& target, const std::map<std::string, std::string>& headers = {});
  ~WebSocketClient();
  void send(const std::string& text);
  // The next frame; throws when the connection is closed.
  std::string receive();
  nlohmann::json receive_json() { return nlohmann::json::parse(receive()); }
  // The next frame of that type, skipping others; throws when the connection is closed.
  nlohmann::json receive_type(const std::string& type) {
    for (;;)
      if (nlohmann::json frame = receive_json(); frame["type"] == type) return frame;
  }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace stratego::testing
