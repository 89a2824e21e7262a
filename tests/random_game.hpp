// A game of the variant after some random plies, both sides with generated setups: the
// crafted-free material of the AI tests.
#pragma once

#include <gtest/gtest.h>

#include <random>

#include "ai/setup_generator.hpp"
#include "engine/game.hpp"

namespace stratego::testing {

inline Game game_after(const Variant& v, std::uint64_t seed, int plies) {
  std::mt19937_64 rng(seed);
  Game game(v, rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, generate_setup(v, Color::Red, rng)), "");
  EXPECT_EQ(game.set_setup(Color::Blue, generate_setup(v, Color::Blue, rng)), "");
  EXPECT_EQ(game.start(), "");
  for (int i = 0; i < plies && !game.result().over(); ++i) {
    MoveList moves;
    game.legal_moves(moves);
    EXPECT_EQ(game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]), MoveError::None);
  }
  return game;
}

}  // namespace stratego::testing
