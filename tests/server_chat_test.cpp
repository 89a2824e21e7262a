// Chat on a game without a network: the players' room and the spectators' room, each read
// only by its own writers; the limits on a message and on a connection; and the last
// messages of one's own room in `state.chat` after a reconnection or a restart.
#include <functional>

#include <gtest/gtest.h>

#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"
#include "server/sqlite_game_store.hpp"
#include "tests/recording_viewer.hpp"
#include "tests/manual_alarms.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

using Viewer = RecordingViewer;

class ChatTest : public ::testing::Test {
 protected:
  ChatTest() : store(":memory:"), service(store, [](std::function<void()>) {}, {}, alarms) {
    NewGameRequest request;
    request.variant = "barrage";
    request.opponent = "person";
    request.name = "Ann";
    red = service.create_game(request);
    blue = service.join(red.id, red.invite, "Bob");
    red_handle = service.connect(red.id, red.token, red_view);
    blue_handle = service.connect(red.id, blue.token, blue_view);
    watch_handle = service.connect(red.id, "", spectator, {"Carol", ""});
    other_watch_handle = service.connect(red.id, "", other_spectator);
  }
  void say(const SessionHandle& handle, Viewer& from, const std::string& text) {
    service.receive(handle, from, json{{"type", "chat"}, {"text", text}}.dump());
  }
  std::string error_after(const SessionHandle& handle, Viewer& from, const std::string& message) {
    const std::size_t before = from.frames.size();
    service.receive(handle, from, message);
    if (from.frames.size() != before + 1 || from.last()["type"] != "error") return "";
    return from.last()["message"];
  }

  void wait(Millis ms) { alarms->jump_to(alarms->now() + ms); }

  std::shared_ptr<ManualAlarms> alarms = std::make_shared<ManualAlarms>();
  SqliteGameStore store;
  GameService service;
  GameService::Seated red, blue;
  std::shared_ptr<Viewer> red_view = std::make_shared<Viewer>(), blue_view = std::make_shared<Viewer>(),
                          spectator = std::make_shared<Viewer>(), other_spectator = std::make_shared<Viewer>();
  SessionHandle red_handle, blue_handle, watch_handle, other_watch_handle;
};

TEST_F(ChatTest, EachRoomIsReadOnlyByThoseWhoWriteInIt) {
  say(red_handle, *red_view, "good luck");
  say(watch_handle, *spectator, "red's bomb is on b1");
  say(other_watch_handle, *other_spectator, "shh");
  const json players_line = json::parse(R"({"type": "chat", "room": "players", "from": "red", "name": "Ann", "text": "good luck", "at": 1800000000000})");
  EXPECT_EQ(red_view->of_type("chat"), std::vector<json>{players_line});
  EXPECT_EQ(blue_view->of_type("chat"), std::vector<json>{players_line});
  for (const auto& watcher : {spectator, other_spectator}) {
    const std::vector<json> lines = watcher->of_type("chat");
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0]["room"], "spectators");
    EXPECT_TRUE(lines[0]["from"].is_null());
    EXPECT_EQ(lines[0]["name"], "Carol");
    EXPECT_EQ(lines[1]["name"], "spectator");  // no guest identity
    EXPECT_EQ(lines[1]["text"], "shh");
  }
  // Nor does any state tell one room what the other said.
  for (const auto& [handle, view] : {std::pair{red_handle, red_view}, std::pair{watch_handle, spectator}}) {
    service.receive(handle, *view, R"({"type": "sync"})");
    ASSERT_EQ(view->last()["type"], "state");
    const std::string state = view->last().dump();
    EXPECT_EQ(state.find(view == red_view ? "bomb" : "good luck"), std::string::npos);
  }
  EXPECT_EQ(service.state(red.id, blue.token)["chat"].size(), 1u);
  EXPECT_EQ(service.state(red.id, "")["chat"].size(), 2u);
}

std::string repeated(const std::string& text, int times) {
  std::string all;
  for (int i = 0; i < times; ++i) all += text;
  return all;
}

TEST_F(ChatTest, AMessageIsShortUtf8TextWithoutControlCharacters) {
  say(red_handle, *red_view, repeated("\u00e4", 300));
  say(red_handle, *red_view, "\u00e4\u4e2d\U0001F600");  // characters, not bytes, are counted
  EXPECT_EQ(blue_view->of_type("chat").size(), 2u);
  for (const std::string& bad : {json{{"type", "chat"}, {"text", std::string(301, 'x')}}.dump(),
                                 json{{"type", "chat"}, {"text", repeated("\u00e4", 301)}}.dump(),
                                 json{{"type", "chat"}, {"text", ""}}.dump(), json{{"type", "chat"}, {"text", "   "}}.dump(),
                                 json{{"type", "chat"}, {"text", "line\nforged"}}.dump(), json{{"type", "chat"}, {"text", "a\u0085b"}}.dump(),
                                 json{{"type", "chat"}, {"text", "a\u007fb"}}.dump(), json{{"type", "chat"}, {"text", 5}}.dump(),
                                 json{{"type", "chat"}}.dump(), std::string("{\"type\": \"chat\", \"text\": \"\xff\"}")}) {
    SCOPED_TRACE(bad.substr(0, 60));
    EXPECT_NE(error_after(red_handle, *red_view, bad), "");
  }
  EXPECT_EQ(blue_view->of_type("chat").size(), 2u);
  EXPECT_EQ(store.chat_count(red.id), 2);
}

TEST_F(ChatTest, AConnectionMaySendFiveMessagesInTenSeconds) {
  for (int i = 0; i < 5; ++i) say(red_handle, *red_view, "m" + std::to_string(i));
  EXPECT_EQ(error_after(red_handle, *red_view, R"({"type": "chat", "text": "sixth"})"), "too many chat messages: at most 5 in 10 seconds");
  say(blue_handle, *blue_view, "my own allowance");  // each connection has its own
  wait(1000);
  EXPECT_NE(error_after(red_handle, *red_view, R"({"type": "chat", "text": "too soon"})"), "");
  wait(1000);
  say(red_handle, *red_view, "again");
  EXPECT_EQ(blue_view->of_type("chat").back()["text"], "again");
  EXPECT_EQ(blue_view->of_type("chat").size(), 7u);
}

TEST_F(ChatTest, WhoComesBackSeesTheLastFiftyMessagesOfItsRoom) {
  for (int i = 0; i < 60; ++i) {
    say(i % 2 ? red_handle : blue_handle, i % 2 ? *red_view : *blue_view, "line " + std::to_string(i));
    wait(2000);
  }
  say(watch_handle, *spectator, "from the stands");
  auto again = std::make_shared<Viewer>();
  service.connect(red.id, blue.token, again);
  const json chat = again->last()["chat"];
  ASSERT_EQ(chat.size(), 50u);
  EXPECT_EQ(chat.front()["text"], "line 10");
  EXPECT_EQ(chat.back()["text"], "line 59");
  EXPECT_EQ(chat.back()["from"], "red");
  // After a restart, from the store.
  GameService restarted(store, [](std::function<void()>) {});
  auto later = std::make_shared<Viewer>(), watcher = std::make_shared<Viewer>();
  restarted.connect(red.id, red.token, later);
  restarted.connect(red.id, "", watcher);
  EXPECT_EQ(later->last()["chat"], chat);
  ASSERT_EQ(watcher->last()["chat"].size(), 1u);
  EXPECT_EQ(watcher->last()["chat"][0]["text"], "from the stands");
}

TEST_F(ChatTest, EveryStateCarriesOnlyTheViewersRoom) {
  say(red_handle, *red_view, "players only");
  say(watch_handle, *spectator, "spectators only");
  const Variant& v = variant("barrage");
  for (auto [handle, view, seed] : {std::tuple{red_handle, red_view, 1}, std::tuple{blue_handle, blue_view, 2}})
    service.receive(handle, *view,
                    json{{"type", "setup"}, {"setup", setup_to_string(v, Color::Red, prepared_setup(v, rule_set("gravon"), Color::Red, seed))}}.dump());
  const json move = red_view->last()["legal_moves"][0];
  service.receive(red_handle, *red_view, json{{"type", "move"}, {"from", move["from"]}, {"to", move["to"]}}.dump());
  ASSERT_EQ(blue_view->last()["type"], "move");
  ASSERT_EQ(spectator->last()["type"], "move");
  EXPECT_FALSE(blue_view->last().contains("chat"));  // a move frame leaves the chat as it was
  EXPECT_FALSE(blue_view->out_of_step || spectator->out_of_step);
  EXPECT_EQ(blue_view->last_state()["chat"][0]["text"], "players only");
  EXPECT_EQ(blue_view->last_state()["chat"].size(), 1u);
  EXPECT_EQ(spectator->last_state()["chat"][0]["text"], "spectators only");
  EXPECT_EQ(spectator->last_state()["chat"].size(), 1u);
}

// A player who opens its own game without the seat's token (its watch link, the lobby's
// list) is known by its guest identity: it gets its seat's view and room, never the
// spectators'; a guest holding both seats is neither.
TEST(ChatSeats, APlayerWithoutItsTokenIsItsSeatAndNeverReadsTheSpectatorsRoom) {
  SqliteGameStore store(":memory:");
  GameService service(store, [](std::function<void()>) {});
  NewGameRequest request;
  request.variant = "barrage";
  const GameService::Match match = service.create_match(request, {Person{"Ann", "guest-ann"}, Person{"Bob", "guest-bob"}});
  auto red = std::make_shared<Viewer>(), carol = std::make_shared<Viewer>(), ann_watching = std::make_shared<Viewer>();
  service.connect(match.id, match.tokens[0], red);
  const SessionHandle carol_handle = service.connect(match.id, "", carol, {"Carol", "guest-carol"});
  service.receive(carol_handle, *carol, R"({"type": "chat", "text": "Ann's flag is on b1"})");
  const SessionHandle ann_handle = service.connect(match.id, "", ann_watching, {"Ann", "guest-ann"});
  EXPECT_EQ(ann_watching->last()["you"], "red");
  EXPECT_TRUE(ann_watching->last()["chat"].empty());
  service.receive(ann_handle, *ann_watching, R"({"type": "chat", "text": "hello"})");
  EXPECT_EQ(red->last_of("chat")["from"], "red");
  EXPECT_EQ(red->last_of("chat")["text"], "hello");
  EXPECT_EQ(carol->of_type("chat").size(), 1u);
  EXPECT_EQ(service.state(match.id, "", "guest-bob")["you"], "blue");
  EXPECT_TRUE(service.state(match.id, "", "guest-carol")["you"].is_null());
  EXPECT_EQ(service.state(match.id, "", "guest-carol")["chat"].size(), 1u);
  EXPECT_EQ(service.state(match.id, "", "guest-ann").dump().find("flag is on"), std::string::npos);

  const GameService::Match both = service.create_match(request, {Person{"Dee", "guest-dee"}, Person{"Dee", "guest-dee"}});
  auto status_of = [](auto call) {
    try {
      call();
    } catch (const RequestError& e) {
      return e.status();
    }
    return 200;
  };
  EXPECT_EQ(status_of([&] { service.state(both.id, "", "guest-dee"); }), 403);
  EXPECT_EQ(status_of([&] { service.connect(both.id, "", std::make_shared<Viewer>(), {"Dee", "guest-dee"}); }), 403);
  EXPECT_EQ(service.state(both.id, both.tokens[1], "guest-dee")["you"], "blue");  // a token decides
}

TEST(ChatSeats, AnInvitedGuestIsItsSeatWithoutItsTokenOnceItJoined) {
  SqliteGameStore store(":memory:");
  GameService service(store, [](std::function<void()>) {});
  NewGameRequest request;
  request.variant = "barrage";
  request.opponent = "person";
  request.guest = "guest-ann";
  const GameService::Seated red = service.create_game(request);
  auto watching = std::make_shared<Viewer>(), bob_watching = std::make_shared<Viewer>();
  service.connect(red.id, red.token, std::make_shared<Viewer>());  // the game stays in memory
  service.connect(red.id, "", watching, {"Bob", "guest-bob"});
  EXPECT_TRUE(watching->last()["you"].is_null());
  service.join(red.id, red.invite, "Bob", "guest-bob");
  service.connect(red.id, "", bob_watching, {"Bob", "guest-bob"});
  EXPECT_EQ(bob_watching->last()["you"], "blue");
}

}  // namespace
}  // namespace stratego::server
