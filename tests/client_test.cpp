// The Beast-free parts of the client: the seat's knowledge rebuilt from the server's own
// frames (server/state_json.hpp, built here from real games) agrees with the engine's
// Observation of that seat after every move, in every variant, whether it followed from the
// first frame or joined late; a frame that disagrees is an error; the game conversation
// sets up once, moves once per turn, answers draw offers by the computer's rule; the lobby
// conversation; the think budget of a clock.
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

#include <gtest/gtest.h>

#include "ai/draw_answer.hpp"
#include "ai/player.hpp"
#include "client/lobby_conversation.hpp"
#include "client/online_game.hpp"
#include "client/online_player.hpp"
#include "client/served_seat.hpp"
#include "client/think_budget.hpp"
#include "engine/rules.hpp"
#include "formats/setup_string.hpp"
#include "piece_list.hpp"
#include "protocol/observation_replay.hpp"
#include "protocol/player_seat.hpp"
#include "server/game_view.hpp"
#include "server/state_json.hpp"

namespace stratego::client {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

server::GameInfo info_of(const Game& game) {
  server::GameInfo info;
  info.id = "g1";
  info.variant = game.variant().name;
  info.rules = game.rules().name;
  info.seats[0] = {server::SeatInfo::Kind::Person, "t1", "Ann", "", ""};
  info.seats[1] = {server::SeatInfo::Kind::Person, "t2", "Bob", "", ""};
  return info;
}

json state_for(const Game& game, Color viewer) {
  server::LiveFacts live;
  live.presence = {true, true};
  return server::state_json(info_of(game), server::GameView(game, viewer), live);
}

// A started game of random setups (seeded).
Game started_game(const std::string& variant_name, std::uint64_t seed, const std::string& rules = "gravon") {
  Game game(variant(variant_name), rule_set(rules));
  for (Color c : {Color::Red, Color::Blue})
    EXPECT_EQ(game.set_setup(c, make_player("random", seed + index(c))->choose_setup(game.variant(), game.rules(), c)), "");
  EXPECT_EQ(game.start(), "");
  return game;
}

// Plays one random legal move (seeded); false when the game is over.
bool play_random(Game& game, std::mt19937_64& rng) {
  if (game.result().over()) return false;
  MoveList moves;
  game.legal_moves(moves);
  if (moves.size() == 0) return false;
  std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
  EXPECT_EQ(game.play(moves[pick(rng)]), MoveError::None);
  return true;
}

class KnowledgeTest : public ::testing::TestWithParam<std::string> {};

TEST_P(KnowledgeTest, FollowsEveryFrameOfWholeGamesAsTheEngineSeesThem) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    Game game = started_game(GetParam(), seed);
    std::mt19937_64 rng(seed);
    for (Color me : {Color::Red, Color::Blue}) {
      SeatKnowledge from_start(game.variant(), game.rules(), me, game.setup(me));
      EXPECT_EQ(from_start.follow(state_for(game, me)).size(), 0u);
    }
    std::array<std::optional<SeatKnowledge>, 2> seats;
    for (Color me : {Color::Red, Color::Blue}) seats[index(me)].emplace(game.variant(), game.rules(), me, game.setup(me));
    for (int ply = 0; ply < 400 && play_random(game, rng); ++ply)
      for (Color me : {Color::Red, Color::Blue}) {
        SeatKnowledge& seat = *seats[index(me)];
        ASSERT_NO_THROW(seat.follow(state_for(game, me))) << GetParam() << " seed " << seed << " ply " << ply;
        ASSERT_TRUE(seat.observation() == game.observation(me));
      }
    // Joining late (a reconnect, a restart of the client): the whole log at once.
    for (Color me : {Color::Red, Color::Blue}) {
      SeatKnowledge late(game.variant(), game.rules(), me, game.setup(me));
      EXPECT_EQ(late.follow(state_for(game, me)).size(), game.moves().size());
      EXPECT_TRUE(late.observation() == game.observation(me));
      SeatKnowledge without_setup(game.variant(), game.rules(), me, std::nullopt);
      without_setup.follow(state_for(game, me));
      EXPECT_TRUE(without_setup.observation() == game.observation(me));
    }
  }
}

// Under ISF rules the enemy's moves are held to the more-squares rule as well: a whole game
// of them is followed without a false alarm.
TEST(SeatKnowledge, FollowsAWholeGameUnderIsfRules) {
  Game game = started_game("barrage", 3, "isf");
  std::mt19937_64 rng(3);
  std::array<std::optional<SeatKnowledge>, 2> seats;
  for (Color me : {Color::Red, Color::Blue}) seats[index(me)].emplace(game.variant(), game.rules(), me, game.setup(me));
  for (int ply = 0; ply < 400 && play_random(game, rng); ++ply)
    for (Color me : {Color::Red, Color::Blue}) {
      ASSERT_NO_THROW(seats[index(me)]->follow(state_for(game, me))) << "ply " << ply;
      ASSERT_TRUE(seats[index(me)]->observation() == game.observation(me));
    }
}

INSTANTIATE_TEST_SUITE_P(Variants, KnowledgeTest,
                         ::testing::Values("classic", "barrage", "duell", "ultimate-lightning", "small", "classicfree"));

// A game some way in, with battles in its log, seen by Red.
Game game_with_battles(std::uint64_t seed) {
  for (;; ++seed) {
    Game game = started_game("barrage", seed);
    std::mt19937_64 rng(seed);
    int battles = 0;
    while (battles < 2 && play_random(game, rng))
      if (game.moves().back().battle) ++battles;
    if (battles == 2 && !game.result().over()) return game;
  }
}

void expect_refused(const Game& game, const std::function<void(json&)>& tamper, const std::string& words) {
  json state = state_for(game, Color::Red);
  tamper(state);
  SeatKnowledge seat(game.variant(), game.rules(), Color::Red, game.setup(Color::Red));
  try {
    seat.follow(state);
    ADD_FAILURE() << "accepted: " << words;
  } catch (const FrameError& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
  }
}

json& first_square(json& state, const std::string& kind) {
  for (json& square : state["board"])
    if (square["kind"] == kind) return square;
  throw std::logic_error("no such square");
}

TEST(SeatKnowledge, AFrameThatDisagreesWithTheMovesIsAnError) {
  const Game game = game_with_battles(10);
  expect_refused(game, [](json& s) { first_square(s, "enemy")["rank"] = "marshal"; }, "shows the rank marshal");
  expect_refused(game, [](json& s) { first_square(s, "own")["moved"] = !first_square(s, "own")["moved"].get<bool>(); }, "moved");
  expect_refused(game, [](json& s) { s["to_move"] = s["to_move"] == "red" ? "blue" : "red"; }, "to move");
  expect_refused(game, [](json& s) { s["captured"]["red"]["scout"] = 5; }, "lost 5 scout");
  expect_refused(game, [](json& s) { s["legal_moves"].push_back({{"from", "a1"}, {"to", "a2"}}); }, "legal moves");
  expect_refused(game, [](json& s) { s["log"].erase(s["log"].begin()); }, "cannot be a game");
  expect_refused(game, [](json& s) { s["board"].erase(s["board"].begin()); }, "squares");
  expect_refused(game, [](json& s) { first_square(s, "own")["rank"] = 7; }, "not a string");
  const json red_state = state_for(game, Color::Red);  // the loop below must not range over a temporary's member
  for (const json& entry : red_state["log"])
    if (!entry["battle"].is_null()) {
      expect_refused(game, [&](json& s) {
        for (json& e : s["log"])
          if (e["ply"] == entry["ply"]) e["battle"]["outcome"] = e["battle"]["outcome"] == "attacker_wins" ? "defender_wins" : "attacker_wins";
      }, "cannot end");
      break;
    }
  // Another setup than the one this seat sent.
  json state = state_for(game, Color::Red);
  stratego::Setup other = make_player("random", 99)->choose_setup(game.variant(), game.rules(), Color::Red);
  SeatKnowledge seat(game.variant(), game.rules(), Color::Red, other);
  EXPECT_THROW(seat.follow(state), FrameError);
}

// A barrage game of known setups, seen by Red: Blue's marshal a7, general e7, scouts c7
// and j7 in front; Red's miner a4 and scout e4 face them.
Game crafted_barrage() {
  Game game(variant("barrage"), rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, testing::pieces("a4=3 e4=2 j1=F b1=B c1=S d1=2 g1=9 h1=10")), "");
  EXPECT_EQ(game.set_setup(Color::Blue, testing::pieces("a7=10 e7=9 c7=2 j7=2 e10=F a10=B b10=S d10=3")), "");
  EXPECT_EQ(game.start(), "");
  return game;
}

void play(Game& game, const std::string& from, const std::string& to) {
  ASSERT_EQ(game.play(Move{testing::sq(from), testing::sq(to)}), MoveError::None) << from << "-" << to;
}

// Blue's next log entry as the server writes it; `battle`: the ranks it shows.
json blue_entry(const Game& game, const std::string& from, const std::string& to, std::optional<std::pair<Rank, Rank>> battle) {
  json entry = {{"ply", game.moves().size() + 1}, {"side", "blue"}, {"from", from}, {"to", to}, {"battle", nullptr}};
  if (battle) {
    const Battle b = resolve_battle(game.variant(), battle->first, battle->second);
    entry["battle"] = {{"attacker", "blue"}, {"attacker_rank", rank_name(b.attacker)}, {"defender_rank", rank_name(b.defender)},
                       {"outcome", outcome_name(b.outcome)}};
  }
  return entry;
}

// Red has followed the game so far; a frame whose log adds `entry` is refused for `words`.
void expect_enemy_move_refused(const Game& game, const json& entry, const std::string& words) {
  SeatKnowledge seat(game.variant(), game.rules(), Color::Red, game.setup(Color::Red));
  ASSERT_NO_THROW(seat.follow(state_for(game, Color::Red)));
  json state = state_for(game, Color::Red);
  state["log"].push_back(entry);
  try {
    seat.follow(state);
    ADD_FAILURE() << "accepted " << entry.dump();
  } catch (const FrameError& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
  }
}

TEST(SeatKnowledge, AnEnemyMoveThatBreaksTheMovementRulesIsAnError) {
  Game game = crafted_barrage();
  play(game, "a4", "a5");
  play(game, "j7", "j6");
  play(game, "a5", "a6");  // Red's miner now stands next to Blue's marshal
  expect_enemy_move_refused(game, blue_entry(game, "a7", "b6", std::nullopt), "cannot reach the target");  // diagonal
  expect_enemy_move_refused(game, blue_entry(game, "c7", "c4", std::nullopt), "cannot reach the target");  // over the lakes
  expect_enemy_move_refused(game, blue_entry(game, "c7", "c6", std::nullopt), "leaves the board");          // into a lake
  expect_enemy_move_refused(game, blue_entry(game, "a7", "a6", std::pair{Rank::Bomb, Rank::Miner}), "bombs and flags never move");
  expect_enemy_move_refused(game, blue_entry(game, "a7", "a6", std::pair{Rank::Flag, Rank::Miner}), "bombs and flags never move");
  // Three squares onto the scout, and the battle shows a general: only a scout goes so far.
  expect_enemy_move_refused(game, blue_entry(game, "e7", "e4", std::pair{Rank::General, Rank::Scout}), "cannot reach the target");
  // An unknown piece that goes as far is a scout, and may.
  SeatKnowledge seat(game.variant(), game.rules(), Color::Red, game.setup(Color::Red));
  seat.follow(state_for(game, Color::Red));
  play(game, "c7", "c9");
  ASSERT_NO_THROW(seat.follow(state_for(game, Color::Red)));
  EXPECT_EQ(seat.observation().at(*parse_square("c9")).rank, Rank::Scout);
}

TEST(SeatKnowledge, AnEnemyMoveAgainstTheTwoSquareRuleIsAnError) {
  Game game = crafted_barrage();
  const char* red_moves[][2] = {{"g1", "g2"}, {"g2", "g3"}, {"g3", "g4"}, {"h1", "h2"}};
  const char* blue_moves[][2] = {{"j7", "j8"}, {"j8", "j7"}, {"j7", "j8"}};
  for (int i = 0; i < 3; ++i) {
    play(game, red_moves[i][0], red_moves[i][1]);
    play(game, blue_moves[i][0], blue_moves[i][1]);
  }
  play(game, red_moves[3][0], red_moves[3][1]);
  ASSERT_EQ(game.play(Move{testing::sq("j8"), testing::sq("j7")}), MoveError::TwoSquareRule);  // the truth agrees
  expect_enemy_move_refused(game, blue_entry(game, "j8", "j7", std::nullopt), "two-square rule");
  // Only a seat told the game's rules holds the enemy to them: replay_error alone (a UCC
  // bot's, whose manager may have no two-square rule) lets the move pass.
  const PublicMove shuttle{Color::Blue, Move{testing::sq("j8"), testing::sq("j7")}, std::nullopt};
  EXPECT_EQ(replay_error(game.observation(Color::Red), shuttle), "");
  EXPECT_NE(repetition_error(game.observation(Color::Red), shuttle), "");
}

// A seat that records what it is asked, playing the random level.
class CountingSeat : public PlayerSeat {
 public:
  CountingSeat() : PlayerSeat(make_player("random", 5), ThinkLimits{20, 5}) {}
  SeatSetup setup(const Variant& v, const RuleSet& r, Color side, const std::string& opponent) override {
    ++setups;
    last_opponent = opponent;
    return PlayerSeat::setup(v, r, side, opponent);
  }
  SeatAnswer move(const Observation& view) override {
    ++moves;
    return PlayerSeat::move(view);
  }
  void set_move_time(std::chrono::milliseconds budget) override {
    last_budget = budget;
    PlayerSeat::set_move_time(budget);
  }
  int setups = 0;
  int moves = 0;
  std::string last_opponent;
  std::chrono::milliseconds last_budget{0};
};

json type_of(const std::string& message) { return json::parse(message)["type"]; }

TEST(OnlineGame, SetsUpOnceMovesOncePerTurnAndAnswersDrawOffersByTheComputersRule) {
  Game game(variant("barrage"), rule_set("gravon"));
  CountingSeat seat;
  OnlineGame online(seat, Color::Blue, 1000ms);
  const OnlineGame::Clock::time_point t0{};
  json setup_state = state_for(game, Color::Blue);
  setup_state["type"] = "state";
  const std::vector<std::string> answers = online.receive(setup_state.dump(), t0);
  ASSERT_EQ(answers.size(), 1u);
  EXPECT_EQ(type_of(answers[0]), "setup");
  EXPECT_TRUE(online.receive(setup_state.dump(), t0).empty());  // the same frame again: no second setup
  EXPECT_EQ(seat.last_opponent, "Ann");
  online.reconnected();
  EXPECT_EQ(online.receive(setup_state.dump(), t0).size(), 1u);  // a new connection: sent again, the same
  EXPECT_EQ(seat.setups, 1);

  const stratego::Setup blue = setup_from_string(game.variant(), Color::Blue, json::parse(answers[0])["setup"].get<std::string>());
  ASSERT_EQ(game.set_setup(Color::Blue, blue), "");
  ASSERT_EQ(game.set_setup(Color::Red, make_player("random", 3)->choose_setup(game.variant(), game.rules(), Color::Red)), "");
  ASSERT_EQ(game.start(), "");
  std::mt19937_64 rng(4);
  play_random(game, rng);  // Red's first move
  json state = state_for(game, Color::Blue);
  state["type"] = "state";
  state["clock"] = {{"control", "fischer:60+0"}, {"red_ms", 60000}, {"blue_ms", 3300}, {"running", "blue"}};
  const std::vector<std::string> move = online.receive(state.dump(), t0);
  ASSERT_EQ(move.size(), 1u);
  EXPECT_EQ(type_of(move[0]), "move");
  EXPECT_EQ(seat.last_budget, 100ms);  // (3300 - 300) / 30
  EXPECT_TRUE(online.receive(state.dump(), t0).empty());  // its move is on the way: not a second one
  EXPECT_EQ(seat.moves, 1);

  const std::vector<std::string> draw = online.receive(R"({"type": "draw_offer", "from": "red"})", t0);
  ASSERT_EQ(draw.size(), 1u);
  EXPECT_EQ(type_of(draw[0]), accepts_draw(game.observation(Color::Blue)) ? "accept_draw" : "decline_draw");
  EXPECT_TRUE(online.receive(R"({"type": "error", "message": "no draw offer stands"})", t0).empty());  // the offer lapsed
  EXPECT_THROW(online.receive(R"({"type": "error", "message": "not your turn"})", t0), ServerError);
  EXPECT_THROW(online.receive("[1, 2]", t0), FrameError);

  // The opponent went away on its turn: the claim once the server's wait has passed.
  EXPECT_TRUE(online.tick(t0 + 1h).empty());
  online.receive(R"({"type": "presence", "seats": {}, "claim_in_ms": 5000})", t0);
  EXPECT_TRUE(online.tick(t0 + 4999ms).empty());
  const std::vector<std::string> claim = online.tick(t0 + 5000ms);
  ASSERT_EQ(claim.size(), 1u);
  EXPECT_EQ(type_of(claim[0]), "claim");
  EXPECT_TRUE(online.tick(t0 + 6000ms).empty());
  EXPECT_TRUE(online.receive(R"({"type": "error", "message": "the opponent is back"})", t0).empty());
  online.receive(R"({"type": "presence", "seats": {}, "claim_in_ms": null})", t0);
  EXPECT_TRUE(online.tick(t0 + 1h).empty());

  game.resign(Color::Red);
  json over = state_for(game, Color::Blue);
  over["type"] = "state";
  EXPECT_TRUE(online.receive(over.dump(), t0).empty());
  ASSERT_TRUE(online.over());
  EXPECT_EQ(online.summary().winner, Color::Blue);
  EXPECT_EQ(online.summary().ending, "resignation");
  EXPECT_EQ(online.summary().red, "Ann");
  EXPECT_EQ(online.summary().plies, 1);
  EXPECT_EQ(json::parse(summary_json(online.summary()))["winner"], "blue");
  GameSummary hostile = online.summary();
  hostile.red = "\x1b]0;pwned\x07\xff";
  EXPECT_EQ(summary_text(hostile).find('\x1b'), std::string::npos);  // no terminal escape from the server's names
  EXPECT_TRUE(json::accept(summary_json(hostile)));
}

json lobby_frame(const json& you, const json& challenges) {
  return {{"type", "lobby"}, {"you", you}, {"online", json::array()}, {"challenges", challenges}, {"games", json::array()}};
}

json challenge(const std::string& id, const std::string& by, const std::string& variant_name) {
  return {{"id", id}, {"by", {{"id", by}, {"name", by}}}, {"variant", variant_name}, {"rules", "gravon"}, {"clock", "none"},
          {"color", "random"}, {"no_battle_limit", 0}};
}

const json kMatched = {{"type", "matched"}, {"challenge", "c2"}, {"game", "g7"}, {"token", "abc"}, {"color", "blue"}};

TEST(LobbyConversation, PostsAChallengeAndIsSeatedWhenItIsAccepted) {
  LobbyConversation lobby({LobbyRequest::Kind::Challenge, "barrage", "gravon", "", "", ""});
  const std::vector<std::string> sent = lobby.receive(lobby_frame({{"id", "me"}, {"name", "Bot"}}, json::array()).dump());
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "challenge"}, {"variant", "barrage"}, {"rules", "gravon"}}));
  lobby.receive(json{{"type", "challenges"}, {"challenges", json::array({challenge("c2", "me", "barrage")})}}.dump());
  EXPECT_FALSE(lobby.matched());
  lobby.receive(kMatched.dump());
  ASSERT_TRUE(lobby.matched());
  EXPECT_EQ(lobby.matched()->game, "g7");
  EXPECT_EQ(lobby.matched()->color, Color::Blue);
}

TEST(LobbyConversation, AcceptsTheFirstChallengeThatFitsAndTriesTheNextWhenItIsGone) {
  LobbyConversation lobby({LobbyRequest::Kind::Accept, "barrage", "", "", "", ""});
  const json open = json::array({challenge("c0", "me", "barrage"), challenge("c1", "ann", "classic"), challenge("c2", "bob", "barrage"),
                     challenge("c3", "cy", "barrage")});
  std::vector<std::string> sent = lobby.receive(lobby_frame({{"id", "me"}, {"name", "Bot"}}, open).dump());
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "accept"}, {"challenge", "c2"}}));
  EXPECT_TRUE(lobby.receive(R"({"type": "error", "message": "no such challenge"})").empty());
  sent = lobby.receive(json{{"type", "challenges"}, {"challenges", json::array({open[3]})}}.dump());
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0])["challenge"], "c3");
}

TEST(LobbyConversation, RefusesWhatItCannotUse) {
  LobbyConversation anonymous({LobbyRequest::Kind::Challenge, "", "", "", "", ""});
  EXPECT_THROW(anonymous.receive(lobby_frame(nullptr, json::array()).dump()), ServerError);
  LobbyConversation by_id({LobbyRequest::Kind::Accept, "", "", "", "c9", ""});
  EXPECT_TRUE(by_id.receive(lobby_frame({{"id", "me"}}, json::array({challenge("c2", "bob", "barrage")})).dump()).empty());
  EXPECT_THROW(by_id.receive(R"({"type": "challenges", "challenges": 5})"), FrameError);
  EXPECT_THROW(by_id.receive(R"({"type": "error", "message": "no"})"), ServerError);
  LobbyConversation challenger({LobbyRequest::Kind::Challenge, "", "", "", "", ""});
  challenger.receive(lobby_frame({{"id", "me"}}, json::array()).dump());
  EXPECT_THROW(challenger.receive(R"({"type": "matched", "challenge": "c2", "game": "../x", "token": "t", "color": "red"})"),
               std::runtime_error);
}

// A seat whose thinking ends only once the connection has been served three times.
class WaitingSeat : public CountingSeat {
 public:
  SeatAnswer move(const Observation& view) override {
    thought_on = std::this_thread::get_id();
    std::unique_lock lock(mutex);
    served_enough.wait(lock, [&] { return serves >= 3; });
    return CountingSeat::move(view);
  }
  void served() {
    const std::lock_guard lock(mutex);
    ++serves;
    served_enough.notify_all();
  }
  std::mutex mutex;
  std::condition_variable served_enough;
  int serves = 0;
  std::thread::id thought_on;
};

TEST(ServedSeat, ServesTheConnectionWhileItThinksAboutALongMove) {
  Game game = started_game("barrage", 5);
  WaitingSeat inner;
  ServedSeat seat(inner, [&] { inner.served(); });
  seat.set_move_time(kServeAfter + 1ms);
  const SeatAnswer answer = seat.move(game.observation(Color::Red));
  ASSERT_TRUE(answer.move);
  EXPECT_TRUE(game.observation(Color::Red).is_legal(*answer.move));
  EXPECT_GE(inner.serves, 3);
  EXPECT_NE(inner.thought_on, std::this_thread::get_id());

  // A connection that breaks meanwhile: the move is still chosen.
  WaitingSeat broken;
  int calls = 0;
  ServedSeat on_broken(broken, [&] {
    ++calls;
    for (int i = 0; i < 3; ++i) broken.served();
    throw ConnectionClosed("the connection broke");
  });
  on_broken.set_move_time(kServeAfter + 1ms);
  EXPECT_TRUE(on_broken.move(game.observation(Color::Red)).move);
  EXPECT_EQ(calls, 1);
}

TEST(ServedSeat, ThinksAShortMoveOnTheCallersThread) {
  Game game = started_game("barrage", 5);
  CountingSeat inner;
  int serves = 0;
  ServedSeat seat(inner, [&] { ++serves; });
  seat.set_move_time(kServeAfter);
  EXPECT_TRUE(seat.move(game.observation(Color::Red)).move);
  EXPECT_EQ(serves, 0);
  EXPECT_EQ(inner.last_budget, kServeAfter);
}

// The seat has answered for this position: a reconnection that lost the move sends the same
// one again without asking the seat a second time.
TEST(OnlineGame, SendsTheSameMoveAgainAfterAReconnectionThatLostIt) {
  Game game = started_game("barrage", 6);
  CountingSeat seat;
  OnlineGame online(seat, Color::Red, 1000ms);
  const OnlineGame::Clock::time_point t0{};
  json state = state_for(game, Color::Red);
  state["type"] = "state";
  const std::vector<std::string> first = online.receive(state.dump(), t0);
  ASSERT_EQ(first.size(), 1u);
  online.reconnected();
  EXPECT_EQ(online.receive(state.dump(), t0), first);
  EXPECT_EQ(seat.moves, 1);
}

// The server's frame for the game's last move, for a client told nothing before (so it names
// every square).
json move_frame_for(const Game& game, Color viewer) {
  server::LiveFacts live;
  live.presence = {true, true};
  server::SentToViewer nothing_yet;
  const int ply = static_cast<int>(game.moves().size());
  return json::parse(server::move_frame(info_of(game), server::GameView(game, viewer), live, ply, nothing_yet));
}

TEST(OnlineGame, PlaysOnAMoveFrameAndAsksForAFreshStateWhenOneDoesNotFollow) {
  Game game = started_game("barrage", 8);
  CountingSeat seat;
  OnlineGame online(seat, Color::Blue, 1000ms);
  const OnlineGame::Clock::time_point t0{};
  json state = state_for(game, Color::Blue);
  state["type"] = "state";
  EXPECT_TRUE(online.receive(state.dump(), t0).empty());  // Red to move
  std::mt19937_64 rng(9);
  play_random(game, rng);
  const std::vector<std::string> answer = online.receive(move_frame_for(game, Color::Blue).dump(), t0);
  ASSERT_EQ(answer.size(), 1u);
  EXPECT_EQ(type_of(answer[0]), "move");

  Game ahead = game;
  for (int ply = 2; ply <= 5; ++ply) play_random(ahead, rng);  // the frames of plies 2 to 4 never came
  const std::vector<std::string> sync = online.receive(move_frame_for(ahead, Color::Blue).dump(), t0);
  ASSERT_EQ(sync.size(), 1u);
  EXPECT_EQ(type_of(sync[0]), "sync");
  EXPECT_TRUE(online.receive(move_frame_for(ahead, Color::Blue).dump(), t0).empty());  // one sync is enough
  json fresh = state_for(ahead, Color::Blue);
  fresh["type"] = "state";
  const std::vector<std::string> after = online.receive(fresh.dump(), t0);
  ASSERT_EQ(after.size(), 1u);
  EXPECT_EQ(type_of(after[0]), "move");
  EXPECT_EQ(seat.moves, 2);
}

// A UCC bot is told its variant on its own command line: any the protocol carries.
TEST(OnlineOptions, AUccBotPlaysEveryVariantTheProtocolCarries) {
  OnlineOptions options;
  options.server = "http://127.0.0.1:1";
  options.engine = "bot";
  for (const char* name : {"", "classic", "barrage", "duell", "classic-free"}) {
    options.lobby.variant = name;
    EXPECT_EQ(online_options_error(options), "") << name;
  }
  options.lobby.variant = "ultimate-lightning";
  EXPECT_NE(online_options_error(options).find("cannot carry ultimate-lightning"), std::string::npos);
  options.lobby.variant = "small";
  EXPECT_NE(online_options_error(options).find("10x10"), std::string::npos);
}

TEST(ThinkBudget, TakesItsUsualTimeUnlessTheClockIsShort) {
  EXPECT_EQ(think_budget(nullptr, Color::Red, 1000ms), 1000ms);
  EXPECT_EQ(think_budget({{"control", "fischer:300+5"}, {"red_ms", 300000}, {"blue_ms", 3300}}, Color::Red, 1000ms), 1000ms);
  EXPECT_EQ(think_budget({{"control", "fischer:300+5"}, {"red_ms", 300000}, {"blue_ms", 3300}}, Color::Blue, 1000ms), 100ms);
  EXPECT_EQ(think_budget({{"control", "isf"}, {"red_ms", 300}, {"free_ms", 4000}}, Color::Red, 5000ms), 3000ms);
  EXPECT_EQ(think_budget({{"control", "move:2"}, {"red_ms", 2000}}, Color::Red, 5000ms), 1275ms);
  EXPECT_EQ(think_budget({{"control", "move:2"}, {"red_ms", -50}}, Color::Red, 5000ms), kMinThink);
  EXPECT_EQ(think_budget({{"control", "isf"}, {"red_ms", "lots"}}, Color::Red, 5000ms), kMinThink);
  // Correspondence: a day a move gives far more than the longest thought asked for.
  EXPECT_EQ(think_budget({{"control", "days:1"}, {"red_ms", 86'400'000}}, Color::Red, kMaxThink), kMaxThink);
  EXPECT_EQ(think_budget({{"control", "days:1"}, {"red_ms", 3'600'000}}, Color::Red, kMaxThink), 119'990ms);  // an hour left
}

}  // namespace
}  // namespace stratego::client
