// What the server's end-to-end tests use to drive a real `stratego serve`: start and kill
// the process, and talk HTTP and WebSocket to it over loopback. Beast stays in the .cpp.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>
#include <sys/types.h>

namespace stratego::testing {

// `stratego serve --port 0` on a database file; learns the port from its first line.
class ServerProcess {
 public:
  ServerProcess(const std::filesystem::path& db, const std::filesystem::path& web_root);
  ~ServerProcess();  // SIGKILL if it still runs
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  unsigned short port() const { return port_; }
  void kill_hard();  // kill -9, then wait for it
  int stop();        // SIGTERM; the exit status

 private:
  pid_t pid_ = -1;
  unsigned short port_ = 0;
};

struct HttpReply {
  int status = 0;
  std::string body;
  nlohmann::json json() const { return nlohmann::json::parse(body); }
};

HttpReply http_request(unsigned short port, const std::string& method, const std::string& target,
                       const std::string& body = {}, const std::string& authorization = {});

class WebSocketClient {
 public:
  WebSocketClient(unsigned short port, const std::string& target);
  ~WebSocketClient();
  void send(const std::string& text);
  // The next frame; throws when the connection is closed.
  std::string receive();
  nlohmann::json receive_json() { return nlohmann::json::parse(receive()); }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace stratego::testing
