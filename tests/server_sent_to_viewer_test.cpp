// What the frames told each viewer so far (server/state_json.hpp SentToViewer): the battle
// log kept as text gives the very frame that writing the whole log gives, and every move
// frame applied to the state before it (client/move_frame.hpp) gives the state after it,
// for every viewer, every move of long games, in every variant.
#include <random>
#include <string_view>

#include <gtest/gtest.h>

#include "ai/setup_generator.hpp"
#include "client/frame_reading.hpp"
#include "client/move_frame.hpp"
#include "server/state_json.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

Game started_game(std::uint64_t seed, const char* variant_name = "classic") {
  const Variant& v = variant(variant_name);
  std::mt19937_64 rng(seed);
  Game game(v, rule_set("gravon"));
  game.set_setup(Color::Red, generate_setup(v, Color::Red, rng));
  game.set_setup(Color::Blue, generate_setup(v, Color::Blue, rng));
  game.start();
  return game;
}

// A random move; a rescue whenever one is legal (ultimate lightning), so that games hold them.
void play_random(Game& game, std::mt19937_64& rng) {
  MoveList moves;
  game.legal_moves(moves);
  const Observation& seat = game.observation(game.side_to_move());
  for (Move m : moves) {
    const Observation::RescueChoices choices = seat.rescue_choices(m);
    if (choices.ranks.empty() || choices.squares.empty()) continue;
    m.rescue_rank = choices.ranks.front();
    m.rescue_to = to_sq(choices.squares.front());
    game.play(m);
    return;
  }
  game.play(moves[rng() % moves.size()]);
}

GameInfo info_of(const char* variant_name = "classic") {
  GameInfo info;
  info.id = "0123456789abcdef";
  info.variant = variant_name;
  info.rules = "gravon";
  return info;
}

const std::optional<Color> kViewers[] = {Color::Red, Color::Blue, std::nullopt};

// The state a client holds: a state frame less its type and chat.
json held_state(const std::string& state_frame_text) {
  json state = json::parse(state_frame_text);
  state.erase("type");
  state.erase("chat");
  return state;
}

class MoveFrames : public ::testing::TestWithParam<const char*> {};

TEST_P(MoveFrames, EachAppliedToTheStateBeforeItGivesTheStateAfterIt) {
  const char* variant_name = GetParam();
  Game game = started_game(3, variant_name);
  std::mt19937_64 rng(4);
  const GameInfo info = info_of(variant_name);
  const LiveFacts live;
  const ChatRoom room;
  std::array<SentToViewer, 3> sent;
  std::array<json, 3> held;
  for (std::size_t v = 0; v < 3; ++v) held[v] = held_state(state_frame(info, GameView(game, kViewers[v]), live, room, &sent[v]));
  std::size_t squares_sent = 0;
  int battles = 0;
  int rescues = 0;
  int ply = 1;
  for (; ply <= 400 && !game.result().over(); ++ply) {
    play_random(game, rng);
    battles += game.moves().back().battle.has_value();
    rescues += game.moves().back().move.has_rescue();
    for (std::size_t v = 0; v < 3; ++v) {
      const GameView view(game, kViewers[v]);
      const json frame = json::parse(move_frame(info, view, live, ply, sent[v]));
      squares_sent += frame["squares"].size();
      ASSERT_TRUE(client::apply_move_frame(held[v], frame)) << "ply " << ply;
      ASSERT_EQ(held[v], held_state(state_frame(info, view, live, room))) << variant_name << ", ply " << ply << ", viewer " << v;
    }
  }
  EXPECT_GT(battles, 2);  // the log held battles, told for each viewer
  if (std::string_view(variant_name) == "ultimate-lightning") {
    EXPECT_GT(rescues, 0);
  }
  EXPECT_LE(squares_sent, 3 * 3 * static_cast<std::size_t>(ply - 1));  // a move changes its squares, not the board
}

INSTANTIATE_TEST_SUITE_P(Variants, MoveFrames, ::testing::Values("classic", "barrage", "duell", "ultimate-lightning"));

TEST(MoveFrames, AStateFrameBetweenThemIsWhatTheNextOneApplies) {
  Game game = started_game(11);
  std::mt19937_64 rng(12);
  const GameInfo info = info_of();
  const LiveFacts live;
  const ChatRoom room;
  SentToViewer sent;
  state_frame(info, GameView(game, Color::Blue), live, room, &sent);
  for (int ply = 1; ply <= 20; ++ply) {
    play_random(game, rng);
    move_frame(info, GameView(game, Color::Blue), live, ply, sent);
  }
  json held = held_state(state_frame(info, GameView(game, Color::Blue), live, room, &sent));  // a sync
  play_random(game, rng);
  const GameView view(game, Color::Blue);
  ASSERT_TRUE(client::apply_move_frame(held, json::parse(move_frame(info, view, live, 21, sent))));
  EXPECT_EQ(held, held_state(state_frame(info, view, live, room)));
}

// Red's state at the start of a game, as a client holds it, and what the frames told Red.
struct RedAtTheStart {
  explicit RedAtTheStart(std::uint64_t seed) : game(started_game(seed)), rng(seed + 1) {
    held = held_state(state_frame(info, GameView(game, Color::Red), live, {}, &sent));
  }
  json next_move_frame() {
    play_random(game, rng);
    return json::parse(move_frame(info, GameView(game, Color::Red), live, static_cast<int>(game.moves().size()), sent));
  }
  Game game;
  std::mt19937_64 rng;
  const GameInfo info = info_of();
  const LiveFacts live;
  SentToViewer sent;
  json held;
};

TEST(MoveFrames, OneForAnotherPlyChangesNothing) {
  RedAtTheStart red(13);
  const json before = red.held;
  red.next_move_frame();  // missed
  EXPECT_FALSE(client::apply_move_frame(red.held, red.next_move_frame()));
  EXPECT_EQ(red.held, before);
}

TEST(MoveFrames, OneNamingASquareOffTheBoardIsAnErrorAndChangesNothing) {
  RedAtTheStart red(15);
  const json before = red.held;
  json frame = red.next_move_frame();
  frame["squares"].push_back({{"square", "z9"}, {"kind", "own"}});
  EXPECT_THROW(client::apply_move_frame(red.held, frame), client::FrameError);
  frame.erase("squares");
  EXPECT_THROW(client::apply_move_frame(red.held, frame), client::FrameError);
  EXPECT_EQ(red.held, before);
}

TEST(LogText, KeptForALongerGameItWritesTheShorterOneAnew) {
  Game first = started_game(5);
  Game second = started_game(6);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 30; ++i) play_random(first, rng);
  for (int i = 0; i < 10; ++i) play_random(second, rng);
  const GameInfo info = info_of();
  const LiveFacts live;
  const ChatRoom room;
  SentToViewer sent;
  state_frame(info, GameView(first, Color::Red), live, room, &sent);
  const GameView view(second, Color::Red);
  EXPECT_EQ(state_frame(info, view, live, room, &sent), state_frame(info, view, live, room));
}

TEST(LogText, KeptForOneViewerItWritesAnotherViewersLogAnew) {
  Game game = started_game(8);
  std::mt19937_64 rng(9);
  for (int i = 0; i < 40; ++i) play_random(game, rng);
  const GameInfo info = info_of();
  const LiveFacts live;
  const ChatRoom room;
  SentToViewer sent;
  state_frame(info, GameView(game, Color::Red), live, room, &sent);
  for (const std::optional<Color> viewer : kViewers) {
    const GameView view(game, viewer);
    EXPECT_EQ(state_frame(info, view, live, room, &sent), state_frame(info, view, live, room));
  }
}

TEST(BoardSent, ForAnotherViewerEverySquareHasChanged) {
  Game game = started_game(17);
  BoardSent board;
  board.keep(GameView(game, Color::Red));
  EXPECT_TRUE(board.changes(GameView(game, Color::Red)).empty());
  EXPECT_EQ(board.changes(GameView(game, Color::Blue)).size(), 100u);
  EXPECT_EQ(board.changes(GameView(game, std::nullopt)).size(), 100u);
}

}  // namespace
}  // namespace stratego::server
