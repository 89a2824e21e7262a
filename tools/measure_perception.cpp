// Whether another program attacks our pieces as the strong level's enemy perception
// (ai/enemy_perception.hpp) expects: at each of that program's turns in a folder of saved
// games, every one of its movable pieces beside a piece of the other side that it has not
// identified is an opportunity; the perception, told from the other side's observation,
// says whether the attack is worth it by what the program can see; the record says
// whether the program made it. By whether the attack would in truth have won.
//   measure_perception SAVED_GAMES_FOLDER --player NAME [--samples N]
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <string>

#include "ai/enemy_perception.hpp"
#include "engine/seed_mix.hpp"
#include "formats/archive.hpp"
#include "tools/material_ledger.hpp"

namespace stratego {
namespace {

struct Tally {
  int opportunities = 0, attacked = 0;
  void add(bool made) {
    ++opportunities;
    attacked += made;
  }
};

// [perceived worth it][would win in truth]
using Table = std::array<std::array<Tally, 2>, 2>;

void tally_turn(const Game& game, Color player, const Move& played, const Evaluator& evaluate, int samples, std::uint64_t seed,
                Table& table) {
  const Color other = opponent(player);
  const Position& truth = game.position();
  const HiddenRanks perceived = enemy_perception(game.observation(other), samples, seed);
  if (perceived.size() == 0) return;
  Position ours_to_move = truth;
  ours_to_move.set_side_to_move(other);
  const PerceivedAttacks attacks(ours_to_move, evaluate, perceived);
  for (Sq from : truth.squares_of(player)) {
    if (!is_movable(truth.rank_at(from))) continue;
    for (int d : kDirections) {
      const Sq to = static_cast<Sq>(from + d);
      const Move m{from, to};
      if (!attacks.unseen_target(truth, m)) continue;  // not a piece of ours the enemy judges by its looks
      const bool worth_it = !attacks.declines(truth, m);
      const bool wins = resolve_battle(game.variant(), truth.rank_at(from), truth.rank_at(to)).attacker_survives();
      table[worth_it][wins].add(played.from == from && played.to == to);
    }
  }
}

int run(const std::string& folder, const std::string& player, int samples) {
  Table table{};
  int games = 0;
  std::uint64_t turn = 0;
  for_each_game_file(folder, [&](const GameFile& file) {
    if (!file.path.ends_with(".xml")) return;  // a saved game's JSON twin holds the same game
    const GameRecord record = read_record(file.text, file.path);
    const bool red = record.red_player == player;
    if (!red && record.blue_player != player) return;
    const Color us = red ? Color::Red : Color::Blue;
    const Evaluator evaluate(variant(record.variant));
    try {
      replay_record(record, [&](const Game& game, const Move& m) {
        if (game.side_to_move() == us) tally_turn(game, us, m, evaluate, samples, mix_seed(7, turn++), table);
      });
      ++games;
    } catch (const std::invalid_argument&) {  // no setups, or refused ones: not a game to read
    }
  });
  if (games == 0) {
    std::fprintf(stderr, "measure_perception: no game of player %s in %s\n", player.c_str(), folder.c_str());
    return 1;
  }
  std::printf("%d games of %s, %d samples of the perception a turn\n\n", games, player.c_str(), samples);
  std::printf("| the perception says | in truth the attack | beside (turns x pairs) | attacked | share |\n|---|---|---:|---:|---:|\n");
  for (int worth = 1; worth >= 0; --worth)
    for (int wins = 1; wins >= 0; --wins) {
      const Tally& t = table[worth][wins];
      std::printf("| %s | %s | %d | %d | %.1f%% |\n", worth ? "worth it" : "declined", wins ? "wins" : "loses or ties",
                  t.opportunities, t.attacked, 100.0 * t.attacked / std::max(1, t.opportunities));
    }
  return 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  std::string folder, player;
  int samples = 128;
  bool unknown = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--player") && i + 1 < argc) player = argv[++i];
    else if (!std::strcmp(argv[i], "--samples") && i + 1 < argc) samples = std::atoi(argv[++i]);
    else if (folder.empty() && argv[i][0] != '-') folder = argv[i];
    else unknown = true;
  }
  if (unknown || folder.empty() || player.empty() || samples < 1) {
    std::fprintf(stderr, "usage: measure_perception SAVED_GAMES_FOLDER --player NAME [--samples N]\n");
    return 2;
  }
  try {
    return stratego::run(folder, player, samples);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "measure_perception: %s\n", e.what());
    return 2;
  }
}
