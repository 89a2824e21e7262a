// Seats without a network: who may do what in a game between two people (also as one
// table, the authorization matrix). A seat acts only for itself and only in its turn, a
// spectator cannot act at all, a token of another game or none at all seats nobody, and an
// invitation seats one person once.
#include <deque>
#include <functional>
#include <thread>

#include <gtest/gtest.h>

#include "engine/game.hpp"
#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"
#include "tests/recording_viewer.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

using Viewer = RecordingViewer;

class SeatsTest : public ::testing::Test {
 protected:
  SeatsTest() : store(":memory:"), service(store, [](std::function<void()>) {}) {
    NewGameRequest request;
    request.variant = "barrage";
    request.opponent = "person";
    request.name = "Ann";
    red = service.create_game(request);
    blue = service.join(red.id, red.invite, "Bob");
    red_handle = service.connect(red.id, red.token, red_view);
    blue_handle = service.connect(red.id, blue.token, blue_view);
    watch_handle = service.connect(red.id, "", spectator);
  }
  void send(const SessionHandle& handle, Viewer& from, const json& message) { service.receive(handle, from, message.dump()); }
  void set_up_both() {
    send(red_handle, *red_view, {{"type", "setup"}, {"setup", barrage_setup(1)}});
    send(blue_handle, *blue_view, {{"type", "setup"}, {"setup", barrage_setup(2)}});
  }
  std::string error_after(const SessionHandle& handle, Viewer& from, const json& message) {
    const std::size_t before = from.frames.size();
    send(handle, from, message);
    if (from.frames.size() == before || from.last()["type"] != "error") return "";
    return from.last()["message"];
  }
  json first_legal(const Viewer& seat) const {
    return seat.last_state()["legal_moves"][0];
  }

  SqliteGameStore store;
  GameService service;
  GameService::Seated red, blue;
  std::shared_ptr<Viewer> red_view = std::make_shared<Viewer>(), blue_view = std::make_shared<Viewer>(),
                          spectator = std::make_shared<Viewer>();
  SessionHandle red_handle, blue_handle, watch_handle;
};

TEST_F(SeatsTest, AnInvitationSeatsOnePersonOnce) {
  EXPECT_EQ(red.color, Color::Red);
  EXPECT_EQ(blue.color, Color::Blue);
  EXPECT_NE(red.token, blue.token);
  auto status_of = [](const std::function<void()>& call) {
    try {
      call();
    } catch (const RequestError& e) {
      return e.status();
    }
    return 0;
  };
  EXPECT_EQ(status_of([&] { service.join(red.id, red.invite, "Eve"); }), 409);
  EXPECT_EQ(status_of([&] { service.join(red.id, "guess", "Eve"); }), 409);
  EXPECT_EQ(status_of([&] { service.join("nosuchgame", red.invite, "Eve"); }), 404);
  NewGameRequest open;
  open.opponent = "person";
  const GameService::Seated other = service.create_game(open);
  EXPECT_EQ(status_of([&] { service.join(other.id, "guess", "Eve"); }), 403);
  EXPECT_EQ(status_of([&] { service.join(other.id, red.invite, "Eve"); }), 403);  // another game's invitation
  EXPECT_EQ(status_of([&] { service.join(other.id, other.invite, std::string(30, 'x')); }), 400);
  EXPECT_EQ(status_of([&] { service.join(other.id, other.invite, "a\x01"); }), 400);
  EXPECT_EQ(status_of([&] { service.connect(red.id, other.token, red_view); }), 403);  // another game's token
  EXPECT_EQ(status_of([&] { service.state(red.id, "guess"); }), 403);
  EXPECT_EQ(spectator->last()["seats"]["blue"]["name"], "Bob");
}

TEST_F(SeatsTest, ASeatActsOnlyForItselfAndInItsTurn) {
  set_up_both();
  ASSERT_EQ(red_view->last()["phase"], "play");
  EXPECT_TRUE(blue_view->last()["legal_moves"].empty());
  const json red_move = first_legal(*red_view);
  EXPECT_EQ(error_after(blue_handle, *blue_view, {{"type", "move"}, {"from", red_move["from"]}, {"to", red_move["to"]}}),
            "it is not your turn");
  send(red_handle, *red_view, {{"type", "move"}, {"from", red_move["from"]}, {"to", red_move["to"]}});
  ASSERT_EQ(blue_view->last()["type"], "move");
  // Blue to move: Red may neither move again nor move Blue's pieces.
  const json blue_move = first_legal(*blue_view);
  EXPECT_EQ(error_after(red_handle, *red_view, {{"type", "move"}, {"from", blue_move["from"]}, {"to", blue_move["to"]}}),
            "it is not your turn");
  EXPECT_NE(error_after(blue_handle, *blue_view, {{"type", "move"}, {"from", red_move["to"]}, {"to", red_move["from"]}}), "");
  // A resignation is the sender's own.
  send(red_handle, *red_view, {{"type", "resign"}});
  EXPECT_EQ(spectator->last()["result"]["winner"], "blue");
  EXPECT_EQ(spectator->last()["result"]["code"], static_cast<int>(stratego::Ending::Resignation));
}

TEST_F(SeatsTest, ASpectatorCannotAct) {
  for (const json& message : {json{{"type", "setup"}, {"setup", barrage_setup(3)}}, json{{"type", "resign"}},
                              json{{"type", "offer_draw"}}, json{{"type", "accept_draw"}}, json{{"type", "move"}, {"from", "a4"}, {"to", "a5"}}})
    EXPECT_EQ(error_after(watch_handle, *spectator, message), "spectators cannot act in the game") << message.dump();
  send(watch_handle, *spectator, {{"type", "sync"}});
  EXPECT_EQ(spectator->last()["type"], "state");
  EXPECT_TRUE(spectator->last()["you"].is_null());
  EXPECT_FALSE(spectator->last()["seats"]["red"]["set_up"]);
}

// Who may do what, in one table: each actor tries the intents on Red's turn. Only a seat
// acts, only for itself and in its turn; a spectator, a guest seated in another game and a
// guest seated nowhere all connect as spectators and act not at all; another game's token
// and a guest holding both seats are not let in. Nothing a refused intent tried changes
// the game.
TEST_F(SeatsTest, TheAuthorizationMatrix) {
  NewGameRequest request;
  request.variant = "barrage";
  request.opponent = "person";
  request.name = "Ann";
  request.guest = "guest-ann";
  const GameService::Seated ann = service.create_game(request);
  const GameService::Seated bob = service.join(ann.id, ann.invite, "Bob", "guest-bob");
  request.guest = "guest-eve";
  const GameService::Seated eve = service.create_game(request);  // Eve sits in a game of her own
  struct Actor {
    const char* who;
    std::shared_ptr<Viewer> view = std::make_shared<Viewer>();
    SessionHandle handle;
  };
  std::vector<Actor> actors(5);
  actors[0].who = "red";
  actors[0].handle = service.connect(ann.id, ann.token, actors[0].view);
  actors[1].who = "blue";
  actors[1].handle = service.connect(ann.id, bob.token, actors[1].view);
  actors[2].who = "spectator";
  actors[2].handle = service.connect(ann.id, "", actors[2].view);
  actors[3].who = "guest seated in another game";
  actors[3].handle = service.connect(ann.id, "", actors[3].view, Person{"Eve", "guest-eve"});
  actors[4].who = "guest seated nowhere";
  actors[4].handle = service.connect(ann.id, "", actors[4].view, Person{"Cy", "guest-cy"});
  for (std::size_t seat = 0; seat < 2; ++seat)
    send(actors[seat].handle, *actors[seat].view, {{"type", "setup"}, {"setup", barrage_setup(seat + 1)}});
  ASSERT_EQ(actors[0].view->last()["phase"], "play");
  const json red_move = first_legal(*actors[0].view);
  const json red_intent = {{"type", "move"}, {"from", red_move["from"]}, {"to", red_move["to"]}};
  const json setup = {{"type", "setup"}, {"setup", barrage_setup(3)}};
  // Blue, out of its turn, may not move (Red's piece or its own) nor set up again; whoever
  // is not seated may do nothing.
  for (const json& intent : {red_intent, setup})
    EXPECT_NE(error_after(actors[1].handle, *actors[1].view, intent), "") << "blue: " << intent.dump();
  for (std::size_t i = 2; i < actors.size(); ++i) {
    EXPECT_TRUE(actors[i].view->frames.front()["you"].is_null()) << actors[i].who;
    for (const json& intent : {red_intent, json{{"type", "resign"}}, json{{"type", "offer_draw"}}, json{{"type", "claim"}}, setup})
      EXPECT_EQ(error_after(actors[i].handle, *actors[i].view, intent), "spectators cannot act in the game")
          << actors[i].who << ": " << intent.dump();
  }
  send(actors[2].handle, *actors[2].view, {{"type", "sync"}});
  EXPECT_TRUE(actors[2].view->last()["log"].empty());  // nothing changed
  EXPECT_TRUE(actors[2].view->last()["result"].is_null());
  EXPECT_EQ(error_after(actors[0].handle, *actors[0].view, red_intent), "");  // the seat itself, in its turn
  EXPECT_EQ(actors[2].view->last()["type"], "move");

  auto status_of = [](const std::function<void()>& call) {
    try {
      call();
    } catch (const RequestError& e) {
      return e.status();
    }
    return 0;
  };
  EXPECT_EQ(status_of([&] { service.connect(ann.id, eve.token, std::make_shared<Viewer>()); }), 403);
  const GameService::Seated hot = service.create_game(request);
  service.join(hot.id, hot.invite, "Eve's friend", "guest-eve");  // both seats on one device
  EXPECT_EQ(status_of([&] { service.connect(hot.id, "", std::make_shared<Viewer>(), Person{"Eve", "guest-eve"}); }), 403);
}

TEST_F(SeatsTest, EachSeatSetsUpHiddenFromTheOtherAndTheGameStartsWithBoth) {
  send(red_handle, *red_view, {{"type", "setup"}, {"setup", barrage_setup(1)}});
  EXPECT_EQ(blue_view->last()["phase"], "setup");
  EXPECT_TRUE(blue_view->last()["seats"]["red"]["set_up"]);
  for (const json& square : blue_view->last()["board"]) EXPECT_TRUE(square["rank"].is_null());
  for (const json& square : spectator->last()["board"]) EXPECT_TRUE(square["rank"].is_null());
  int own_before_start = 0;
  for (const json& square : red_view->last()["board"]) {
    if (square["kind"] != "own") continue;
    ++own_before_start;
    EXPECT_EQ(square["color"], "red");
    EXPECT_NE(square["rank"], "unknown");
  }
  EXPECT_EQ(own_before_start, 8);  // Red sees the setup it made while Blue still sets up
  EXPECT_EQ(error_after(red_handle, *red_view, {{"type", "setup"}, {"setup", barrage_setup(4)}}), "you have already set up");
  send(blue_handle, *blue_view, {{"type", "setup"}, {"setup", barrage_setup(2)}});
  EXPECT_EQ(red_view->last()["phase"], "play");
  int own = 0, unknown = 0;
  for (const json& square : blue_view->last()["board"]) {
    own += square["kind"] == "own";
    unknown += square["kind"] == "enemy" && square["rank"] == "unknown";
  }
  EXPECT_EQ(own, 8);
  EXPECT_EQ(unknown, 8);
  for (const json& square : spectator->last()["board"]) {
    if (square["kind"] != "piece") continue;
    EXPECT_EQ(square["rank"], "unknown") << square.dump();
  }
}

TEST_F(SeatsTest, DrawsArePeoplesAgreement) {
  set_up_both();
  EXPECT_EQ(error_after(blue_handle, *blue_view, {{"type", "accept_draw"}}), "there is no draw offer to answer");
  send(red_handle, *red_view, {{"type", "offer_draw"}});
  EXPECT_EQ(blue_view->last()["type"], "draw_offer");
  EXPECT_EQ(blue_view->last()["from"], "red");
  EXPECT_EQ(error_after(red_handle, *red_view, {{"type", "accept_draw"}}), "there is no draw offer to answer");  // not one's own
  send(blue_handle, *blue_view, {{"type", "decline_draw"}});
  EXPECT_EQ(red_view->last()["accepted"], false);
  send(blue_handle, *blue_view, {{"type", "offer_draw"}});
  send(red_handle, *red_view, {{"type", "accept_draw"}});
  EXPECT_EQ(spectator->last()["phase"], "over");
  EXPECT_EQ(spectator->last()["result"]["code"], static_cast<int>(stratego::Ending::DrawAgreed));
}

TEST_F(SeatsTest, TheOthersHearWhenAPersonComesAndGoes) {
  service.disconnect(blue_handle, blue_view.get());
  EXPECT_EQ(red_view->last()["type"], "presence");
  EXPECT_FALSE(red_view->last()["seats"]["blue"]["connected"]);
  auto again = std::make_shared<Viewer>();
  service.connect(red.id, blue.token, again);
  EXPECT_TRUE(red_view->last()["seats"]["blue"]["connected"]);
  EXPECT_TRUE(again->last()["seats"]["blue"]["connected"]);
}

// The creator's first connection while the invited person joins and connects: whatever the
// interleaving, both land in the one game the server keeps in memory (a join that found the
// game idle once let it go between another's finding it and connecting to it: two copies,
// each seat waiting in its own for the other's setup).
TEST(SeatsRaceTest, ConnectionsMadeWhileSomeoneJoinsMeetInOneGame) {
  SqliteGameStore store(":memory:");
  GameService service(store, [](std::function<void()>) {});
  for (int round = 0; round < 200; ++round) {
    NewGameRequest request;
    request.variant = "barrage";
    request.opponent = "person";
    const GameService::Seated red = service.create_game(request);
    auto red_view = std::make_shared<Viewer>(), blue_view = std::make_shared<Viewer>();
    SessionHandle red_handle, blue_handle;
    std::thread creator([&] { red_handle = service.connect(red.id, red.token, red_view); });
    std::thread invited([&] {
      const GameService::Seated blue = service.join(red.id, red.invite, "Bob");
      blue_handle = service.connect(red.id, blue.token, blue_view);
    });
    creator.join();
    invited.join();
    ASSERT_EQ(red_handle, blue_handle) << "round " << round;
    EXPECT_EQ(red_view->last_state()["seats"]["blue"]["name"], "Bob");
    service.disconnect(red_handle, red_view.get());
    service.disconnect(blue_handle, blue_view.get());
  }
  EXPECT_EQ(service.games_in_memory(), 0u);
}

}  // namespace
}  // namespace stratego::server
