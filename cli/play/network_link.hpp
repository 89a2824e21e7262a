// A WebSocket of the server (a game's or the lobby's) on its own thread, so that the screen
// never waits for the network: messages arrive in a queue the screen loop drains, messages
// to send wait in another. A dropped connection is made again (the server resends the state
// on connect); while it is down, `connected()` is false and what was queued to send is
// dropped (it may not have arrived anyway). Every wait is bounded.
#pragma once

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "client/transport.hpp"

namespace stratego::play {

class NetworkLink {
 public:
  using Opener = std::function<std::unique_ptr<client::MessageChannel>()>;

  // Opens the first connection on the link's thread, and again after a drop; a failed
  // attempt is tried again after `retry_pause`.
  explicit NetworkLink(Opener open, std::chrono::milliseconds retry_pause = std::chrono::milliseconds(500));
  ~NetworkLink();
  NetworkLink(const NetworkLink&) = delete;
  NetworkLink& operator=(const NetworkLink&) = delete;

  void send(std::string message);
  // The next message that arrived, if any; never waits.
  std::optional<std::string> next();
  bool connected() const { return connected_; }
  // How many times the connection was made (1 after the first).
  int connections() const { return connections_; }
  // Why the last connection attempt failed, empty when it worked.
  std::string problem() const;

 private:
  void run();
  void serve(client::MessageChannel& channel);
  void note_problem(const std::string& why);

  Opener open_;
  std::chrono::milliseconds retry_pause_;
  mutable std::mutex mutex_;
  std::deque<std::string> incoming_;
  std::deque<std::string> outgoing_;
  std::string problem_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> connected_{false};
  std::atomic<int> connections_{0};
  std::thread thread_;
};

}  // namespace stratego::play
