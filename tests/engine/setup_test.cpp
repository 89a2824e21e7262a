// Set-up rules: the army, the home rows, the empty middle rows, lakes.
#include <gtest/gtest.h>

#include "engine/setup.hpp"

namespace stratego {
namespace {

// Fills the home rows of `side` with the army in rank order.
Setup full_setup(const Variant& v, Color side) {
  stratego::Setup s;
  int i = 0;
  for (Rank r : kAllRanks)
    for (int n = 0; n < v.army[value(r)]; ++n, ++i) {
      const int row = i / v.width;
      Square sq{static_cast<std::int8_t>(i % v.width), static_cast<std::int8_t>(side == Color::Red ? row : v.height - 1 - row)};
      s.pieces.push_back({sq, r});
    }
  return s;
}

TEST(Setup, ClassicArmyIsFortyPiecesAsTheSeedsList) {
  const Variant& v = variant("classic");
  EXPECT_EQ(v.army_size(), 40);
  EXPECT_EQ(v.army[value(Rank::Bomb)], 6);
  EXPECT_EQ(v.army[value(Rank::Scout)], 8);
  EXPECT_EQ(v.army[value(Rank::Miner)], 5);
  EXPECT_EQ(v.army[value(Rank::Marshal)], 1);
  EXPECT_EQ(validate_setup(v, Color::Red, full_setup(v, Color::Red)), "");
  EXPECT_EQ(validate_setup(v, Color::Blue, full_setup(v, Color::Blue)), "");
}

TEST(Setup, PiecesOutsideTheHomeRowsAreRejected) {
  const Variant& v = variant("classic");
  stratego::Setup s = full_setup(v, Color::Red);
  s.pieces[0].square = Square{0, 4};  // a5: a middle row
  EXPECT_NE(validate_setup(v, Color::Red, s).find("outside the set-up zone"), std::string::npos);
  EXPECT_NE(validate_setup(v, Color::Blue, full_setup(v, Color::Red)), "");
}

TEST(Setup, WrongCountsAndDoubleSquaresAreRejected) {
  const Variant& v = variant("classic");
  stratego::Setup s = full_setup(v, Color::Red);
  s.pieces.back().rank = Rank::Marshal;
  EXPECT_NE(validate_setup(v, Color::Red, s).find("too many of rank marshal"), std::string::npos);
  stratego::Setup twice = full_setup(v, Color::Red);
  twice.pieces[1].square = twice.pieces[0].square;
  EXPECT_NE(validate_setup(v, Color::Red, twice).find("used twice"), std::string::npos);
  stratego::Setup missing = full_setup(v, Color::Red);
  missing.pieces.pop_back();
  EXPECT_NE(validate_setup(v, Color::Red, missing).find("too few"), std::string::npos);
}

TEST(Setup, DuellIsTenPiecesAnywhereInTheFourHomeRows) {
  const Variant& v = variant("duell");
  EXPECT_EQ(v.army_size(), 10);
  stratego::Setup corner;
  const Rank ranks[] = {Rank::Flag, Rank::Bomb, Rank::Bomb, Rank::Marshal, Rank::General,
                        Rank::Miner, Rank::Miner, Rank::Scout, Rank::Scout, Rank::Spy};
  int i = 0;
  for (Rank r : ranks) {  // all in one corner, like seed 003's example
    corner.pieces.push_back({Square{static_cast<std::int8_t>(i % 4), static_cast<std::int8_t>(i / 4)}, r});
    ++i;
  }
  EXPECT_EQ(validate_setup(v, Color::Red, corner), "");
}

TEST(Setup, SmallVariantHasTwentyFourPiecesOnThreeRowsAndNoMarshal) {
  const Variant& v = variant("small");
  EXPECT_EQ(v.army_size(), 24);
  EXPECT_EQ(v.setup_rows, 3);
  EXPECT_EQ(v.army[value(Rank::Marshal)], 0);
  EXPECT_EQ(v.army[value(Rank::Lieutenant)], 0);
  EXPECT_EQ(v.army[value(Rank::Bomb)], 4);
  EXPECT_EQ(v.strongest_rank(), Rank::General);
  EXPECT_EQ(validate_setup(v, Color::Red, full_setup(v, Color::Red)), "");
  EXPECT_EQ(validate_setup(v, Color::Blue, full_setup(v, Color::Blue)), "");
}

TEST(Setup, FreePlacementTakesAnyPartOfTheArmyAnywhere) {
  const Variant& v = variant("classic-free");
  stratego::Setup s;
  s.pieces.push_back({Square{4, 4}, Rank::Flag});  // a middle row
  s.pieces.push_back({Square{4, 8}, Rank::Marshal});
  EXPECT_EQ(validate_setup(v, Color::Red, s), "");
  s.pieces.push_back({Square{2, 4}, Rank::Bomb});  // c5 is a lake
  EXPECT_NE(validate_setup(v, Color::Red, s).find("lake"), std::string::npos);
}

}  // namespace
}  // namespace stratego
