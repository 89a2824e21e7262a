// Every level plays whole games against the random level in every variant and rule set
// and never forfeits by an illegal move or an invalid setup.
#include <gtest/gtest.h>

#include "protocol/self_play.hpp"

namespace stratego {
namespace {

void expect_clean_games(std::string_view level, int movetime_ms, int max_plies, int games_per_pair) {
  for (const Variant& v : all_variants())
    for (const RuleSet& rules : all_rule_sets())
      for (int g = 0; g < games_per_pair; ++g) {
        auto player = make_player(level, 7 + g);
        auto random = make_player("random", 11 + g);
        SelfPlayOptions options;
        options.limits = {movetime_ms, static_cast<std::uint64_t>(100 + g)};
        options.max_plies = max_plies;
        const bool level_is_red = g % 2 == 0;
        const Game game = level_is_red ? play_game(*player, *random, v, rules, options)
                                       : play_game(*random, *player, v, rules, options);
        EXPECT_TRUE(game.result().over());
        EXPECT_NE(game.result().ending, Ending::Forfeit)
            << level << " in " << v.name << " under " << rules.name << ", game " << g << ", after "
            << game.moves().size() << " plies";
      }
}

TEST(AiGames, RandomPlaysCleanGamesEverywhere) { expect_clean_games("random", 1, 3000, 2); }
TEST(AiGames, BeginnerPlaysCleanGamesEverywhere) { expect_clean_games("beginner", 1, 3000, 2); }

TEST(AiGames, BeginnerBeatsRandom) {
  int wins = 0;
  const int games = 40;
  for (int g = 0; g < games; ++g) {
    auto beginner = make_player("beginner", 300 + g);
    auto random = make_player("random", 400 + g);
    SelfPlayOptions options;
    options.limits.seed = static_cast<std::uint64_t>(g);
    const bool red = g % 2 == 0;
    const Game game = red ? play_game(*beginner, *random, variant("classic"), rule_set("gravon"), options)
                          : play_game(*random, *beginner, variant("classic"), rule_set("gravon"), options);
    wins += game.result().winner == (red ? Color::Red : Color::Blue);
  }
  EXPECT_GE(wins, 37);  // about 98% in longer runs
}

}  // namespace
}  // namespace stratego
