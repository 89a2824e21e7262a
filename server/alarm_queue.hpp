// The alarms waiting to run, earliest first, at most one a key: setting a key's alarm again
// replaces the one set before, so a game that moves a hundred times keeps one alarm, not a
// hundred stale ones (each of which would load the game again when it rang). Not locked:
// its owner locks it.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>

#include "engine/time_control.hpp"

namespace stratego::server {

class AlarmQueue {
 public:
  // Task runs at when, in place of the key's alarm not yet run.
  void set(const std::string& key, Millis when, std::function<void()> task);
  // When the earliest alarm is due; none when no alarm waits.
  std::optional<Millis> next_due() const;
  // Takes the earliest alarm due at or before then; an empty function when none is.
  std::function<void()> take_due(Millis then);
  std::size_t size() const { return by_time_.size(); }

 private:
  struct Entry {
    std::string key;
    std::function<void()> task;
  };
  std::multimap<Millis, Entry> by_time_;
  std::unordered_map<std::string, std::multimap<Millis, Entry>::iterator> by_key_;
};

}  // namespace stratego::server
