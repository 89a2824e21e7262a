// What the person types and picks in `stratego play`: typed commands in English and
// German, and the controller that turns board picks and commands into session calls.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "cli/play/play_controller.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/rescue_chooser.hpp"
#include "cli/play/typed_command.hpp"
#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "terminal_rescue_game.hpp"

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

TEST(TerminalTypedCommand, TheOnlineWordsInEnglishAndGerman) {
  EXPECT_EQ(parse_typed_command("draw").kind, Kind::OfferDraw);
  EXPECT_EQ(parse_typed_command("Remis").kind, Kind::OfferDraw);
  EXPECT_EQ(parse_typed_command("accept").kind, Kind::AcceptDraw);
  EXPECT_EQ(parse_typed_command("annehmen").kind, Kind::AcceptDraw);
  EXPECT_EQ(parse_typed_command("decline").kind, Kind::DeclineDraw);
  EXPECT_EQ(parse_typed_command("ablehnen").kind, Kind::DeclineDraw);
  EXPECT_EQ(parse_typed_command("claim").kind, Kind::Claim);
  EXPECT_EQ(parse_typed_command("anspruch").kind, Kind::Claim);
  const TypedCommand say = parse_typed_command("say Good luck, Bob!");
  ASSERT_EQ(say.kind, Kind::Say);
  EXPECT_EQ(say.argument, "Good luck, Bob!");
  EXPECT_EQ(parse_typed_command("sag Viel Glück").argument, "Viel Glück");
  EXPECT_EQ(parse_typed_command("say").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("draw now").kind, Kind::Unknown);
}

TEST(TerminalTypedCommand, MalformedInputIsUnknown) {
  EXPECT_EQ(parse_typed_command("load").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("save").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("swap a1").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("resign now").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("z9 z10").kind, Kind::Unknown);
  EXPECT_EQ(parse_typed_command("hello").argument, "hello");
}

Move with_rescue(const char* move, const char* where, Rank rank) {
  Move m = *parse_move(move);
  m.rescue_to = to_sq(sq(where));
  m.rescue_rank = rank;
  return m;
}

TEST(TerminalTypedCommand, AMoveWithItsRescue) {
  const TypedCommand typed = parse_typed_command("d9 d10 +e3=7");
  ASSERT_EQ(typed.kind, Kind::Move);
  EXPECT_EQ(typed.move, with_rescue("d9-d10", "e3", Rank::Major));
  EXPECT_FALSE(typed.declines_rescue);
  EXPECT_EQ(parse_typed_command("D9-D10+E3=10").move, with_rescue("d9-d10", "e3", Rank::Marshal));
  EXPECT_EQ(parse_typed_command("d9 d10 + e3 = S").move, with_rescue("d9-d10", "e3", Rank::Spy));
  EXPECT_EQ(parse_typed_command("d9 d10 +e3=b").move, with_rescue("d9-d10", "e3", Rank::Bomb));
  EXPECT_EQ(parse_typed_command("d9 d10 +e3=major").move, with_rescue("d9-d10", "e3", Rank::Major));
  EXPECT_EQ(parse_typed_command("d9 d10 +e3=Oberst").move, with_rescue("d9-d10", "e3", Rank::Colonel));
  EXPECT_EQ(parse_typed_command("d9 d10 +e3=aufklaerer").move, with_rescue("d9-d10", "e3", Rank::Scout));
  EXPECT_EQ(parse_typed_command("d9 d10 +e3=Aufklärer").move, with_rescue("d9-d10", "e3", Rank::Scout));
}

TEST(TerminalTypedCommand, AMoveThatDeclinesTheRescue) {
  for (const char* line : {"d9 d10 +none", "d9 d10 +keine", "d9-d10+0", "d9 d10 + NONE"}) {
    const TypedCommand typed = parse_typed_command(line);
    ASSERT_EQ(typed.kind, Kind::Move) << line;
    EXPECT_TRUE(typed.declines_rescue) << line;
    EXPECT_FALSE(typed.move.has_rescue()) << line;
  }
  EXPECT_FALSE(parse_typed_command("d9 d10").declines_rescue);
}

TEST(TerminalTypedCommand, AMalformedRescueIsUnknown) {
  for (const char* line : {"d9 d10 +", "d9 d10 +e3", "d9 d10 +e3=", "d9 d10 +e3=wizard", "d9 d10 +z3=7",
                           "d9 +e3=7", "d9 d10 +e3=7 +f3=2", "swap d9 d10 +e3=7"})
    EXPECT_EQ(parse_typed_command(line).kind, Kind::Unknown) << line;
}

TEST(TerminalRanks, TypedInEitherLanguage) {
  EXPECT_EQ(parse_rank_word("7"), Rank::Major);
  EXPECT_EQ(parse_rank_word("1"), Rank::Spy);
  EXPECT_EQ(parse_rank_word("Feldmarschall"), Rank::Marshal);
  EXPECT_EQ(parse_rank_word("MARSHAL"), Rank::Marshal);
  EXPECT_EQ(parse_rank_word("Spion"), Rank::Spy);
  EXPECT_EQ(parse_rank_word("bombe"), Rank::Bomb);
  EXPECT_EQ(parse_rank_word("unknown"), std::nullopt);
  EXPECT_EQ(parse_rank_word(""), std::nullopt);
  for (Rank rank : kAllRanks)
    for (Language lang : {Language::English, Language::German}) EXPECT_EQ(parse_rank_word(rank_word(rank, lang)), rank);
}

// --- the rescue chooser on its own ------------------------------------------------------

class TerminalRescueChooser : public ::testing::Test {
 protected:
  TerminalRescueChooser() : chooser_(*parse_move("a4-a10"), {Rank::Major, Rank::Scout}, {sq("a4"), sq("b4")}) {}
  RescueChooser chooser_;
  using Step = RescueChooser::Step;
};

TEST_F(TerminalRescueChooser, AnswersByNumberThenSquare) {
  EXPECT_EQ(chooser_.stage(), RescueChooser::Stage::Piece);
  EXPECT_EQ(chooser_.option_count(), 3u);
  EXPECT_EQ(chooser_.answer("3").kind, Step::Kind::NotAChoice);
  EXPECT_EQ(chooser_.answer("hello").kind, Step::Kind::NotAChoice);
  EXPECT_EQ(chooser_.answer("b4").kind, Step::Kind::NotAChoice) << "a square before the piece";
  EXPECT_EQ(chooser_.answer(" 2 ").kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.stage(), RescueChooser::Stage::Square);
  EXPECT_EQ(chooser_.chosen_rank(), Rank::Scout);
  EXPECT_EQ(chooser_.answer("c4").kind, Step::Kind::NotAChoice) << "not an offered square";
  const Step done = chooser_.answer("B4");
  EXPECT_EQ(done.kind, Step::Kind::Play);
  EXPECT_EQ(done.move, with_rescue("a4-a10", "b4", Rank::Scout));
}

TEST_F(TerminalRescueChooser, AnswersByRankNameInEitherLanguage) {
  EXPECT_EQ(chooser_.answer("Major").kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.chosen_rank(), Rank::Major);
  EXPECT_EQ(chooser_.back().kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.answer("aufklaerer").kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.chosen_rank(), Rank::Scout);
  EXPECT_EQ(chooser_.back().kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.answer("general").kind, Step::Kind::NotAChoice) << "not captured";
}

TEST_F(TerminalRescueChooser, TheHighlightPicksAndStopsAtTheEnds) {
  EXPECT_EQ(chooser_.highlighted(), 0u);
  chooser_.move_highlight(-1);
  EXPECT_EQ(chooser_.highlighted(), 0u);
  chooser_.move_highlight(5);
  EXPECT_EQ(chooser_.highlighted(), 2u) << "the last line: no rescue";
  const Step none = chooser_.pick_highlighted();
  EXPECT_EQ(none.kind, Step::Kind::Play);
  EXPECT_EQ(none.move, *parse_move("a4-a10"));
  chooser_.move_highlight(-1);
  EXPECT_EQ(chooser_.pick_highlighted().kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.chosen_rank(), Rank::Scout);
  EXPECT_EQ(chooser_.pick_square(sq("a4")).move, with_rescue("a4-a10", "a4", Rank::Scout));
}

TEST_F(TerminalRescueChooser, DecliningAndGoingBack) {
  for (const char* word : {"0", "none", "keine", "NEIN"}) {
    RescueChooser chooser = chooser_;
    const Step step = chooser.answer(word);
    EXPECT_EQ(step.kind, Step::Kind::Play) << word;
    EXPECT_FALSE(step.move.has_rescue()) << word;
  }
  ASSERT_EQ(chooser_.pick_number(1).kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.answer("none").move, *parse_move("a4-a10")) << "declining at the square too";
  EXPECT_EQ(chooser_.back().kind, Step::Kind::Ask);
  EXPECT_EQ(chooser_.stage(), RescueChooser::Stage::Piece);
  const Step taken_back = chooser_.back();
  EXPECT_EQ(taken_back.kind, Step::Kind::TakeBack);
  EXPECT_EQ(taken_back.move, *parse_move("a4-a10"));
}

// --- every text in both languages -------------------------------------------------------

TEST(TerminalTexts, EveryTextHasBothLanguages) {
  for (int i = 0; i < static_cast<int>(Text::Count); ++i) {
    const Text id = static_cast<Text>(i);
    SCOPED_TRACE(i);
    const std::string_view english = text(id, Language::English);
    const std::string_view german = text(id, Language::German);
    EXPECT_FALSE(english.empty());
    EXPECT_FALSE(german.empty());
    EXPECT_NE(english, "?");
    EXPECT_NE(german, "?");
  }
}

TEST(TerminalTexts, VariantsRulesAndLevelsHaveGermanNames) {
  for (const Variant& v : all_variants()) {
    EXPECT_EQ(variant_title(v, Language::English), v.title);
    EXPECT_NE(variant_title(v, Language::German), v.title) << v.name << " has no German title";
  }
  EXPECT_EQ(variant_title(variant("classic"), Language::German), "Klassisch (40 Figuren)");
  EXPECT_EQ(variant_title(variant("small"), Language::German), "Kleines Stratego 8x8 (24 Figuren)");
  for (const RuleSet& r : all_rule_sets()) {
    EXPECT_NE(rules_title(r.name, Language::English), r.name);
    EXPECT_NE(rules_title(r.name, Language::German), rules_title(r.name, Language::English)) << r.name;
  }
  for (const std::string& level : player_levels())
    EXPECT_NE(level_title(level, Language::German), level_title(level, Language::English)) << level;
  EXPECT_EQ(level_title("someone", Language::German), "someone");
}

TEST(TerminalTexts, EveryEndingAndMoveErrorInBothLanguages) {
  for (Ending e : {Ending::None, Ending::NoLegalMove, Ending::FlagCaptured, Ending::BothCannotMove, Ending::Resignation,
                   Ending::DrawAgreed, Ending::MoveLimit, Ending::NoBattleLimit, Ending::Timeout, Ending::GameClock,
                   Ending::Abandoned, Ending::Forfeit})
    EXPECT_NE(ending_text(e, Language::German), ending_text(e, Language::English));
  EXPECT_EQ(move_error_text(MoveError::BadRescue, Language::German), "ungültige Rettung");
  EXPECT_EQ(rescue_text(true, Rank::Bomb, sq("e3"), Language::German), "Du hast eine Bombe auf e3 zurückgeholt.");
  EXPECT_EQ(rescue_text(false, Rank::Major, sq("e3"), Language::English), "The computer brought back a major onto e3.");
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

TEST_F(TerminalController, ASwapOutOfTheSetupZoneIsRefusedInTheChosenLanguage) {
  controller_.execute("a1 a9");
  EXPECT_EQ(controller_.message(), "invalid setup: a9 outside your setup zone");
}

// --- choosing a rescue through the controller (ultimate lightning) ----------------------

class TerminalRescue : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = std::filesystem::temp_directory_path() /
              ("stratego-rescue-" + std::to_string(getpid()) + "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(folder_);
  }
  void TearDown() override { std::filesystem::remove_all(folder_); }
  PlaySession resumed(Language language = Language::English) {
    PlayOptions options;
    options.save_path = (folder_ / "game.json").string();
    options.language = language;
    return rescue_game::resume_before_rescue(options);
  }
  static const PublicMove& last(const PlaySession& session) { return session.view().history().back(); }
  std::filesystem::path folder_;
};

TEST_F(TerminalRescue, ByCursorThePieceThenTheSquare) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.choose(sq("a4"));
  controller.choose(sq("a10"));
  ASSERT_TRUE(controller.rescue());
  EXPECT_EQ(controller.rescue()->stage(), RescueChooser::Stage::Piece);
  EXPECT_EQ(controller.message(), "a4-a10 reaches the enemy's back row. Bring back a captured piece?");
  EXPECT_TRUE(controller.targets().empty());
  EXPECT_EQ(session.view().history().size(), 2u) << "nothing is played while the choice is open";

  controller.choose_at_cursor();  // Enter on the highlighted scout
  ASSERT_TRUE(controller.rescue());
  EXPECT_EQ(controller.rescue()->stage(), RescueChooser::Stage::Square);
  EXPECT_EQ(controller.message(), "Rescue: scout (2). Onto which empty square?");
  EXPECT_EQ(controller.cursor(), sq("a4")) << "the cursor starts where the piece left";
  const std::vector<Square> targets = controller.targets();
  EXPECT_NE(std::find(targets.begin(), targets.end(), sq("b4")), targets.end());

  controller.move_cursor(1, 0);
  controller.choose_at_cursor();
  EXPECT_FALSE(controller.rescue());
  EXPECT_EQ(last(session).move, with_rescue("a4-a10", "b4", Rank::Scout));
  EXPECT_EQ(session.view().at(sq("b4")).rank, Rank::Scout);
  EXPECT_EQ(controller.message(), "you: a4-a10+b4=2. You brought back a scout onto b4.");
  EXPECT_TRUE(controller.computer_should_move());
}

TEST_F(TerminalRescue, ByTypingTheNumberThenTheSquare) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.execute("a4 a10");
  ASSERT_TRUE(controller.rescue());
  controller.execute("7");
  EXPECT_EQ(controller.message().rfind("not one of the choices. ", 0), 0u) << controller.message();
  controller.execute("1");
  controller.execute("c5");
  EXPECT_EQ(controller.message().rfind("not one of the choices. ", 0), 0u) << "a lake";
  controller.execute("b4");
  EXPECT_FALSE(controller.rescue());
  EXPECT_EQ(last(session).move, with_rescue("a4-a10", "b4", Rank::Scout));
}

TEST_F(TerminalRescue, NoRescueFromTheList) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.execute("a4 a10");
  controller.move_cursor(0, -1);  // Down to "no rescue"
  EXPECT_EQ(controller.rescue()->highlighted(), 1u);
  controller.execute("");  // Enter
  EXPECT_FALSE(controller.rescue());
  EXPECT_EQ(last(session).move, *parse_move("a4-a10"));
  EXPECT_EQ(session.view().captured(kPerson, Rank::Scout), 1);
}

TEST_F(TerminalRescue, EscGoesBackAndThenTakesTheMoveBack) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.execute("a4 a10");
  controller.execute("scout");
  EXPECT_EQ(controller.rescue()->stage(), RescueChooser::Stage::Square);
  controller.cancel();
  EXPECT_EQ(controller.rescue()->stage(), RescueChooser::Stage::Piece);
  controller.cancel();
  EXPECT_FALSE(controller.rescue());
  EXPECT_EQ(controller.message(), "move taken back: a4-a10");
  EXPECT_EQ(session.view().history().size(), 2u);
  EXPECT_TRUE(session.person_to_move());
}

TEST_F(TerminalRescue, ATypedRescueOrRefusalAsksNothing) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.execute("a4 a10 +b4=scout");
  EXPECT_FALSE(controller.rescue());
  EXPECT_EQ(last(session).move, with_rescue("a4-a10", "b4", Rank::Scout));

  PlaySession other = resumed();
  PlayController declining(other);
  declining.execute("a4 a10 +none");
  EXPECT_FALSE(declining.rescue());
  EXPECT_EQ(last(other).move, *parse_move("a4-a10"));
}

TEST_F(TerminalRescue, OtherMovesAskNothing) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.execute("a4 a9");
  EXPECT_FALSE(controller.rescue());
  EXPECT_EQ(session.view().history().size(), 3u);
}

TEST_F(TerminalRescue, HelpAndQuitWhileChoosing) {
  PlaySession session = resumed();
  PlayController controller(session);
  controller.execute("help");
  EXPECT_NE(controller.message().find("d9 d10 +e3=7"), std::string::npos) << controller.message();
  controller.execute("a4 a10");
  controller.execute("help");
  EXPECT_NE(controller.message().find("Up/Down and Enter"), std::string::npos) << controller.message();
  ASSERT_TRUE(controller.rescue()) << "help leaves the choice open";
  controller.execute("quit");
  EXPECT_TRUE(controller.quit_requested());
  EXPECT_EQ(session.view().history().size(), 2u);
}

TEST_F(TerminalRescue, TheChooserSpeaksGerman) {
  PlaySession session = resumed(Language::German);
  PlayController controller(session);
  controller.execute("a4 a10");
  EXPECT_EQ(controller.message(), "a4-a10 erreicht die hinterste gegnerische Reihe. Eine geschlagene Figur zurückholen?");
  controller.execute("Aufklaerer");
  EXPECT_EQ(controller.message(), "Rettung: Aufklärer (2). Auf welches freie Feld?");
  controller.execute("b4");
  EXPECT_EQ(controller.message(), "du: a4-a10+b4=2. Du hast einen Aufklärer auf b4 zurückgeholt.");
}

}  // namespace
}  // namespace stratego::play
