// What the strong level thinks of one position of a recorded game: the side to move's view
// after --ply plies, every legal move with its average score over the determinizations, and
// what the belief makes of the hidden enemy pieces beside our own or two squares from one
// the enemy has identified. For studying lost games.
//   explain_move GAME_FILE --ply N [--samples K] [--depth D] [--seed S] [--top T] [--movetime MS] [--chance | --no-chance] [--no-inference] [--perception | --no-perception]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "ai/belief.hpp"
#include "ai/hidden_ranks.hpp"
#include "ai/strong_player.hpp"
#include "engine/board_text.hpp"
#include "engine/notation.hpp"
#include "formats/archive.hpp"
#include "formats/verify.hpp"

namespace stratego {
namespace {

constexpr int kBeliefSamples = 1024;  // for what the tool prints of the belief

struct Options {
  std::string path;
  int ply = 0;
  int samples = 64;
  int depth = 0;
  std::uint64_t seed = 1;
  std::size_t top = 12;
  ChanceBattles chance_battles = StrongOptions{}.chance_battles;
  bool infer = StrongOptions{}.infer_from_last_move;
  bool perception = StrongOptions{}.enemy_perception;
  int movetime_ms = 0;  // > 0: on the clock instead of a fixed number of samples
};

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const char* next = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--ply" && next) o.ply = std::atoi(argv[++i]);
    else if (a == "--samples" && next) o.samples = std::atoi(argv[++i]);
    else if (a == "--depth" && next) o.depth = std::atoi(argv[++i]);
    else if (a == "--seed" && next) o.seed = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--top" && next) o.top = static_cast<std::size_t>(std::atoi(argv[++i]));
    else if (a == "--movetime" && next) o.movetime_ms = std::atoi(argv[++i]);
    else if (a == "--no-chance") o.chance_battles = ChanceBattles::Never;
    else if (a == "--chance") o.chance_battles = ChanceBattles::Always;
    else if (a == "--no-inference") o.infer = false;
    else if (a == "--no-perception") o.perception = false;
    else if (a == "--perception") o.perception = true;
    else if (o.path.empty() && a[0] != '-') o.path = a;
    else throw std::invalid_argument("unexpected argument " + a);
  }
  if (o.path.empty() || o.samples < 1) throw std::invalid_argument("usage: explain_move GAME_FILE --ply N [--samples K] [--depth D] [--seed S] [--top T]");
  return o;
}

// The likeliest ranks of each hidden enemy piece beside one of ours or two squares from one
// the enemy has identified (the pieces that may take it next), by the belief's shares.
void print_neighbour_beliefs(const Observation& obs, const Belief& belief, const HiddenRanks& hidden) {
  const Position& board = obs.board();
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    const Sq q = hidden.root_square(i);
    bool near_ours = false;
    for (Sq ours : board.squares_of(obs.viewer())) {
      const int apart = square_distance(q, ours);
      near_ours |= apart == 1 || (apart == 2 && (board.knowledge_at(ours) & (kRevealed | kScoutShown)));
    }
    if (!near_ours) continue;
    std::printf("  %s%s:", square_name(to_square(q)).c_str(), belief.hidden()[i].moved ? " (moved)" : "");
    std::array<int, kRankCount> order{};
    for (int r = 0; r < kRankCount; ++r) order[r] = r;
    const RankShares& shares = hidden.shares(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return shares[a] > shares[b]; });
    for (int k = 0; k < 4; ++k)
      std::printf(" %s %.0f%%", std::string(rank_name(static_cast<Rank>(order[k]))).c_str(), 100.0 * shares[order[k]]);
    std::printf("\n");
  }
}

// The hidden pieces likeliest to be the flag.
void print_flag_squares(const HiddenRanks& hidden) {
  std::vector<std::pair<double, Sq>> flags;
  for (std::size_t i = 0; i < hidden.size(); ++i) flags.push_back({hidden.shares(i)[value(Rank::Flag)], hidden.root_square(i)});
  std::sort(flags.rbegin(), flags.rend());
  for (std::size_t i = 0; i < std::min<std::size_t>(6, flags.size()); ++i)
    std::printf(" %s %.0f%%", square_name(flags[i].second).c_str(), 100.0 * flags[i].first);
}

int run(const Options& o) {
  GameRecord record = read_record(read_text_file(o.path), o.path);
  const RuleSet& rules = rule_set(record.rules.empty() ? "gravon" : record.rules);
  GameRecord prefix = record;
  prefix.moves.resize(std::min<std::size_t>(record.moves.size(), static_cast<std::size_t>(std::max(0, o.ply))));
  const Game game = replay_record(prefix, rules);
  if (game.result().over()) throw std::invalid_argument("the game is over at that ply");
  const Observation& obs = game.observation(game.side_to_move());
  std::cout << "ply " << prefix.moves.size() << ", " << color_name(obs.viewer()) << " to move\n" << board_text(obs) << "\n";
  if (!record.moves.empty() && prefix.moves.size() < record.moves.size())
    std::cout << "played: " << move_text(record.moves[prefix.moves.size()]) << "\n";

  StrongPlayer player(o.seed, StrongOptions{.threads = 2, .depth = o.depth, .determinizations = o.movetime_ms > 0 ? 0 : o.samples, .chance_battles = o.chance_battles, .infer_from_last_move = o.infer, .enemy_perception = o.perception});
  const Move chosen = player.choose_move(obs, ThinkLimits{.movetime_ms = o.movetime_ms > 0 ? o.movetime_ms : 100, .seed = o.seed});
  const SearchStats& stats = player.last_stats();
  std::vector<ScoredMove> moves = stats.root_moves;
  std::stable_sort(moves.begin(), moves.end(), [](const ScoredMove& a, const ScoredMove& b) { return a.total > b.total; });
  std::cout << "strong: " << move_text(chosen) << " (" << stats.determinizations << " determinizations, depth " << stats.depth
            << ", " << stats.nodes << " nodes)\n";
  for (std::size_t i = 0; i < std::min(o.top, moves.size()); ++i)
    std::printf("  %-8s %8.1f\n", move_text(moves[i].move).c_str(), static_cast<double>(moves[i].total) / stats.determinizations);
  const Belief belief(obs);
  const HiddenRanks hidden(belief, kBeliefSamples, o.seed);
  std::cout << "likeliest flag squares:";
  print_flag_squares(hidden);
  std::cout << "\nhidden enemy pieces beside ours, or two squares from an identified one:\n";
  print_neighbour_beliefs(obs, belief, hidden);
  return 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  try {
    return stratego::run(stratego::parse(argc, argv));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "explain_move: %s\n", e.what());
    return 2;
  }
}
