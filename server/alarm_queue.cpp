#include "server/alarm_queue.hpp"

namespace stratego::server {

void AlarmQueue::set(const std::string& key, Millis when, std::function<void()> task) {
  if (auto old = by_key_.find(key); old != by_key_.end()) {
    by_time_.erase(old->second);
    by_key_.erase(old);
  }
  by_key_.emplace(key, by_time_.emplace(when, Entry{key, std::move(task)}));
}

std::optional<Millis> AlarmQueue::next_due() const {
  if (by_time_.empty()) return std::nullopt;
  return by_time_.begin()->first;
}

std::function<void()> AlarmQueue::take_due(Millis then) {
  if (by_time_.empty() || by_time_.begin()->first > then) return {};
  auto next = by_time_.extract(by_time_.begin());
  by_key_.erase(next.mapped().key);
  return std::move(next.mapped().task);
}

}  // namespace stratego::server
