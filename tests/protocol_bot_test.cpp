// Our player as a UCC bot: fed a manager's transcript, it must answer with its setup and
// moves, and hand its player exactly the observation the engine gives that seat, built
// from the protocol messages alone, with exactly the legal moves the engine allows it.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <set>
#include <sstream>
#include <utility>

#include "engine/game.hpp"
#include "protocol/ucc_bot.hpp"
#include "protocol/ucc_messages.hpp"
#include "protocol/ucc_observation_keeper.hpp"

namespace stratego::ucc {
namespace {

const std::vector<std::string> kRedRows = {"FB8sB479B8", "BB31555583", "6724898974", "967B669999"};
// Blue's first row is its front row (y 6): the flag stands in front, at x 0.
const std::vector<std::string> kBlueRows = {"FB8sB479B8", "BB31555583", "6724898974", "967B669999"};

struct Script {
  const RuleSet* rules;
  std::vector<UccMove> moves;
  Ending ending;     // where the moves lead
  std::string quit;  // the manager's last line
};

// Plies 0-6: a scout advances, a miner takes it, a second scout dies on the miner, a major
// steps forward, and a third scout runs down file x 0 onto Blue's flag.
const Script kFlagScript = {
    &rule_set("gravon"),
    {{9, 3, Direction::Down, 2}, {9, 6, Direction::Up, 1}, {8, 3, Direction::Down, 1}, {9, 5, Direction::Left, 1},
     {8, 4, Direction::Down, 1}, {5, 6, Direction::Up, 1}, {0, 3, Direction::Down, 3}},
    Ending::FlagCaptured,
    "QUIT stratego RED VICTORY 4 100 98",
};

// Plies 0-9 under ISF rules: Red's scout on a4 (9 3) steps out and Blue's miner from a7
// (9 6) chases it round the squares a5 b5 b6 a6. Blue's fifth move, b6-a6, would bring back
// the position after its first, so the more-squares rule forbids it: Blue steps straight
// back to b5 instead.
const Script kChaseScript = {
    &rule_set("isf"),
    {{9, 3, Direction::Down, 1}, {9, 6, Direction::Up, 1}, {9, 4, Direction::Left, 1}, {9, 5, Direction::Up, 1},
     {8, 4, Direction::Down, 1}, {9, 4, Direction::Left, 1}, {8, 5, Direction::Right, 1}, {8, 4, Direction::Down, 1},
     {9, 5, Direction::Up, 1}, {8, 5, Direction::Up, 1}},
    Ending::None,
    "QUIT",
};
const UccMove kForbiddenChase = {8, 5, Direction::Right, 1};

// A player that plays the script's moves for its side and remembers what it was shown.
class ScriptedPlayer : public Player {
 public:
  ScriptedPlayer(Setup setup, std::deque<UccMove> moves) : setup_(std::move(setup)), moves_(std::move(moves)) {}
  std::string name() const override { return "scripted"; }
  Setup choose_setup(const Variant&, const RuleSet&, Color) override { return setup_; }
  Move choose_move(const Observation& view, const ThinkLimits&) override {
    seen.push_back(view);
    const UccMove next = moves_.front();
    moves_.pop_front();
    return *to_engine_move(next);
  }
  std::vector<Observation> seen;

 private:
  Setup setup_;
  std::deque<UccMove> moves_;
};

Outcome outcome_of(const PublicMove& event) {
  if (!event.battle) return {OutcomeKind::Ok};
  const Battle& b = *event.battle;
  if (b.reason == BattleReason::FlagCaptured) return {OutcomeKind::VictoryFlag};
  const OutcomeKind kind = b.attacker_survives()   ? OutcomeKind::Kills
                           : b.defender_survives() ? OutcomeKind::Dies
                                                   : OutcomeKind::BothDie;
  return {kind, b.attacker, b.defender};
}

using MoveSet = std::set<std::pair<Sq, Sq>>;

MoveSet move_set(const MoveList& moves) {
  MoveSet set;
  for (const Move& m : moves) set.emplace(m.from, m.to);
  return set;
}

MoveSet legal_moves_of(const Observation& view) {
  MoveList moves;
  view.legal_moves(moves);
  return move_set(moves);
}

struct Transcript {
  std::string input;                   // what the manager sends the bot
  std::string output;                  // what the bot must answer
  std::vector<Observation> expected;   // the engine's observation before each of its moves
  std::vector<MoveSet> legal;          // the engine's legal moves before each of its moves
};

// Plays the script with the engine as the manager would and writes down the bot's side.
Transcript transcript_for(const Script& script, Color bot) {
  Game game(variant("classic"), *script.rules);
  EXPECT_EQ(game.set_setup(Color::Red, *parse_setup_rows(kRedRows, Color::Red)), "");
  EXPECT_EQ(game.set_setup(Color::Blue, *parse_setup_rows(kBlueRows, Color::Blue)), "");
  EXPECT_EQ(game.start(), "");
  Transcript t;
  t.input = format_setup_query({bot, "opponent", 10, 10}) + "\n";
  for (const std::string& row : bot == Color::Red ? kRedRows : kBlueRows) t.output += row + "\n";
  for (const UccMove& move : script.moves) {
    if (game.side_to_move() == bot) {
      if (game.moves().empty()) t.input += "START\n";
      for (const std::string& row : board_rows(game.observation(bot))) t.input += row + "\n";
      t.expected.push_back(game.observation(bot));
      MoveList legal;
      game.legal_moves(legal);
      t.legal.push_back(move_set(legal));
      t.output += format_move(move) + "\n";
    }
    EXPECT_EQ(game.play(*to_engine_move(move)), MoveError::None) << format_move(move);
    t.input += format_confirmation({move, outcome_of(game.moves().back())}) + "\n";
  }
  EXPECT_EQ(game.result().ending, script.ending);
  t.input += script.quit + "\n";
  return t;
}

std::deque<UccMove> script_for(const Script& script, Color side) {
  std::deque<UccMove> moves;
  for (std::size_t i = side == Color::Red ? 0 : 1; i < script.moves.size(); i += 2) moves.push_back(script.moves[i]);
  return moves;
}

// What the bot's player was shown before each of its moves.
std::vector<Observation> plays_the_script_as(const Script& script, Color side) {
  const Transcript t = transcript_for(script, side);
  ScriptedPlayer player(*parse_setup_rows(side == Color::Red ? kRedRows : kBlueRows, side), script_for(script, side));
  std::istringstream in(t.input);
  std::ostringstream out, log;
  EXPECT_EQ(run_bot(player, BotOptions{script.rules, {}}, in, out, log), 0);
  EXPECT_EQ(out.str(), t.output);
  EXPECT_EQ(log.str(), "");
  EXPECT_EQ(player.seen.size(), t.expected.size());
  for (std::size_t i = 0; i < std::min(t.expected.size(), player.seen.size()); ++i) {
    EXPECT_TRUE(player.seen[i] == t.expected[i]) << "move " << i;
    EXPECT_EQ(legal_moves_of(player.seen[i]), t.legal[i]) << "move " << i;
  }
  return player.seen;
}

TEST(UccBot, AsRedSeesWhatTheEngineShowsRed) { plays_the_script_as(kFlagScript, Color::Red); }
TEST(UccBot, AsBlueSeesWhatTheEngineShowsBlue) { plays_the_script_as(kFlagScript, Color::Blue); }

TEST(UccBot, UnderIsfRulesAsRedKnowsTheMovesTheEngineAllows) { plays_the_script_as(kChaseScript, Color::Red); }

TEST(UccBot, UnderIsfRulesAsBlueKnowsWhichChasingMoveTheEngineForbids) {
  const std::vector<Observation> seen = plays_the_script_as(kChaseScript, Color::Blue);
  ASSERT_FALSE(seen.empty());
  const Observation& before_last = seen.back();
  const Move forbidden = *to_engine_move(kForbiddenChase);
  MoveList movement;
  before_last.board().generate_moves(movement);
  EXPECT_TRUE(movement.contains(forbidden));
  EXPECT_FALSE(before_last.is_legal(forbidden));
}

TEST(UccBot, LearnsBattleRanksFromTheConfirmations) {
  const Transcript t = transcript_for(kFlagScript, Color::Red);
  ScriptedPlayer player(*parse_setup_rows(kRedRows, Color::Red), script_for(kFlagScript, Color::Red));
  std::istringstream in(t.input);
  std::ostringstream out, log;
  run_bot(player, BotOptions{}, in, out, log);
  ASSERT_GE(player.seen.size(), 3u);
  // Before Red's third move the miner that took the scout at 9 5 stands revealed on 8 5.
  const SquareView miner = player.seen[2].at(square_at(8, 5));
  EXPECT_EQ(miner.kind, SquareView::Kind::Enemy);
  EXPECT_EQ(miner.rank, Rank::Miner);
  EXPECT_TRUE(miner.revealed);
  EXPECT_EQ(player.seen[2].captured(Color::Red, Rank::Scout), 1);
}

TEST(UccBot, AnswersTheSetupWithFourRowsAndQuitsOnQuit) {
  ScriptedPlayer player(*parse_setup_rows(kRedRows, Color::Blue), {});
  std::istringstream in("BLUE vixen 10 10\nQUIT\n");
  std::ostringstream out, log;
  EXPECT_EQ(run_bot(player, BotOptions{}, in, out, log), 0);
  EXPECT_EQ(out.str(), "FB8sB479B8\nBB31555583\n6724898974\n967B669999\n");
}

TEST(UccBot, QuitsBeforeTheSetup) {
  ScriptedPlayer player({}, {});
  std::istringstream in("QUIT\n");
  std::ostringstream out, log;
  EXPECT_EQ(run_bot(player, BotOptions{}, in, out, log), 0);
  EXPECT_EQ(out.str(), "");
}

TEST(UccBot, QuitsInTheMiddleOfABoard) {
  ScriptedPlayer player(*parse_setup_rows(kRedRows, Color::Red), script_for(kFlagScript, Color::Red));
  std::istringstream in("RED x 10 10\nSTART\n..........\n..........\nQUIT x RED ILLEGAL 1 0 0\n");
  std::ostringstream out, log;
  EXPECT_EQ(run_bot(player, BotOptions{}, in, out, log), 0);
  EXPECT_TRUE(player.seen.empty());
}

TEST(UccBot, WaitsForQuitAfterAnIllegalAnswer) {
  // Red's first move was unreadable: the manager repeats it as ILLEGAL and quits.
  ScriptedPlayer player(*parse_setup_rows(kBlueRows, Color::Blue), {});
  std::istringstream in("BLUE x 10 10\nmove please ILLEGAL\nQUIT x RED ILLEGAL 1 0 0\n");
  std::ostringstream out, log;
  EXPECT_EQ(run_bot(player, BotOptions{}, in, out, log), 0);
  EXPECT_EQ(log.str(), "");
}

TEST(UccBot, RefusesABrokenManager) {
  const std::vector<std::string> broken = {
      "GREEN x 10 10\n",                                        // bad query
      "RED x 8 8\n",                                            // not the classic board
      "RED x 10 10\nSTART\n..........\n...X......\n",           // bad board row
      "BLUE x 10 10\n3 3 SIDEWAYS OK\n",                        // bad confirmation
      "RED x 10 10\nSTART\n" + std::string(110, '.') + "\n",   // a row far too long
  };
  for (const std::string& input : broken) {
    ScriptedPlayer player(*parse_setup_rows(kRedRows, Color::Red), script_for(kFlagScript, Color::Red));
    std::istringstream in(input);
    std::ostringstream out, log;
    EXPECT_EQ(run_bot(player, BotOptions{}, in, out, log), 1) << input;
    EXPECT_NE(log.str(), "") << input;
  }
}

TEST(UccObservationKeeper, RejectsAMoveFromAnEmptySquare) {
  ObservationKeeper keeper(variant("classic"), rule_set("gravon"), Color::Red, *parse_setup_rows(kRedRows, Color::Red));
  Game game(variant("classic"), rule_set("gravon"));
  game.set_setup(Color::Red, *parse_setup_rows(kRedRows, Color::Red));
  game.set_setup(Color::Blue, *parse_setup_rows(kBlueRows, Color::Blue));
  game.start();
  EXPECT_EQ(keeper.see_board(board_rows(game.observation(Color::Red))).differences, "");
  EXPECT_NE(keeper.record({{4, 4, Direction::Down, 1}, {OutcomeKind::Ok}}), "");
  EXPECT_NE(keeper.record({{0, 3, Direction::Down, 1}, {OutcomeKind::Kills, Rank::Scout, Rank::Spy}}), "");
  EXPECT_EQ(keeper.record({{0, 3, Direction::Down, 1}, {OutcomeKind::Ok}}), "");
}

TEST(UccObservationKeeper, ReportsABoardThatDiffersFromTheMoves) {
  ObservationKeeper keeper(variant("classic"), rule_set("gravon"), Color::Red, *parse_setup_rows(kRedRows, Color::Red));
  Game game(variant("classic"), rule_set("gravon"));
  game.set_setup(Color::Red, *parse_setup_rows(kRedRows, Color::Red));
  game.set_setup(Color::Blue, *parse_setup_rows(kBlueRows, Color::Blue));
  game.start();
  std::vector<std::string> rows = board_rows(game.observation(Color::Red));
  EXPECT_EQ(keeper.see_board(rows).differences, "");
  rows[3][0] = '.';
  EXPECT_NE(keeper.see_board(rows).differences, "");
  EXPECT_EQ(keeper.see_board(rows).error, "");
}

}  // namespace
}  // namespace stratego::ucc
