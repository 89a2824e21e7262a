// The UCC protocol beyond the 2012 manual's classic army (protocol/ucc_variant.hpp): which
// variants it carries, the setup rows of a smaller army, and the bot that counts the army
// of the variant it was told, in its keeper and in what a battle may reveal.
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

#include "ai/player.hpp"
#include "engine/setup.hpp"
#include "protocol/ucc_bot.hpp"
#include "protocol/ucc_messages.hpp"
#include "protocol/ucc_observation_keeper.hpp"
#include "protocol/ucc_variant.hpp"

namespace stratego::ucc {
namespace {

constexpr auto npos = std::string::npos;

// A barrage army in Red's four rows, y 0 at the top: '.' where no piece stands.
const std::vector<std::string> kBarrageRows = {"..........", "..........", "...B.F.2.9", "s..1..9.8."};

// Red's first board in barrage: its rows, the lakes, the eight enemy pieces.
std::vector<std::string> barrage_start() {
  std::vector<std::string> rows = kBarrageRows;
  for (const char* row : {"..++..++..", "..++..++..", "#........#", "..##..#...", "..........", "..#...#.#."})
    rows.emplace_back(row);
  return rows;
}

std::string lines_of(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += row + "\n";
  return text;
}

TEST(UccVariants, TheProtocolCarriesEveryTenByTenArmyWhoseMovesAreStraight) {
  EXPECT_EQ(protocol_variant_names(), (std::vector<std::string>{"classic", "barrage", "duell", "classic-free"}));
  for (const std::string& name : protocol_variant_names()) EXPECT_EQ(variant_error(variant(name)), "") << name;
  EXPECT_EQ(&protocol_variant("barrage"), &variant("barrage"));
}

TEST(UccVariants, UltimateLightningAndTheSmallBoardAreRefusedWithTheReason) {
  EXPECT_NE(variant_error(variant("ultimate-lightning")).find("no room for a rescue"), npos);
  EXPECT_NE(variant_error(variant("small")).find("10x10"), npos);
  EXPECT_THROW(protocol_variant("ultimate-lightning"), std::invalid_argument);
  EXPECT_THROW(protocol_variant("nonsense"), std::invalid_argument);
}

TEST(UccVariantSetupRows, ABarrageArmyRoundTripsWithDotsOnItsEmptySquares) {
  for (Color side : {Color::Red, Color::Blue}) {
    const Parsed<stratego::Setup> setup = parse_setup_rows(kBarrageRows, side);
    ASSERT_TRUE(setup) << setup.error;
    EXPECT_EQ(setup->pieces.size(), 8u);
    EXPECT_EQ(setup_rows(*setup, side), kBarrageRows);
    EXPECT_EQ(validate_setup(variant("barrage"), side, *setup), "");
    EXPECT_EQ(validate_setup(variant("classic-free"), side, *setup), "");  // any part of the classic army
    EXPECT_NE(validate_setup(variant("classic"), side, *setup).find("too few"), npos);
    EXPECT_NE(validate_setup(variant("duell"), side, *setup).find("too few"), npos);
  }
}

// Sets up with the barrage rows and plays its first legal move; remembers the variant.
class BarragePlayer : public Player {
 public:
  std::string name() const override { return "barrage"; }
  stratego::Setup choose_setup(const Variant& v, const RuleSet&, Color side) override {
    told = &v;
    return *parse_setup_rows(kBarrageRows, side);
  }
  Move choose_move(const Observation& view, const ThinkLimits&) override {
    seen = &view.variant();
    MoveList moves;
    view.legal_moves(moves);
    return moves[0];
  }
  const Variant* told = nullptr;
  const Variant* seen = nullptr;
};

struct BotRun {
  int code;
  std::string out;
  std::string log;
  const Variant* told;
  const Variant* seen;
};

BotRun run_on(const std::string& input, const Variant& v) {
  BarragePlayer player;
  BotOptions options;
  options.variant = &v;
  std::istringstream in(input);
  std::ostringstream out, log;
  const int code = run_bot(player, options, in, out, log);
  return {code, out.str(), log.str(), player.told, player.seen};
}

TEST(UccVariantBot, ToldBarrageItSetsUpAndPlaysTheBarrageArmy) {
  const BotRun run = run_on("RED x 10 10\nSTART\n" + lines_of(barrage_start()) + "QUIT\n", variant("barrage"));
  EXPECT_EQ(run.code, 0) << run.log;
  EXPECT_EQ(run.log, "");  // the board is the one its moves and setup make
  EXPECT_EQ(run.told, &variant("barrage"));
  EXPECT_EQ(run.seen, &variant("barrage"));
  ASSERT_GT(run.out.size(), lines_of(kBarrageRows).size());
  EXPECT_EQ(run.out.substr(0, lines_of(kBarrageRows).size()), lines_of(kBarrageRows));
}

TEST(UccVariantBot, MoreEnemyPiecesThanTheVariantsArmyStopTheBot) {
  std::vector<std::string> rows = barrage_start();
  rows[8] = "#.........";  // a ninth
  const BotRun nine = run_on("RED x 10 10\nSTART\n" + lines_of(rows), variant("barrage"));
  EXPECT_EQ(nine.code, 1);
  EXPECT_EQ(nine.seen, nullptr);
  EXPECT_NE(nine.log.find("9 enemy pieces, more than an army of 8"), npos) << nine.log;
  // A classic manager's board: the bot was told another variant than the manager plays.
  for (int y = 6; y < 10; ++y) rows[static_cast<std::size_t>(y)] = std::string(10, '#');
  const BotRun classic = run_on("RED x 10 10\nSTART\n" + lines_of(rows), variant("barrage"));
  EXPECT_EQ(classic.code, 1);
  EXPECT_NE(classic.log.find("40 enemy pieces, more than an army of 8"), npos) << classic.log;
}

TEST(UccVariantBot, ToldAVariantTheProtocolCannotCarryItStopsBeforeTheSetup) {
  const BotRun run = run_on("RED x 10 10\n", variant("ultimate-lightning"));
  EXPECT_EQ(run.code, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.log.find("cannot carry ultimate-lightning"), npos) << run.log;
}

// Red's barrage keeper after its first board.
ObservationKeeper barrage_keeper() {
  ObservationKeeper keeper(variant("barrage"), rule_set("gravon"), Color::Red,
                           *parse_setup_rows(kBarrageRows, Color::Red));
  EXPECT_EQ(keeper.see_board(barrage_start()).error, "");
  return keeper;
}

TEST(UccVariantKeeper, ABattleRevealsOnlyRanksTheArmyHolds) {
  const UccMove scout_run{9, 2, Direction::Down, 4};  // onto the enemy piece at 9 6
  ObservationKeeper miner = barrage_keeper();
  EXPECT_EQ(miner.record({scout_run, {OutcomeKind::Kills, Rank::Scout, Rank::Miner}}), "");
  ObservationKeeper captain = barrage_keeper();
  const std::string error = captain.record({scout_run, {OutcomeKind::Kills, Rank::Scout, Rank::Captain}});
  EXPECT_NE(error.find("one more than the barrage army holds"), npos) << error;
}

TEST(UccVariantKeeper, ASecondMarshalIsRefused) {
  ObservationKeeper keeper = barrage_keeper();
  const std::vector<Confirmation> moves = {
      {{9, 2, Direction::Down, 4}, {OutcomeKind::Dies, Rank::Scout, Rank::Marshal}},  // the marshal on 9 6
      {{0, 6, Direction::Up, 1}, {OutcomeKind::Ok}},
      {{8, 3, Direction::Down, 1}, {OutcomeKind::Ok}},
      {{0, 5, Direction::Up, 1}, {OutcomeKind::Ok}},
      {{8, 4, Direction::Down, 1}, {OutcomeKind::Ok}},
  };
  for (const Confirmation& move : moves) ASSERT_EQ(keeper.record(move), "") << format_confirmation(move);
  const std::string error = keeper.record({{0, 4, Direction::Up, 1}, {OutcomeKind::Kills, Rank::Marshal, Rank::Spy}});
  EXPECT_NE(error.find("a blue marshal on"), npos) << error;
}

}  // namespace
}  // namespace stratego::ucc
