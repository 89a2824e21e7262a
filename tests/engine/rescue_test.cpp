// Ultimate lightning's rescue is part of its move and is judged from public facts only:
// whether a move with a rescue is accepted never depends on a rank the mover has not seen,
// and the rescue simply does not happen when the moving piece does not survive.
#include <gtest/gtest.h>

#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::game_from_diagram;
using testing::move_of;

// Red's scout on b4 dies against the marshal on b7, Blue plays j7-j6; Red's scout on a4 may
// then run up the open a-file and attack the unmoved piece on a10: a general in one twin
// (the scout loses), a spy in the other (the scout wins). Both players saw the same moves.
Game twin_before_rescue(bool a10_is_general) {
  const std::string a10 = a10_is_general ? "-9" : "-S";
  const std::string i8 = a10_is_general ? "-S" : "-9";
  Game game = game_from_diagram(a10 + "  .  .  .  .  .  .  .  . -F\n"
                                ".   .  .  .  .  .  .  .  . -B\n"
                                ".  -5 -5 -6 -6 -7 -8  . " + i8 + " -B\n"
                                ".  -X -2 -2 -2 -2 -3 -3 -4 -4\n"
                                ".   .  ~  ~  .  .  ~  ~  .  .\n"
                                ".   .  ~  ~  .  .  ~  ~  .  .\n"
                                "2   2  2  2  3  3  4  4  5  5\n"
                                "6   6  7  8  9  X  S  B  B  F\n"
                                ".   .  .  .  .  .  .  .  .  .\n"
                                ".   .  .  .  .  .  .  .  .  .\n",
                                "gravon", "ultimate-lightning");
  EXPECT_EQ(game.play(move_of("b4-b7")), MoveError::None);
  EXPECT_EQ(game.play(move_of("j7-j6")), MoveError::None);
  return game;
}

// Every move of the side to move, asking for every rank onto every square of the board.
std::vector<Move> rescue_requests(const Game& game) {
  std::vector<Move> requests;
  MoveList moves;
  game.legal_moves(moves);
  const Variant& v = game.variant();
  for (const Move& plain : moves)
    for (Rank rank : kAllRanks)
      for (std::int8_t r = 0; r < v.height; ++r)
        for (std::int8_t f = 0; f < v.width; ++f) {
          Move m = plain;
          m.rescue_rank = rank;
          m.rescue_to = to_sq(Square{f, r});
          requests.push_back(m);
        }
  return requests;
}

TEST(Rescue, TwinGamesWithTheSamePublicHistoryAcceptTheSameRescues) {
  const Game general = twin_before_rescue(true);
  const Game spy = twin_before_rescue(false);
  ASSERT_EQ(general.observation(Color::Red), spy.observation(Color::Red));
  int accepted = 0, refused = 0;
  for (const Move& m : rescue_requests(general)) {
    const MoveError verdict = general.check_move(m);
    EXPECT_EQ(verdict, spy.check_move(m)) << move_text(m);
    (verdict == MoveError::None ? accepted : refused) += 1;
  }
  EXPECT_GT(accepted, 0);
  EXPECT_GT(refused, 0);
  // The attack on a10 reaches the back row, so a captured scout may come back onto a free square.
  EXPECT_EQ(general.check_move(move_of("a4-a10+e2=scout")), MoveError::None);
  EXPECT_EQ(general.check_move(move_of("a4-a10+e2=marshal")), MoveError::BadRescue);  // not captured
  EXPECT_EQ(general.check_move(move_of("a4-a10+e3=scout")), MoveError::BadRescue);    // occupied
  EXPECT_EQ(general.check_move(move_of("a4-a9+e2=scout")), MoveError::BadRescue);     // not the back row
}

TEST(Rescue, HappensOnlyWhenTheAttackerSurvives) {
  Game lost = twin_before_rescue(true);
  ASSERT_EQ(lost.play(move_of("a4-a10+e2=scout")), MoveError::None);
  EXPECT_FALSE(lost.position().has_piece(to_sq(*parse_square("e2"))));
  EXPECT_FALSE(lost.moves().back().move.has_rescue());  // the record holds what happened
  EXPECT_EQ(lost.observation(Color::Red).captured(Color::Red, Rank::Scout), 2);
  EXPECT_EQ(lost.observation(Color::Blue).captured(Color::Red, Rank::Scout), 2);

  Game won = twin_before_rescue(false);
  ASSERT_EQ(won.play(move_of("a4-a10+e2=scout")), MoveError::None);
  EXPECT_EQ(won.position().rank_at(to_sq(*parse_square("e2"))), Rank::Scout);
  EXPECT_TRUE(won.moves().back().move.has_rescue());
  EXPECT_EQ(won.observation(Color::Red).captured(Color::Red, Rank::Scout), 0);
  EXPECT_EQ(won.observation(Color::Blue).at(*parse_square("e2")).rank, Rank::Scout);  // a rescued piece is shown
}

}  // namespace
}  // namespace stratego
