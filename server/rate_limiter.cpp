#include "server/rate_limiter.hpp"

#include <algorithm>

namespace stratego::server {

TokenBucket::TokenBucket(double per_second, double burst, SteadyTime now)
    : per_second_(per_second), burst_(burst), tokens_(burst), last_(now) {}

void TokenBucket::refill(SteadyTime now) {
  if (now <= last_) return;
  const double seconds = std::chrono::duration<double>(now - last_).count();
  tokens_ = std::min(burst_, tokens_ + seconds * per_second_);
  last_ = now;
}

bool TokenBucket::take(SteadyTime now) {
  if (per_second_ <= 0) return true;
  refill(now);
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

KeyedRateLimiter::KeyedRateLimiter(double per_second, double burst) : per_second_(per_second), burst_(burst) {}

bool KeyedRateLimiter::allow(const std::string& key, SteadyTime now) {
  if (per_second_ <= 0) return true;
  std::lock_guard lock(mutex_);
  forget_idle(now);
  auto it = buckets_.try_emplace(key, TokenBucket(per_second_, burst_, now), now).first;
  it->second.second = now;
  return it->second.first.take(now);
}

// A bucket unused for as long as it takes to refill from empty is full again: dropping it
// changes no answer.
void KeyedRateLimiter::forget_idle(SteadyTime now) {
  const auto refill_time = std::chrono::duration_cast<SteadyTime::duration>(std::chrono::duration<double>(burst_ / per_second_));
  if (now - last_sweep_ < refill_time) return;
  last_sweep_ = now;
  std::erase_if(buckets_, [&](const auto& entry) { return now - entry.second.second >= refill_time; });
}

}  // namespace stratego::server
