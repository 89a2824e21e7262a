// Where the material of a saved match went (tools/material_ledger.hpp), per game, for one
// player and its opponents, from the Gravon XML records of a folder as `stratego referee
// --save` or `stratego match --save` writes it:
//   match_ledger SAVED_GAMES_FOLDER --player NAME [--each]
// --each also prints a line per game.
#include <cstdio>
#include <cstring>
#include <string>

#include "formats/archive.hpp"
#include "tools/material_ledger.hpp"

namespace stratego {
namespace {

struct Totals {
  int games = 0, won = 0, drawn = 0, lost = 0, plies = 0;
  SideLedger player, other;
};

void print_row(const char* what, const Totals& t, int SideLedger::*field) {
  std::printf("| %-58s | %8.1f | %8.1f |\n", what, static_cast<double>(t.player.*field) / t.games,
              static_cast<double>(t.other.*field) / t.games);
}

void print_totals(const Totals& t, const std::string& player) {
  std::printf("%d games of %s: %d won, %d drawn, %d lost (the rest unfinished); %.0f plies a game\n\n", t.games,
              player.c_str(), t.won, t.drawn, t.lost, static_cast<double>(t.plies) / t.games);
  std::printf("| per game (base points lost; pieces moved) | %8s | %8s |\n|---|---:|---:|\n", player.c_str(), "other");
  print_row("lost attacking a bomb", t, &SideLedger::on_bombs);
  print_row("lost attacking a piece it had identified", t, &SideLedger::attacking_identified);
  print_row("lost attacking a piece it had not identified", t, &SideLedger::attacking_unidentified);
  print_row("taken by an identified piece: moved, not identified by it", t, &SideLedger::taken_by_identified_moved_unidentified);
  print_row("taken by an identified piece: unmoved or identified", t, &SideLedger::taken_by_identified_other);
  print_row("taken by an unidentified piece: identified by it", t, &SideLedger::taken_by_unidentified_identified);
  print_row("taken by an unidentified piece: not identified by it", t, &SideLedger::taken_by_unidentified_other);
  std::printf("| %-58s | %8.1f | %8.1f |\n", "all lost", static_cast<double>(t.player.lost()) / t.games,
              static_cast<double>(t.other.lost()) / t.games);
  print_row("of which the marshal taken by the spy", t, &SideLedger::marshal_to_spy);
  print_row("of which taken by a piece that had never moved", t, &SideLedger::taken_by_unmoved);
  print_row("of which taken where its side's last move had brought it", t, &SideLedger::taken_where_it_just_moved);
  for (std::size_t i = 0; i < kMovedCountPlies.size(); ++i)
    std::printf("| %-58s | %8.1f | %8.1f |\n", ("pieces moved by ply " + std::to_string(kMovedCountPlies[i])).c_str(),
                static_cast<double>(t.player.moved_by[i]) / t.games, static_cast<double>(t.other.moved_by[i]) / t.games);
  print_row("pieces moved in all", t, &SideLedger::moved_in_all);
}

int run(const std::string& folder, const std::string& player, bool each) {
  Totals t;
  for_each_game_file(folder, [&](const GameFile& file) {
    if (!file.path.ends_with(".xml")) return;  // a saved game's JSON twin holds the same game
    const GameRecord record = read_record(file.text, file.path);
    const bool red = record.red_player == player;
    if (!red && record.blue_player != player) return;
    const Color us = red ? Color::Red : Color::Blue;
    const GameLedger ledger = ledger_of(record);
    const SideLedger& mine = ledger.sides[index(us)];
    const SideLedger& theirs = ledger.sides[index(opponent(us))];
    ++t.games;
    t.plies += ledger.plies;
    t.player += mine;
    t.other += theirs;
    const char* outcome = record.result.draw ? "drawn" : !record.result.winner ? "unfinished" : *record.result.winner == us ? "won" : "lost";
    t.won += !record.result.draw && record.result.winner == us;
    t.lost += !record.result.draw && record.result.winner == opponent(us);
    t.drawn += record.result.draw;
    if (each)
      std::printf("%s: %s after %d plies, lost %d against %d, moved %d pieces against %d\n", file.path.c_str(), outcome,
                  ledger.plies, mine.lost(), theirs.lost(), mine.moved_in_all, theirs.moved_in_all);
  });
  if (t.games == 0) {
    std::fprintf(stderr, "match_ledger: no game of player %s in %s\n", player.c_str(), folder.c_str());
    return 1;
  }
  if (each) std::printf("\n");
  print_totals(t, player);
  return 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  std::string folder, player;
  bool each = false, unknown = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--player") && i + 1 < argc) player = argv[++i];
    else if (!std::strcmp(argv[i], "--each")) each = true;
    else if (folder.empty() && argv[i][0] != '-') folder = argv[i];
    else unknown = true;
  }
  if (unknown || folder.empty() || player.empty()) {
    std::fprintf(stderr, "usage: match_ledger SAVED_GAMES_FOLDER --player NAME [--each]\n");
    return 2;
  }
  try {
    return stratego::run(folder, player, each);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "match_ledger: %s\n", e.what());
    return 2;
  }
}
