// Generated setups: valid for every variant and side, varied, and shaped like the Gravon
// setups they are sampled from.
#include <gtest/gtest.h>

#include <set>

#include "ai/setup_generator.hpp"
#include "ai/setup_prior.hpp"
#include "engine/notation.hpp"

namespace stratego {
namespace {

std::string text_of(const Setup& setup) {
  std::string text;
  for (const Placement& p : setup.pieces) text += square_name(p.square) + "=" + std::string(rank_symbol(p.rank)) + " ";
  return text;
}

Square square_of(const Setup& setup, Rank r) {
  for (const Placement& p : setup.pieces)
    if (p.rank == r) return p.square;
  return {};
}

TEST(AiSetup, EveryGeneratedSetupIsValidInEveryVariant) {
  for (const Variant& v : all_variants())
    for (Color side : {Color::Red, Color::Blue})
      for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        std::mt19937_64 rng(seed);
        const stratego::Setup setup = generate_setup(v, side, rng);
        EXPECT_EQ(validate_setup(v, side, setup), "") << v.name << " seed " << seed << ": " << text_of(setup);
        EXPECT_EQ(static_cast<int>(setup.pieces.size()), v.army_size()) << v.name;
      }
}

TEST(AiSetup, SetupsVaryWithTheSeed) {
  for (const Variant& v : all_variants()) {
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      std::mt19937_64 rng(seed);
      seen.insert(text_of(generate_setup(v, Color::Red, rng)));
    }
    EXPECT_GE(seen.size(), 29u) << v.name;
  }
}

TEST(AiSetup, ClassicFlagsStandBackAndAreUsuallyBombed) {
  const Variant& v = variant("classic");
  int back_rows = 0, bombed = 0;
  const int n = 400;
  for (std::uint64_t seed = 1; seed <= n; ++seed) {
    std::mt19937_64 rng(seed);
    const stratego::Setup setup = generate_setup(v, Color::Blue, rng);
    const Square flag = square_of(setup, Rank::Flag);
    back_rows += flag.rank >= 8;
    for (const Placement& p : setup.pieces)
      if (p.rank == Rank::Bomb && std::abs(p.square.rank - flag.rank) + std::abs(p.square.file - flag.file) == 1) {
        ++bombed;
        break;
      }
  }
  EXPECT_GE(back_rows, n * 90 / 100);  // Gravon players: 89% back row, 98% two back rows
  EXPECT_GE(bombed, n * 65 / 100);     // Gravon players: 74% have a bomb beside the flag
}

TEST(AiSetup, SparseArmiesCloseTheFileInFrontOfTheFlag) {
  for (const char* name : {"barrage", "duell"}) {
    const Variant& v = variant(name);
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
      std::mt19937_64 rng(seed);
      const stratego::Setup setup = generate_setup(v, Color::Red, rng);
      const Square flag = square_of(setup, Rank::Flag);
      const Square front{flag.file, static_cast<std::int8_t>(flag.rank + 1)};
      bool closed = false;
      for (const Placement& p : setup.pieces) closed |= p.square == front;
      EXPECT_TRUE(closed || flag.rank == v.setup_rows - 1) << name << " seed " << seed << ": " << text_of(setup);
    }
  }
}

TEST(AiSetup, DerivedPriorFavoursWhereGravonPlayersPutPieces) {
  const Variant& v = variant("classic");
  const SetupPriorView prior(v);
  const Square back_corner{0, 0}, front_middle{4, 3};
  EXPECT_GT(prior.weight(Color::Red, back_corner, Rank::Flag), 20 * prior.weight(Color::Red, front_middle, Rank::Flag));
  EXPECT_GT(prior.weight(Color::Red, front_middle, Rank::Scout), prior.weight(Color::Red, back_corner, Rank::Marshal));
  // Blue's own view mirrors the board: its back corner is j10.
  EXPECT_DOUBLE_EQ(prior.weight(Color::Blue, Square{9, 9}, Rank::Flag), prior.weight(Color::Red, back_corner, Rank::Flag));
  EXPECT_EQ(classic_setup_prior().setups, 160951u);
}

}  // namespace
}  // namespace stratego
