// The strong level: clean games in every variant and rule set (with a fixed, small number
// of determinizations so that the run is short and reproducible, and once on the clock),
// and a real margin over the beginner.
#include <gtest/gtest.h>

#include "protocol/self_play.hpp"
#include "ai/strong_player.hpp"

namespace stratego {
namespace {

constexpr StrongOptions kQuick{.threads = 2, .depth = 2, .determinizations = 3};

TEST(AiStrong, PlaysCleanGamesEverywhere) {
  int g = 0;
  for (const Variant& v : all_variants())
    for (const RuleSet& rules : all_rule_sets()) {
      StrongPlayer strong(static_cast<std::uint64_t>(g), kQuick);
      auto random = make_player("random", 50 + g);
      SelfPlayOptions options;
      options.limits.seed = static_cast<std::uint64_t>(g);
      options.max_plies = 300;
      const bool red = g++ % 2 == 0;
      const Game game = red ? play_game(strong, *random, v, rules, options) : play_game(*random, strong, v, rules, options);
      EXPECT_NE(game.result().ending, Ending::Forfeit) << v.name << " under " << rules.name;
      EXPECT_TRUE(game.result().over());
    }
}

TEST(AiStrong, PlaysOnTheClock) {
  auto strong = make_player("strong", 1);
  auto beginner = make_player("beginner", 2);
  SelfPlayOptions options;
  options.limits.movetime_ms = 5;
  options.max_plies = 120;
  const Game game = play_game(*strong, *beginner, variant("classic"), rule_set("isf"), options);
  EXPECT_NE(game.result().ending, Ending::Forfeit);
}

TEST(AiStrong, BeatsTheBeginnerInBarrage) {
  int wins = 0;
  const int games = 10;
  for (int g = 0; g < games; ++g) {
    StrongPlayer strong(static_cast<std::uint64_t>(g), StrongOptions{.threads = 2, .depth = 2, .determinizations = 12});
    auto beginner = make_player("beginner", 100 + g);
    SelfPlayOptions options;
    options.limits.seed = static_cast<std::uint64_t>(g);
    options.max_plies = 600;
    const bool red = g % 2 == 0;
    const Game game = red ? play_game(strong, *beginner, variant("barrage"), rule_set("gravon"), options)
                          : play_game(*beginner, strong, variant("barrage"), rule_set("gravon"), options);
    wins += game.result().winner == (red ? Color::Red : Color::Blue);
  }
  EXPECT_GE(wins, 7);
}

}  // namespace
}  // namespace stratego
