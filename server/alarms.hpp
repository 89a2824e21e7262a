// The server's sense of time: the wall clock that stamps moves (stored, so it must mean the
// same after a restart) and alarms that wake the game service when a clock runs out. The
// service is handed an Alarms; tests give it one whose time they move themselves.
#pragma once

#include <condition_variable>
#include <functional>
#include <string>
#include <mutex>
#include <thread>

#include "engine/time_control.hpp"
#include "server/alarm_queue.hpp"

namespace stratego::server {

class Alarms {
 public:
  virtual ~Alarms() = default;
  // Milliseconds since 1970.
  virtual Millis now() const = 0;
  // Runs task once, at when or soon after, on a thread of the alarms' own, in place of the
  // task set under the same key that has not run yet. A task is not cancelled otherwise:
  // it checks whether it is still wanted.
  virtual void at(const std::string& key, Millis when, std::function<void()> task) = 0;
};

// The system clock and one thread that sleeps until the next alarm.
class SystemAlarms final : public Alarms {
 public:
  SystemAlarms();
  ~SystemAlarms() override;  // drops the alarms not yet due and joins the thread
  SystemAlarms(const SystemAlarms&) = delete;
  SystemAlarms& operator=(const SystemAlarms&) = delete;

  Millis now() const override;
  void at(const std::string& key, Millis when, std::function<void()> task) override;

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable wake_;
  AlarmQueue tasks_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace stratego::server
