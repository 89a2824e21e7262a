// Threads for the computer's thinking, away from the network threads. Jobs run in the
// order they were posted; the destructor finishes the jobs already queued.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace stratego::server {

// Where GameService sends work: a WorkerPool in the server, a queue the test drains itself.
using Executor = std::function<void(std::function<void()>)>;

class WorkerPool {
 public:
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  void post(std::function<void()> job);
  // Runs the jobs already queued, then joins the threads. Called by the destructor too.
  void stop();
  Executor executor() {
    return [this](std::function<void()> job) { post(std::move(job)); };
  }

 private:
  void work();

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace stratego::server
