// The referee's GameDriver a step at a time, as the terminal game uses it: setups, one move
// a step, moves pushed in, an observer told of every change, a resignation, a seat that
// breaks the rules; and referee_game() runs the same steps to the same game.
#include <gtest/gtest.h>

#include "ai/player.hpp"
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
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), {}, &observer);
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
  GameDriver driver(red, blue, Game(variant("barrage"), rule_set("gravon")), {}, &observer);
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

}  // namespace
}  // namespace stratego
