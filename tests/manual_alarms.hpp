// Alarms whose time a test moves itself (server/alarms.hpp): every alarm due runs, in order,
// at its time, on the test's own thread.
#pragma once

#include <algorithm>
#include <functional>
#include <map>

#include "server/alarms.hpp"

namespace stratego::server {

inline constexpr Millis kStart = 1'800'000'000'000;  // some day in 2027

class ManualAlarms final : public Alarms {
 public:
  Millis now() const override { return now_; }
  void at(Millis when, std::function<void()> task) override { tasks_.emplace(when, std::move(task)); }
  // Runs every alarm due until then, in order, at its time.
  void advance_to(Millis then) {
    while (!tasks_.empty() && tasks_.begin()->first <= then) {
      auto next = tasks_.extract(tasks_.begin());
      now_ = std::max(now_, next.key());
      next.mapped()();
    }
    now_ = then;
  }
  // Moves the time without waking anyone: an alarm that is late.
  void jump_to(Millis then) { now_ = then; }
  std::size_t pending() const { return tasks_.size(); }

 private:
  Millis now_ = kStart;
  std::multimap<Millis, std::function<void()>> tasks_;
};

}  // namespace stratego::server
