// Ultimate lightning rescues by the computer: the strongest captured piece comes back next
// to the flag, on any move to the enemy back row, and whole games stay legal.
#include <gtest/gtest.h>

#include "ai/rescue.hpp"
#include "protocol/self_play.hpp"
#include "engine/game.hpp"
#include "engine/notation.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::pieces;

// Red's scout on b4 dies against the marshal on b7; red's scout on a4 may then run up the
// open a-file to blue's back row. Blue's general on h8 can stand on a10 instead.
Game game_before_rescue(bool a10_occupied) {
  Game game(variant("ultimate-lightning"), rule_set("gravon"));
  std::string blue = "b7=10 c7=2 d7=2 e7=2 f7=2 g7=3 h7=3 i7=4 j7=4 b8=5 c8=5 d8=6 e8=6 f8=7 g8=8 h8=9 i8=S j8=B j9=B j10=F";
  if (a10_occupied) blue.replace(blue.find("h8=9"), 4, "a10=9");
  EXPECT_EQ(game.set_setup(Color::Red, pieces("a4=2 b4=2 c4=2 d4=2 e4=3 f4=3 g4=4 h4=4 i4=5 j4=5 a3=6 b3=6 c3=7 d3=8 "
                                              "e3=9 f3=10 g3=S h3=B i3=B j3=F")),
            "");
  EXPECT_EQ(game.set_setup(Color::Blue, pieces(blue)), "");
  EXPECT_EQ(game.start(), "");
  EXPECT_EQ(game.play(*parse_move("b4-b7")), MoveError::None);
  EXPECT_EQ(game.play(*parse_move("j7-j6")), MoveError::None);
  return game;
}

TEST(AiRescue, BringsBackTheStrongestCapturedPieceBesideTheFlag) {
  const Game game = game_before_rescue(false);
  const Move run = *parse_move("a4-a10");
  const Move chosen = with_rescue(game.observation(Color::Red), run);
  ASSERT_TRUE(chosen.has_rescue());
  EXPECT_EQ(chosen.rescue_rank, Rank::Scout);
  EXPECT_EQ(square_name(chosen.rescue_to), "j2");  // the free square next to the flag on j3
  Game played = game;
  EXPECT_EQ(played.play(chosen), MoveError::None);
  EXPECT_EQ(played.position().rank_at(chosen.rescue_to), Rank::Scout);
}

TEST(AiRescue, RescuesOnAnAttackButNeverAwayFromTheBackRow) {
  const Game game = game_before_rescue(true);
  const Observation& red = game.observation(Color::Red);
  const Move attack = with_rescue(red, *parse_move("a4-a10"));  // loses to the general on a10
  ASSERT_TRUE(attack.has_rescue());
  Game played = game;
  EXPECT_EQ(played.play(attack), MoveError::None);  // accepted, but the scout died: no rescue
  EXPECT_FALSE(played.position().has_piece(attack.rescue_to));
  EXPECT_FALSE(with_rescue(red, *parse_move("a4-a9")).has_rescue());
  EXPECT_FALSE(with_rescue(game_before_rescue(false).observation(Color::Red), *parse_move("c4-c5")).has_rescue());
}

TEST(AiRescue, BeginnerGamesInUltimateLightningRescueAndStayLegal) {
  int rescues = 0;
  for (int g = 0; g < 40; ++g) {
    auto red = make_player("beginner", static_cast<std::uint64_t>(g));
    auto blue = make_player("random", static_cast<std::uint64_t>(100 + g));
    SelfPlayOptions options;
    options.limits.seed = static_cast<std::uint64_t>(g);
    options.max_plies = 400;
    const Game game = play_game(*red, *blue, variant("ultimate-lightning"), rule_set("gravon"), options);
    EXPECT_NE(game.result().ending, Ending::Forfeit) << "game " << g;
    for (const PublicMove& m : game.moves()) rescues += m.mover == Color::Red && m.move.has_rescue();
  }
  EXPECT_GE(rescues, 10) << "in 40 games";
}

}  // namespace
}  // namespace stratego
