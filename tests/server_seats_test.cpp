// Seats without a network: who may do what in a game between two people. A seat acts only
// for itself and only in its turn, a spectator cannot act at all, a token of another game
// or none at all seats nobody, and an invitation seats one person once.
#include <deque>
#include <functional>

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
    const json& frame = seat.last();
    return (frame["type"] == "move" ? frame["state"] : frame)["legal_moves"][0];
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

}  // namespace
}  // namespace stratego::server
