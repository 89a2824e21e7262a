// Guest identities without a network: the cookie's secret, what the store keeps of it, the
// routes POST /api/guest and GET /api/me, and a database of the previous version brought up
// to date.
#include <filesystem>
#include <functional>

#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include "server/api_routes.hpp"
#include "server/sqlite_game_store.hpp"
#include "server/guests.hpp"

namespace stratego::server {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string secret_of(const HttpAnswer& answer) {
  const std::string prefix = std::string(kGuestCookie) + "=";
  EXPECT_EQ(answer.set_cookie.rfind(prefix, 0), 0u) << answer.set_cookie;
  return answer.set_cookie.substr(prefix.size(), answer.set_cookie.find(';') - prefix.size());
}

TEST(GuestCookie, ReadsOnlyTheServersOwnForm) {
  const std::string secret(64, 'a');
  EXPECT_EQ(guest_secret("stratego_guest=" + secret), secret);
  EXPECT_EQ(guest_secret("theme=dark; stratego_guest=" + secret + "; lang=de"), secret);
  EXPECT_EQ(guest_secret("stratego_guest=" + secret + "; stratego_guest=" + std::string(64, 'b')), secret);
  for (const std::string& bad : {std::string(), std::string("stratego_guest="), "stratego_guest=" + std::string(63, 'a'),
                                 "stratego_guest=" + std::string(65, 'a'), "stratego_guest=" + std::string(64, 'A'),
                                 "xstratego_guest=" + secret, "stratego_guest=" + std::string(62, 'a') + "\"\0",
                                 "stratego_guest=../" + std::string(61, 'a'), std::string(100000, ';')}) {
    SCOPED_TRACE(bad.substr(0, 80));
    EXPECT_EQ(guest_secret(bad), "");
  }
  EXPECT_EQ(guest_cookie(secret), "stratego_guest=" + secret + "; HttpOnly; SameSite=Strict; Path=/; Max-Age=31536000");
}

TEST(Guests, TheStoreKeepsOnlyAHashOfTheSecret) {
  const fs::path file = fs::temp_directory_path() / ("stratego-guests-" + std::to_string(::getpid()) + ".db");
  fs::remove(file);
  std::string secret;
  {
    SqliteGameStore store(file.string());
    Guests guests(store);
    const Guests::SignedIn ann = guests.sign_in("  Ann ", "");
    secret = ann.secret;
    EXPECT_EQ(ann.guest.name, "Ann");
    EXPECT_EQ(guests.find(secret), ann.guest);
    const Guests::SignedIn renamed = guests.sign_in("Anna", secret);
    EXPECT_EQ(renamed.guest.id, ann.guest.id);
    EXPECT_EQ(renamed.secret, secret);
    EXPECT_EQ(guests.find(secret)->name, "Anna");
    EXPECT_NE(guests.sign_in("Ann", "").guest.id, ann.guest.id);   // no cookie: a new identity
    EXPECT_NE(guests.sign_in("Ann", std::string(64, '0')).secret, std::string(64, '0'));  // unknown: a new one too
    EXPECT_THROW(guests.sign_in("", secret), RequestError);
    EXPECT_THROW(guests.sign_in(std::string(25, 'x'), secret), RequestError);
    EXPECT_THROW(guests.sign_in("a\nb", secret), RequestError);
    EXPECT_EQ(guests.find(secret)->name, "Anna");  // a refused rename changes nothing
  }
  SQLite::Database db(file.string());
  SQLite::Statement all(db, "SELECT id || secret_hash || name FROM guests");
  while (all.executeStep()) EXPECT_EQ(all.getColumn(0).getString().find(secret), std::string::npos);
  fs::remove(file);
}

class GuestRoutes : public ::testing::Test {
 protected:
  GuestRoutes() : store(":memory:"), games(store, [](std::function<void()>) {}), guests(store), routes(games, guests, ServerLimits{}) {}
  HttpAnswer call(const std::string& method, const std::string& target, const std::string& body = "",
                  const std::string& cookie = "") {
    const HttpRequest request{method, target, "", "application/json", "", "h", "10.0.0.1", body, cookie};
    return *routes.answer(request);
  }
  static std::string cookie(const std::string& secret) { return "stratego_guest=" + secret; }
  SqliteGameStore store;
  GameService games;
  Guests guests;
  ApiRoutes routes;
};

TEST_F(GuestRoutes, ACookieNamesTheGuestAndARenameKeepsIt) {
  const HttpAnswer created = call("POST", "/api/guest", R"({"name": "Ann"})");
  ASSERT_EQ(created.status, 200) << created.body;
  const std::string secret = secret_of(created);
  EXPECT_EQ(json::parse(created.body)["name"], "Ann");
  EXPECT_EQ(created.body.find(secret), std::string::npos);  // the secret travels only in the cookie
  const HttpAnswer renamed = call("POST", "/api/guest", R"({"name": "Anna"})", cookie(secret));
  EXPECT_EQ(json::parse(renamed.body)["id"], json::parse(created.body)["id"]);
  EXPECT_EQ(secret_of(renamed), secret);
  const HttpAnswer me = call("GET", "/api/me", "", cookie(secret));
  ASSERT_EQ(me.status, 200);
  EXPECT_EQ(json::parse(me.body)["name"], "Anna");
  EXPECT_TRUE(json::parse(me.body)["games"].empty());
  EXPECT_EQ(call("POST", "/api/guest", R"({"name": 7})", cookie(secret)).status, 400);
  EXPECT_EQ(call("POST", "/api/guest", R"({"name": ""})").status, 400);
  EXPECT_EQ(call("POST", "/api/guest", "[]").status, 400);
  EXPECT_EQ(json::parse(call("GET", "/api/me", "", cookie(secret)).body)["name"], "Anna");
}

TEST_F(GuestRoutes, WithoutAValidCookieThereIsNoMe) {
  for (const std::string& bad : {std::string(), cookie(std::string(64, 'f')), cookie("short"), std::string("stratego_guest")}) {
    const HttpAnswer answer = call("GET", "/api/me", "", bad);
    EXPECT_EQ(answer.status, 401) << bad;
    EXPECT_TRUE(json::accept(answer.body));
  }
}

TEST_F(GuestRoutes, NewGuestsPerAddressAreLimited) {
  ServerLimits limits;
  limits.games_per_minute = 2;
  SteadyTime now{};
  ApiRoutes limited(games, guests, limits, [&] { return now; });
  const HttpRequest request{"POST", "/api/guest", "", "application/json", "", "h", "10.0.0.9", R"({"name": "Eve"})", ""};
  const HttpAnswer first = *limited.answer(request);
  EXPECT_EQ(limited.answer(request)->status, 200);
  EXPECT_EQ(limited.answer(request)->status, 429);
  HttpRequest rename = request;
  rename.cookie = cookie(secret_of(first));
  EXPECT_EQ(limited.answer(rename)->status, 200);  // renaming creates nothing
}

TEST_F(GuestRoutes, MeListsTheGuestsUnfinishedGamesWithTokensAndNothingOfOthers) {
  const std::string ann = secret_of(call("POST", "/api/guest", R"({"name": "Ann"})"));
  const std::string bob = secret_of(call("POST", "/api/guest", R"({"name": "Bob"})"));
  const json computer = json::parse(call("POST", "/api/games", R"({"variant": "barrage", "level": "random"})", cookie(ann)).body);
  const json invited = json::parse(call("POST", "/api/games", R"({"opponent": "person", "color": "blue"})", cookie(ann)).body);
  const json anonymous = json::parse(call("POST", "/api/games", R"({"variant": "barrage", "level": "random"})").body);
  const json over = json::parse(call("POST", "/api/games", R"({"variant": "barrage", "level": "random"})", cookie(ann)).body);
  store.save_result(over["game"], 4, std::string("blue"));
  const HttpAnswer joined = call("POST", "/api/games/" + invited["game"].get<std::string>() + "/join",
                                 json{{"invite", invited["invite"]}}.dump(), cookie(bob));
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(json::parse(joined.body)["color"], "red");

  const json mine = json::parse(call("GET", "/api/me", "", cookie(ann)).body)["games"];
  ASSERT_EQ(mine.size(), 2u) << mine.dump();
  EXPECT_EQ(mine[0]["game"], invited["game"]);  // the latest first
  EXPECT_EQ(mine[0]["token"], invited["token"]);
  EXPECT_EQ(mine[0]["color"], "blue");
  EXPECT_EQ(mine[0]["opponent"], "Bob");  // the guest's name, as no name was sent
  EXPECT_EQ(mine[0]["phase"], "setup");
  EXPECT_EQ(mine[0]["clock"], "none");
  EXPECT_EQ(mine[0]["to_move"], "red");
  EXPECT_EQ(mine[1]["game"], computer["game"]);
  EXPECT_EQ(mine[1]["token"], computer["token"]);
  EXPECT_EQ(mine[1]["opponent"], "computer (random)");
  EXPECT_EQ(mine[1]["variant"], "barrage");
  const json bobs = json::parse(call("GET", "/api/me", "", cookie(bob)).body)["games"];
  ASSERT_EQ(bobs.size(), 1u);
  EXPECT_EQ(bobs[0]["token"], json::parse(joined.body)["token"]);
  EXPECT_EQ(bobs[0]["opponent"], "Ann");
  for (const json& listed : {mine, bobs}) {
    EXPECT_EQ(listed.dump().find(anonymous["token"].get<std::string>()), std::string::npos);
    EXPECT_EQ(listed.dump().find(anonymous["game"].get<std::string>()), std::string::npos);
  }
  EXPECT_EQ(bobs.dump().find(invited["token"].get<std::string>()), std::string::npos);  // not the other seat's token

  // The list is read from the store alone: after a setup and a move, the computer is to move.
  store.save_setup(computer["game"], "red", "read from the store, never replayed here");
  store.append_move(computer["game"], 1, "a4-a5");
  const json later = json::parse(call("GET", "/api/me", "", cookie(ann)).body)["games"];
  EXPECT_EQ(later[1]["phase"], "play");
  EXPECT_EQ(later[1]["to_move"], "blue");
}

TEST_F(GuestRoutes, AGameAskedForWithoutATokenIsTheSeatTheCookieHolds) {
  const std::string ann = secret_of(call("POST", "/api/guest", R"({"name": "Ann"})"));
  const std::string bob = secret_of(call("POST", "/api/guest", R"({"name": "Bob"})"));
  const std::string carol = secret_of(call("POST", "/api/guest", R"({"name": "Carol"})"));
  const json invited = json::parse(call("POST", "/api/games", R"({"opponent": "person", "variant": "barrage"})", cookie(ann)).body);
  const std::string game = "/api/games/" + invited["game"].get<std::string>();
  ASSERT_EQ(call("POST", game + "/join", json{{"invite", invited["invite"]}}.dump(), cookie(bob)).status, 200);
  auto viewer = [&](const std::string& cookie_header) { return json::parse(call("GET", game, "", cookie_header).body)["you"]; };
  EXPECT_EQ(viewer(cookie(ann)), "red");
  EXPECT_EQ(viewer(cookie(bob)), "blue");
  EXPECT_TRUE(viewer(cookie(carol)).is_null());
  EXPECT_TRUE(viewer("").is_null());
  HttpRequest with_token{"GET", game, "Bearer " + invited["token"].get<std::string>(), "", "", "h", "10.0.0.1", "", cookie(bob)};
  EXPECT_EQ(json::parse(routes.answer(with_token)->body)["you"], "red");  // a token decides
}

// The database as the version before guests wrote it: no guests, no chat, seats without a guest.
constexpr const char* kPreviousSchema = R"sql(
CREATE TABLE games (id TEXT PRIMARY KEY, token TEXT NOT NULL, variant TEXT NOT NULL, rules TEXT NOT NULL,
  level TEXT NOT NULL, seed INTEGER NOT NULL, created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  red_setup TEXT, blue_setup TEXT, ending INTEGER, winner TEXT, creator TEXT NOT NULL DEFAULT '', invite TEXT NOT NULL DEFAULT '');
CREATE TABLE moves (game_id TEXT NOT NULL REFERENCES games(id), ply INTEGER NOT NULL, move TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)) WITHOUT ROWID;
CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games(id), color TEXT NOT NULL CHECK (color IN ('red', 'blue')),
  kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')), token TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '',
  level TEXT NOT NULL DEFAULT '', PRIMARY KEY (game_id, color)) WITHOUT ROWID;
INSERT INTO games (id, token, variant, rules, level, seed, creator, invite) VALUES ('old', '', 'barrage', 'gravon', '', 7, 'a', 'inv');
INSERT INTO seats VALUES ('old', 'red', 'person', 'tok', 'Ann', ''), ('old', 'blue', 'person', '', '', '');
INSERT INTO moves VALUES ('old', 1, 'a4-a5');
)sql";

TEST(StoreMigration, ADatabaseOfThePreviousVersionGainsGuestsChatAndClocks) {
  const fs::path file = fs::temp_directory_path() / ("stratego-migrate-" + std::to_string(::getpid()) + ".db");
  fs::remove(file);
  {
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db.exec(kPreviousSchema);
  }
  {
    SqliteGameStore store(file.string());
    std::optional<StoredGame> old = store.load("old");
    ASSERT_TRUE(old);
    EXPECT_EQ(old->seats[0], (StoredSeat{"person", "tok", "Ann", "", ""}));
    EXPECT_EQ(old->clock, "none");
    EXPECT_EQ(old->no_battle_limit, 0);
    EXPECT_EQ(old->moves, std::vector<std::string>{"a4-a5"});
    Guests guests(store);
    const Guest bob = guests.sign_in("Bob", "").guest;
    EXPECT_TRUE(store.take_invite("old", "inv", "blue", "tok2", "Bob", bob.id));
    store.append_chat("old", {"players", std::string("red"), "Ann", "hello", 5});
  }
  SqliteGameStore again(file.string());  // migrating twice changes nothing
  const std::vector<GuestSeat> seats = again.seats_of_guest(again.load("old")->seats[1].guest, 10);
  ASSERT_EQ(seats.size(), 1u);
  EXPECT_EQ(seats[0].token, "tok2");
  EXPECT_EQ(again.recent_chat("old", "players", 50), (std::vector<StoredChat>{{"players", std::string("red"), "Ann", "hello", 5}}));
  EXPECT_TRUE(again.recent_chat("old", "spectators", 50).empty());
  EXPECT_EQ(again.games_between_people(10), std::vector<std::string>{"old"});
  fs::remove(file);
}

}  // namespace
}  // namespace stratego::server
