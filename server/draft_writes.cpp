#include "server/draft_writes.hpp"

namespace stratego::server {

DraftWrites::Decision DraftWrites::offer(std::string draft, Millis now) {
  if (!stored_at_ || now >= *stored_at_ + kDraftStoreEveryMs) {
    stored_at_ = now;
    waiting_.reset();
    return {std::move(draft), std::nullopt};
  }
  const bool began_waiting = !waiting_;
  waiting_ = std::move(draft);
  if (!began_waiting) return {};
  return {std::nullopt, *stored_at_ + kDraftStoreEveryMs};
}

std::optional<std::string> DraftWrites::take_due(Millis now) {
  if (!waiting_ || now < *stored_at_ + kDraftStoreEveryMs) return std::nullopt;
  stored_at_ = now;
  return take_waiting();
}

std::optional<std::string> DraftWrites::take_waiting() {
  std::optional<std::string> waiting = std::move(waiting_);
  waiting_.reset();
  return waiting;
}

}  // namespace stratego::server
