// Benchmark of the frames the server builds (not a test): a classic game after P random
// plies (seeded), and for each of its three viewers (Red, Blue, a spectator), built N times:
// the `state` frame with the whole log written, the `state` frame with the viewer's log kept
// as text (as the server does: only new entries are written), and the `move` frame of the
// last move (what it changed of the state after the ply before). Prints the time per frame
// and its size.
//
//   stratego_frame_bench [--plies P] [--frames N]
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

#include "ai/setup_generator.hpp"
#include "server/game_view.hpp"
#include "server/state_json.hpp"

namespace {

using namespace stratego;

Game random_game(int plies) {
  const Variant& v = variant("classic");
  std::mt19937_64 rng(5);
  Game game(v, rule_set("gravon"));
  game.set_setup(Color::Red, generate_setup(v, Color::Red, rng));
  game.set_setup(Color::Blue, generate_setup(v, Color::Blue, rng));
  game.start();
  for (int i = 0; i < plies && !game.result().over(); ++i) {
    MoveList moves;
    game.legal_moves(moves);
    game.play(moves[rng() % moves.size()]);
  }
  return game;
}

int option(int argc, char** argv, const char* name, int fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return std::atoi(argv[i + 1]);
  return fallback;
}

}  // namespace

int main(int argc, char** argv) {
  const int plies = option(argc, argv, "--plies", 300);
  const int frames = option(argc, argv, "--frames", 1000);
  const Game game = random_game(plies);
  server::GameInfo info;
  info.id = "0123456789abcdef";
  info.variant = "classic";
  info.rules = "gravon";
  info.seats[0].name = "Ann";
  info.seats[1].name = "Bob";
  const server::LiveFacts live;
  const int ply = static_cast<int>(game.moves().size());
  const std::optional<Color> viewers[] = {Color::Red, Color::Blue, std::nullopt};
  const server::ChatRoom no_chat;
  auto report = [&](const char* what, const auto& build) {
    std::size_t bytes = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < frames; ++i)
      for (std::size_t v = 0; v < 3; ++v) bytes += build(v).size();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double built = 3.0 * frames;
    std::printf("classic after %d plies, %s: %.1f us per frame, %.0f bytes per frame (%d frames for each of 3 viewers)\n", ply, what,
                seconds * 1e6 / built, static_cast<double>(bytes) / built, frames);
  };
  report("state, whole log written", [&](std::size_t v) {
    return server::state_frame(info, server::GameView(game, viewers[v]), live, no_chat);
  });
  std::array<server::SentToViewer, 3> sent;
  report("state, log kept as text", [&](std::size_t v) {
    return server::state_frame(info, server::GameView(game, viewers[v]), live, no_chat, &sent[v]);
  });
  const Game before = random_game(ply - 1);
  report("move", [&](std::size_t v) {
    sent[v].board.keep(server::GameView(before, viewers[v]));  // as it was after the ply before
    return server::move_frame(info, server::GameView(game, viewers[v]), live, ply, sent[v]);
  });
}
