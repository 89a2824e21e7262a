#include "server/alarms.hpp"

#include <chrono>

#include <spdlog/spdlog.h>

namespace stratego::server {

SystemAlarms::SystemAlarms() : thread_([this] { run(); }) {}

SystemAlarms::~SystemAlarms() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

Millis SystemAlarms::now() const {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

void SystemAlarms::at(const std::string& key, Millis when, std::function<void()> task) {
  {
    std::lock_guard lock(mutex_);
    tasks_.set(key, when, std::move(task));
  }
  wake_.notify_all();
}

void SystemAlarms::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    const std::optional<Millis> due = tasks_.next_due();
    if (!due) {
      wake_.wait(lock);
      continue;
    }
    const Millis wait = *due - now();
    if (wait > 0) {
      wake_.wait_for(lock, std::chrono::milliseconds(wait));
      continue;
    }
    std::function<void()> task = tasks_.take_due(*due);
    lock.unlock();
    try {
      task();
    } catch (const std::exception& e) {
      spdlog::error("alarm: {}", e.what());
    }
    lock.lock();
  }
}

}  // namespace stratego::server
