// Every message of the UCC 2012 manager protocol, well-formed and malformed, and the
// mapping between the UCC board and ours.
#include <gtest/gtest.h>

#include "engine/notation.hpp"
#include "engine/variant.hpp"
#include "protocol/ucc_messages.hpp"

namespace stratego::ucc {
namespace {

Square sq(const char* name) { return *parse_square(name); }

// --- setup query -------------------------------------------------------------------------

TEST(UccSetupQuery, ParsesBothColours) {
  Parsed<SetupQuery> red = parse_setup_query("RED vixen 10 10");
  ASSERT_TRUE(red) << red.error;
  EXPECT_EQ(red->colour, Color::Red);
  EXPECT_EQ(red->opponent, "vixen");
  Parsed<SetupQuery> blue = parse_setup_query("BLUE basic_python 10 10\r\n");
  ASSERT_TRUE(blue) << blue.error;
  EXPECT_EQ(blue->colour, Color::Blue);
  EXPECT_EQ(blue->opponent, "basic_python");
}

TEST(UccSetupQuery, FormatsWhatItParses) {
  const SetupQuery query{Color::Blue, "asmodeus", 10, 10};
  EXPECT_EQ(format_setup_query(query), "BLUE asmodeus 10 10");
  EXPECT_EQ(*parse_setup_query(format_setup_query(query)), query);
}

TEST(UccSetupQuery, RejectsMalformedQueries) {
  for (const char* line : {"", "RED", "RED vixen 10", "RED vixen 10 10 10", "GREEN vixen 10 10", "red vixen 10 10",
                           "RED vixen ten 10", "RED vixen 10 x", "RED vixen 8 8", "RED vixen 10 12"}) {
    Parsed<SetupQuery> query = parse_setup_query(line);
    EXPECT_FALSE(query) << "'" << line << "'";
    EXPECT_FALSE(query.error.empty()) << "'" << line << "'";
  }
}

// --- START and QUIT ----------------------------------------------------------------------

TEST(UccStart, IsExactlyStart) {
  EXPECT_TRUE(is_start("START"));
  EXPECT_TRUE(is_start("START\r"));
  EXPECT_FALSE(is_start("START 1"));
  EXPECT_FALSE(is_start("start"));
  EXPECT_FALSE(is_start(""));
}

TEST(UccQuit, CarriesTheResultWhenThereIsOne) {
  EXPECT_EQ(parse_quit("QUIT"), std::string());
  EXPECT_EQ(parse_quit("QUIT\r"), std::string());
  EXPECT_EQ(parse_quit("QUIT vixen RED VICTORY 120 38 12"), "vixen RED VICTORY 120 38 12");
  EXPECT_EQ(parse_quit("  QUIT  DRAW  "), "DRAW");
  EXPECT_FALSE(parse_quit("QUITTING"));
  EXPECT_FALSE(parse_quit("3 4 UP OK"));
  EXPECT_FALSE(parse_quit(""));
  EXPECT_EQ(format_quit(""), "QUIT");
  EXPECT_EQ(format_quit("a RED VICTORY 3 1 2"), "QUIT a RED VICTORY 3 1 2");
}

// --- moves -------------------------------------------------------------------------------

TEST(UccMoveLine, ParsesAllDirectionsAndTheMultiplier) {
  EXPECT_EQ(*parse_move("0 3 DOWN"), (UccMove{0, 3, Direction::Down, 1}));
  EXPECT_EQ(*parse_move("9 6 UP"), (UccMove{9, 6, Direction::Up, 1}));
  EXPECT_EQ(*parse_move("4 4 LEFT"), (UccMove{4, 4, Direction::Left, 1}));
  EXPECT_EQ(*parse_move("5 5 RIGHT 1"), (UccMove{5, 5, Direction::Right, 1}));
  EXPECT_EQ(*parse_move("2 9 UP 5\r"), (UccMove{2, 9, Direction::Up, 5}));
  EXPECT_EQ(*parse_move("  7\t1  DOWN  "), (UccMove{7, 1, Direction::Down, 1}));
}

TEST(UccMoveLine, FormatsTheMultiplierOnlyAboveOne) {
  EXPECT_EQ(format_move({0, 3, Direction::Down, 1}), "0 3 DOWN");
  EXPECT_EQ(format_move({2, 9, Direction::Up, 5}), "2 9 UP 5");
  for (const UccMove& m : {UccMove{0, 0, Direction::Right, 9}, UccMove{9, 9, Direction::Left, 1}})
    EXPECT_EQ(*parse_move(format_move(m)), m);
}

TEST(UccMoveLine, RejectsMalformedMoves) {
  for (const char* line : {"", "3", "3 4", "3 4 NORTH", "3 4 up", "x 4 UP", "3 y UP", "3.0 4 UP", "-1 4 UP",
                           "10 4 UP", "3 10 DOWN", "3 4 UP 0", "3 4 UP -2", "3 4 UP 10", "3 4 UP 2 3", "3 4 UP two",
                           "3 4 UP OK", "NO_MOVE", "SURRENDER", "START"}) {
    Parsed<UccMove> move = parse_move(line);
    EXPECT_FALSE(move) << "'" << line << "'";
    EXPECT_FALSE(move.error.empty()) << "'" << line << "'";
  }
}

// --- confirmations -----------------------------------------------------------------------

TEST(UccConfirmation, ParsesEveryOutcome) {
  Parsed<Confirmation> ok = parse_confirmation("3 3 DOWN OK");
  ASSERT_TRUE(ok) << ok.error;
  EXPECT_EQ(ok->move, (UccMove{3, 3, Direction::Down, 1}));
  EXPECT_EQ(ok->outcome.kind, OutcomeKind::Ok);

  EXPECT_EQ(parse_confirmation("3 3 DOWN ILLEGAL")->outcome.kind, OutcomeKind::Illegal);
  EXPECT_EQ(parse_confirmation("3 3 DOWN VICTORY_FLAG")->outcome.kind, OutcomeKind::VictoryFlag);
  EXPECT_EQ(parse_confirmation("3 3 DOWN VICTORY_ATTRITION")->outcome.kind, OutcomeKind::VictoryAttrition);

  EXPECT_EQ(parse_confirmation("1 6 UP KILLS 2 4")->outcome,
            (Outcome{OutcomeKind::Kills, Rank::General, Rank::Major}));
  EXPECT_EQ(parse_confirmation("1 6 UP DIES 9 B")->outcome, (Outcome{OutcomeKind::Dies, Rank::Scout, Rank::Bomb}));
  EXPECT_EQ(parse_confirmation("1 6 UP BOTHDIE 5 5")->outcome,
            (Outcome{OutcomeKind::BothDie, Rank::Captain, Rank::Captain}));
  EXPECT_EQ(parse_confirmation("1 6 UP KILLS s 1")->outcome, (Outcome{OutcomeKind::Kills, Rank::Spy, Rank::Marshal}));
  EXPECT_EQ(parse_confirmation("1 6 UP KILLS 8 B")->outcome, (Outcome{OutcomeKind::Kills, Rank::Miner, Rank::Bomb}));
}

TEST(UccConfirmation, ReadsTheScoutMultiplier) {
  Parsed<Confirmation> c = parse_confirmation("0 6 UP 3 KILLS 9 s");
  ASSERT_TRUE(c) << c.error;
  EXPECT_EQ(c->move, (UccMove{0, 6, Direction::Up, 3}));
  EXPECT_EQ(c->outcome, (Outcome{OutcomeKind::Kills, Rank::Scout, Rank::Spy}));
  EXPECT_EQ(parse_confirmation("0 6 UP 3 OK")->move.steps, 3);
}

TEST(UccConfirmation, FormatsWhatItParses) {
  const std::vector<Confirmation> all = {
      {{3, 3, Direction::Down, 1}, {OutcomeKind::Ok}},
      {{3, 3, Direction::Left, 1}, {OutcomeKind::Illegal}},
      {{0, 6, Direction::Up, 3}, {OutcomeKind::Kills, Rank::Scout, Rank::Spy}},
      {{4, 5, Direction::Right, 1}, {OutcomeKind::Dies, Rank::Miner, Rank::Marshal}},
      {{4, 5, Direction::Right, 1}, {OutcomeKind::BothDie, Rank::Sergeant, Rank::Sergeant}},
      {{8, 2, Direction::Down, 1}, {OutcomeKind::VictoryFlag}},
      {{8, 2, Direction::Down, 1}, {OutcomeKind::VictoryAttrition}},
  };
  for (const Confirmation& c : all) EXPECT_EQ(*parse_confirmation(format_confirmation(c)), c) << format_confirmation(c);
  EXPECT_EQ(format_confirmation(all[2]), "0 6 UP 3 KILLS 9 s");
  EXPECT_EQ(format_confirmation(all[3]), "4 5 RIGHT DIES 8 1");
  EXPECT_EQ(format_confirmation(all[4]), "4 5 RIGHT BOTHDIE 7 7");
}

TEST(UccConfirmation, RejectsMalformedConfirmations) {
  for (const char* line : {"", "3 3 DOWN", "3 3 DOWN FINE", "3 3 DOWN ok", "3 3 DOWN KILLS", "3 3 DOWN KILLS 2",
                           "3 3 DOWN KILLS 2 4 5", "3 3 DOWN KILLS 0 4", "3 3 DOWN DIES 2 X", "3 3 DOWN BOTHDIE 10 10",
                           "3 3 DOWN OK 2 4", "3 3 DOWN VICTORY_FLAG 1 F", "3 3 DOWN 0 OK", "3 11 DOWN OK",
                           "3 3 SIDEWAYS OK", "KILLS 2 4", "hello ILLEGAL"}) {
    Parsed<Confirmation> c = parse_confirmation(line);
    EXPECT_FALSE(c) << "'" << line << "'";
    EXPECT_FALSE(c.error.empty()) << "'" << line << "'";
  }
}

TEST(UccConfirmation, RepeatsAnUnreadableAnswerAsIllegal) {
  EXPECT_EQ(format_illegal_answer("hello there\r\n"), "hello there ILLEGAL");
  EXPECT_EQ(format_illegal_answer(""), "ILLEGAL");
  EXPECT_EQ(format_illegal_answer("3 4 UP"), "3 4 UP ILLEGAL");
  EXPECT_EQ(parse_confirmation(format_illegal_answer("3 4 UP"))->outcome.kind, OutcomeKind::Illegal);
}

TEST(UccOutcome, KnowsWhichEndTheGame) {
  EXPECT_FALSE(Outcome{OutcomeKind::Ok}.ends_game());
  EXPECT_FALSE(Outcome{OutcomeKind::Kills}.ends_game());
  EXPECT_TRUE(Outcome{OutcomeKind::Illegal}.ends_game());
  EXPECT_TRUE(Outcome{OutcomeKind::VictoryFlag}.ends_game());
  EXPECT_TRUE(Outcome{OutcomeKind::VictoryAttrition}.ends_game());
}

// --- pieces ------------------------------------------------------------------------------

TEST(UccPieces, UseTheOldNumbering) {
  EXPECT_EQ(piece_letter(Rank::Marshal), '1');
  EXPECT_EQ(piece_letter(Rank::General), '2');
  EXPECT_EQ(piece_letter(Rank::Sergeant), '7');
  EXPECT_EQ(piece_letter(Rank::Miner), '8');
  EXPECT_EQ(piece_letter(Rank::Scout), '9');
  EXPECT_EQ(piece_letter(Rank::Spy), 's');
  EXPECT_EQ(piece_letter(Rank::Bomb), 'B');
  EXPECT_EQ(piece_letter(Rank::Flag), 'F');
  for (Rank r : kAllRanks) EXPECT_EQ(rank_of_letter(piece_letter(r)), r);
  for (char c : {'0', 'S', 'b', 'f', '#', '+', '.', 'X', '?'}) EXPECT_FALSE(rank_of_letter(c)) << c;
}

// --- geometry ----------------------------------------------------------------------------

TEST(UccGeometry, TurnsTheBoardHalfATurn) {
  EXPECT_EQ(square_at(0, 0), sq("j1"));
  EXPECT_EQ(square_at(9, 0), sq("a1"));
  EXPECT_EQ(square_at(0, 9), sq("j10"));
  EXPECT_EQ(square_at(9, 9), sq("a10"));
  for (int x = 0; x < 10; ++x)
    for (int y = 0; y < 10; ++y) {
      EXPECT_EQ(column_of(square_at(x, y)), x);
      EXPECT_EQ(row_of(square_at(x, y)), y);
    }
}

TEST(UccGeometry, PutsTheLakesWhereTheManagerHasThem) {
  // The manager's boulders stand at x 2, 3, 6, 7 on rows 4 and 5.
  const Variant& classic = variant("classic");
  for (int y = 0; y < 10; ++y)
    for (int x = 0; x < 10; ++x) {
      const bool boulder = (y == 4 || y == 5) && (x == 2 || x == 3 || x == 6 || x == 7);
      EXPECT_EQ(classic.is_lake(square_at(x, y)), boulder) << x << " " << y;
    }
}

TEST(UccGeometry, TranslatesMovesBothWays) {
  // Red at the top: DOWN is towards Blue, which is up the ranks for us.
  const Move down = *to_engine_move({0, 3, Direction::Down, 1});
  EXPECT_EQ(move_text(down), "j4-j5");
  const Move left = *to_engine_move({5, 6, Direction::Left, 1});
  EXPECT_EQ(move_text(left), "e7-f7");
  const Move scout = *to_engine_move({1, 6, Direction::Up, 4});
  EXPECT_EQ(move_text(scout), "i7-i3");
  for (const UccMove& m : {UccMove{0, 3, Direction::Down, 1}, UccMove{5, 6, Direction::Left, 1},
                           UccMove{1, 6, Direction::Up, 4}, UccMove{0, 0, Direction::Right, 9}})
    EXPECT_EQ(to_ucc_move(*to_engine_move(m)), m);
}

TEST(UccGeometry, RefusesMovesOffTheBoard) {
  EXPECT_FALSE(to_engine_move({0, 0, Direction::Up, 1}));
  EXPECT_FALSE(to_engine_move({0, 0, Direction::Left, 1}));
  EXPECT_FALSE(to_engine_move({9, 9, Direction::Right, 1}));
  EXPECT_FALSE(to_engine_move({9, 9, Direction::Down, 1}));
  EXPECT_FALSE(to_engine_move({5, 5, Direction::Down, 5}));
}

// --- setup and board rows ----------------------------------------------------------------

const std::vector<std::string> kRedRows = {"FB8sB479B8", "BB31555583", "6724898974", "967B669999"};

TEST(UccSetupRows, PlaceRedAtTheTopAndBlueAtTheBottom) {
  Parsed<stratego::Setup> red = parse_setup_rows(kRedRows, Color::Red);
  ASSERT_TRUE(red) << red.error;
  EXPECT_EQ(red->pieces.size(), 40u);
  EXPECT_EQ(validate_setup(variant("classic"), Color::Red, *red), "");
  EXPECT_EQ(red->pieces.front(), (Placement{sq("j1"), Rank::Flag}));  // x 0, y 0

  const std::vector<std::string> blue_rows = {"967B669999", "6724898974", "BB31555583", "FB8sB479B8"};
  Parsed<stratego::Setup> blue = parse_setup_rows(blue_rows, Color::Blue);
  ASSERT_TRUE(blue) << blue.error;
  EXPECT_EQ(validate_setup(variant("classic"), Color::Blue, *blue), "");
  EXPECT_EQ(blue->pieces.back(), (Placement{sq("a10"), Rank::Miner}));  // x 9, y 9
}

TEST(UccSetupRows, FormatWhatTheyParse) {
  for (Color side : {Color::Red, Color::Blue}) {
    Parsed<stratego::Setup> setup = parse_setup_rows(kRedRows, side);
    ASSERT_TRUE(setup);
    EXPECT_EQ(setup_rows(*setup, side), kRedRows);
  }
}

TEST(UccSetupRows, AcceptAPartialArmyForTheRulesToJudge) {
  Parsed<stratego::Setup> setup = parse_setup_rows({"F.........", "..........", "..........", "..........\r"}, Color::Red);
  ASSERT_TRUE(setup) << setup.error;
  EXPECT_EQ(setup->pieces.size(), 1u);
  EXPECT_NE(validate_setup(variant("classic"), Color::Red, *setup), "");
}

TEST(UccSetupRows, RejectMalformedRows) {
  EXPECT_FALSE(parse_setup_rows({"FB8sB479B8", "BB31555583", "6724898974"}, Color::Red));
  EXPECT_FALSE(parse_setup_rows({"FB8sB479B8", "BB31555583", "6724898974", "967B669999", ".........."}, Color::Red));
  EXPECT_FALSE(parse_setup_rows({"FB8sB479B", "BB31555583", "6724898974", "967B669999"}, Color::Red));
  EXPECT_FALSE(parse_setup_rows({"FB8sB479B88", "BB31555583", "6724898974", "967B669999"}, Color::Red));
  Parsed<stratego::Setup> letter = parse_setup_rows({"FB8SB479B8", "BB31555583", "6724898974", "967B669999"}, Color::Red);
  EXPECT_FALSE(letter);
  EXPECT_NE(letter.error.find("'S'"), std::string::npos);
  EXPECT_FALSE(parse_setup_rows({"FB8sB479B8", "BB31555583", "67248#8974", "967B669999"}, Color::Red));
}

TEST(UccBoardRows, ShowOwnLettersEnemyHashesAndLakes) {
  const Variant& classic = variant("classic");
  Position position(classic, rule_set("gravon"));
  position.place(Color::Red, Rank::Marshal, square_at(4, 3));
  position.place(Color::Red, Rank::Flag, square_at(0, 0));
  position.place(Color::Blue, Rank::Spy, square_at(4, 6));
  position.place(Color::Blue, Rank::Flag, square_at(9, 9));
  const std::vector<std::string> red = board_rows(Observation(position, Color::Red));
  const std::vector<std::string> expected_red = {
      "F.........", "..........", "..........", "....1.....", "..++..++..",
      "..++..++..", "....#.....", "..........", "..........", ".........#"};
  EXPECT_EQ(red, expected_red);
  const std::vector<std::string> blue = board_rows(Observation(position, Color::Blue));
  EXPECT_EQ(blue[3], "....#.....");
  EXPECT_EQ(blue[6], "....s.....");
  EXPECT_EQ(blue[9], ".........F");
  for (const std::string& row : red) EXPECT_EQ(board_row_error(row), "") << row;
}

TEST(UccBoardRows, RejectMalformedRows) {
  EXPECT_EQ(board_row_error("..++..++..\r"), "");
  EXPECT_NE(board_row_error("..++..++."), "");
  EXPECT_NE(board_row_error("..++..++..."), "");
  EXPECT_NE(board_row_error("..++..++.?"), "");
  EXPECT_NE(board_row_error("..++..++.S"), "");
  EXPECT_NE(board_row_error(""), "");
}

}  // namespace
}  // namespace stratego::ucc
