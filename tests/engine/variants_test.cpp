// Variants are data: every variant the seeds and Gravon name, and a new one is a new row.
#include <gtest/gtest.h>

#include "random_games.hpp"
#include "test_boards.hpp"

namespace stratego {
namespace {

TEST(Variants, AllNamedVariantsExistAndFindGravonNames) {
  for (const char* name : {"classic", "barrage", "duell", "ultimate-lightning", "classic-free", "small"})
    EXPECT_NE(find_variant(name), nullptr) << name;
  EXPECT_EQ(find_variant("ultimate lightning"), find_variant("ultimate-lightning"));
  EXPECT_EQ(find_variant("classicfree"), find_variant("classic-free"));
  EXPECT_EQ(find_variant("8x8"), find_variant("small"));
  EXPECT_EQ(find_variant("chess"), nullptr);
  EXPECT_THROW(variant("chess"), std::invalid_argument);
}

TEST(Variants, ArmiesMatchTheirSources) {
  EXPECT_EQ(variant("barrage").army_size(), 8);
  EXPECT_EQ(variant("duell").army_size(), 10);
  EXPECT_EQ(variant("ultimate-lightning").army_size(), 20);
  const Variant& duell = variant("duell");  // seed 003: flag, 2 bombs, marshal, general, 2 miners, 2 scouts, spy
  EXPECT_EQ(duell.army[value(Rank::Bomb)], 2);
  EXPECT_EQ(duell.army[value(Rank::Miner)], 2);
  EXPECT_EQ(duell.army[value(Rank::Scout)], 2);
}

TEST(Variants, ClassicLakesAreTheTwoMiddleBlocks) {
  const Variant& v = variant("classic");
  for (const char* lake : {"c5", "d5", "c6", "d6", "g5", "h5", "g6", "h6"}) EXPECT_TRUE(v.is_lake(*parse_square(lake))) << lake;
  for (const char* open : {"a5", "e5", "f6", "j6"}) EXPECT_FALSE(v.is_lake(*parse_square(open))) << open;
}

TEST(Variants, ANewVariantIsJustData) {
  Variant tiny;
  tiny.name = "tiny";
  tiny.width = 6;
  tiny.height = 6;
  tiny.setup_rows = 2;
  tiny.lakes = {Square{2, 2}, Square{3, 3}};
  tiny.army = {1, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 2};  // flag spy 2 scouts 2 miners general marshal 2 bombs
  std::mt19937_64 rng(7);
  Game game = testing::started_game(tiny, rule_set("gravon"), rng);
  ASSERT_TRUE(game.started());
  int plies = 0;
  while (testing::play_random_move(game, rng)) ++plies;
  EXPECT_TRUE(game.result().over());
  EXPECT_GT(plies, 0);
  // Nothing ever stood on a lake or off the 6x6 board.
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : game.position().squares_of(c)) EXPECT_TRUE(tiny.on_board(to_square(q)) && !tiny.is_lake(to_square(q)));
}

}  // namespace
}  // namespace stratego
