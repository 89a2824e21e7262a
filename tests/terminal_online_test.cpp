// The online game of `stratego play --server` without a terminal or a network: the model,
// the controller and the lobby menu fed with frames the server's own builders make
// (server/state_json.hpp), checked for what they send back and what they show.
#include <gtest/gtest.h>

#include "ai/player.hpp"
#include "cli/play/lobby_menu.hpp"
#include "cli/play/online_controller.hpp"
#include "client/online_game.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "formats/setup_string.hpp"
#include "piece_list.hpp"
#include "terminal_rescue_game.hpp"
#include "server/game_view.hpp"
#include "server/state_json.hpp"

namespace stratego::play {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using Clock = OnlineMatch::Clock;

const Clock::time_point t0 = Clock::time_point{} + 1000h;

server::GameInfo info_of(const Game& game) {
  server::GameInfo info;
  info.id = "g1";
  info.variant = game.variant().name;
  info.rules = game.rules().name;
  info.seats[0] = {server::SeatInfo::Kind::Person, "t1", "Ann", "", ""};
  info.seats[1] = {server::SeatInfo::Kind::Person, "t2", "Bob", "", ""};
  return info;
}

server::LiveFacts both_connected() {
  server::LiveFacts live;
  live.presence = {true, true};
  return live;
}

json state_frame(const Game& game, Color viewer) {
  json state = server::state_json(info_of(game), server::GameView(game, viewer), both_connected());
  state["type"] = "state";
  return state;
}

// The server's frame for the game's last move. Told nothing before, it names every square,
// which any state before the move takes.
json move_frame(const Game& game, Color viewer) {
  server::SentToViewer nothing_yet;
  const int ply = static_cast<int>(game.moves().size());
  return json::parse(server::move_frame(info_of(game), server::GameView(game, viewer), both_connected(), ply, nothing_yet));
}

json fischer_clock(const char* running, std::optional<int> setup_ms) {
  return json{{"control", "fischer:60+0"}, {"red_ms", 60000}, {"blue_ms", 50000}, {"running", running ? json(running) : json(nullptr)},
              {"free_ms", 0}, {"game_ms", nullptr}, {"setup_ms", setup_ms ? json(*setup_ms) : json(nullptr)}};
}

Setup setup_of(const Game& game, Color side, std::uint64_t seed) {
  return make_player("random", seed)->choose_setup(game.variant(), game.rules(), side);
}

Game barrage() { return Game(variant("barrage"), rule_set("gravon")); }

void start(Game& game) {
  for (Color c : {Color::Red, Color::Blue}) ASSERT_EQ(game.set_setup(c, setup_of(game, c, 10 + index(c))), "");
  ASSERT_EQ(game.start(), "");
}

std::string type_of(const std::string& message) { return json::parse(message)["type"]; }

// The first legal move of the side to move, as the engine finds it.
Move first_legal(const Game& game) {
  MoveList moves;
  game.legal_moves(moves);
  return moves[0];
}

TEST(OnlineMatch, SetsUpWithADraftWhileTheSetupClockRunsAndSendsTheSetup) {
  const Game game = barrage();
  OnlineMatch match(Color::Blue, Language::English, 7);
  OnlineController controller(match);
  json frame = state_frame(game, Color::Blue);
  frame["clock"] = fischer_clock(nullptr, 300000);
  controller.receive(frame.dump(), t0);
  ASSERT_EQ(match.phase(), OnlinePhase::Setup);
  std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);  // the draft at once: what the server takes when time runs out
  EXPECT_EQ(type_of(sent[0]), "draft");
  EXPECT_EQ(*match.setup_time_left(t0 + 1s), 299000ms);

  // Swapping two pieces of Blue's zone sends the new draft; one outside it is refused.
  const Square a{0, 9}, b{1, 9};
  const std::optional<Rank> ra = match.draft().rank_at(a), rb = match.draft().rank_at(b);
  controller.execute("swap a10 b10");
  EXPECT_EQ(match.draft().rank_at(a), rb);
  EXPECT_EQ(match.draft().rank_at(b), ra);
  sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0])["setup"], setup_to_string(game.variant(), Color::Blue, match.draft().setup()));
  controller.execute("swap a1 a10");
  EXPECT_NE(controller.message().find("outside"), std::string::npos) << controller.message();
  EXPECT_TRUE(controller.take_outgoing().empty());

  controller.execute("start");
  sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(type_of(sent[0]), "setup");
  const std::string setup = json::parse(sent[0])["setup"];
  EXPECT_EQ(validate_setup(game.variant(), Color::Blue, setup_from_string(game.variant(), Color::Blue, setup)), "");
}

TEST(OnlineMatch, PlaysOnlyLegalMovesOnItsTurnAndTellsTheOpponentsMoves) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Blue, Language::English, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Blue).dump(), t0);
  ASSERT_EQ(match.phase(), OnlinePhase::Play);
  EXPECT_FALSE(match.my_turn());

  const Move blue_first = [&] {
    Game copy = game;
    EXPECT_EQ(copy.play(first_legal(copy)), MoveError::None);
    return first_legal(copy);
  }();
  controller.execute(square_name(blue_first.from) + " " + square_name(blue_first.to));
  EXPECT_EQ(controller.message(), "not your turn");
  EXPECT_TRUE(controller.take_outgoing().empty());

  const Move red = first_legal(game);
  ASSERT_EQ(game.play(red), MoveError::None);
  controller.receive(move_frame(game, Color::Blue).dump(), t0);
  EXPECT_EQ(controller.message().rfind("opponent: " + square_name(red.from) + "-" + square_name(red.to), 0), 0u) << controller.message();
  EXPECT_TRUE(match.my_turn());
  EXPECT_EQ(match.last_opponent_move(), red);
  EXPECT_TRUE(match.view() == game.observation(Color::Blue));  // the seat knows what Blue knows, no more

  controller.execute("a1 a2");  // Red's rows: nothing of Blue's there
  EXPECT_NE(controller.message().find("illegal move"), std::string::npos) << controller.message();
  EXPECT_TRUE(controller.take_outgoing().empty());

  const Move blue = first_legal(game);
  controller.execute(square_name(blue.from) + "-" + square_name(blue.to));
  const std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "move"}, {"from", square_name(blue.from)}, {"to", square_name(blue.to)}, {"id", 1}}));

  // The server's frame plays it, Red answers: both moves stay in view.
  ASSERT_EQ(game.play(blue), MoveError::None);
  controller.receive(move_frame(game, Color::Blue).dump(), t0);
  const Move red_again = first_legal(game);
  ASSERT_EQ(game.play(red_again), MoveError::None);
  controller.receive(move_frame(game, Color::Blue).dump(), t0);
  EXPECT_EQ(controller.message().rfind("you: " + square_name(blue.from) + "-" + square_name(blue.to) + ". opponent: " +
                                           square_name(red_again.from) + "-" + square_name(red_again.to), 0),
            0u)
      << controller.message();
}

TEST(OnlineMatch, RefusesAFrameThatDisagreesWithTheGame) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::English, 7);
  match.receive(state_frame(game, Color::Red).dump(), t0);
  json other_seat = state_frame(game, Color::Blue);
  EXPECT_THROW(match.receive(other_seat.dump(), t0), client::FrameError);
  json lying = state_frame(game, Color::Red);
  lying["legal_moves"] = json::array();
  EXPECT_THROW(match.receive(lying.dump(), t0), client::FrameError);
  EXPECT_THROW(match.receive("{\"type\": 1}", t0), client::FrameError);
}

TEST(OnlineMatch, CountsTheRunningClockDownFromTheFramesArrival) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::German, 7);
  json frame = state_frame(game, Color::Red);
  frame["clock"] = fischer_clock("red", std::nullopt);
  match.receive(frame.dump(), t0);
  EXPECT_EQ(*match.time_left(Color::Red, t0 + 1500ms), 58500ms);
  EXPECT_EQ(*match.time_left(Color::Blue, t0 + 1500ms), 50000ms);  // not running
  EXPECT_EQ(*match.time_left(Color::Red, t0 + 2h), 0ms);            // the server says when it fell
  EXPECT_EQ(clock_text(58500ms), "0:58");
  EXPECT_EQ(clock_text(9400ms), "0:09.4");
  EXPECT_EQ(clock_text(754000ms), "12:34");
  frame["clock"] = nullptr;
  match.receive(frame.dump(), t0 + 3s);
  EXPECT_FALSE(match.time_left(Color::Red, t0 + 4s));
}

TEST(OnlineMatch, ShowsTheOpponentAwayAndClaimsOnlyWhenTheServerAllows) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Blue, Language::English, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Blue).dump(), t0);
  EXPECT_TRUE(match.opponent_connected());
  const json presence = {{"type", "presence"},
                         {"seats", {{"red", {{"connected", false}, {"away_ms", 4000}}}, {"blue", {{"connected", true}, {"away_ms", nullptr}}}}},
                         {"claim_in_ms", 56000}};
  controller.receive(presence.dump(), t0);
  EXPECT_FALSE(match.opponent_connected());
  EXPECT_EQ(*match.opponent_away(t0 + 1s), 5000ms);
  EXPECT_EQ(*match.claim_in(t0 + 6s), 50000ms);
  EXPECT_EQ(*match.claim_in(t0 + 60s), 0ms);
  controller.execute("anspruch");
  const std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(type_of(sent[0]), "claim");
}

TEST(OnlineMatch, AnswersADrawOfferOnlyWhileOneStands) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::English, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  controller.execute("accept");
  EXPECT_EQ(controller.message(), "no draw is offered");
  EXPECT_TRUE(controller.take_outgoing().empty());
  controller.receive(R"({"type": "draw_offer", "from": "blue"})", t0);
  EXPECT_TRUE(match.draw_offered());
  EXPECT_NE(controller.message().find("offers a draw"), std::string::npos);
  controller.execute("decline");
  std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(type_of(sent[0]), "decline_draw");
  controller.receive(R"({"type": "draw_answer", "accepted": false})", t0);
  EXPECT_FALSE(match.draw_offered());
  controller.execute("draw");
  sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(type_of(sent[0]), "offer_draw");
  controller.execute("resign");
  sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(type_of(sent[0]), "resign");
}

TEST(OnlineMatch, TellsTheResultAndShowsTheRevealedBoard) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::German, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  game.resign(Color::Blue);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  ASSERT_EQ(match.phase(), OnlinePhase::Over);
  ASSERT_TRUE(match.result());
  EXPECT_EQ(match.result()->winner, Color::Red);
  EXPECT_NE(controller.message().find("Du gewinnst."), std::string::npos) << controller.message();
  int revealed_blue = 0;
  for (int file = 0; file < game.variant().width; ++file)
    for (int rank = 0; rank < game.variant().height; ++rank)
      if (const auto piece = match.revealed(Square{static_cast<std::int8_t>(file), static_cast<std::int8_t>(rank)}))
        revealed_blue += piece->first == Color::Blue;
  EXPECT_EQ(revealed_blue, 8);  // barrage: eight pieces a side, all shown at the end
}

TEST(OnlineController, MovesTheCursorAsBluesScreenShowsIt) {
  const Game game = barrage();
  OnlineMatch match(Color::Blue, Language::English, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Blue).dump(), t0);
  const Square start_at = controller.cursor();
  EXPECT_TRUE(game.variant().in_setup_zone(Color::Blue, start_at));
  controller.move_cursor(1, 1);  // right and up on Blue's screen: towards a and rank 1
  EXPECT_EQ(controller.cursor().file, start_at.file - 1);
  EXPECT_EQ(controller.cursor().rank, start_at.rank - 1);
}

TEST(OnlineController, ChoosesARescueBeforeTheMoveGoes) {
  Game game(variant("ultimate-lightning"), rule_set("gravon"));
  ASSERT_EQ(game.set_setup(Color::Red, testing::pieces(rescue_game::kRedBeforeRescue)), "");
  ASSERT_EQ(game.set_setup(Color::Blue, testing::pieces(rescue_game::kBlueBeforeRescue)), "");
  ASSERT_EQ(game.start(), "");
  ASSERT_EQ(game.play(*parse_move("b4-b7")), MoveError::None);  // red's scout is lost
  ASSERT_EQ(game.play(*parse_move("j7-j6")), MoveError::None);
  OnlineMatch match(Color::Red, Language::English, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  controller.execute("a4 a10");
  ASSERT_TRUE(controller.rescue());
  EXPECT_TRUE(controller.take_outgoing().empty());  // nothing goes before the choice
  controller.execute("1");                          // the scout
  controller.execute("b4");                         // onto b4
  EXPECT_FALSE(controller.rescue());
  std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "move"}, {"from", "a4"}, {"to", "a10"}, {"rescue_to", "b4"}, {"rescue_rank", "scout"}, {"id", 1}}));

  OnlineMatch again(Color::Red, Language::English, 7);
  OnlineController typed(again);
  typed.receive(state_frame(game, Color::Red).dump(), t0);
  typed.execute("a4 a10 +none");  // declined as it is typed: no question
  EXPECT_FALSE(typed.rescue());
  sent = typed.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "move"}, {"from", "a4"}, {"to", "a10"}, {"id", 1}}));
}

// A move chosen while the connection is down waits, then goes after the fresh state.
TEST(OnlineController, QueuesAMoveWhileReconnectingAndSendsItWhenItIsStillLegal) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::English, 7);
  OnlineController controller(match);
  controller.connection(true, 1);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  controller.connection(false, 1);
  const Move red = first_legal(game);
  controller.execute(square_name(red.from) + " " + square_name(red.to));
  EXPECT_TRUE(controller.take_outgoing().empty());
  EXPECT_EQ(controller.queued_move(), red);
  EXPECT_EQ(controller.message(), "not connected: the move goes when the connection is back: " + square_name(red.from) + "-" + square_name(red.to));
  controller.execute("draw");
  EXPECT_EQ(controller.message(), "not connected: try again when the connection is back");
  controller.connection(true, 2);
  EXPECT_TRUE(controller.take_outgoing().empty());  // not before the server's fresh state
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  const std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), json::parse(client::move_intent(red, 1)));
  EXPECT_FALSE(controller.queued_move());
}

TEST(OnlineController, DropsTheQueuedMoveWhenTheGameWentOnWithoutIt) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::German, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  controller.connection(false, 0);
  const Move red = first_legal(game);
  controller.execute(square_name(red.from) + " " + square_name(red.to));
  ASSERT_TRUE(controller.queued_move());
  game.resign(Color::Blue);  // meanwhile, at the server
  controller.connection(true, 1);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  EXPECT_TRUE(controller.take_outgoing().empty());
  EXPECT_FALSE(controller.queued_move());
  EXPECT_EQ(controller.message().rfind("der wartende Zug ist nicht mehr möglich und entfällt: " + square_name(red.from) + "-" +
                                           square_name(red.to) + ".", 0),
            0u)
      << controller.message();
  EXPECT_NE(controller.message().find("Du gewinnst."), std::string::npos) << controller.message();
}

json chat_frame(const char* from, const char* name, const char* text) {
  return json{{"type", "chat"}, {"room", "players"}, {"from", from ? json(from) : json(nullptr)}, {"name", name}, {"text", text}, {"at", 1}};
}

TEST(OnlineMatch, KeepsThePlayersChatAndTellsTheOpponentsLines) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::English, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  controller.execute("say  good luck ");
  std::vector<std::string> sent = controller.take_outgoing();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "chat"}, {"text", "good luck"}}));
  controller.receive(chat_frame("red", "Ann", "good luck").dump(), t0);
  EXPECT_EQ(controller.message(), "");  // our own line is not news
  controller.receive(chat_frame("blue", "Bob[2J", "thanks").dump(), t0);
  EXPECT_EQ(controller.message(), "Bob?[2J: thanks?");  // no terminal escape gets through
  controller.receive(json{{"type", "chat"}, {"room", "spectators"}, {"from", nullptr}, {"name", "Cy"}, {"text", "hint"}, {"at", 2}}.dump(), t0);
  EXPECT_EQ(match.chat(), (std::vector<std::string>{"Ann: good luck", "Bob?[2J: thanks?"}));

  // A reconnection's state holds the room's last lines: they replace what was kept.
  json state = state_frame(game, Color::Red);
  state["chat"] = json::array({chat_frame("blue", "Bob", "hello"), chat_frame("red", "Ann", "hi")});
  controller.receive(state.dump(), t0);
  EXPECT_EQ(match.chat(), (std::vector<std::string>{"Bob: hello", "Ann: hi"}));
  state["chat"] = "nonsense";
  EXPECT_THROW(match.receive(state.dump(), t0), client::FrameError);

  controller.execute("say");
  EXPECT_EQ(controller.message(), "unknown command: say (help)");
  EXPECT_TRUE(controller.take_outgoing().empty());
}

// As the browser's Mute: the room's lines are kept but not shown, and none is news.
TEST(OnlineMatch, MutedChatShowsNoLinesUntilUnmuted) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::German, 7);
  OnlineController controller(match);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  controller.execute("stumm");
  EXPECT_TRUE(match.chat_muted());
  EXPECT_EQ(controller.message(), "Dieser Chat ist stummgeschaltet (laut: wieder anzeigen).");
  controller.receive(chat_frame("blue", "Bob", "you will lose").dump(), t0);
  EXPECT_EQ(controller.message(), "Dieser Chat ist stummgeschaltet (laut: wieder anzeigen).");
  controller.execute("sag trotzdem hallo");  // writing still works
  EXPECT_EQ(controller.take_outgoing().size(), 1u);
  controller.execute("laut");
  EXPECT_FALSE(match.chat_muted());
  EXPECT_EQ(controller.message(), "Der Chat wird wieder angezeigt.");
  EXPECT_EQ(match.chat(), std::vector<std::string>{"Bob: you will lose"});
  controller.receive(chat_frame("blue", "Bob", "sorry").dump(), t0);
  EXPECT_EQ(controller.message(), "Bob: sorry");
  controller.execute("mute");
  EXPECT_TRUE(match.chat_muted());
  controller.execute("unmute");
  EXPECT_FALSE(match.chat_muted());
  EXPECT_EQ(parse_typed_command("mute now").kind, TypedCommand::Kind::Unknown);
}

// A move sent waits for the frame that plays it: no second move meanwhile, and a refusal
// ends the wait.
TEST(OnlineController, KeepsASentMoveUntilItIsPlayedOrRefused) {
  Game game = barrage();
  start(game);
  OnlineMatch match(Color::Red, Language::English, 7);
  OnlineController controller(match);
  controller.connection(true, 1);
  controller.receive(state_frame(game, Color::Red).dump(), t0);
  const Move red = first_legal(game);
  controller.execute(square_name(red.from) + " " + square_name(red.to));
  EXPECT_EQ(controller.take_outgoing().size(), 1u);
  EXPECT_EQ(controller.move_on_its_way(), red);
  controller.execute(square_name(red.from) + " " + square_name(red.to));
  EXPECT_EQ(controller.message(), "your move is on its way: wait for the server's answer");
  EXPECT_TRUE(controller.take_outgoing().empty());
  controller.receive(R"({"type": "error", "message": "not this one"})", t0);  // about another message: no id
  EXPECT_EQ(controller.move_on_its_way(), red);
  EXPECT_EQ(controller.message(), "you: " + square_name(red.from) + "-" + square_name(red.to) + ". server: not this one");
  controller.receive(R"({"type": "error", "message": "not this one either", "id": 7})", t0);
  EXPECT_EQ(controller.move_on_its_way(), red);
  controller.receive(R"({"type": "error", "message": "too many messages", "id": 1})", t0);
  EXPECT_FALSE(controller.move_on_its_way());
  EXPECT_EQ(controller.message(), "server: too many messages");

  controller.execute(square_name(red.from) + " " + square_name(red.to));
  EXPECT_EQ(controller.take_outgoing().size(), 1u);
  ASSERT_EQ(game.play(red), MoveError::None);
  controller.receive(move_frame(game, Color::Red).dump(), t0);
  EXPECT_FALSE(controller.move_on_its_way());
  EXPECT_FALSE(controller.queued_move());
}

json lobby_message() {
  return json{{"type", "lobby"},
              {"you", {{"id", "me"}, {"name", "Ann"}}},
              {"online", json::array()},
              {"games", json::array()},
              {"challenges",
               {{{"id", "c1"}, {"by", {{"id", "me"}, {"name", "Ann"}}}, {"variant", "classic"}, {"rules", "gravon"}, {"clock", "none"}, {"color", "random"}},
                {{"id", "c2"}, {"by", {{"id", "b"}, {"name", "Bot\x1b[2J"}}}, {"variant", "barrage"}, {"rules", "gravon"}, {"clock", "none"}, {"color", "blue"}}}}};
}

TEST(LobbyMenu, ListsOthersChallengesAndAcceptsTheOneTypedByNumber) {
  client::LobbyRequest terms;
  terms.variant = "barrage";
  terms.color = "red";
  LobbyMenu menu(terms);
  EXPECT_TRUE(menu.receive(lobby_message().dump()).empty());
  ASSERT_EQ(menu.challenges().size(), 1u);  // our own is not offered
  EXPECT_EQ(menu.challenges()[0].id, "c2");
  EXPECT_EQ(menu.challenges()[0].by.find('\x1b'), std::string::npos);  // no terminal escape gets through
  std::string problem;
  EXPECT_TRUE(menu.choose("2", problem).empty());
  EXPECT_EQ(problem, "2");
  problem.clear();
  const std::vector<std::string> sent = menu.choose(" 1 ", problem);
  EXPECT_EQ(problem, "");
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "accept"}, {"challenge", "c2"}}));
  menu.receive(R"({"type": "matched", "challenge": "c2", "game": "g7", "token": "tok", "color": "red"})");
  ASSERT_TRUE(menu.matched());
  EXPECT_EQ(menu.matched()->game, "g7");
}

TEST(LobbyMenu, PostsOurChallengeWithItsTerms) {
  client::LobbyRequest terms;
  terms.variant = "barrage";
  terms.clock = "move:30";
  terms.color = "blue";
  LobbyMenu menu(terms);
  menu.receive(lobby_message().dump());
  std::string problem;
  const std::vector<std::string> sent = menu.choose("c", problem);
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0]), (json{{"type", "challenge"}, {"variant", "barrage"}, {"clock", "move:30"}, {"color", "blue"}}));
  EXPECT_TRUE(menu.posted());
}

}  // namespace
}  // namespace stratego::play

