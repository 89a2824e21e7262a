// The caution of the strong level's search: what a determinization shows that the player
// cannot know. Its dear pieces leave unmoved pieces that may be bombs to lower ones, and
// an enemy beside its flag takes the flag only by a guess, so that the search neither
// gambles the marshal on a sampled flag nor gives up when it cannot drive the enemy off.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "ai/caution.hpp"
#include "ai/search.hpp"
#include "ai/strong_player.hpp"
#include "engine/game.hpp"
#include "engine/rules.hpp"
#include "piece_list.hpp"
#include "random_game.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::pieces;
using testing::sq;

Position classic_board(const std::string& red, const std::string& blue) { return board_of("classic", red, blue); }

std::vector<int> root_scores(Position pos, const Caution& caution, MoveList& root) {
  root = MoveList{};
  pos.generate_moves(root);
  const Evaluator evaluate(pos.variant());
  TranspositionTable table;
  DeterminizedSearch search(pos, evaluate, caution, table, nullptr);
  std::vector<int> scores;
  EXPECT_TRUE(search.score_root_moves(root, 2, scores));
  return scores;
}

int score_of(const MoveList& root, const std::vector<int>& scores, const char* text) {
  for (std::size_t i = 0; i < root.size(); ++i)
    if (move_text(root[i]) == text) return scores[i];
  ADD_FAILURE() << "no move " << text;
  return 0;
}

// Red's marshal on e6 can step to e7, beside blue's lieutenant on e8, walled in by bombs,
// and take it next: worth it in this sample, but not when e8 is a bomb suspect.
TEST(AiCaution, TheMarshalDoesNotPlanToStrikeABombSuspect) {
  const Position pos = classic_board("e6=10 a2=4 a1=F", "e8=5 d8=B f8=B e9=B j10=F a10=2");
  Caution suspect;
  suspect.bomb_suspect[sq("e8")] = true;
  MoveList root;
  const int bold = score_of(root, root_scores(pos, Caution{}, root), "e6-e7");
  const int careful = score_of(root, root_scores(pos, suspect, root), "e6-e7");
  EXPECT_LT(careful, bold);
}

TEST(AiCaution, ForbidsOnlyDearPiecesOnUnmovedSuspects) {
  const Position pos = classic_board("e7=10 d8=4 f8=7 a1=F", "e8=5 j10=F");
  Caution caution;
  caution.bomb_suspect[sq("e8")] = true;
  EXPECT_TRUE(caution.forbids(pos, Move{sq("e7"), sq("e8")}));   // marshal
  EXPECT_TRUE(caution.forbids(pos, Move{sq("f8"), sq("e8")}));   // major
  EXPECT_FALSE(caution.forbids(pos, Move{sq("d8"), sq("e8")}));  // a sergeant probes
  EXPECT_FALSE(caution.forbids(pos, Move{sq("e7"), sq("e6")}));
}

TEST(AiCaution, TheMarshalStepsBesideNoLikelySpy) {
  const Position pos = classic_board("e6=10 d6=9 f7=10 a1=F", "e8=5 j10=F");
  Caution caution;
  caution.spy_share[sq("e8")] = 0.2f;
  EXPECT_TRUE(caution.forbids(pos, Move{sq("e6"), sq("e7")}));   // the marshal beside it
  EXPECT_FALSE(caution.forbids(pos, Move{sq("d6"), sq("d7")}));  // the general need not care
  EXPECT_FALSE(caution.forbids(pos, Move{sq("e6"), sq("e5")}));
  EXPECT_TRUE(caution.forbids(pos, Move{sq("f7"), sq("f8")}));   // still beside it
  // Two pieces that are each the spy in 6% of the samples: the spy beside d2 in 12%.
  caution.spy_share[sq("d3")] = caution.spy_share[sq("d1")] = 0.06f;
  const Position low = classic_board("d4=10 e2=10 a10=F", "d3=4 d1=3 j1=F");
  EXPECT_FALSE(caution.forbids(low, Move{sq("d4"), sq("d5")}));
  EXPECT_TRUE(caution.forbids(low, Move{sq("e2"), sq("d2")}));
  EXPECT_FALSE(caution.forbids(low, Move{sq("e2"), sq("e3")}));  // beside d3 alone: 6%
}

// The spy strikes only a marshal it knows: no spy suspects before ours has been revealed;
// after, the share of samples that make each hidden piece the spy, and none for known ones.
TEST(AiCaution, SpySuspectsOnlyOnceOurMarshalIsKnown) {
  int with_suspects = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const Game game = testing::game_after(variant("classic"), seed, 20 * static_cast<int>(seed));
    if (game.result().over() || game.side_to_move() != Color::Red) continue;
    const Observation obs = game.observation(Color::Red);
    bool marshal_known = false;
    for (Sq q : obs.board().squares_of(Color::Red))
      marshal_known |= obs.board().rank_at(q) == Rank::Marshal && (obs.board().knowledge_at(q) & kRevealed);
    const Caution caution = caution_for(obs, Belief(obs), seed);
    int suspects = 0;
    for (int q = 0; q < kMailboxSize; ++q) {
      if (caution.spy_share[q] == 0.0f) continue;
      ++suspects;
      EXPECT_EQ(obs.board().rank_at(static_cast<Sq>(q)), Rank::Unknown) << "seed " << seed;
    }
    if (!marshal_known) {
      EXPECT_EQ(suspects, 0) << "seed " << seed;
    }
    with_suspects += suspects > 0;
  }
  EXPECT_GE(with_suspects, 1);
}

// Blue's captain on a2 stands beside red's flag on a1 and nothing of red's can reach it in
// time. Were the capture certain, every move would lose alike and red would play at random;
// as a guess, red's moves keep their order: its general sets out towards the captain.
TEST(AiCaution, AnEnemyBesideTheFlagDoesNotMakeEveryMoveEqual) {
  const Position pos = classic_board("a1=F b1=B f4=9 j4=3", "a2=6 j10=F");
  MoveList root;
  const std::vector<int> certain = root_scores(pos, Caution{}, root);
  EXPECT_EQ(*std::min_element(certain.begin(), certain.end()), *std::max_element(certain.begin(), certain.end()));
  Caution guess;
  guess.flag_guess = 0.25;
  const std::vector<int> guessed = root_scores(pos, guess, root);
  EXPECT_GT(*std::max_element(guessed.begin(), guessed.end()), -kWinScore / 2);
  EXPECT_GT(score_of(root, guessed, "f4-e4"), score_of(root, guessed, "f4-g4"));
}

TEST(AiCaution, SuspectsAreUnmovedEnemyPiecesThatMayBeBombs) {
  Game game = testing::game_after(variant("classic"), 7, 0);
  ASSERT_EQ(game.play(Move{sq("a4"), sq("a5")}), MoveError::None);
  MoveList moves;
  game.legal_moves(moves);
  const Move blue_move = moves[0];
  ASSERT_EQ(game.play(blue_move), MoveError::None);
  const Observation obs = game.observation(Color::Red);
  const Belief belief(obs);
  const Caution caution = caution_for(obs, belief, 1);
  int suspects = 0;
  for (int q = 0; q < kMailboxSize; ++q) {
    if (!caution.bomb_suspect[q]) continue;
    ++suspects;
    const Sq s = static_cast<Sq>(q);
    EXPECT_TRUE(obs.board().has_piece(s) && obs.board().color_at(s) == Color::Blue);
    EXPECT_FALSE(obs.board().knowledge_at(s) & kMoved);
  }
  EXPECT_GE(suspects, 6);  // at least as many as the bombs
  EXPECT_FALSE(caution.bomb_suspect[blue_move.to]);
  EXPECT_DOUBLE_EQ(caution.flag_guess, 0.25);  // 39 unmoved red pieces could be the flag
}

// A piece the samples make the flag in a third of them and a bomb in the rest is a suspect:
// the marshal does not gamble on it. One the flag no less often than a bomb (and in a
// quarter at least) is none.
TEST(AiCaution, ALikelyFlagIsNoSuspectUnlessABombIsLikelier) {
  EXPECT_TRUE(is_bomb_suspect(0.6, 0.3));
  EXPECT_FALSE(is_bomb_suspect(0.3, 0.4));
  EXPECT_FALSE(is_bomb_suspect(0.05, 0.0));
  EXPECT_TRUE(is_bomb_suspect(0.2, 0.1));
}

// Red has nothing below the marshal to probe blue's six unmoved pieces with; the marshal
// still leaves the likely bombs among them alone (striking them at the end of a game loses
// it more often than waiting does). Red's flag and bomb have not moved: the guess on a
// capture beside the flag is one in two.
TEST(AiCaution, BombSuspectsStayWithoutAPieceToProbeThem) {
  Game game(variant("classic-free"), rule_set("gravon"));
  ASSERT_EQ(game.set_setup(Color::Red, pieces("a1=F e2=10 f2=B")), "");
  ASSERT_EQ(game.set_setup(Color::Blue, pieces("j10=F i10=B j9=B e10=B f10=B a10=B d9=3")), "");
  ASSERT_EQ(game.start(), "");
  ASSERT_EQ(game.play(Move{sq("e2"), sq("e3")}), MoveError::None);
  ASSERT_EQ(game.play(Move{sq("d9"), sq("d8")}), MoveError::None);
  const Observation obs = game.observation(Color::Red);
  const Caution caution = caution_for(obs, Belief(obs), 1);
  EXPECT_GE(std::count(caution.bomb_suspect.begin(), caution.bomb_suspect.end(), true), 1);
  EXPECT_FALSE(caution.bomb_suspect[sq("d8")]);
  EXPECT_DOUBLE_EQ(caution.flag_guess, 0.5);
}

// Red's marshal on a8, its last movable piece, between its flag on a7 and blue's unmoved
// a9, and beside blue's marshal on b8, known since it took red's sergeant. Taking the marshal
// leaves red without a move; a9 is a bomb suspect, but striking it is the one hope.
TEST(AiCaution, AForbiddenMoveIsPlayedWhenEveryOtherLoses) {
  Game game(variant("classic-free"), rule_set("gravon"));
  ASSERT_EQ(game.set_setup(Color::Red, pieces("a7=F b7=B a8=10 c7=4")), "");
  ASSERT_EQ(game.set_setup(Color::Blue, pieces("a9=B b9=B c8=10 j10=F i10=B h10=B")), "");
  ASSERT_EQ(game.start(), "");
  ASSERT_EQ(game.play(Move{sq("c7"), sq("c8")}), MoveError::None);  // the sergeant loses
  ASSERT_EQ(game.play(Move{sq("c8"), sq("b8")}), MoveError::None);
  const Observation& obs = game.observation(Color::Red);
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    ASSERT_TRUE(caution_for(obs, Belief(obs), seed).bomb_suspect[sq("a9")]);
    StrongPlayer player(seed, StrongOptions{.threads = 1, .depth = 2, .determinizations = 16});
    EXPECT_EQ(move_text(player.choose_move(obs, ThinkLimits{100, seed})), "a8-a9") << seed;
  }
}

}  // namespace
}  // namespace stratego
