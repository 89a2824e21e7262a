// The lobby without a network: its snapshot and pushes, challenges and their limits,
// accepting one (a game between the two, each with its own seat), challenges that lapse
// with the last connection, and hostile messages that change nothing.
#include <functional>

#include <gtest/gtest.h>

#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"
#include "tests/recording_viewer.hpp"
#include "server/guests.hpp"
#include "server/lobby.hpp"
#include "tests/manual_alarms.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

using Viewer = RecordingViewer;

class LobbyTest : public ::testing::Test {
 protected:
  LobbyTest() : store(":memory:"), games(store, [](std::function<void()>) {}), guests(store), lobby(games, guests) {
    const Guests::SignedIn signed_ann = guests.sign_in("Ann", ""), signed_bob = guests.sign_in("Bob", "");
    ann = signed_ann.guest;
    bob = signed_bob.guest;
    ann_secret = signed_ann.secret;
    bob_secret = signed_bob.secret;
    lobby.connect(ann, ann_view);
    lobby.connect(bob, bob_view);
    lobby.connect(std::nullopt, watcher);
  }
  void send(Viewer& from, const json& message) { lobby.receive(from, message.dump()); }
  std::string error_after(Viewer& from, const std::string& text) {
    const std::size_t before = from.frames.size();
    lobby.receive(from, text);
    if (from.frames.size() != before + 1 || from.last()["type"] != "error") return "";
    return from.last()["message"];
  }
  json challenges() const { return watcher->last_of("challenges")["challenges"]; }
  std::string challenge_by(Viewer& from, const json& terms = json::object()) {
    json message = terms;
    message["type"] = "challenge";
    send(from, message);
    return challenges().back()["id"];
  }

  SqliteGameStore store;
  GameService games;
  Guests guests;
  Lobby lobby;
  Guest ann, bob;
  std::string ann_secret, bob_secret;
  std::shared_ptr<Viewer> ann_view = std::make_shared<Viewer>(), bob_view = std::make_shared<Viewer>(),
                          watcher = std::make_shared<Viewer>();
};

TEST_F(LobbyTest, TheSnapshotShowsWhoIsOnlineAndEachArrivalIsPushed) {
  const json& snapshot = watcher->frames.front();
  EXPECT_EQ(snapshot["type"], "lobby");
  EXPECT_TRUE(snapshot["you"].is_null());
  EXPECT_EQ(snapshot["online"], json::parse(R"([{"id": ")" + ann.id + R"(", "name": "Ann"}, {"id": ")" + bob.id + R"(", "name": "Bob"}])"));
  EXPECT_TRUE(snapshot["challenges"].empty());
  EXPECT_TRUE(snapshot["games"].empty());
  EXPECT_EQ(ann_view->frames.front()["you"]["id"], ann.id);
  EXPECT_EQ(ann_view->last()["type"], "online");  // Bob came after Ann
  EXPECT_EQ(ann_view->last()["online"].size(), 2u);
  const std::size_t before = ann_view->frames.size();
  auto second = std::make_shared<Viewer>();
  lobby.connect(bob, second);  // a second tab of Bob: nobody new is online
  EXPECT_EQ(ann_view->frames.size(), before);
  lobby.disconnect(second.get());
  EXPECT_EQ(ann_view->frames.size(), before);
  lobby.disconnect(bob_view.get());
  EXPECT_EQ(ann_view->last()["online"].size(), 1u);
}

TEST_F(LobbyTest, AChallengeIsPushedToEveryoneAndOnlyItsGuestCancelsIt) {
  const std::string id = challenge_by(*ann_view, {{"variant", "barrage"}, {"clock", "fischer:300+5"}, {"color", "blue"}, {"no_battle_limit", 200}});
  const json posted = challenges()[0];
  EXPECT_EQ(posted["by"]["name"], "Ann");
  EXPECT_EQ(posted["variant"], "barrage");
  EXPECT_EQ(posted["rules"], "gravon");
  EXPECT_EQ(posted["clock"], "fischer:300+5");
  EXPECT_EQ(posted["color"], "blue");
  EXPECT_EQ(posted["no_battle_limit"], 200);
  EXPECT_EQ(bob_view->last()["type"], "challenges");
  auto late = std::make_shared<Viewer>();
  lobby.connect(std::nullopt, late);
  EXPECT_EQ(late->last()["challenges"][0]["id"], id);
  EXPECT_EQ(error_after(*bob_view, json{{"type", "cancel"}, {"challenge", id}}.dump()), "that challenge is not yours to cancel");
  send(*ann_view, {{"type", "cancel"}, {"challenge", id}});
  EXPECT_TRUE(challenges().empty());
  EXPECT_EQ(error_after(*ann_view, json{{"type", "cancel"}, {"challenge", id}}.dump()), "no open challenge has that id");
}

TEST_F(LobbyTest, AGuestHoldsAtMostThreeChallengesAndTheyLapseWithItsLastConnection) {
  auto second_tab = std::make_shared<Viewer>();
  lobby.connect(ann, second_tab);
  for (int i = 0; i < 3; ++i) challenge_by(*ann_view);
  EXPECT_EQ(error_after(*second_tab, R"({"type": "challenge"})"), "you have 3 open challenges: cancel one first");
  challenge_by(*bob_view);
  EXPECT_EQ(challenges().size(), 4u);
  lobby.disconnect(ann_view.get());
  EXPECT_EQ(challenges().size(), 4u);  // Ann is still here in another tab
  lobby.disconnect(second_tab.get());
  ASSERT_EQ(challenges().size(), 1u);
  EXPECT_EQ(challenges()[0]["by"]["name"], "Bob");
  EXPECT_EQ(watcher->last_of("online")["online"].size(), 1u);
}

TEST_F(LobbyTest, ARenameIsPushedToTheOnlineListAndTheGuestsChallenges) {
  const std::string id = challenge_by(*ann_view, {{"variant", "barrage"}, {"color", "red"}});
  const std::size_t bob_before = bob_view->frames.size();
  guests.sign_in("Anna", ann_secret);
  EXPECT_EQ(watcher->last_of("online")["online"][0], (json{{"id", ann.id}, {"name", "Anna"}}));
  EXPECT_EQ(challenges()[0]["by"]["name"], "Anna");
  EXPECT_EQ(bob_view->frames.size(), bob_before + 2);  // the online list and the challenges
  EXPECT_EQ(ann_view->last()["type"], "lobby");         // Ann's own tabs learn their new name
  EXPECT_EQ(ann_view->last()["you"]["name"], "Anna");
  EXPECT_EQ(ann_view->last()["challenges"][0]["by"]["name"], "Anna");
  guests.sign_in("Anna", ann_secret);  // the same name: nothing to tell
  EXPECT_EQ(bob_view->frames.size(), bob_before + 2);
  guests.sign_in("Bobby", bob_secret);  // no challenges of his: only the online list
  EXPECT_EQ(watcher->last()["type"], "online");
  EXPECT_EQ(watcher->last()["online"][1]["name"], "Bobby");
  send(*bob_view, {{"type", "accept"}, {"challenge", id}});
  const json game = watcher->last_of("games")["games"][0];
  EXPECT_EQ(game["red"], "Anna");
  EXPECT_EQ(game["blue"], "Bobby");
}

TEST_F(LobbyTest, AGuestRenamedWhileAwayIsListedByTheNewNameWhenItComes) {
  lobby.disconnect(bob_view.get());
  guests.sign_in("Bobby", bob_secret);
  EXPECT_EQ(watcher->last_of("online")["online"].size(), 1u);
  auto back = std::make_shared<Viewer>();
  lobby.connect(guests.find(bob_secret), back);
  EXPECT_EQ(watcher->last()["online"][1]["name"], "Bobby");
}

TEST_F(LobbyTest, AcceptingSeatsBothWithTheirOwnTokensAndTheGameIsListed) {
  const std::string id = challenge_by(*ann_view, {{"variant", "barrage"}, {"color", "red"}, {"clock", "days:3"}});
  send(*bob_view, {{"type", "accept"}, {"challenge", id}});
  const json to_ann = ann_view->last_of("matched"), to_bob = bob_view->last_of("matched");
  ASSERT_FALSE(to_ann.is_null());
  ASSERT_FALSE(to_bob.is_null());
  EXPECT_TRUE(watcher->last_of("matched").is_null());
  EXPECT_EQ(to_ann["challenge"], id);
  EXPECT_EQ(to_ann["game"], to_bob["game"]);
  EXPECT_EQ(to_ann["color"], "red");
  EXPECT_EQ(to_bob["color"], "blue");
  EXPECT_NE(to_ann["token"], to_bob["token"]);
  EXPECT_TRUE(challenges().empty());
  const json listed = watcher->last_of("games")["games"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0], json::parse(R"({"game": ")" + to_ann["game"].get<std::string>() +
                                   R"(", "variant": "barrage", "rules": "gravon", "clock": "days:3", "red": "Ann", "blue": "Bob", "phase": "setup", "ply": 0})"));
  // Each token is its own seat of the game.
  auto red = std::make_shared<Viewer>(), blue = std::make_shared<Viewer>();
  games.connect(to_ann["game"], to_ann["token"], red);
  games.connect(to_bob["game"], to_bob["token"], blue);
  EXPECT_EQ(red->last_of("state")["you"], "red");
  EXPECT_EQ(blue->last_of("state")["you"], "blue");
  EXPECT_EQ(red->last_of("state")["seats"]["blue"]["name"], "Bob");
  EXPECT_EQ(store.seats_of_guest(bob.id, 10).at(0).token, to_bob["token"]);
  EXPECT_EQ(store.load(to_ann["game"])->no_battle_limit, 0);
}

TEST_F(LobbyTest, AGameBetweenPeopleIsFollowedUntilItEnds) {
  const std::string id = challenge_by(*ann_view, {{"variant", "barrage"}, {"color", "blue"}});
  send(*bob_view, {{"type", "accept"}, {"challenge", id}});
  const json to_ann = ann_view->last_of("matched"), to_bob = bob_view->last_of("matched");
  EXPECT_EQ(to_ann["color"], "blue");
  auto red = std::make_shared<Viewer>(), blue = std::make_shared<Viewer>();
  const SessionHandle red_session = games.connect(to_bob["game"], to_bob["token"], red);
  const SessionHandle blue_session = games.connect(to_ann["game"], to_ann["token"], blue);
  games.receive(red_session, *red, json{{"type", "setup"}, {"setup", barrage_setup(1)}}.dump());
  games.receive(blue_session, *blue, json{{"type", "setup"}, {"setup", barrage_setup(2)}}.dump());
  ASSERT_EQ(red->last()["phase"], "play");
  const json move = red->last()["legal_moves"][0];
  games.receive(red_session, *red, json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump());
  auto late = std::make_shared<Viewer>();
  lobby.connect(std::nullopt, late);
  ASSERT_EQ(late->last()["games"].size(), 1u);
  EXPECT_EQ(late->last()["games"][0]["phase"], "play");
  EXPECT_EQ(late->last()["games"][0]["ply"], 1);
  games.receive(blue_session, *blue, R"({"type": "resign"})");
  EXPECT_EQ(red->last()["phase"], "over");
  EXPECT_EQ(late->last()["type"], "games");
  EXPECT_TRUE(late->last()["games"].empty());
}

TEST_F(LobbyTest, HostileMessagesGetAnErrorAndChangeNothing) {
  const std::string id = challenge_by(*ann_view);
  const std::vector<std::string> bad = {
      "", "null", "[]", "\"challenge\"", "{", R"({"type": 1})", R"({"type": "Challenge"})", R"({"type": "sync"})",
      R"({"type": "challenge", "variant": 3})", R"({"type": "challenge", "variant": "chess"})",
      R"({"type": "challenge", "rules": "fide"})", R"({"type": "challenge", "clock": "fischer:300"})",
      R"({"type": "challenge", "clock": "fischer:0+5"})", R"({"type": "challenge", "clock": "fischer:300+5+1"})",
      R"({"type": "challenge", "clock": "days:15"})", R"({"type": "challenge", "clock": "days:0"})",
R"({"type": "challenge", "clock": "move:-5"})",
      R"({"type": "challenge", "clock": "move:99999999999"})", R"({"type": "challenge", "clock": "ISF"})",
      R"({"type": "challenge", "color": "green"})", R"({"type": "challenge", "no_battle_limit": -1})",
      R"({"type": "challenge", "no_battle_limit": 1.5})", R"({"type": "challenge", "no_battle_limit": "10"})",
      R"({"type": "challenge", "no_battle_limit": 10001})", R"({"type": "challenge", "no_battle_limit": true})",
      R"({"type": "challenge", "opponent": "computer"})", R"({"type": "challenge", "variant": ["classic"]})",
      R"({"type": "cancel"})", R"({"type": "cancel", "challenge": 5})", R"({"type": "cancel", "challenge": "nope"})",
      R"({"type": "accept", "challenge": null})", R"({"type": "accept", "challenge": "nope"})",
      R"({"type": "accept", "challenge": ")" + id + R"(", "extra": 1})",
      R"({"type": "accept", "challenge": ")" + id + R"("})",  // one's own
      R"({"type": "challenge", "variant": ")" + std::string(5000, 'x') + R"("})",
      std::string(100000, '{'), "{\"type\": \"challenge\", \"variant\": \"\xff\"}"};
  for (const std::string& text : bad) {
    SCOPED_TRACE(text.substr(0, 80));
    EXPECT_NE(error_after(*ann_view, text), "");
  }
  EXPECT_EQ(error_after(*ann_view, R"({"type": "accept", "challenge": ")" + id + R"("})"), "you cannot accept your own challenge");
  // A watcher without a cookie may watch, not challenge or accept.
  EXPECT_EQ(error_after(*watcher, R"({"type": "challenge"})"), "watchers cannot challenge or accept: POST /api/guest first");
  EXPECT_EQ(error_after(*watcher, R"({"type": "accept", "challenge": ")" + id + R"("})"),
            "watchers cannot challenge or accept: POST /api/guest first");
  ASSERT_EQ(challenges().size(), 1u);
  EXPECT_EQ(challenges()[0]["id"], id);
  EXPECT_EQ(store.game_count(), 0);
}

TEST(LobbyClocks, AGameThatEndsByTheClockLeavesTheList) {
  SqliteGameStore store(":memory:");
  auto alarms = std::make_shared<ManualAlarms>();
  GameService games(store, [](std::function<void()>) {}, {}, alarms);
  Guests guests(store);
  Lobby lobby(games);
  const Guest ann = guests.sign_in("Ann", "").guest, bob = guests.sign_in("Bob", "").guest;
  auto ann_view = std::make_shared<Viewer>(), bob_view = std::make_shared<Viewer>();
  lobby.connect(ann, ann_view);
  lobby.connect(bob, bob_view);
  lobby.receive(*ann_view, R"({"type": "challenge", "variant": "barrage", "clock": "move:5"})");
  lobby.receive(*bob_view, json{{"type", "accept"}, {"challenge", ann_view->last()["challenges"][0]["id"]}}.dump());
  const json game = ann_view->last_of("games")["games"];
  ASSERT_EQ(game.size(), 1u);
  EXPECT_EQ(game[0]["clock"], "move:5");
  // Nobody sets up or connects: the set-up clock gives both a setup, then Red's flag falls
  // (the service waits for a move that may be on its way as long as it credits lag).
  const Millis flag_falls = kStart + 5 * 60'000 + 5'000 + kMaxLagCredit;
  alarms->advance_to(flag_falls - 1);
  EXPECT_EQ(ann_view->last_of("games")["games"].size(), 1u);
  alarms->advance_to(flag_falls);
  EXPECT_TRUE(ann_view->last_of("games")["games"].empty());
  EXPECT_EQ(store.load(game[0]["game"])->ending, static_cast<int>(Ending::Timeout));
}

TEST(LobbyRestart, TheGamesBetweenPeopleAreListedAgainFromTheStore) {
  SqliteGameStore store(":memory:");
  GameService games(store, [](std::function<void()>) {});
  std::string id;
  {
    Lobby lobby(games);
    id = games.create_match(NewGameRequest{}, {Person{"Ann", ""}, Person{"Bob", ""}}).id;
    NewGameRequest computer;
    computer.variant = "barrage";
    computer.level = "random";
    games.create_game(computer);
  }
  Lobby again(games);
  auto view = std::make_shared<Viewer>();
  again.connect(std::nullopt, view);
  ASSERT_EQ(view->last()["games"].size(), 1u);
  EXPECT_EQ(view->last()["games"][0]["game"], id);
  EXPECT_EQ(view->last()["games"][0]["red"], "Ann");
}

}  // namespace
}  // namespace stratego::server
