// The battle log kept as text from frame to frame (server/state_json.hpp LogText) writes,
// after every move and for every viewer, the very frame that writing the whole log gives.
#include <random>

#include <gtest/gtest.h>

#include "ai/setup_generator.hpp"
#include "server/state_json.hpp"

namespace stratego::server {
namespace {

Game started_game(std::uint64_t seed) {
  const Variant& v = variant("classic");
  std::mt19937_64 rng(seed);
  Game game(v, rule_set("gravon"));
  game.set_setup(Color::Red, generate_setup(v, Color::Red, rng));
  game.set_setup(Color::Blue, generate_setup(v, Color::Blue, rng));
  game.start();
  return game;
}

void play_random(Game& game, std::mt19937_64& rng) {
  MoveList moves;
  game.legal_moves(moves);
  game.play(moves[rng() % moves.size()]);
}

GameInfo info_of() {
  GameInfo info;
  info.id = "0123456789abcdef";
  info.variant = "classic";
  info.rules = "gravon";
  return info;
}

const std::optional<Color> kViewers[] = {Color::Red, Color::Blue, std::nullopt};

TEST(LogText, EveryFrameOfAGameIsTheFrameWithTheWholeLog) {
  Game game = started_game(3);
  std::mt19937_64 rng(4);
  const GameInfo info = info_of();
  const LiveFacts live;
  const ChatRoom room;
  std::array<LogText, 3> logs;
  int battles = 0;
  for (int ply = 1; ply <= 400 && !game.result().over(); ++ply) {
    play_random(game, rng);
    battles += game.moves().back().battle.has_value();
    for (std::size_t v = 0; v < 3; ++v) {
      const GameView view(game, kViewers[v]);
      ASSERT_EQ(move_frame(info, view, live, ply, room, &logs[v]), move_frame(info, view, live, ply, room)) << "ply " << ply;
    }
  }
  EXPECT_GT(battles, 10);  // the log held battles, told for each viewer
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
  LogText log;
  state_frame(info, GameView(first, Color::Red), live, room, &log);
  const GameView view(second, Color::Red);
  EXPECT_EQ(state_frame(info, view, live, room, &log), state_frame(info, view, live, room));
}

TEST(LogText, KeptForOneViewerItWritesAnotherViewersLogAnew) {
  Game game = started_game(8);
  std::mt19937_64 rng(9);
  for (int i = 0; i < 40; ++i) play_random(game, rng);
  const GameInfo info = info_of();
  const LiveFacts live;
  const ChatRoom room;
  LogText log;
  state_frame(info, GameView(game, Color::Red), live, room, &log);
  for (const std::optional<Color> viewer : kViewers) {
    const GameView view(game, viewer);
    EXPECT_EQ(state_frame(info, view, live, room, &log), state_frame(info, view, live, room));
  }
}

}  // namespace
}  // namespace stratego::server
