// The network thread of `stratego play --server`: a scripted channel that breaks, a failed
// attempt to connect again, and the new connection heard; what is sent goes out.
#include <deque>
#include <mutex>
#include <thread>

#include <gtest/gtest.h>

#include "cli/play/network_link.hpp"

using namespace std::chrono_literals;

namespace stratego::play {
namespace {

// A channel that hands out its messages, then breaks (when told to), recording what was sent.
struct ScriptedChannel : client::MessageChannel {
  std::mutex* mutex;
  std::vector<std::string>* sent;
  std::deque<std::string> to_receive;
  bool breaks;

  void send(const std::string& text) override {
    const std::lock_guard lock(*mutex);
    sent->push_back(text);
  }
  std::optional<std::string> receive(std::chrono::milliseconds) override {
    if (!to_receive.empty()) {
      std::string text = to_receive.front();
      to_receive.pop_front();
      return text;
    }
    if (breaks) throw client::ConnectionClosed("dropped");
    std::this_thread::yield();
    return std::nullopt;
  }
};

// Waits for the link's next message, at most ten seconds (a bound, not a timing).
std::optional<std::string> next_of(NetworkLink& link) {
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (std::chrono::steady_clock::now() < deadline) {
    if (std::optional<std::string> text = link.next()) return text;
    std::this_thread::yield();
  }
  return std::nullopt;
}

TEST(NetworkLink, ReconnectsAfterADropAndHearsTheNewConnection) {
  std::mutex mutex;
  std::vector<std::string> sent;
  int opened = 0;
  NetworkLink link([&]() -> std::unique_ptr<client::MessageChannel> {
    ++opened;
    if (opened == 2) throw client::NetworkError("the server is restarting");  // one failed attempt
    auto channel = std::make_unique<ScriptedChannel>();
    channel->mutex = &mutex;
    channel->sent = &sent;
    channel->to_receive = {"state " + std::to_string(opened)};
    channel->breaks = opened == 1;
    return channel;
  }, 0ms);
  EXPECT_EQ(next_of(link), "state 1");
  EXPECT_EQ(next_of(link), "state 3");  // the server resends the state on the new connection
  EXPECT_EQ(link.connections(), 2);
  EXPECT_TRUE(link.connected());
  link.send("sync");
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (std::chrono::steady_clock::now() < deadline) {
    {
      const std::lock_guard lock(mutex);
      if (!sent.empty()) break;
    }
    std::this_thread::yield();
  }
  const std::lock_guard lock(mutex);
  EXPECT_EQ(sent, std::vector<std::string>{"sync"});
}

}  // namespace
}  // namespace stratego::play
