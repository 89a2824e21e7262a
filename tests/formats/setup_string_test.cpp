#include <gtest/gtest.h>

#include "formats/setup_string.hpp"

namespace stratego {
namespace {


TEST(SetupString, ReadsRowsFromTheOwnersBackRow) {
  const Variant& v = variant("classic");
  stratego::Setup red = setup_from_string(v, Color::Red, "FB2S22223X/B2233399BB/33445566BB/4455667788");
  ASSERT_EQ(red.pieces.size(), 40u);
  EXPECT_EQ(red.pieces[0].square, (Square{0, 0}));  // a1 for Red
  EXPECT_EQ(red.pieces[0].rank, Rank::Flag);
  stratego::Setup blue = setup_from_string(v, Color::Blue, "FB2S22223X/B2233399BB/33445566BB/4455667788");
  EXPECT_EQ(blue.pieces[0].square, (Square{9, 9}));  // j10: Blue's back row, its left
}

TEST(SetupString, RoundTripsAndValidates) {
  const Variant& v = variant("classic");
  const std::string text = "FB2S22223X/B2233399BB/33445566BB/4455667788";
  for (Color c : {Color::Red, Color::Blue}) {
    stratego::Setup s = setup_from_string(v, c, text);
    EXPECT_EQ(setup_to_string(v, c, s), text);
  }
}

TEST(SetupString, RejectsBadStrings) {
  const Variant& v = variant("classic");
  EXPECT_THROW(setup_from_string(v, Color::Red, "FB2"), std::invalid_argument);
  EXPECT_THROW(setup_from_string(v, Color::Red, "FB2S22223Q/B2233399BB/33445566BB/4455667788"), std::invalid_argument);
  EXPECT_THROW(setup_from_string(v, Color::Red, "FB2S22223X/B2233399BB/33445566BB/4455667788/1111111111"),
               std::invalid_argument);
}

TEST(SetupString, SparseArmiesUseDots) {
  const Variant& v = variant("barrage");
  stratego::Setup s = setup_from_string(v, Color::Red, "F.B......./.X9......./..S......./.2.3.2....");
  EXPECT_EQ(validate_setup(v, Color::Red, s), "");
  EXPECT_EQ(setup_to_string(v, Color::Red, s), "F.B......./.X9......./..S......./.2.3.2....");
}

}  // namespace
}  // namespace stratego
