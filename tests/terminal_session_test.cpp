// The play session behind `stratego play`: setup phase, moves, saving after every move,
// resuming, refusals that change nothing, and what the person is shown.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "cli/play/board_labels.hpp"
#include "cli/play/play_session.hpp"
#include "cli/play/save_file.hpp"
#include "formats/json_record.hpp"
#include "formats/setup_string.hpp"
#include "terminal_rescue_game.hpp"

namespace stratego::play {
namespace {

class TerminalSession : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    folder_ = std::filesystem::temp_directory_path() /
              ("stratego-terminal-" + std::to_string(getpid()) + "-" + info->name());
    std::filesystem::remove_all(folder_);
    options_.save_path = (folder_ / "game.json").string();
    options_.seed = 7;
    options_.level = "random";
  }
  void TearDown() override { std::filesystem::remove_all(folder_); }

  std::string path(const std::string& name) const { return (folder_ / name).string(); }
  std::string saved_text() const { return read_text_file(options_.save_path).value_or(""); }
  GameRecord saved_record() const { return read_json_record(saved_text(), options_.save_path); }

  // The same game: records compared by their JSON text, where a setup is a field of
  // squares rather than a list of pieces in some order.
  static std::string json_of(const GameRecord& record) { return write_json_record(record); }

  static Move first_legal_move(const PlaySession& session) {
    MoveList moves;
    session.view().legal_moves(moves);
    return moves[0];
  }
  // Plays n moves of each side: the person always takes its first legal move.
  static void play_rounds(PlaySession& session, int n) {
    for (int i = 0; i < n && session.phase() == Phase::Play; ++i) {
      ASSERT_EQ(session.play(first_legal_move(session)), "");
      session.computer_move();
    }
  }
  // Two squares of the person's draft that hold different ranks.
  static std::pair<Square, Square> two_different_pieces(const SetupDraft& draft) {
    const std::vector<Placement>& pieces = draft.setup().pieces;
    for (const Placement& p : pieces)
      if (p.rank != pieces[0].rank) return {pieces[0].square, p.square};
    return {};
  }

  std::filesystem::path folder_;
  PlayOptions options_;
};

TEST_F(TerminalSession, ANewGameOffersAPreparedValidSetup) {
  PlaySession session(options_);
  EXPECT_EQ(session.phase(), Phase::Setup);
  EXPECT_EQ(validate_setup(session.variant(), kPerson, session.draft().setup()), "");
  EXPECT_FALSE(std::filesystem::exists(options_.save_path)) << "nothing is saved before the game starts";
}

TEST_F(TerminalSession, SwappingExchangesTwoPieces) {
  PlaySession session(options_);
  const auto [a, b] = two_different_pieces(session.draft());
  const Rank rank_a = *session.draft().rank_at(a);
  const Rank rank_b = *session.draft().rank_at(b);
  ASSERT_EQ(session.swap(a, b), "");
  EXPECT_EQ(session.draft().rank_at(a), rank_b);
  EXPECT_EQ(session.draft().rank_at(b), rank_a);
}

TEST_F(TerminalSession, SwappingOutOfTheSetupZoneIsRefusedAndChangesNothing) {
  PlaySession session(options_);
  const stratego::Setup before = session.draft().setup();
  const std::string message = session.swap(Square{0, 0}, Square{0, 6});
  EXPECT_NE(message, "");
  EXPECT_EQ(session.draft().setup(), before);
}

TEST_F(TerminalSession, ANewSetupIsDrawnAndValid) {
  PlaySession session(options_);
  const std::string before = session.draft().to_string();
  ASSERT_EQ(session.draw_new_setup(), "");
  EXPECT_NE(session.draft().to_string(), before);
  EXPECT_EQ(validate_setup(session.variant(), kPerson, session.draft().setup()), "");
}

TEST_F(TerminalSession, ASavedSetupLoadsBack) {
  PlaySession session(options_);
  const std::string saved = session.draft().to_string();
  ASSERT_EQ(session.save_setup(path("mine.setup")), "");
  ASSERT_EQ(session.draw_new_setup(), "");
  ASSERT_NE(session.draft().to_string(), saved);
  ASSERT_EQ(session.load_setup(path("mine.setup")), "");
  EXPECT_EQ(session.draft().to_string(), saved);
}

TEST_F(TerminalSession, AnInvalidSetupFileIsRefusedAndChangesNothing) {
  PlaySession session(options_);
  std::filesystem::create_directories(folder_);
  std::ofstream(path("bad.setup")) << "FFFFFFFFFF/BBBBBBBBBB/..........\n";
  const stratego::Setup before = session.draft().setup();
  EXPECT_NE(session.load_setup(path("bad.setup")), "");
  EXPECT_NE(session.load_setup(path("missing.setup")), "");
  EXPECT_EQ(session.draft().setup(), before);
}

TEST_F(TerminalSession, StartingSavesTheGameWithBothSetups) {
  PlaySession session(options_);
  const stratego::Setup mine = session.draft().setup();
  ASSERT_EQ(session.start(), "");
  EXPECT_EQ(session.phase(), Phase::Play);
  EXPECT_TRUE(session.person_to_move());
  const GameRecord record = saved_record();
  ASSERT_TRUE(record.has_setup());
  EXPECT_EQ(setup_to_string(session.variant(), kPerson, *record.setups[index(kPerson)]),
            setup_to_string(session.variant(), kPerson, mine));
  EXPECT_TRUE(record.moves.empty());
  EXPECT_EQ(record.metadata.at("level"), "random");
}

TEST_F(TerminalSession, TheGameIsSavedAfterEveryMove) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(session.play(first_legal_move(session)), "");
    EXPECT_EQ(saved_record().moves.size(), session.view().history().size());
    session.computer_move();
    EXPECT_EQ(saved_record().moves.size(), session.view().history().size());
  }
  EXPECT_EQ(json_of(saved_record()), json_of(session.record()));
}

TEST_F(TerminalSession, ResumingGivesTheIdenticalGame) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  play_rounds(session, 12);
  ASSERT_EQ(session.phase(), Phase::Play);
  ASSERT_EQ(session.play(first_legal_move(session)), "");  // interrupted while the computer is to move

  PlayOptions later = options_;
  later.resume = true;
  later.seed = 999;         // the saved seed wins
  later.variant = "duell";  // and the saved variant
  PlaySession resumed = PlaySession::resume(later);
  EXPECT_EQ(json_of(resumed.record()), json_of(session.record()));
  EXPECT_TRUE(resumed.view() == session.view());
  EXPECT_EQ(resumed.view().history(), session.view().history());
  EXPECT_EQ(resumed.battle_log(), session.battle_log());
  EXPECT_EQ(resumed.draft().to_string(), session.draft().to_string());
  EXPECT_TRUE(resumed.computer_to_move());
}

TEST_F(TerminalSession, AResumedGameContinuesTheSameWayEveryTime) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  play_rounds(session, 4);
  PlayOptions later = options_;
  later.resume = true;
  PlaySession once = PlaySession::resume(later);
  play_rounds(once, 6);
  const GameRecord first = once.record();
  ASSERT_EQ(session.save_path(), once.save_path());
  write_file_atomically(options_.save_path, write_json_record(session.record()));
  PlaySession again = PlaySession::resume(later);
  play_rounds(again, 6);
  EXPECT_EQ(json_of(again.record()), json_of(first));
}

TEST_F(TerminalSession, AnIllegalMoveIsRefusedWithAReasonAndChangesNothing) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  const std::string before = saved_text();
  const std::string diagonal = session.play(Move{to_sq(Square{0, 3}), to_sq(Square{1, 4})});
  EXPECT_NE(diagonal.find("illegal move"), std::string::npos) << diagonal;
  EXPECT_NE(session.play("a1 a2").find("illegal move"), std::string::npos);  // own piece on a2
  EXPECT_NE(session.play("hello"), "");
  EXPECT_EQ(saved_text(), before);
  EXPECT_TRUE(session.view().history().empty());
  EXPECT_TRUE(session.person_to_move());
}

TEST_F(TerminalSession, RefusalsAreInTheChosenLanguage) {
  options_.language = Language::German;
  PlaySession session(options_);
  EXPECT_EQ(session.play("a4 a5"), "erst die Partie beginnen (los)");
  ASSERT_EQ(session.start(), "");
  EXPECT_EQ(session.play("a1 b2").rfind("unerlaubter Zug: a1-b2: ", 0), 0u);
}

TEST_F(TerminalSession, MovesOutOfTurnAndSetupChangesDuringPlayAreRefused) {
  PlaySession session(options_);
  EXPECT_NE(session.play("a4 a5"), "") << "not before the start";
  ASSERT_EQ(session.start(), "");
  EXPECT_NE(session.swap(Square{0, 0}, Square{1, 0}), "");
  EXPECT_NE(session.draw_new_setup(), "");
  ASSERT_EQ(session.play(first_legal_move(session)), "");
  EXPECT_EQ(session.play("a4 a5"), "it is not your turn");
  EXPECT_TRUE(session.moves_from(Square{0, 3}).empty());
}

TEST_F(TerminalSession, ResigningEndsTheGameAndOnlyThenRevealsTheBoard) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  EXPECT_THROW(session.revealed_board(), std::logic_error);
  ASSERT_EQ(session.resign(), "");
  EXPECT_EQ(session.phase(), Phase::Over);
  EXPECT_EQ(session.result().ending, Ending::Resignation);
  EXPECT_EQ(session.result().winner, kComputer);
  EXPECT_NO_THROW(session.revealed_board());
  EXPECT_NE(session.resign(), "");
  EXPECT_EQ(saved_record().result.code, static_cast<int>(Ending::Resignation));

  PlayOptions later = options_;
  later.resume = true;
  PlaySession resumed = PlaySession::resume(later);
  EXPECT_EQ(resumed.phase(), Phase::Over);
  EXPECT_EQ(resumed.result(), session.result());
}

TEST_F(TerminalSession, AnUnfinishedSavedGameIsRecognised) {
  EXPECT_FALSE(PlaySession::unfinished_game_saved(options_.save_path));
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  EXPECT_TRUE(PlaySession::unfinished_game_saved(options_.save_path));
  ASSERT_EQ(session.resign(), "");
  EXPECT_FALSE(PlaySession::unfinished_game_saved(options_.save_path));
}

TEST_F(TerminalSession, EveryVariantSetsUpPlaysAndResumes) {
  for (const Variant& v : all_variants()) {
    SCOPED_TRACE(v.name);
    options_.variant = v.name;
    PlaySession session(options_);
    ASSERT_EQ(session.start(), "");
    play_rounds(session, 3);
    PlayOptions later = options_;
    later.resume = true;
    later.variant = "classic";
    EXPECT_EQ(json_of(PlaySession::resume(later).record()), json_of(session.record()));
  }
}

TEST_F(TerminalSession, ResumingWithoutASavedGameFails) {
  options_.resume = true;
  EXPECT_THROW(PlaySession::resume(options_), std::runtime_error);
}

TEST_F(TerminalSession, AGamePlaysToItsEndAndEveryPositionIsSaved) {
  options_.variant = "barrage";
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  for (int ply = 0; ply < 4000 && session.phase() == Phase::Play; ++ply) {
    if (session.person_to_move()) ASSERT_EQ(session.play(first_legal_move(session)), "");
    else session.computer_move();
  }
  ASSERT_EQ(session.phase(), Phase::Over);
  const GameRecord saved = saved_record();
  EXPECT_EQ(json_of(saved), json_of(session.record()));
  EXPECT_GE(saved.result.code, 0);
}

TEST_F(TerminalSession, TheBoardShowsNoHiddenEnemyRank) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  const Variant& v = session.variant();
  for (int rank = 0; rank < v.height; ++rank)
    for (int file = 0; file < v.width; ++file) {
      const Square s{static_cast<std::int8_t>(file), static_cast<std::int8_t>(rank)};
      const SquareView view = session.view().at(s);
      if (view.kind == SquareView::Kind::Enemy) {
        EXPECT_EQ(cell_label(view), "(?) ");
      }
    }
}

TEST_F(TerminalSession, BattlesAreExplainedInTheLog) {
  PlaySession session(options_);
  ASSERT_EQ(session.start(), "");
  while (session.phase() == Phase::Play && session.battle_log().empty()) {
    MoveList moves;
    session.view().legal_moves(moves);
    Move chosen = moves[0];
    for (const Move& m : moves)
      if (session.view().board().is_enemy_of(m.to, kPerson)) chosen = m;  // attack when possible
    ASSERT_EQ(session.play(chosen), "");
    session.computer_move();
  }
  ASSERT_FALSE(session.battle_log().empty());
  const std::string line = session.battle_log().front();
  EXPECT_TRUE(line.find("Your ") != std::string::npos || line.find("The enemy ") != std::string::npos) << line;
}

// --- ultimate lightning rescues --------------------------------------------------------

Move move(const char* text) { return *parse_move(text); }
Square square(const char* name) { return *parse_square(name); }
bool contains(const std::vector<Square>& squares, const char* name) {
  return std::find(squares.begin(), squares.end(), square(name)) != squares.end();
}

TEST_F(TerminalSession, ARescueIsOfferedOnlyForAMoveOntoTheEnemyBackRow) {
  PlaySession session = rescue_game::resume_before_rescue(options_);
  ASSERT_TRUE(session.person_to_move());
  EXPECT_EQ(session.rescuable_ranks(move("a4-a10")), std::vector<Rank>{Rank::Scout});
  EXPECT_TRUE(session.rescuable_ranks(move("a4-a9")).empty()) << "not the back row";
  EXPECT_TRUE(session.rescuable_ranks(move("a4-b5")).empty()) << "not a legal move";
  const std::vector<Square> squares = session.rescue_squares(move("a4-a10"));
  EXPECT_TRUE(contains(squares, "a4")) << "the square the piece leaves";
  EXPECT_TRUE(contains(squares, "b4")) << "where the lost scout stood";
  EXPECT_FALSE(contains(squares, "a10")) << "the moving piece stands there";
  EXPECT_FALSE(contains(squares, "a3")) << "occupied";
  EXPECT_FALSE(contains(squares, "c5")) << "a lake";
}

TEST_F(TerminalSession, NoRescueIsOfferedWithoutCapturedPiecesOrOutsideUltimateLightning) {
  options_.variant = "barrage";
  PlaySession barrage(options_);
  ASSERT_EQ(barrage.start(), "");
  MoveList moves;
  barrage.view().legal_moves(moves);
  for (const Move& m : moves) EXPECT_TRUE(barrage.rescuable_ranks(m).empty());
}

TEST_F(TerminalSession, ARescuedPieceComesBackOnTheBoardInTheLogAndOutOfTheLosses) {
  PlaySession session = rescue_game::resume_before_rescue(options_);
  ASSERT_EQ(session.view().captured(kPerson, Rank::Scout), 1);
  Move rescue = move("a4-a10");
  rescue.rescue_to = to_sq(square("b4"));
  rescue.rescue_rank = Rank::Scout;
  ASSERT_EQ(session.play(rescue), "");
  EXPECT_EQ(session.view().history().back().move, rescue);
  EXPECT_EQ(session.view().at(square("b4")).kind, SquareView::Kind::Own);
  EXPECT_EQ(session.view().at(square("b4")).rank, Rank::Scout);
  EXPECT_EQ(session.view().captured(kPerson, Rank::Scout), 0);
  EXPECT_EQ(captured_text(session.view(), kPerson), "-");
  ASSERT_EQ(session.battle_log().size(), 2u);
  EXPECT_EQ(session.battle_log().back(), "3. You brought back a scout onto b4.");
  EXPECT_EQ(saved_record().moves.back(), rescue);
  PlayOptions later = options_;
  later.resume = true;
  EXPECT_EQ(json_of(PlaySession::resume(later).record()), json_of(session.record()));
}

TEST_F(TerminalSession, ARescueGoesWithAnAttackOnlyWhenTheAttackerWins) {
  Move rescue = move("a4-a10+b4=scout");
  PlaySession lost = rescue_game::resume_before_rescue(options_, "h8");  // blue's general on a10
  ASSERT_EQ(lost.play(rescue), "") << "the move stands; only its rescue is gone";
  EXPECT_FALSE(lost.view().history().back().move.has_rescue());
  EXPECT_EQ(lost.view().at(square("b4")).kind, SquareView::Kind::Empty);
  EXPECT_EQ(lost.view().captured(kPerson, Rank::Scout), 2);

  PlaySession won = rescue_game::resume_before_rescue(options_, "j8");  // a single-use bomb on a10
  ASSERT_EQ(won.play(rescue), "");
  EXPECT_EQ(won.view().history().back().move, rescue);
  EXPECT_EQ(won.view().at(square("b4")).rank, Rank::Scout);
}

TEST_F(TerminalSession, AnInvalidRescueIsRefusedAndChangesNothing) {
  PlaySession session = rescue_game::resume_before_rescue(options_);
  const std::string before = saved_text();
  EXPECT_NE(session.play(move("a4-a10+a3=scout")).find("invalid rescue"), std::string::npos) << "a3 is occupied";
  EXPECT_NE(session.play(move("a4-a10+b4=major")).find("invalid rescue"), std::string::npos) << "no major was lost";
  EXPECT_NE(session.play(move("a4-a9+b4=scout")).find("invalid rescue"), std::string::npos) << "not the back row";
  EXPECT_EQ(session.play(move("a4-a10+b4=major")), "illegal move: a4-a10+b4=7: invalid rescue");
  EXPECT_EQ(saved_text(), before);
  EXPECT_EQ(session.view().history().size(), 2u);
}

TEST_F(TerminalSession, TheComputersRescueIsShownInTheLogAndOnTheBoard) {
  PlaySession session = rescue_game::resume_after_computer_rescue(options_);
  ASSERT_TRUE(session.view().history().back().move.has_rescue());
  EXPECT_EQ(session.battle_log().back(), "2. The computer brought back a spy onto j7.");
  EXPECT_EQ(session.last_computer_move(), move("j7-j1+j7=spy"));
  EXPECT_EQ(move_label(*session.last_computer_move()), "j7-j1+j7=S");
  const SquareView spy = session.view().at(square("j7"));
  EXPECT_EQ(spy.kind, SquareView::Kind::Enemy);
  EXPECT_EQ(spy.rank, Rank::Spy) << "a rescued piece is known to both sides";
  EXPECT_EQ(session.view().captured(kComputer, Rank::Spy), 0);
  EXPECT_EQ(cell_label(spy), "(S) ");
}

TEST_F(TerminalSession, RescuesAreToldInGerman) {
  options_.language = Language::German;
  PlaySession computer = rescue_game::resume_after_computer_rescue(options_);
  EXPECT_EQ(computer.battle_log().back(), "2. Der Computer hat einen Spion auf j7 zurückgeholt.");
  PlaySession person = rescue_game::resume_before_rescue(options_);
  ASSERT_EQ(person.play(move("a4-a10+b4=scout")), "");
  EXPECT_EQ(person.battle_log().back(), "3. Du hast einen Aufklärer auf b4 zurückgeholt.");
}

}  // namespace
}  // namespace stratego::play
