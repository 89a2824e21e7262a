// The server's HTTP policy without a network: request targets, the static-file resolver,
// the rate limits and the same-origin rule, each with the hostile inputs of issue 12.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "server/api_routes.hpp"
#include "server/sqlite_game_store.hpp"
#include "server/rate_limiter.hpp"
#include "server/request_target.hpp"
#include "server/static_files.hpp"

namespace stratego::server {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

TEST(RequestTarget, DecodesThePathAndTheQuery) {
  const auto target = parse_request_target("/api/setup?variant=bar%72age&seed=7&name=a+b&variant=classic");
  ASSERT_TRUE(target);
  EXPECT_EQ(target->path, "/api/setup");
  EXPECT_EQ(target->query.at("variant"), "barrage");  // the first of repeated keys
  EXPECT_EQ(target->query.at("seed"), "7");
  EXPECT_EQ(target->query.at("name"), "a b");
  EXPECT_EQ(parse_request_target("/%2Fetc%2Fpasswd")->path, "//etc/passwd");
  EXPECT_EQ(parse_request_target("/api/nope%ff")->path, "/api/nope\xff");
  EXPECT_EQ(parse_request_target("/a%00b")->path, std::string("/a\0b", 4));
}

TEST(RequestTarget, RefusesWhatIsNotAnOriginFormTarget) {
  for (const char* bad : {"", "api", "http://evil/", "/%zz", "/%f", "/a b", "/a\"b", "*", "/a#b"}) {
    SCOPED_TRACE(bad);
    EXPECT_FALSE(parse_request_target(bad));
  }
}

class StaticFilesTest : public ::testing::Test {
 protected:
  StaticFilesTest() {
    base = fs::temp_directory_path() / ("stratego-static-" + std::to_string(::getpid()));
    fs::remove_all(base);
    fs::create_directories(root() / "assets");
    std::ofstream(root() / "index.html") << "index";
    std::ofstream(root() / "assets" / "app.js") << "app";
    std::ofstream(base / "secret.db") << "secret";
    fs::create_symlink(base / "secret.db", root() / "leak.db");
    fs::create_directory_symlink(base, root() / "up");
    fs::create_symlink(root() / "assets" / "app.js", root() / "inside.js");
  }
  ~StaticFilesTest() override { fs::remove_all(base); }
  fs::path root() const { return base / "web"; }
  fs::path base;
};

TEST_F(StaticFilesTest, ServesOnlyRegularFilesInsideTheCanonicalRoot) {
  const StaticFiles files(root());
  EXPECT_EQ(files.answer("/assets/app.js").body, "app");
  EXPECT_EQ(files.answer("/assets/app.js").content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(files.answer("/").body, "index");
  EXPECT_EQ(files.answer("/assets/../index.html").body, "index");
  EXPECT_EQ(files.answer("/inside.js").body, "app");  // a link that stays inside
  const std::string secret = (base / "secret.db").string();
  for (const std::string& path : std::vector<std::string>{"//" + secret, "/" + secret, "/../secret.db", "/assets/../../secret.db", "/leak.db",
                                 "/up/secret.db", "/up/web/index.html/../../secret.db", "//etc/passwd/../../secret.db",
                                 std::string("/index.html\0/../../secret.db", 28), "/./.././secret.db"}) {
    SCOPED_TRACE(path);
    const HttpAnswer answer = files.answer(path);
    EXPECT_NE(answer.body, "secret");
    EXPECT_FALSE(files.resolve(path).file);
  }
  EXPECT_EQ(files.resolve("/up/secret.db").refusal, StaticFiles::Refusal::Outside);
  EXPECT_EQ(files.resolve("/assets/missing.js").refusal, StaticFiles::Refusal::Missing);
}

TEST_F(StaticFilesTest, ClientRoutesGetTheIndexAndMissingFilesA404) {
  const StaticFiles files(root());
  EXPECT_EQ(files.answer("/play/123").body, "index");
  EXPECT_EQ(files.answer("//etc/passwd").body, "index");  // inside the root: a route of the client
  EXPECT_EQ(files.answer("/missing.js").status, 404);
  EXPECT_EQ(files.answer("/../secret.db").status, 404);
  EXPECT_EQ(files.answer("relative").status, 400);
}

TEST(RateLimiter, AllowsTheBurstThenEarnsTokensBack) {
  const SteadyTime start{};
  KeyedRateLimiter limiter(1.0, 3);
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.allow("a", start));
  EXPECT_FALSE(limiter.allow("a", start));
  EXPECT_TRUE(limiter.allow("b", start));  // each key has its own bucket
  EXPECT_FALSE(limiter.allow("a", start + std::chrono::milliseconds(900)));
  EXPECT_TRUE(limiter.allow("a", start + std::chrono::milliseconds(1100)));
  EXPECT_FALSE(limiter.allow("a", start + std::chrono::milliseconds(1200)));
  // Long unused, a key's bucket is full again (and forgotten).
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.allow("a", start + std::chrono::seconds(60)));
  EXPECT_FALSE(limiter.allow("a", start + std::chrono::seconds(60)));
}

TEST(RateLimiter, ZeroMeansNoLimit) {
  KeyedRateLimiter limiter(0, 0);
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(limiter.allow("a", SteadyTime{}));
  TokenBucket bucket(0, 0, SteadyTime{});
  EXPECT_TRUE(bucket.take(SteadyTime{}));
}

class RoutesTest : public ::testing::Test {
 protected:
  RoutesTest() : store(":memory:"), games(store, [](std::function<void()>) {}), guests(store) {}
  HttpRequest post_game(const std::string& client = "10.0.0.1") const {
    return {"POST", "/api/games", "", "application/json", "", "127.0.0.1:8080", client, R"({"variant": "barrage"})", ""};
  }
  SqliteGameStore store;
  GameService games;
  Guests guests;
  SteadyTime now{};
};

TEST_F(RoutesTest, NewGamesPerAddressAreLimited) {
  ServerLimits limits;
  limits.games_per_minute = 2;
  ApiRoutes routes(games, guests, limits, [this] { return now; });
  EXPECT_EQ(routes.answer(post_game())->status, 200);
  EXPECT_EQ(routes.answer(post_game())->status, 200);
  EXPECT_EQ(routes.answer(post_game())->status, 429);
  EXPECT_EQ(routes.answer(post_game("10.0.0.2"))->status, 200);
  now += std::chrono::seconds(30);
  EXPECT_EQ(routes.answer(post_game())->status, 200);
  EXPECT_EQ(store.game_count(), 4);
}

TEST_F(RoutesTest, OnlyJsonFromTheSameOriginCreatesAGame) {
  ApiRoutes routes(games, guests, ServerLimits{}, [this] { return now; });
  HttpRequest request = post_game();
  request.content_type = "text/plain";
  EXPECT_EQ(routes.answer(request)->status, 415);
  request.content_type = "Application/JSON; charset=utf-8";
  EXPECT_EQ(routes.answer(request)->status, 200);
  request.origin = "http://evil.example";
  EXPECT_EQ(routes.answer(request)->status, 403);
  request.origin = "https://127.0.0.1:8080";
  EXPECT_EQ(routes.answer(request)->status, 200);
  request.origin = "http://127.0.0.1:8080.evil.example";
  EXPECT_EQ(routes.answer(request)->status, 403);
  EXPECT_EQ(store.game_count(), 2);
}

TEST_F(RoutesTest, EveryAnswerIsValidJsonWhateverTheBytes) {
  ApiRoutes routes(games, guests, ServerLimits{}, [this] { return now; });
  for (const char* target : {"/api/nope%ff", "/api/setup?variant=%ff", "/api/games/%ff", "/api/games/%ff/record", "/api/%00"}) {
    SCOPED_TRACE(target);
    const HttpRequest request{"GET", target, "Bearer x", "", "", "h", "c", "", ""};
    const std::optional<HttpAnswer> answer = routes.answer(request);
    ASSERT_TRUE(answer);
    EXPECT_GE(answer->status, 400);
    EXPECT_LT(answer->status, 500);
    EXPECT_TRUE(json::accept(answer->body)) << answer->body;
  }
}

NewGameRequest barrage_by(const std::string& creator) {
  NewGameRequest request;
  request.variant = "barrage";
  request.level = "random";
  request.creator = creator;
  return request;
}

TEST(OpenGames, ACreatorMayHoldOnlySoManyUnfinishedGames) {
  SqliteGameStore store(":memory:");
  GameService games(store, [](std::function<void()>) {}, ServiceOptions{50, 2});
  games.create_game(barrage_by("a"));
  const GameService::Seated second = games.create_game(barrage_by("a"));
  EXPECT_THROW(games.create_game(barrage_by("a")), RequestError);
  games.create_game(barrage_by("b"));
  store.save_result(second.id, 4, std::string("blue"));
  EXPECT_NO_THROW(games.create_game(barrage_by("a")));
  EXPECT_EQ(store.open_games_created_by("a"), 2);
}

}  // namespace
}  // namespace stratego::server
