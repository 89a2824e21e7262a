// Manager lines that once corrupted the bot's position or bloated it: each now stops the
// bot with a clear, short message before it answers a move (issue 12).
#include <gtest/gtest.h>

#include <sstream>

#include "ai/player.hpp"
#include "formats/utf8.hpp"
#include "protocol/ucc_bot.hpp"
#include "protocol/ucc_messages.hpp"
#include "protocol/ucc_observation_keeper.hpp"

namespace stratego::ucc {
namespace {

const std::vector<std::string> kRedRows = {"FB8sB479B8", "BB31555583", "6724898974", "967B669999"};

// Red's view at the start: its four rows, the lakes, forty enemy pieces.
std::vector<std::string> start_board() {
  std::vector<std::string> rows = kRedRows;
  rows.push_back("..++..++..");
  rows.push_back("..++..++..");
  for (int y = 6; y < 10; ++y) rows.push_back(std::string(10, '#'));
  return rows;
}

std::string lines_of(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += row + "\n";
  return text;
}

class FirstMovePlayer : public Player {
 public:
  std::string name() const override { return "first"; }
  Setup choose_setup(const Variant&, const RuleSet&, Color side) override { return *parse_setup_rows(kRedRows, side); }
  Move choose_move(const Observation& view, const ThinkLimits&) override {
    ++moves_chosen;
    MoveList moves;
    view.legal_moves(moves);
    return moves[0];
  }
  int moves_chosen = 0;
};

struct BotRun {
  int code;
  std::string out;
  std::string log;
  int moves_chosen;
};

BotRun run_on(const std::string& input) {
  FirstMovePlayer player;
  std::istringstream in(input);
  std::ostringstream out, log;
  const int code = run_bot(player, BotOptions{}, in, out, log);
  return {code, out.str(), log.str(), player.moves_chosen};
}

const std::string kSetupAnswer = "FB8sB479B8\nBB31555583\n6724898974\n967B669999\n";

TEST(UccHostileBoard, TheStartBoardIsPlayed) {
  const BotRun run = run_on("RED x 10 10\nSTART\n" + lines_of(start_board()));
  EXPECT_EQ(run.code, 0) << run.log;
  EXPECT_EQ(run.moves_chosen, 1);
}

TEST(UccHostileBoard, MoreEnemyPiecesThanAnArmyStopTheBotBeforeAnyMove) {
  std::vector<std::string> rows = start_board();
  rows[4] = "##++##++##";  // 46 enemy pieces
  const BotRun run = run_on("RED x 10 10\nSTART\n" + lines_of(rows));
  EXPECT_EQ(run.code, 1);
  EXPECT_EQ(run.out, kSetupAnswer);  // the setup, and no move
  EXPECT_EQ(run.moves_chosen, 0);
  EXPECT_NE(run.log.find("46 enemy pieces, more than an army of 40"), std::string::npos) << run.log;
}

TEST(UccHostileBoard, AnEnemyOnALakeOrOnOurOwnPieceIsRefused) {
  std::vector<std::string> lake = start_board();
  lake[4][2] = '#';
  lake[9][0] = '.';
  EXPECT_NE(run_on("RED x 10 10\nSTART\n" + lines_of(lake)).log.find("on the lake"), std::string::npos);
  std::vector<std::string> own = start_board();
  own[0][0] = '#';
  own[9][0] = '.';
  const BotRun run = run_on("RED x 10 10\nSTART\n" + lines_of(own));
  EXPECT_EQ(run.code, 1);
  EXPECT_NE(run.log.find("on our own piece"), std::string::npos) << run.log;
}

TEST(UccHostileBoard, TheKeeperChecksTheShapeOfEveryBoard) {
  ObservationKeeper keeper(variant("classic"), rule_set("gravon"), Color::Red, *parse_setup_rows(kRedRows, Color::Red));
  std::vector<std::string> rows = start_board();
  rows.pop_back();
  EXPECT_NE(keeper.see_board(rows).error, "");
  rows = start_board();
  rows[7] = "###";
  EXPECT_NE(keeper.see_board(rows).error, "");
  EXPECT_FALSE(keeper.ready());
  EXPECT_EQ(keeper.see_board(start_board()).error, "");
  EXPECT_TRUE(keeper.ready());
}

TEST(UccHostileBoard, MovesBeforeTheFirstBoardAreCapped) {
  ObservationKeeper keeper(variant("classic"), rule_set("gravon"), Color::Blue, *parse_setup_rows(kRedRows, Color::Blue));
  const Confirmation move{{0, 3, Direction::Down, 1}, {OutcomeKind::Ok}};
  for (std::size_t i = 0; i < ObservationKeeper::kMaxPendingMoves; ++i) EXPECT_EQ(keeper.record(move), "");
  EXPECT_NE(keeper.record(move), "");
}

TEST(UccHostileBoard, APendingMoveThatCannotBeIsAnError) {
  // Blue learns of Red's first move from an empty square before its first board.
  ObservationKeeper keeper(variant("classic"), rule_set("gravon"), Color::Blue, *parse_setup_rows(kRedRows, Color::Blue));
  EXPECT_EQ(keeper.record({{0, 4, Direction::Down, 1}, {OutcomeKind::Kills, Rank::Scout, Rank::Spy}}), "");
  std::vector<std::string> rows(10, "..........");
  rows[4] = rows[5] = "..++..++..";
  for (int y = 0; y < 4; ++y) rows[static_cast<std::size_t>(y)] = "##########";
  rows[3][0] = '.';  // Red's piece moved from here to x 0 y 4, then on to the empty y 5 "killing"
  const std::vector<std::string> own = setup_rows(*parse_setup_rows(kRedRows, Color::Blue), Color::Blue);
  for (int y = 0; y < 4; ++y) rows[static_cast<std::size_t>(6 + y)] = own[static_cast<std::size_t>(y)];
  EXPECT_NE(keeper.see_board(rows).error.find("cannot be a battle"), std::string::npos) << keeper.see_board(rows).error;
}

TEST(UccHostileLines, AnEndlessLineStopsTheBotAtTheCap) {
  const BotRun before_setup = run_on(std::string(1 << 20, 'x'));
  EXPECT_EQ(before_setup.code, 1);
  EXPECT_NE(before_setup.log.find("longer than 65536 bytes"), std::string::npos) << before_setup.log;
  const BotRun in_board = run_on("RED x 10 10\nSTART\n" + std::string(1 << 20, '#'));
  EXPECT_EQ(in_board.code, 1);
  EXPECT_EQ(in_board.moves_chosen, 0);
  EXPECT_NE(in_board.log.find("longer than"), std::string::npos) << in_board.log;
}

TEST(UccHostileLines, ErrorsQuoteLittleAndOnlyValidUtf8) {
  const BotRun run = run_on("GREEN " + std::string(50'000, '\xFF') + " 10 10\n");
  EXPECT_EQ(run.code, 1);
  EXPECT_LT(run.log.size(), 400u);
  EXPECT_TRUE(is_valid_utf8(run.log));
  EXPECT_TRUE(is_valid_utf8(board_row_error("\xFF........\x80")));
  EXPECT_TRUE(is_valid_utf8(parse_move("1 2 \xC3").error));
  EXPECT_TRUE(is_valid_utf8(parse_setup_rows({"\xFF.........", "..........", "..........", ".........."}, Color::Red).error));
}

}  // namespace
}  // namespace stratego::ucc
