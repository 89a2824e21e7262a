// How often a seat's set-up draft reaches the store: at most once per kDraftStoreEveryMs,
// the latest winning. A client may send a draft with every swap (up to the message rate);
// only the arrangement on the board when the set-up time runs out matters, and that is
// kept in memory. A draft held back is stored when its interval has passed (the service
// sets an alarm for it), or when its game leaves memory; a server that dies before then
// restarts with the draft stored before it (or, with none, gives the seat a prepared setup
// when the time runs out).
#pragma once

#include <optional>
#include <string>

#include "engine/time_control.hpp"

namespace stratego::server {

inline constexpr Millis kDraftStoreEveryMs = 1000;

class DraftWrites {
 public:
  struct Decision {
    std::optional<std::string> store_now;  // the draft to store at once
    std::optional<Millis> wake_at;         // a draft began to wait: when it is due
  };
  // A new draft at `now`.
  Decision offer(std::string draft, Millis now);
  // The waiting draft once it is due (it waits no longer); none before, or when none waits.
  std::optional<std::string> take_due(Millis now);
  // The waiting draft, due or not: the session leaves memory.
  std::optional<std::string> take_waiting();
  // The set-up was made: nothing waits any more.
  void forget() { waiting_.reset(); }

 private:
  std::optional<Millis> stored_at_;
  std::optional<std::string> waiting_;
};

}  // namespace stratego::server
