// Token buckets for the server's limits: a bucket holds at most `burst` tokens, earns
// `per_second` back, and an action is allowed when it can take one. Time is passed in, so
// that tests decide it.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace stratego::server {

using SteadyTime = std::chrono::steady_clock::time_point;

class TokenBucket {
 public:
  TokenBucket(double per_second, double burst, SteadyTime now);
  bool take(SteadyTime now);

 private:
  void refill(SteadyTime now);
  double per_second_;
  double burst_;
  double tokens_;
  SteadyTime last_;
};

// One bucket per key (a client's address). A limit of 0 allows everything. Buckets that
// have refilled completely are forgotten, so the table stays as small as the set of
// recently active keys.
class KeyedRateLimiter {
 public:
  KeyedRateLimiter(double per_second, double burst);
  bool allow(const std::string& key, SteadyTime now);

 private:
  void forget_idle(SteadyTime now);
  double per_second_;
  double burst_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::pair<TokenBucket, SteadyTime>> buckets_;  // bucket, last use
  SteadyTime last_sweep_{};
};

}  // namespace stratego::server
