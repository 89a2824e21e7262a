// Guests, the lobby and chat through a real `stratego serve`: the cookie as a browser
// receives and sends it, two guests who meet in the lobby and play on the seats it gave
// them, the chat rooms over the game's WebSocket, and a player who comes without its token.
#include <gtest/gtest.h>

#include "tests/server_test_client.hpp"

namespace stratego::testing {
namespace {

using nlohmann::json;

class LobbyServeTest : public ::testing::Test {
 protected:
  void SetUp() override { server = std::make_unique<ServerProcess>(dir.db(), dir.web()); }
  unsigned short port() const { return server->port(); }
  // POST /api/guest; the Cookie header that carries the new identity.
  std::string sign_in(const std::string& name) {
    const HttpReply reply = http_request(port(), "POST", "/api/guest", json{{"name", name}}.dump());
    EXPECT_EQ(reply.status, 200) << reply.body;
    const std::string set_cookie = reply.header("set-cookie");
    return set_cookie.substr(0, set_cookie.find(';'));
  }
  ServerDir dir;
  std::unique_ptr<ServerProcess> server;
};

TEST_F(LobbyServeTest, TheGuestCookieIsHttpOnlyAndNamesTheGuest) {
  const HttpReply reply = http_request(port(), "POST", "/api/guest", R"({"name": "Ann"})");
  ASSERT_EQ(reply.status, 200);
  const std::string set_cookie = reply.header("set-cookie");
  EXPECT_EQ(set_cookie.rfind("stratego_guest=", 0), 0u) << set_cookie;
  for (const char* attribute : {"; HttpOnly", "; SameSite=Strict", "; Path=/", "; Max-Age=31536000"})
    EXPECT_NE(set_cookie.find(attribute), std::string::npos) << attribute;
  const std::string cookie = set_cookie.substr(0, set_cookie.find(';'));
  const HttpReply me = http_request(port(), "GET", "/api/me", {}, {}, {{"Cookie", "theme=dark; " + cookie}});
  ASSERT_EQ(me.status, 200) << me.body;
  EXPECT_EQ(me.json()["name"], "Ann");
  EXPECT_EQ(me.json()["id"], reply.json()["id"]);
  EXPECT_EQ(http_request(port(), "GET", "/api/me").status, 401);
  EXPECT_EQ(http_request(port(), "POST", "/api/guest", R"({"name": "Eve"})", {}, {{"Origin", "http://evil.example"}}).status, 403);
}

TEST_F(LobbyServeTest, TwoGuestsMeetInTheLobbyAndPlayOnTheSeatsItGaveThem) {
  const std::string ann = sign_in("Ann"), bob = sign_in("Bob");
  WebSocketClient ann_lobby(port(), "/ws/lobby", {{"Cookie", ann}});
  EXPECT_EQ(ann_lobby.receive_type("lobby")["you"]["name"], "Ann");
  WebSocketClient bob_lobby(port(), "/ws/lobby", {{"Cookie", bob}});
  EXPECT_EQ(bob_lobby.receive_type("lobby")["online"].size(), 2u);
  WebSocketClient watcher(port(), "/ws/lobby");
  EXPECT_TRUE(watcher.receive_type("lobby")["you"].is_null());
  EXPECT_EQ(ann_lobby.receive_type("online")["online"].size(), 2u);

  ann_lobby.send(R"({"type": "challenge", "variant": "barrage", "color": "red"})");
  const json posted = bob_lobby.receive_type("challenges")["challenges"];
  ASSERT_EQ(posted.size(), 1u);
  EXPECT_EQ(posted[0]["by"]["name"], "Ann");
  watcher.send(json{{"type", "accept"}, {"challenge", posted[0]["id"]}}.dump());
  EXPECT_EQ(watcher.receive_type("error")["message"], "watchers cannot challenge or accept: POST /api/guest first");
  bob_lobby.send(json{{"type", "accept"}, {"challenge", posted[0]["id"]}}.dump());
  const json to_ann = ann_lobby.receive_type("matched"), to_bob = bob_lobby.receive_type("matched");
  EXPECT_EQ(to_ann["game"], to_bob["game"]);
  EXPECT_EQ(to_ann["color"], "red");
  EXPECT_EQ(to_bob["color"], "blue");
  EXPECT_NE(to_ann["token"], to_bob["token"]);
  EXPECT_EQ(watcher.receive_type("games")["games"][0]["game"], to_ann["game"]);

  // The tokens are the seats; the cookie brings each back to its game.
  WebSocketClient red(port(), ws_target(to_ann));
  WebSocketClient blue(port(), ws_target(to_bob));
  EXPECT_EQ(red.receive_type("state")["you"], "red");
  EXPECT_EQ(blue.receive_type("state")["you"], "blue");
  const HttpReply me = http_request(port(), "GET", "/api/me", {}, {}, {{"Cookie", bob}});
  ASSERT_EQ(me.json()["games"].size(), 1u);
  EXPECT_EQ(me.json()["games"][0]["token"], to_bob["token"]);
  EXPECT_EQ(me.json()["games"][0]["opponent"], "Ann");

  // Chat: the players' room and the spectators' room never meet.
  const std::string game = to_ann["game"];
  WebSocketClient spectator(port(), ws_target(game), {{"Cookie", sign_in("Carol")}});
  spectator.receive_type("state");
  spectator.send(R"({"type": "chat", "text": "blue's flag is on the left"})");
  const json said = spectator.receive_type("chat");
  EXPECT_EQ(said["room"], "spectators");
  EXPECT_EQ(said["name"], "Carol");
  red.send(R"({"type": "chat", "text": "good luck"})");
  const json heard = blue.receive_type("chat");
  EXPECT_EQ(heard["text"], "good luck");
  EXPECT_EQ(heard["from"], "red");
  spectator.send(R"({"type": "sync"})");
  const json state = spectator.receive_type("state");
  ASSERT_EQ(state["chat"].size(), 1u);
  EXPECT_EQ(state["chat"][0]["text"], "blue's flag is on the left");
  red.send(R"({"type": "sync"})");  // the players' frames after the chat: none from the spectators
  EXPECT_EQ(red.receive_type("state")["chat"].size(), 1u);

  // A player is never a spectator: without its token, its cookie gives it its seat.
  WebSocketClient ann_watching(port(), ws_target(game), {{"Cookie", ann}});
  const json seat = ann_watching.receive_type("state");
  EXPECT_EQ(seat["you"], "red");
  ASSERT_EQ(seat["chat"].size(), 1u);
  EXPECT_EQ(seat["chat"][0]["text"], "good luck");
  const HttpReply polled = http_request(port(), "GET", "/api/games/" + game, {}, {}, {{"Cookie", bob}});
  EXPECT_EQ(polled.json()["you"], "blue");
  EXPECT_EQ(polled.body.find("flag is on the left"), std::string::npos);
}

TEST_F(LobbyServeTest, TheLobbyKeepsTheGameSocketsLimits) {
  server = std::make_unique<ServerProcess>(dir.db(), dir.web(), std::vector<std::string>{"--messages-per-second", "1"});
  const std::string ann = sign_in("Ann");
  WebSocketClient lobby(port(), "/ws/lobby", {{"Cookie", ann}});
  lobby.receive_type("lobby");
  for (int i = 0; i < 5; ++i) lobby.send(R"({"type": "nonsense"})");  // a burst of 2 is allowed
  EXPECT_EQ(lobby.receive_type("error")["message"], "unknown lobby message type");
  EXPECT_EQ(lobby.receive_type("error")["message"], "unknown lobby message type");
  EXPECT_EQ(lobby.receive_type("error")["message"], "too many messages: this one was ignored; slow down");
  {
    WebSocketClient other(port(), "/ws/lobby", {{"Cookie", ann}});
    other.receive_type("lobby");
    other.send(std::string(70 * 1024, 'x'));  // over 64 KiB: the connection closes
    EXPECT_THROW(other.receive(), std::exception);
  }
  EXPECT_EQ(http_request(port(), "GET", "/api/variants").status, 200);  // and the server goes on
  EXPECT_THROW(WebSocketClient(port(), "/ws/elsewhere"), std::exception);
  EXPECT_THROW(WebSocketClient(port(), "/ws/lobby", {{"Origin", "http://evil.example"}}), std::exception);
}

}  // namespace
}  // namespace stratego::testing
