// The static evaluation sees what a search of a few plies reaches too late: scouts that
// can fly in to the flag, the open lines they would use and defenders still far off; pieces
// of the side to move that an enemy beside them takes; known strong enemy pieces that
// nothing of ours opposes; pieces walled in for good.
#include <gtest/gtest.h>

#include "ai/evaluate.hpp"
#include "engine/game.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "piece_list.hpp"

namespace stratego {
namespace {

using testing::board_of;
using testing::pieces;
using testing::sq;

Position barrage_board(const std::string& red, const std::string& blue) { return board_of("barrage", red, blue); }

// How much better red stands with its pieces as in `red` than as in `other_red`, blue alike.
int red_gain(const std::string& red, const std::string& other_red, const std::string& blue) {
  const Evaluator evaluate(variant("barrage"));
  return evaluate(barrage_board(red, blue)) - evaluate(barrage_board(other_red, blue));
}

// Red's flag on j1 has its bomb above it and row 1 open. Blue's scout on f6 can reach f1
// and then the flag, unless red's marshal stands on f3 in its way.
TEST(AiEvaluate, AScoutTwoMovesFromTheFlagIsADanger) {
  EXPECT_GE(red_gain("j1=F j2=B f3=10", "j1=F j2=B e3=10", "f6=2 a10=F b10=B"), 150);
}

// Blue's miner on a5 walks towards red's flag on a1 and nothing of red's guards it. Red's
// general, the one piece that beats it, is better on its way than far off.
TEST(AiEvaluate, ADefenderSettingOutTowardsAnUnguardedAttackerIsBetter) {
  EXPECT_GE(red_gain("a1=F a2=B e5=9", "a1=F a2=B j8=9", "a5=3 a10=F b10=B"), 50);
}

// Red's flag on a1, its bomb above; a second bomb closes row 1 near the flag or far away.
TEST(AiEvaluate, WhileEnemyScoutsLiveALongOpenLineToTheFlagCosts) {
  const std::string short_line = "a1=F a2=B c1=B e4=10", long_line = "a1=F a2=B h1=B e4=10";
  EXPECT_GT(red_gain(short_line, long_line, "j10=2 e10=F d10=B"), 0);
  EXPECT_EQ(red_gain(short_line, long_line, "j10=3 e10=F d10=B"), 0);  // no enemy scout left
}

Position classic_board(const std::string& red, const std::string& blue) { return board_of("classic", red, blue); }

int evaluate_with(Position pos, Color to_move) {
  pos.set_side_to_move(to_move);
  return Evaluator(pos.variant())(pos);
}

// What red loses by being the side to move: pieces a known enemy beside them takes. Blue's
// general is on b2, revealed (red's sergeant on c2 struck it and lost) or not (red's
// sergeant stood on j5); blue then moved its scout j7-j6. red: red's other pieces.
int red_cost_of_moving(const std::string& red, bool general_revealed) {
  Game game(variant("classic-free"), rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, pieces(red + (general_revealed ? " c2=4" : " j5=4"))), "");
  EXPECT_EQ(game.set_setup(Color::Blue, pieces("b2=9 j7=2 j10=F i10=B")), "");
  EXPECT_EQ(game.start(), "");
  EXPECT_EQ(game.play(general_revealed ? Move{sq("c2"), sq("b2")} : Move{sq("j5"), sq("j4")}), MoveError::None);
  EXPECT_EQ(game.play(Move{sq("j7"), sq("j6")}), MoveError::None);
  const Position& pos = game.position();
  return -(evaluate_with(pos, Color::Red) + evaluate_with(pos, Color::Blue));
}

// Red's captain on a2 beside blue's general on b2: with red's bombs on a1 and a3 it has
// nowhere to go; with a3 empty it flees there; with red's marshal on a3 it is avenged. An
// unknown general is a sample's guess that the evaluation does not fear.
TEST(AiEvaluate, APieceBesideAKnownAttackerThatBeatsItIsLostUnlessItFleesOrIsAvenged) {
  EXPECT_GT(red_cost_of_moving("a2=6 a1=B a3=B j1=F", true), 0);
  EXPECT_EQ(red_cost_of_moving("a2=6 a1=B a3=B j1=F", false), 0);
  EXPECT_EQ(red_cost_of_moving("a2=6 a1=B j1=F", true), 0);
  EXPECT_EQ(red_cost_of_moving("a2=6 a1=B a3=10 j1=F", true), 0);
}

// Two of red's pieces beside blue's general on b2, on b1 and b3: only one can flee.
TEST(AiEvaluate, OfTwoAttackedPiecesOneIsLost) {
  EXPECT_EQ(red_cost_of_moving("b1=6 j1=F", true), 0);
  EXPECT_GT(red_cost_of_moving("b1=6 b3=5 j1=F", true), 0);
}

// Blue's general on e6, revealed or not (red's sergeant on e5 struck it and lost), and red's
// marshal near it on e3 or far off on j1. Blue is to move.
int red_gain_from_a_near_marshal(bool revealed) {
  Game game(variant("classic-free"), rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, pieces(std::string("a1=F b1=B c1=3 ") + (revealed ? "e5=4" : "e4=4"))), "");
  EXPECT_EQ(game.set_setup(Color::Blue, pieces("e6=9 a10=F b10=B c10=3")), "");
  EXPECT_EQ(game.start(), "");
  EXPECT_EQ(game.play(revealed ? Move{sq("e5"), sq("e6")} : Move{sq("c1"), sq("c2")}), MoveError::None);
  const Position& board = game.position();
  auto with_marshal_on = [&](const char* square) {
    Position pos = board;
    pos.place(Color::Red, Rank::Marshal, *parse_square(square));
    return -Evaluator(pos.variant())(pos);
  };
  return with_marshal_on("e3") - with_marshal_on("j1");
}

TEST(AiEvaluate, AKnownStrongEnemyPieceDrawsThePieceThatBeatsIt) {
  EXPECT_GT(red_gain_from_a_near_marshal(true), red_gain_from_a_near_marshal(false) + 20);
}

// Red's marshal on e3, three squares from blue's revealed general on e6, between its own
// bombs on d3 and f3: with a third bomb on e2 it steps up through e4; with it on e4 instead
// it must walk round by f2, g4 and f5, nine steps. What counts is the walk, not the squares
// between.
TEST(AiEvaluate, AStrongPieceBehindItsOwnBombsOpposesFromFurtherAway) {
  Game game(variant("classic-free"), rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, pieces("a1=F b1=B c1=3 e5=4 d3=B f3=B e3=10")), "");
  EXPECT_EQ(game.set_setup(Color::Blue, pieces("e6=9 a10=F b10=B c10=3")), "");
  EXPECT_EQ(game.start(), "");
  EXPECT_EQ(game.play(Move{sq("e5"), sq("e6")}), MoveError::None);  // the general is revealed
  auto red_with_bomb_on = [&](const char* square) {
    Position pos = game.position();
    pos.place(Color::Red, Rank::Bomb, *parse_square(square));
    return -Evaluator(pos.variant())(pos);
  };
  EXPECT_GT(red_with_bomb_on("e2") - red_with_bomb_on("e4"), 20);  // the squares between alone: 0
}

// Red's flag on a1 behind its bombs on a2 and b1; its sergeant, the one piece that beats
// a miner, stays beside them or wanders off, while blue's miner on j10 lives (or a
// lieutenant stands there instead).
int red_gain_from_a_guard_at_home(const std::string& blue_piece) {
  const std::string blue = "j10=" + blue_piece + " i10=F h10=B";
  const Evaluator evaluate(variant("classic"));
  return evaluate(classic_board("a1=F a2=B b1=B b3=4", blue)) - evaluate(classic_board("a1=F a2=B b1=B h3=4", blue));
}

TEST(AiEvaluate, WhileEnemyMinersLiveAPieceThatBeatsThemGuardsTheFlag) {
  EXPECT_GT(red_gain_from_a_guard_at_home("3"), 20);
  EXPECT_LT(red_gain_from_a_guard_at_home("5"), 10);
}

// Red's sergeant on a1 between its own bombs on a2 and b1 will never move: red, with no
// other movable piece, has as good as lost.
TEST(AiEvaluate, APieceWalledInByItsOwnBombsIsNoMovablePiece) {
  const std::string blue = "e7=5 j10=F i10=B";
  const Evaluator evaluate(variant("classic"));
  const int walled = evaluate(classic_board("a1=4 a2=B b1=B j1=F", blue));
  const int free = evaluate(classic_board("a1=4 a2=B c1=B j1=F", blue));
  EXPECT_GT(free - walled, kWinScore / 4);
}

// How much better red stands with its pieces as in `red` than as in `other_red` in classic.
int classic_red_gain(const std::string& red, const std::string& other_red, const std::string& blue) {
  const Evaluator evaluate(variant("classic"));
  return evaluate(classic_board(red, blue)) - evaluate(classic_board(other_red, blue));
}

// Blue's flag on a10 behind its bombs on a9 and b10: only a miner gets in, so only a miner
// gains by standing two squares from it.
TEST(AiEvaluate, AFlagBehindBombsDrawsOnlyAMiner) {
  const std::string blue = "a10=F a9=B b10=B j10=4";
  EXPECT_GT(classic_red_gain("a8=3 j1=F", "e5=3 j1=F", blue), 50);
  EXPECT_LT(classic_red_gain("a8=10 j1=F", "e5=10 j1=F", blue), 10);
}

// A classic-free game under the gravon rules with these pieces, started.
Game started_game(const std::string& red, const std::string& blue) {
  Game game(variant("classic-free"), rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, pieces(red)), "");
  EXPECT_EQ(game.set_setup(Color::Blue, pieces(blue)), "");
  EXPECT_EQ(game.start(), "");
  return game;
}

// What red's evaluation loses by the weight `unchallenged_percent` after its marshal on e3
// took blue's sergeant on e4 (shown) or stepped to d3 (still hidden), blue's general on h8
// alive or not.
int unchallenged_cost_to_red(bool marshal_shown, bool blue_general) {
  Game game = started_game("a1=F b1=B e3=10 j2=4", std::string("a10=F b10=B e4=4 j8=5") + (blue_general ? " h8=9" : ""));
  EXPECT_EQ(game.play(marshal_shown ? Move{sq("e3"), sq("e4")} : Move{sq("e3"), sq("d3")}), MoveError::None);
  EvaluationWeights unconcerned;
  unconcerned.unchallenged_percent = 0;
  const Position& pos = game.position();  // blue to move
  return Evaluator(pos.variant())(pos) - Evaluator(pos.variant(), unconcerned)(pos);
}

// Once red's marshal is shown, nothing hidden of red's threatens blue's general: it may take
// red's unidentified pieces anywhere away from the marshal.
TEST(AiEvaluate, AnEnemyGeneralThatNoHiddenPieceBeatsCostsAShareOfItsWorth) {
  EXPECT_EQ(unchallenged_cost_to_red(true, true), 270 * EvaluationWeights{}.unchallenged_percent / 100);
  EXPECT_EQ(unchallenged_cost_to_red(false, true), 0);
  EXPECT_EQ(unchallenged_cost_to_red(true, false), 0);
}

// Red's general and colonel, shown, would tell blue's hidden marshal and general what to
// hunt; once red's sergeant from j8 has struck blue's marshal on j9 and shown it, only the
// colonel still fears a hidden piece (blue's general on i9). A major is not hunted so.
TEST(AiEvaluate, ShowingAGeneralOrColonelCostsAShareOfItsWorthWhileTheEnemyHidesWhatBeatsIt) {
  Game game = started_game("a1=F b1=B e3=9 g3=8 h3=7 j8=4", "a10=F b10=B e7=4 j9=10 i9=9");
  const Evaluator evaluate(game.variant());
  const int percent = EvaluationWeights{}.hunted_reveal_percent;
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Red, Rank::General), 270 * percent / 100);
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Red, Rank::Colonel), 170 * percent / 100);
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Red, Rank::Major), 0);
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Blue, Rank::General), 0);  // red has no marshal to hunt it
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Blue, Rank::Colonel), 170 * percent / 100);  // red's general is hidden
  EXPECT_EQ(game.play(Move{sq("j8"), sq("j9")}), MoveError::None);
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Red, Rank::General), 0);
  EXPECT_EQ(evaluate.reveal_cost(game.position(), Color::Red, Rank::Colonel), 170 * percent / 100);
}

// Blue's colonel on h8 is challenged while red's general, which beats it, is hidden, even
// after red's marshal was shown (and red's general by blue's hidden marshal on j9).
TEST(AiEvaluate, AHiddenGeneralStillChallengesTheEnemyColonel) {
  Game game = started_game("a1=F b1=B e3=10 g3=9", "a10=F b10=B e4=4 h8=8 j9=10");
  EXPECT_EQ(game.play(Move{sq("e3"), sq("e4")}), MoveError::None);
  EvaluationWeights unconcerned;
  unconcerned.unchallenged_percent = 0;
  const Position& pos = game.position();
  EXPECT_EQ(Evaluator(pos.variant())(pos), Evaluator(pos.variant(), unconcerned)(pos));
}

// What the weight `unmoved_piece` (8 here) adds to red's evaluation: each movable piece that
// has not moved yet may be a bomb or the flag to the enemy.
TEST(AiEvaluate, AMovablePieceThatHasNotMovedIsWorthItsConcealment) {
  Game game = started_game("a1=F b1=B e3=6 j2=4", "a10=F b10=B e8=4");
  auto concealment_to_red = [&] {
    EvaluationWeights concealing, open;
    concealing.unmoved_piece = 8;
    open.unmoved_piece = 0;
    const Position& pos = game.position();  // red to move
    return Evaluator(pos.variant(), concealing)(pos) - Evaluator(pos.variant(), open)(pos);
  };
  EXPECT_EQ(concealment_to_red(), 8);  // red's captain and sergeant against blue's sergeant
  for (const char* move : {"e3-e4", "e8-e7"}) EXPECT_EQ(game.play(*parse_move(move)), MoveError::None);
  EXPECT_EQ(concealment_to_red(), 8);  // red's sergeant on j2 against none
  for (const char* move : {"j2-j3", "e7-e8"}) EXPECT_EQ(game.play(*parse_move(move)), MoveError::None);
  EXPECT_EQ(concealment_to_red(), 0);
}

}  // namespace
// The tuning tool varies the weights by name: every weight is named once, and the names
// reach every weight of the struct.
TEST(AiEvaluationWeights, EveryWeightHasOneNameAndEveryNameItsOwnWeight) {
  constexpr std::size_t kWeights = sizeof(EvaluationWeights) / sizeof(int);
  EXPECT_EQ(named_weights().size(), kWeights - 1);  // all but the flag's worth, which no position changes
  EvaluationWeights w;
  int marker = 1000;
  for (const NamedWeight& n : named_weights()) weight(w, n) = marker++;
  marker = 1000;
  for (const NamedWeight& n : named_weights()) EXPECT_EQ(weight(w, n), marker++) << n.name;
  EXPECT_EQ(w.base_value[0], 0);
}

// The evaluator plays with the weights it is given: a marshal worth 100 more puts red, whose
// marshal blue lacks, 100 better.
TEST(AiEvaluationWeights, TheEvaluatorUsesTheWeightsItIsGiven) {
  const Position pos = classic_board("a1=F e4=10 d4=3", "a10=F e7=3");
  EvaluationWeights dearer;
  dearer.base_value[value(Rank::Marshal)] += 100;
  EXPECT_EQ(Evaluator(pos.variant(), dearer)(pos) - Evaluator(pos.variant())(pos), 100);
}

}  // namespace stratego
