// Clocks kept by the game service, on a time the test moves itself: a fallen flag loses,
// with or without the alarm; moves are charged and the frames say so; the set-up clock
// takes each seat's draft; a restart rebuilds the clocks from the stored times and settles
// what ran out meanwhile; a player away on its turn can be claimed against; the no-battle
// limit draws.
#include <functional>

#include <gtest/gtest.h>

#include "formats/json_record.hpp"
#include "formats/setup_string.hpp"
#include "formats/verify.hpp"
#include "server/computer_opponent.hpp"
#include "server/draft_writes.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"
#include "tests/recording_viewer.hpp"
#include "tests/manual_alarms.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

using Viewer = RecordingViewer;

class ClockTest : public ::testing::Test {
 protected:
  ClockTest() : store(":memory:") { start_service(); }

  void start_service() {
    service.reset();
    service = std::make_unique<GameService>(store, [](std::function<void()>) {}, ServiceOptions{10, 0, 60'000}, alarms);
  }
  void new_game(const std::string& clock, int no_battle_limit = 0) {
    NewGameRequest request;
    request.variant = "barrage";
    request.opponent = "person";
    request.name = "Ann";
    request.clock = clock;
    request.no_battle_limit = no_battle_limit;
    red = service->create_game(request);
    blue = service->join(red.id, red.invite, "Bob");
    connect();
  }
  void connect() {
    red_view = std::make_shared<Viewer>();
    blue_view = std::make_shared<Viewer>();
    red_handle = service->connect(red.id, red.token, red_view);
    blue_handle = service->connect(red.id, blue.token, blue_view);
  }
  void send(const SessionHandle& handle, Viewer& from, const json& message) { service->receive(handle, from, message.dump()); }
  void set_up_both() {
    send(red_handle, *red_view, {{"type", "setup"}, {"setup", barrage_setup(1)}});
    send(blue_handle, *blue_view, {{"type", "setup"}, {"setup", barrage_setup(2)}});
  }
  // The seat's first legal move onto an empty square (no battle).
  json quiet_move(const Viewer& seat) const {
    const json& state = seat.last_state();
    for (const json& move : state["legal_moves"])
      for (const json& square : state["board"])
        if (square["square"] == move["to"] && square["kind"] == "empty") return {{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}};
    ADD_FAILURE() << "no quiet move";
    return {};
  }
  json state_of(const GameService::Seated& seat) { return service->state(red.id, seat.token); }

  SqliteGameStore store;
  std::shared_ptr<ManualAlarms> alarms = std::make_shared<ManualAlarms>();
  std::unique_ptr<GameService> service;
  GameService::Seated red, blue;
  std::shared_ptr<Viewer> red_view, blue_view;
  SessionHandle red_handle, blue_handle;
};

TEST_F(ClockTest, AFallenFlagLosesWhenTheAlarmRings) {
  new_game("fischer:60+0");
  set_up_both();
  EXPECT_EQ(state_of(red)["clock"]["running"], "red");
  alarms->advance_to(kStart + 60'000 + kMaxLagCredit - 1);  // a move sent in time may still be on its way
  EXPECT_EQ(state_of(red)["result"], nullptr);
  EXPECT_EQ(state_of(red)["clock"]["red_ms"], 0);
  alarms->advance_to(kStart + 60'000 + kMaxLagCredit);
  for (const Viewer* seat : {red_view.get(), blue_view.get()}) {
    const json& result = seat->last_state()["result"];
    ASSERT_TRUE(result.is_object()) << seat->last().dump();
    EXPECT_EQ(result["ending"], "time ran out");
    EXPECT_EQ(result["winner"], "blue");
  }
  EXPECT_EQ(state_of(blue)["clock"]["running"], nullptr);
  EXPECT_EQ(state_of(blue)["clock"]["red_ms"], 0);  // the fallen flag shows nothing left
  EXPECT_EQ(store.load(red.id)->ending, static_cast<int>(Ending::Timeout));
  EXPECT_EQ(store.load(red.id)->ended_at, kStart + 60'000);
  start_service();
  EXPECT_EQ(state_of(blue)["clock"]["red_ms"], 0);
  EXPECT_EQ(state_of(blue)["clock"]["blue_ms"], 60'000);
}

TEST_F(ClockTest, AResignationStopsTheClocksWithTheTurnCharged) {
  new_game("fischer:60+5");
  set_up_both();
  alarms->advance_to(kStart + 10'000);
  send(red_handle, *red_view, quiet_move(*red_view));
  alarms->advance_to(kStart + 30'000);
  send(blue_handle, *blue_view, {{"type", "resign"}});
  const auto expect_stopped = [&] {
    const json clock = state_of(red)["clock"];
    EXPECT_EQ(clock["running"], nullptr);
    EXPECT_EQ(clock["red_ms"], 55'000);
    EXPECT_EQ(clock["blue_ms"], 40'000);
  };
  expect_stopped();
  start_service();  // rebuilt from the stored times
  expect_stopped();
}

TEST_F(ClockTest, MovesAreChargedAndEveryFrameShowsTheClocks) {
  new_game("fischer:60+5");
  set_up_both();
  alarms->advance_to(kStart + 10'000);
  send(red_handle, *red_view, quiet_move(*red_view));
  const json& clock = blue_view->last_state()["clock"];
  EXPECT_EQ(clock["control"], "fischer:60+5");
  EXPECT_EQ(clock["red_ms"], 55'000);  // 60 - 10 + 5
  EXPECT_EQ(clock["blue_ms"], 60'000);
  EXPECT_EQ(clock["running"], "blue");
  EXPECT_EQ(clock["setup_ms"], nullptr);
  alarms->advance_to(kStart + 25'000);
  EXPECT_EQ(state_of(red)["clock"]["blue_ms"], 45'000);
}

TEST_F(ClockTest, AGameKeepsOneAlarmForItsClocksHoweverManyMoves) {
  new_game("fischer:300+5");
  set_up_both();
  for (int ply = 0; ply < 30; ++ply) {
    const bool red_to_move = red_view->last_state()["to_move"] == "red";
    Viewer& mover = red_to_move ? *red_view : *blue_view;
    if (mover.last_state()["phase"] != "play") break;
    alarms->advance_to(kStart + 1'000 * (ply + 1));
    const json& moves = mover.last_state()["legal_moves"];
    send(red_to_move ? red_handle : blue_handle, mover, {{"type", "move"}, {"from", moves[0]["from"]}, {"to", moves[0]["to"]}});
    EXPECT_EQ(alarms->pending(), 1u) << "ply " << ply + 1;  // the clock's next deadline, no stale ones
  }
  EXPECT_GT(red_view->last_state()["log"].size(), 10u);
}

TEST_F(ClockTest, TheMeasuredLagIsCreditedUpToTheLimit) {
  new_game("fischer:60+0");
  set_up_both();
  red_view->lag = 300;
  alarms->advance_to(kStart + 10'000);
  send(red_handle, *red_view, quiet_move(*red_view));
  EXPECT_EQ(blue_view->last_state()["clock"]["red_ms"], 60'000 - 9'700);
  blue_view->lag = 5'000;  // a client that delays its pongs
  alarms->advance_to(kStart + 20'000);
  send(blue_handle, *blue_view, quiet_move(*blue_view));
  // Blue's turn began when Red's move was sent (9.7 s); its move counts from 20 s - 0.5 s.
  EXPECT_EQ(red_view->last_state()["clock"]["blue_ms"], 60'000 - (20'000 - kMaxLagCredit - 9'700));
}

TEST_F(ClockTest, AMoveSentBeforeTheDeadlineCountsThoughItArrivesAfter) {
  new_game("move:30");
  set_up_both();
  red_view->lag = 300;
  alarms->advance_to(kStart + 30'200);
  send(red_handle, *red_view, quiet_move(*red_view));
  EXPECT_EQ(blue_view->last()["type"], "move");
  EXPECT_EQ(state_of(blue)["result"], nullptr);
  alarms->advance_to(kStart + 60'000);
  EXPECT_EQ(state_of(blue)["result"], nullptr);  // Blue's 30 s began when Red's move was sent
  alarms->advance_to(kStart + 29'900 + 30'000 + kMaxLagCredit);
  EXPECT_EQ(state_of(blue)["result"]["winner"], "red");
}

TEST_F(ClockTest, AMoveAfterTheDeadlineIsTooLateEvenWhenTheAlarmIsLate) {
  new_game("move:30");
  set_up_both();
  alarms->jump_to(kStart + 31'000);
  send(red_handle, *red_view, quiet_move(*red_view));
  EXPECT_EQ(red_view->last()["type"], "error");
  EXPECT_EQ(red_view->last()["message"], "the game is over");
  EXPECT_EQ(state_of(blue)["result"]["ending"], "time ran out");
  EXPECT_EQ(state_of(blue)["log"].size(), 0u);
}

TEST_F(ClockTest, TheIsfClockChargesOnlyBeyondFourSeconds) {
  new_game("isf");
  set_up_both();
  alarms->advance_to(kStart + 3'000);
  send(red_handle, *red_view, quiet_move(*red_view));
  alarms->advance_to(kStart + 13'000);
  send(blue_handle, *blue_view, quiet_move(*blue_view));
  const json clock = state_of(red)["clock"];
  EXPECT_EQ(clock["red_ms"], 12 * 60'000);
  EXPECT_EQ(clock["blue_ms"], 12 * 60'000 - 6'000);
  EXPECT_EQ(clock["free_ms"], 4'000);
  EXPECT_EQ(clock["game_ms"], 50 * 60'000 - 13'000);
}

TEST_F(ClockTest, WhenTheSetUpTimeRunsOutEachSeatGetsItsDraftOrAPreparedSetup) {
  new_game("fischer:300+5");
  EXPECT_EQ(state_of(red)["clock"]["setup_ms"], 5 * 60'000);
  const std::string draft = barrage_setup(9);
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", "not a setup"}});
  EXPECT_EQ(red_view->last()["type"], "error");
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", draft}});
  alarms->advance_to(kStart + 5 * 60'000 + kMaxLagCredit);
  const json state = state_of(red);
  EXPECT_EQ(state["phase"], "play");
  EXPECT_EQ(state["clock"]["running"], "red");
  EXPECT_EQ(state["clock"]["red_ms"], 300'000 - kMaxLagCredit);  // Red's clock runs from the set-up deadline
  const std::optional<StoredGame> stored = store.load(red.id);
  ASSERT_TRUE(stored->red_setup && stored->blue_setup);
  EXPECT_EQ(*stored->red_setup, draft);
  EXPECT_EQ(stored->play_started_at, kStart + 5 * 60'000);
  EXPECT_EQ(blue_view->last_state()["phase"], "play");
}

TEST_F(ClockTest, ADraftOutlivesARestart) {
  new_game("fischer:300+5");
  const std::string draft = barrage_setup(9);
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", draft}});
  EXPECT_EQ(store.load(red.id)->drafts[0], draft);
  red_handle.reset();
  blue_handle.reset();
  alarms->jump_to(kStart + 6 * 60'000);
  start_service();  // settles the set-up time that ran out while it was down
  const std::optional<StoredGame> stored = store.load(red.id);
  ASSERT_TRUE(stored->red_setup && stored->blue_setup);
  EXPECT_EQ(*stored->red_setup, draft);
  EXPECT_EQ(stored->play_started_at, kStart + 5 * 60'000);
}

TEST_F(ClockTest, ADraftReachesTheStoreAtMostOnceASecondTheLatestWinning) {
  new_game("fischer:300+5");
  auto draft = [&](std::uint64_t seed) { send(red_handle, *red_view, {{"type", "draft"}, {"setup", barrage_setup(seed)}}); };
  auto stored = [&] { return store.load(red.id)->drafts[0]; };
  ASSERT_NE(barrage_setup(1), barrage_setup(3));
  draft(1);
  EXPECT_EQ(stored(), barrage_setup(1));  // the first at once
  alarms->advance_to(kStart + 300);
  draft(2);
  alarms->advance_to(kStart + 600);
  draft(3);
  alarms->advance_to(kStart + kDraftStoreEveryMs - 1);
  EXPECT_EQ(stored(), barrage_setup(1));
  alarms->advance_to(kStart + kDraftStoreEveryMs);
  EXPECT_EQ(stored(), barrage_setup(3));  // the latest, when its second has passed
  alarms->advance_to(kStart + 2 * kDraftStoreEveryMs);
  draft(4);
  EXPECT_EQ(stored(), barrage_setup(4));  // a second after the last write: at once
}

TEST_F(ClockTest, ADraftHeldBackIsTheSetupWhenTheTimeRunsOut) {
  new_game("fischer:300+5");
  alarms->advance_to(kStart + 5 * 60'000 - 500);
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", barrage_setup(1)}});
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", barrage_setup(3)}});
  EXPECT_EQ(store.load(red.id)->drafts[0], barrage_setup(1));
  alarms->advance_to(kStart + 5 * 60'000 + kMaxLagCredit);
  const std::optional<StoredGame> stored = store.load(red.id);
  ASSERT_TRUE(stored->red_setup);
  EXPECT_EQ(*stored->red_setup, barrage_setup(3));
}

TEST_F(ClockTest, ADraftHeldBackIsStoredWhenItsGameLeavesMemory) {
  new_game("fischer:300+5");
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", barrage_setup(1)}});
  send(red_handle, *red_view, {{"type", "draft"}, {"setup", barrage_setup(3)}});
  EXPECT_EQ(store.load(red.id)->drafts[0], barrage_setup(1));
  service->disconnect(red_handle, red_view.get());
  service->disconnect(blue_handle, blue_view.get());
  EXPECT_EQ(service->games_in_memory(), 0u);
  EXPECT_EQ(store.load(red.id)->drafts[0], barrage_setup(3));
}

TEST_F(ClockTest, AStoredDraftThatNoLongerReadsIsReplacedByAPreparedSetup) {
  new_game("fischer:300+5");
  store.save_draft(red.id, "red", "not a setup");
  red_handle.reset();
  blue_handle.reset();
  alarms->jump_to(kStart + 6 * 60'000);
  start_service();
  const std::optional<StoredGame> stored = store.load(red.id);
  ASSERT_TRUE(stored->red_setup);
  EXPECT_NE(*stored->red_setup, "not a setup");
  EXPECT_EQ(stored->ending, std::nullopt);
}

TEST_F(ClockTest, ARestartRebuildsTheClocksFromTheStoredTimes) {
  new_game("fischer:60+0");
  set_up_both();
  alarms->advance_to(kStart + 10'000);
  send(red_handle, *red_view, quiet_move(*red_view));
  alarms->jump_to(kStart + 20'000);
  start_service();
  const json clock = state_of(red)["clock"];
  EXPECT_EQ(clock["red_ms"], 50'000);
  EXPECT_EQ(clock["blue_ms"], 50'000);
  EXPECT_EQ(clock["running"], "blue");
  alarms->advance_to(kStart + 70'000 + kMaxLagCredit);  // the old service's alarms ring for nobody; the new one's flag falls
  EXPECT_EQ(state_of(red)["result"]["winner"], "red");
}

TEST_F(ClockTest, ARestartSettlesAClockThatRanOutWhileTheServerWasDown) {
  new_game("move:30");
  set_up_both();
  red_handle.reset();
  blue_handle.reset();
  alarms->jump_to(kStart + 45'000);
  start_service();
  EXPECT_EQ(store.load(red.id)->ending, static_cast<int>(Ending::Timeout));
  EXPECT_EQ(store.load(red.id)->winner, "blue");
}

TEST_F(ClockTest, APlayerAwayOnItsTurnCanBeClaimedAgainstAfterTheAbandonTime) {
  new_game("none");
  set_up_both();
  send(red_handle, *red_view, quiet_move(*red_view));
  service->disconnect(blue_handle, blue_view.get());
  EXPECT_EQ(red_view->last()["type"], "presence");
  EXPECT_EQ(red_view->last()["seats"]["blue"]["away_ms"], 0);
  EXPECT_EQ(red_view->last()["claim_in_ms"], 60'000);
  alarms->advance_to(kStart + 30'000);
  send(red_handle, *red_view, {{"type", "claim"}});
  EXPECT_EQ(red_view->last()["message"], "your opponent may come back: you can claim the game in 30 s");
  alarms->advance_to(kStart + 60'000);
  EXPECT_EQ(state_of(red)["claim_in_ms"], 0);
  EXPECT_EQ(state_of(red)["seats"]["blue"]["away_ms"], 60'000);
  send(red_handle, *red_view, {{"type", "claim"}});
  EXPECT_EQ(red_view->last_state()["result"]["ending"], "abandoned");
  EXPECT_EQ(red_view->last_state()["result"]["winner"], "red");
}

TEST_F(ClockTest, NobodyClaimsAgainstAPlayerWhoIsHereOrNotToMove) {
  new_game("none");
  set_up_both();
  service->disconnect(blue_handle, blue_view.get());  // Red is to move: Blue's absence costs nothing
  alarms->advance_to(kStart + 120'000);
  EXPECT_EQ(state_of(red)["claim_in_ms"], nullptr);
  send(red_handle, *red_view, {{"type", "claim"}});
  EXPECT_EQ(red_view->last()["type"], "error");
  service->disconnect(red_handle, red_view.get());
  blue_view = std::make_shared<Viewer>();
  blue_handle = service->connect(red.id, blue.token, blue_view);
  alarms->advance_to(kStart + 240'000);
  send(blue_handle, *blue_view, {{"type", "claim"}});
  EXPECT_NE(blue_view->last_state()["result"], nullptr);  // Red was away on its turn
  EXPECT_EQ(blue_view->last_state()["result"]["winner"], "blue");
}

TEST_F(ClockTest, CorrespondenceHasNoClaimsTheClockDecides) {
  new_game("days:2");
  set_up_both();
  service->disconnect(red_handle, red_view.get());
  alarms->advance_to(kStart + kDay);
  EXPECT_EQ(state_of(blue)["claim_in_ms"], nullptr);
  alarms->advance_to(kStart + 2 * kDay + kMaxLagCredit);
  EXPECT_EQ(store.load(red.id)->winner, "blue");
}

TEST_F(ClockTest, TheNoBattleLimitDrawsTheGame) {
  new_game("none", 2);
  set_up_both();
  EXPECT_EQ(red_view->last_state()["no_battle_limit"], 2);
  send(red_handle, *red_view, quiet_move(*red_view));
  send(blue_handle, *blue_view, quiet_move(*blue_view));
  EXPECT_EQ(red_view->last_state()["result"]["ending"], "no battle limit reached");
  start_service();
  EXPECT_EQ(state_of(red)["result"]["ending"], "no battle limit reached");
  const GameRecord record = record_from_json(service->record(red.id), "record");
  EXPECT_EQ(record.metadata.at("no_battle_limit"), "2");
  const Verdict verdict = verify_record(record, rule_set("gravon"));
  EXPECT_FALSE(verdict.illegal);
  EXPECT_EQ(verdict.ending_consistent, true) << verdict.ending_note;
  GameRecord without = record;
  without.metadata.erase("no_battle_limit");
  EXPECT_EQ(verify_record(without, rule_set("gravon")).ending_consistent, std::nullopt);
}

TEST_F(ClockTest, BadClocksAndLimitsAreRefused) {
  NewGameRequest request;
  request.opponent = "person";
  for (const char* clock : {"fast", "fischer:0+1", "days:30", ""}) {
    request.clock = clock;
    EXPECT_THROW(service->create_game(request), RequestError) << clock;
  }
  request.clock = "none";
  request.no_battle_limit = -1;
  EXPECT_THROW(service->create_game(request), RequestError);
  EXPECT_EQ(store.game_count(), 0);
}

TEST_F(ClockTest, NoClockSetsNoAlarm) {
  new_game("none");
  set_up_both();
  send(red_handle, *red_view, quiet_move(*red_view));
  EXPECT_EQ(alarms->pending(), 0u);
  EXPECT_EQ(state_of(red)["clock"], nullptr);
}

}  // namespace
}  // namespace stratego::server
