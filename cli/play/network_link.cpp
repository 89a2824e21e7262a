#include "cli/play/network_link.hpp"

#include <algorithm>

namespace stratego::play {
namespace {

// How long one receive waits before the thread looks at what there is to send.
constexpr std::chrono::milliseconds kPoll{50};

}  // namespace

NetworkLink::NetworkLink(Opener open, std::chrono::milliseconds retry_pause)
    : open_(std::move(open)), retry_pause_(retry_pause), thread_([this] { run(); }) {}

NetworkLink::~NetworkLink() {
  stop_ = true;
  thread_.join();
}

void NetworkLink::send(std::string message) {
  const std::lock_guard lock(mutex_);
  if (connected_) outgoing_.push_back(std::move(message));
}

std::optional<std::string> NetworkLink::next() {
  const std::lock_guard lock(mutex_);
  if (incoming_.empty()) return std::nullopt;
  std::string message = std::move(incoming_.front());
  incoming_.pop_front();
  return message;
}

std::string NetworkLink::problem() const {
  const std::lock_guard lock(mutex_);
  return problem_;
}

void NetworkLink::note_problem(const std::string& why) {
  const std::lock_guard lock(mutex_);
  problem_ = why;
  outgoing_.clear();
}

void NetworkLink::run() {
  while (!stop_) {
    try {
      std::unique_ptr<client::MessageChannel> channel = open_();
      note_problem({});
      connected_ = true;
      ++connections_;
      serve(*channel);
    } catch (const std::exception& e) {  // a broken connection, or a server that refused it
      connected_ = false;
      note_problem(e.what());
      for (auto waited = std::chrono::milliseconds(0); waited < retry_pause_ && !stop_; waited += kPoll)
        std::this_thread::sleep_for(std::min(kPoll, retry_pause_ - waited));
    }
  }
}

// Until the connection drops (ConnectionClosed, a NetworkError) or the link stops.
void NetworkLink::serve(client::MessageChannel& channel) {
  while (!stop_) {
    std::deque<std::string> to_send;
    {
      const std::lock_guard lock(mutex_);
      to_send.swap(outgoing_);
    }
    for (const std::string& message : to_send) channel.send(message);
    if (std::optional<std::string> text = channel.receive(kPoll)) {
      const std::lock_guard lock(mutex_);
      incoming_.push_back(std::move(*text));
    }
  }
}

}  // namespace stratego::play
