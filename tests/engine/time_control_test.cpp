// Time controls read from their texts, and the clocks they keep, on a timeline the test sets.
#include <gtest/gtest.h>

#include "engine/time_control.hpp"

namespace stratego {
namespace {

Clocks playing(std::string_view control, Millis start = 0) {
  Clocks clocks(*parse_time_control(control));
  clocks.start_setup(start);
  clocks.start_play(start);
  return clocks;
}

TEST(TimeControl, ReadsEveryKindAndWritesItBack) {
  for (const char* text : {"none", "isf", "fischer:300+5", "fischer:60+0", "move:30", "days:1", "days:14"}) {
    const std::optional<TimeControl> control = parse_time_control(text);
    ASSERT_TRUE(control) << text;
    EXPECT_EQ(control->text(), text);
  }
  const TimeControl isf = *parse_time_control("isf");
  EXPECT_EQ(isf.base, 12 * kMinute);
  EXPECT_EQ(isf.free_time, 4 * kSecond);
  EXPECT_EQ(isf.game_limit, 50 * kMinute);
  EXPECT_EQ(parse_time_control("days:3")->setup_time, 3 * kDay);
}

TEST(TimeControl, RefusesAnythingElse) {
  for (const char* text : {"", "ISF", "fischer", "fischer:300", "fischer:+5", "fischer:0+5", "fischer:300+601", "fischer:300+5x",
                           "fischer:-1+5", "move:0", "move:3601", "days:0", "days:15", "days:1.5", "none ", "fischer:99999999999999999999+1"})
    EXPECT_FALSE(parse_time_control(text)) << text;
}

TEST(Clocks, FischerChargesTheMoverAndAddsTheIncrement) {
  Clocks clocks = playing("fischer:60+5");
  EXPECT_EQ(clocks.running_side(), Color::Red);
  EXPECT_EQ(clocks.left(Color::Red, 10 * kSecond), 50 * kSecond);
  EXPECT_EQ(clocks.left(Color::Blue, 10 * kSecond), 60 * kSecond);  // only the side to move runs
  clocks.end_move(10 * kSecond);
  EXPECT_EQ(clocks.left(Color::Red, 30 * kSecond), 55 * kSecond);
  EXPECT_EQ(clocks.running_side(), Color::Blue);
  EXPECT_EQ(clocks.left(Color::Blue, 30 * kSecond), 40 * kSecond);
  EXPECT_EQ(clocks.next_deadline(), 70 * kSecond);
}

TEST(Clocks, AFlagFallsAtItsDeadline) {
  Clocks clocks = playing("fischer:60+0");
  EXPECT_FALSE(clocks.expired(60 * kSecond - 1));
  const std::optional<Expiry> expiry = clocks.expired(60 * kSecond);
  ASSERT_TRUE(expiry);
  EXPECT_EQ(expiry->kind, Expiry::Kind::Flag);
  EXPECT_EQ(expiry->loser, Color::Red);
  EXPECT_EQ(expiry->at, 60 * kSecond);
  EXPECT_EQ(clocks.left(Color::Red, 90 * kSecond), 0);
}

TEST(Clocks, IsfChargesOnlyBeyondTheFreeSecondsOfAMove) {
  Clocks clocks = playing("isf");
  EXPECT_EQ(clocks.free_left(1 * kSecond), 3 * kSecond);
  clocks.end_move(3 * kSecond);  // within the free time: nothing charged
  EXPECT_EQ(clocks.left(Color::Red, 3 * kSecond), 12 * kMinute);
  clocks.end_move(3 * kSecond + 10 * kSecond);  // Blue: 10 s, 6 charged
  EXPECT_EQ(clocks.left(Color::Blue, 13 * kSecond), 12 * kMinute - 6 * kSecond);
  EXPECT_EQ(clocks.next_deadline(), 13 * kSecond + 12 * kMinute + 4 * kSecond);
}

TEST(Clocks, TheIsfGameClockRunsOutBeforeAnyFlag) {
  Clocks clocks = playing("isf");
  Millis now = 0;
  while (now < 49 * kMinute) clocks.end_move(now += 4 * kSecond);  // every move within its free time
  EXPECT_EQ(clocks.game_left(now), 1 * kMinute);
  const std::optional<Expiry> expiry = clocks.expired(50 * kMinute);
  ASSERT_TRUE(expiry);
  EXPECT_EQ(expiry->kind, Expiry::Kind::GameClock);
  EXPECT_FALSE(expiry->loser);
}

TEST(Clocks, PerMoveGivesEveryMoveTheSameTime) {
  Clocks clocks = playing("move:30");
  clocks.end_move(29 * kSecond);
  EXPECT_EQ(clocks.left(Color::Blue, 29 * kSecond), 30 * kSecond);
  clocks.end_move(30 * kSecond);
  EXPECT_EQ(clocks.left(Color::Red, 30 * kSecond), 30 * kSecond);  // not what was left of the last
  EXPECT_EQ(clocks.next_deadline(), 60 * kSecond);
}

TEST(Clocks, CorrespondenceCountsDays) {
  Clocks clocks = playing("days:2");
  EXPECT_EQ(clocks.next_deadline(), 2 * kDay);
  clocks.end_move(kDay + 5);
  EXPECT_EQ(clocks.next_deadline(), 3 * kDay + 5);
}

TEST(Clocks, TheSetUpClockRunsUntilPlayStarts) {
  Clocks clocks(*parse_time_control("fischer:300+5"));
  EXPECT_FALSE(clocks.next_deadline());  // the seats are not both taken yet
  clocks.start_setup(1000);
  EXPECT_EQ(clocks.setup_left(61 * kSecond), 4 * kMinute);
  const std::optional<Expiry> expiry = clocks.expired(1000 + 5 * kMinute);
  ASSERT_TRUE(expiry);
  EXPECT_EQ(expiry->kind, Expiry::Kind::SetUp);
  clocks.start_play(2 * kMinute);
  EXPECT_FALSE(clocks.setup_left(2 * kMinute));
  EXPECT_EQ(clocks.next_deadline(), 7 * kMinute);
}

TEST(Clocks, NoClockNeverRunsOut) {
  Clocks clocks = playing("none");
  EXPECT_FALSE(clocks.running());
  EXPECT_FALSE(clocks.next_deadline());
  EXPECT_FALSE(clocks.expired(1'000'000 * kDay));
}

TEST(Clocks, StoppedClocksRunNoMore) {
  Clocks clocks = playing("move:10");
  clocks.stop(0);
  EXPECT_FALSE(clocks.next_deadline());
  EXPECT_FALSE(clocks.expired(kDay));
}

TEST(Clocks, TheSideToMoveIsChargedWhenTheClocksStop) {
  Clocks clocks = playing("fischer:60+5");
  clocks.end_move(10 * kSecond);
  clocks.stop(30 * kSecond);  // Blue resigned 20 s into its turn
  EXPECT_EQ(clocks.left(Color::Red, kDay), 55 * kSecond);
  EXPECT_EQ(clocks.left(Color::Blue, kDay), 40 * kSecond);
  Clocks fallen = playing("move:10");
  fallen.stop(25 * kSecond);  // past the deadline: nothing left, never less
  EXPECT_EQ(fallen.left(Color::Red, kDay), 0);
}

}  // namespace
}  // namespace stratego
