// Alarms whose time a test moves itself (server/alarms.hpp): every alarm due runs, in order,
// at its time, on the test's own thread.
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>

#include "server/alarm_queue.hpp"
#include "server/alarms.hpp"

namespace stratego::server {

inline constexpr Millis kStart = 1'800'000'000'000;  // some day in 2027

class ManualAlarms final : public Alarms {
 public:
  Millis now() const override { return now_; }
  void at(const std::string& key, Millis when, std::function<void()> task) override { tasks_.set(key, when, std::move(task)); }
  // Runs every alarm due until then, in order, at its time.
  void advance_to(Millis then) {
    while (std::optional<Millis> due = tasks_.next_due()) {
      if (*due > then) break;
      now_ = std::max(now_, *due);
      tasks_.take_due(*due)();
    }
    now_ = then;
  }
  // Moves the time without waking anyone: an alarm that is late.
  void jump_to(Millis then) { now_ = then; }
  std::size_t pending() const { return tasks_.size(); }

 private:
  Millis now_ = kStart;
  AlarmQueue tasks_;
};

}  // namespace stratego::server
