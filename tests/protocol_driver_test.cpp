// The GameDriver a step at a time, as the terminal game and the server use it: setups, one
// move a step, moves pushed in, an observer told of every change before it is made (and a
// failing one changing nothing), a resignation, a seat that breaks the rules, the clocks
// (a flag, the set-up time); and referee_game() runs the same steps to the same game.
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "protocol/game_driver.hpp"
#include "protocol/player_seat.hpp"
#include "protocol/refereed_game.hpp"

namespace stratego {
namespace {

struct CountingObserver : GameObserver {
  int changes = 0;
  std::size_t last_plies = 0;
  void changed(const Game& game) override {
    ++changes;
    last_plies = game.moves().size();
  }
};

PlayerSeat random_seat(std::uint64_t seed) { return PlayerSeat(make_player("random", seed), ThinkLimits{5, seed}); }

TEST(GameDriver, StepsOneMoveAtATimeAndTellsItsObserver) {
  PlayerSeat red = random_seat(1), blue = random_seat(2);
  CountingObserver observer;
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), RefereeOptions{}, &observer);
  ASSERT_TRUE(driver.set_up());
  EXPECT_EQ(observer.changes, 1);
  for (int ply = 1; ply <= 3; ++ply) {
    ASSERT_TRUE(driver.step());
    EXPECT_EQ(driver.game().moves().size(), static_cast<std::size_t>(ply));
    EXPECT_EQ(observer.last_plies, static_cast<std::size_t>(ply));
  }
  EXPECT_EQ(observer.changes, 4);
  driver.resign(driver.game().side_to_move());
  EXPECT_TRUE(driver.over());
  EXPECT_EQ(driver.game().result().ending, Ending::Resignation);
  EXPECT_EQ(observer.changes, 5);
  EXPECT_FALSE(driver.step());
  EXPECT_EQ(observer.changes, 5);
}

TEST(GameDriver, PlaysAPushedMoveOnlyOnItsSidesTurnAndOnlyALegalOne) {
  PlayerSeat red = random_seat(1), blue = random_seat(2);
  CountingObserver observer;
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), RefereeOptions{}, &observer);
  ASSERT_TRUE(driver.set_up());
  MoveList legal;
  driver.game().legal_moves(legal);
  EXPECT_EQ(driver.play(Color::Blue, legal[0]), MoveError::NotYourPiece);
  EXPECT_NE(driver.play(Color::Red, Move{to_sq(Square{0, 0}), to_sq(Square{5, 5})}), MoveError::None);  // a1-f6
  EXPECT_TRUE(driver.game().moves().empty());
  EXPECT_EQ(observer.changes, 1);
  EXPECT_EQ(driver.play(Color::Red, legal[0]), MoveError::None);
  EXPECT_EQ(driver.game().moves().size(), 1u);
  EXPECT_EQ(observer.changes, 2);
  ASSERT_TRUE(driver.step());  // Blue's seat is asked
  EXPECT_EQ(driver.game().moves().back().mover, Color::Blue);
}

// Answers with a move of the wrong side's piece.
struct CheatingSeat : PlayerSeat {
  using PlayerSeat::PlayerSeat;
  SeatAnswer move(const Observation&) override { return {Move{to_sq(Square{0, 9}), to_sq(Square{0, 8})}, "a10-a9", {}}; }
};

TEST(GameDriver, ASeatThatBreaksTheRulesForfeits) {
  CheatingSeat red(make_player("random", 1), ThinkLimits{5, 1});
  PlayerSeat blue = random_seat(2);
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")));
  ASSERT_TRUE(driver.set_up());
  EXPECT_FALSE(driver.step());
  EXPECT_EQ(driver.offender(), Color::Red);
  EXPECT_EQ(driver.game().result().ending, Ending::Forfeit);
  EXPECT_EQ(driver.game().result().winner, Color::Blue);
  EXPECT_NE(driver.incident().find("illegal move a10-a9"), std::string::npos) << driver.incident();
}

TEST(GameDriver, RefereeGameIsTheDriverRunToTheEnd) {
  PlayerSeat red = random_seat(3), blue = random_seat(4);
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), RefereeOptions{300});
  if (driver.set_up())
    while (driver.step()) {
    }
  PlayerSeat red_again = random_seat(3), blue_again = random_seat(4);
  const RefereedGame refereed = referee_game(red_again, blue_again, variant("barrage"), rule_set("gravon"), RefereeOptions{300});
  EXPECT_EQ(refereed.game.moves(), driver.game().moves());
  EXPECT_EQ(refereed.game.result().ending, driver.game().result().ending);
}

// Writes every event down as a store would keep it; can be made to fail on one kind.
struct RecordingObserver : GameObserver {
  std::vector<std::string> events;
  std::string fail_on;  // "setup", "move" or "end"
  void setup_placed(Color side, const Setup&, std::optional<Millis> play_starts) override {
    if (fail_on == "setup") throw std::runtime_error("store down");
    events.push_back(std::string("setup ") + std::string(color_name(side)) + (play_starts ? " starts " + std::to_string(*play_starts) : ""));
  }
  void move_played(int ply, const Move& move, Millis at) override {
    if (fail_on == "move") throw std::runtime_error("store down");
    events.push_back("move " + std::to_string(ply) + " " + move_text(move) + " at " + std::to_string(at));
  }
  void game_ended(const GameResult& result, Millis at) override {
    if (fail_on == "end") throw std::runtime_error("store down");
    events.push_back("end " + std::to_string(static_cast<int>(result.ending)) + " at " + std::to_string(at));
  }
};

Setup setup_of(const char* level, Color side, std::uint64_t seed) {
  return make_player(level, seed)->choose_setup(variant("barrage"), rule_set("gravon"), side);
}

Move first_legal(const GameDriver& driver) {
  MoveList legal;
  driver.game().legal_moves(legal);
  return legal[0];
}

Clocks fischer(const char* text) { return Clocks(*parse_time_control(text)); }

TEST(GameDriver, TellsItsObserverOfSetupsMovesAndTheEndingBeforeTheyAreMade) {
  PlayerSeat red = random_seat(1), blue = random_seat(2);
  RecordingObserver observer;
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), fischer("fischer:60+0"), &observer);
  EXPECT_EQ(driver.place_setup(Color::Blue, setup_of("random", Color::Blue, 5), 100), "");
  EXPECT_EQ(driver.place_setup(Color::Blue, setup_of("random", Color::Blue, 6), 150), "this side has already set up");
  EXPECT_EQ(driver.place_setup(Color::Red, setup_of("random", Color::Red, 7), 200), "");
  const Move move = first_legal(driver);
  EXPECT_EQ(driver.play(Color::Red, move, 1'200), MoveError::None);
  EXPECT_TRUE(driver.resign(Color::Blue, 3'000));
  EXPECT_FALSE(driver.resign(Color::Red, 3'100));
  const std::vector<std::string> expected{"setup blue", "setup red starts 200", "move 1 " + move_text(move) + " at 1200",
                                          "end " + std::to_string(static_cast<int>(Ending::Resignation)) + " at 3000"};
  EXPECT_EQ(observer.events, expected);
  EXPECT_EQ(driver.clocks().left(Color::Red, 9'000), 59'000);  // 1 s charged for the move
  EXPECT_EQ(driver.clocks().left(Color::Blue, 9'000), 58'200);  // its turn ran 1.8 s, then the clocks stopped
}

TEST(GameDriver, AnObserverThatFailsLeavesTheGameAsItWas) {
  PlayerSeat red = random_seat(1), blue = random_seat(2);
  RecordingObserver observer;
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), fischer("fischer:60+0"), &observer);
  observer.fail_on = "setup";
  EXPECT_THROW(driver.place_setup(Color::Red, setup_of("random", Color::Red, 7), 0), std::runtime_error);
  EXPECT_FALSE(driver.game().setup(Color::Red));
  observer.fail_on.clear();
  ASSERT_EQ(driver.place_setup(Color::Red, setup_of("random", Color::Red, 7), 0), "");
  ASSERT_EQ(driver.place_setup(Color::Blue, setup_of("random", Color::Blue, 8), 0), "");
  observer.fail_on = "move";
  EXPECT_THROW(driver.play(Color::Red, first_legal(driver), 500), std::runtime_error);
  EXPECT_TRUE(driver.game().moves().empty());
  EXPECT_EQ(driver.clocks().running_side(), Color::Red);
  observer.fail_on = "end";
  EXPECT_THROW(driver.resign(Color::Red, 600), std::runtime_error);
  EXPECT_FALSE(driver.over());
  EXPECT_TRUE(driver.clocks().running());
}

TEST(GameDriver, AFlagFallsWhenSettledAndAMoveAfterItIsRefused) {
  PlayerSeat red = random_seat(1), blue = random_seat(2);
  RecordingObserver observer;
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), fischer("fischer:10+0"), &observer);
  ASSERT_EQ(driver.place_setup(Color::Red, setup_of("random", Color::Red, 7), 0), "");
  ASSERT_EQ(driver.place_setup(Color::Blue, setup_of("random", Color::Blue, 8), 0), "");
  ASSERT_EQ(driver.play(Color::Red, first_legal(driver), 4'000), MoveError::None);
  EXPECT_FALSE(driver.settle(13'999));
  const Move late = first_legal(driver);
  EXPECT_EQ(driver.play(Color::Blue, late, 14'500), MoveError::GameOver);  // Blue's 10 s ran out at 14 s
  EXPECT_EQ(driver.game().result().ending, Ending::Timeout);
  EXPECT_EQ(driver.game().result().winner, Color::Red);
  EXPECT_EQ(driver.game().moves().size(), 1u);
  EXPECT_EQ(observer.events.back(), "end " + std::to_string(static_cast<int>(Ending::Timeout)) + " at 14000");
  EXPECT_EQ(driver.clocks().left(Color::Blue, 20'000), 0);
  EXPECT_FALSE(driver.settle(30'000));
}

TEST(GameDriver, WhenTheSetUpTimeRunsOutEachSeatWithoutASetupIsAsked) {
  PlayerSeat red = random_seat(1), blue = random_seat(2);
  RecordingObserver observer;
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), fischer("fischer:60+0"), &observer);
  driver.start_setup_clock(1'000);
  ASSERT_EQ(driver.place_setup(Color::Red, setup_of("random", Color::Red, 7), 2'000), "");
  const Millis deadline = 1'000 + driver.clocks().control().setup_time;
  EXPECT_FALSE(driver.settle(deadline - 1));
  EXPECT_FALSE(driver.game().started());
  EXPECT_TRUE(driver.settle(deadline + 5'000));  // an alarm that came late
  ASSERT_TRUE(driver.game().started());
  EXPECT_EQ(observer.events.back(), "setup blue starts " + std::to_string(deadline));
  EXPECT_EQ(driver.clocks().left(Color::Red, deadline + 5'000), 55'000);  // play began at the deadline
}

}  // namespace
}  // namespace stratego
