// The alarms waiting to run (server/alarm_queue.hpp): earliest first, one a key.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "server/alarm_queue.hpp"

namespace stratego::server {
namespace {

TEST(AlarmQueue, RunsTheEarliestFirstAndOnlyWhenDue) {
  AlarmQueue queue;
  std::vector<std::string> ran;
  queue.set("b", 20, [&] { ran.push_back("b"); });
  queue.set("a", 10, [&] { ran.push_back("a"); });
  EXPECT_EQ(queue.next_due(), 10);
  EXPECT_FALSE(queue.take_due(9));
  while (auto task = queue.take_due(20)) task();
  EXPECT_EQ(ran, (std::vector<std::string>{"a", "b"}));
  EXPECT_FALSE(queue.next_due());
}

TEST(AlarmQueue, SettingAKeyAgainReplacesItsAlarm) {
  AlarmQueue queue;
  std::vector<std::string> ran;
  queue.set("game/clock", 10, [&] { ran.push_back("first"); });
  queue.set("other/clock", 15, [&] { ran.push_back("other"); });
  queue.set("game/clock", 30, [&] { ran.push_back("second"); });
  EXPECT_EQ(queue.size(), 2u);
  while (auto task = queue.take_due(100)) task();
  EXPECT_EQ(ran, (std::vector<std::string>{"other", "second"}));
  queue.set("game/clock", 40, [&] { ran.push_back("after"); });  // a key that ran is free again
  EXPECT_EQ(queue.size(), 1u);
}

}  // namespace
}  // namespace stratego::server
