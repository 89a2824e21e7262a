// What the person types and picks in `stratego play`: typed commands in English and
// German, and the controller that turns board picks and commands into session calls.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "cli/play/play_controller.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/typed_command.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

using Kind = TypedCommand::Kind;

Square sq(const char* name) { return *parse_square(name); }

TEST(TerminalTypedCommand, MovesAndSquares) {
  const TypedCommand move = parse_typed_command("  d4 d5 ");
  ASSERT_EQ(move.kind, Kind::Move);
  EXPECT_EQ(move.move, (Move{to_sq(sq("d4")), to_sq(sq("d5"))}));
  EXPECT_EQ(parse_typed_command("D4-D5").kind, Kind::Move);
  const TypedCommand square = parse_typed_command("j10");
  ASSERT_EQ(square.kind, Kind::Square);
  EXPECT_EQ(square.first, sq("j10"));
  EXPECT_EQ(parse_typed_command("").kind, Kind::Empty);
  EXPECT_EQ(parse_typed_command("   ").kind, Kind::Empty);
}

TEST(TerminalTypedCommand, WordsInEnglishAndGerman) {
  EXPECT_EQ(parse_typed_command("new").kind, Kind::NewSetup);
  EXPECT_EQ(parse_typed_command("neu").kind, Kind::NewSetup);
  EXPECT_EQ(parse_typed_command("START").kind, Kind::Start);
  EXPECT_EQ(parse_typed_command("los").kind, Kind::Start);
  EXPECT_EQ(parse_typed_command("aufgeben").kind, Kind::Resign);
  EXPECT_EQ(parse_typed_command("ende").kind, Kind::Quit);
  EXPECT_EQ(parse_typed_command("hilfe").kind, Kind::Help);
  const TypedCommand swap = parse_typed_command("tausch a1 b1");
  ASSERT_EQ(swap.kind, Kind::Swap);
  EXPECT_EQ(swap.first, sq("a1"));
  EXPECT_EQ(swap.second, sq("b1"));
  const TypedCommand load = parse_typed_command("laden /tmp/My Setup.txt");
  ASSERT_EQ(load.kind, Kind::LoadSetup);
  EXPECT_EQ(load.argument, "/tmp/My Setup.txt");
}

TEST(TerminalTypedCommand, MalformedInputIsUnknown) {
  EXPECT_EQ(parse_typed_command("load").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("save").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("swap a1").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("resign now").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("z9 z10").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("hello").argument, "hello");
}

TEST(TerminalLanguage, FromTheLocale) {
  EXPECT_EQ(language_from_locale(nullptr, nullptr, "de_DE.UTF-8"), Language::German);
  EXPECT_EQ(language_from_locale("en_US.UTF-8", nullptr, "de_DE.UTF-8"), Language::English);
  EXPECT_EQ(language_from_locale("", "de_AT", "C"), Language::German);
  EXPECT_EQ(language_from_locale(nullptr, nullptr, nullptr), Language::English);
  EXPECT_EQ(parse_language("de"), Language::German);
  EXPECT_EQ(parse_language("fr"), std::nullopt);
}

class TerminalController : public ::testing::Test {
 protected:
  TerminalController() : session_(options()), controller_(session_) {}
  static PlayOptions options() {
    PlayOptions o;
    o.seed = 11;
    o.level = "random";
    return o;  // no save path: nothing written
  }
  PlaySession session_;
  PlayController controller_;
};

TEST_F(TerminalController, PickingTwoPiecesSwapsThem) {
  const Rank a1 = *session_.draft().rank_at(sq("a1"));
  const Rank j4 = *session_.draft().rank_at(sq("j4"));
  controller_.choose(sq("a1"));
  EXPECT_EQ(controller_.selected(), sq("a1"));
  controller_.choose(sq("j4"));
  EXPECT_EQ(controller_.selected(), std::nullopt);
  EXPECT_EQ(session_.draft().rank_at(sq("a1")), j4);
  EXPECT_EQ(session_.draft().rank_at(sq("j4")), a1);
  EXPECT_NE(controller_.message().find("a1 <-> j4"), std::string::npos) << controller_.message();
}

TEST_F(TerminalController, PickingTheSameSquareAgainDropsTheSelection) {
  const stratego::Setup before = session_.draft().setup();
  controller_.choose(sq("c2"));
  controller_.choose(sq("c2"));
  EXPECT_EQ(controller_.selected(), std::nullopt);
  EXPECT_EQ(session_.draft().setup(), before);
}

TEST_F(TerminalController, TypedSquaresSwapDuringTheSetup) {
  const Rank b2 = *session_.draft().rank_at(sq("b2"));
  controller_.execute("b2 c3");
  EXPECT_EQ(session_.draft().rank_at(sq("c3")), b2);
}

TEST_F(TerminalController, TheSelectedPieceShowsItsTargetsAndMovesThere) {
  controller_.execute("start");
  ASSERT_EQ(session_.phase(), Phase::Play);
  Square mover{};
  for (std::int8_t file = 0; file < 10 && !mover.valid(); ++file)
    if (!session_.moves_from(Square{file, 3}).empty()) mover = Square{file, 3};
  ASSERT_TRUE(mover.valid());
  controller_.choose(mover);
  const std::vector<Square> targets = controller_.targets();
  ASSERT_FALSE(targets.empty());
  EXPECT_NE(controller_.message().find("targets"), std::string::npos) << controller_.message();
  controller_.choose(targets.front());
  EXPECT_EQ(session_.view().history().size(), 1u);
  EXPECT_TRUE(controller_.computer_should_move());
  controller_.let_computer_move();
  EXPECT_EQ(session_.view().history().size(), 2u);
  const std::string& told = controller_.message();
  EXPECT_EQ(told.rfind("you: " + square_name(mover) + "-" + square_name(targets.front()) + ".", 0), 0u) << told;
  EXPECT_NE(told.find(". computer: "), std::string::npos) << told;
}

TEST_F(TerminalController, AnUnreachableTargetIsRefusedAndNothingMoves) {
  controller_.execute("start");
  controller_.choose(sq("a4"));
  controller_.choose(sq("c6"));
  EXPECT_TRUE(session_.view().history().empty());
  EXPECT_NE(controller_.message().find("illegal move"), std::string::npos) << controller_.message();
  controller_.execute("a4 a9");
  EXPECT_TRUE(session_.view().history().empty());
  controller_.execute("fly away");
  EXPECT_NE(controller_.message().find("unknown command"), std::string::npos);
}

TEST_F(TerminalController, TheCursorStaysOnTheBoard) {
  controller_.move_cursor(-20, -20);
  EXPECT_EQ(controller_.cursor(), sq("a1"));
  controller_.move_cursor(30, 30);
  EXPECT_EQ(controller_.cursor(), sq("j10"));
}

TEST_F(TerminalController, ResigningTellsTheEndingAndQuitIsRequested) {
  controller_.execute("start");
  controller_.execute("resign");
  EXPECT_EQ(session_.phase(), Phase::Over);
  EXPECT_NE(controller_.message().find("The computer wins."), std::string::npos) << controller_.message();
  EXPECT_FALSE(controller_.quit_requested());
  controller_.execute("quit");
  EXPECT_TRUE(controller_.quit_requested());
}

}  // namespace
}  // namespace stratego::play
