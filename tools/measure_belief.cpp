// How well the belief predicts a piece's rank at the moment it is first revealed, on the
// archive's held-out months: the mean log-loss and top-1 accuracy of the rank's marginal
// as the strong level samples it, for the hand-set and the learned evidence.
//   measure_belief ../shared/gravon/games [--samples N] [--every N] [--training-months]
// and on a folder of saved games against another program, for that program's pieces:
//   measure_belief --records SAVED_GAMES_FOLDER --player NAME [--samples N]
// --guard-factor F adds rows for the learned belief with Belief::favour_guards(F), over all
// reveals and over those of pieces that stood beside an identified piece of the viewer.
// Rows marked "drawn without swaps" sample without the swaps after the draw
// (Belief::set_swaps_per_piece(0)), with the same seeds.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>

#include "ai/belief.hpp"
#include "ai/hidden_ranks.hpp"
#include "engine/seed_mix.hpp"
#include "tools/archive_reveals.hpp"

namespace stratego {
namespace {

struct Score {
  double loss = 0.0;
  int top1 = 0;
  int n = 0;
  void add(const std::array<double, kRankCount>& p, Rank truth) {
    loss -= std::log(p[value(truth)]);
    int best = 0;
    for (int r = 1; r < kRankCount; ++r)
      if (p[r] > p[best]) best = r;
    top1 += best == value(truth);
    ++n;
  }
  void print(const char* what) const {
    std::printf("| %-44s | %7d | %.3f | %5.1f%% |\n", what, n, loss / n, 100.0 * top1 / n);
  }
};

std::size_t index_of(const Belief& belief, Sq square) {
  std::size_t piece = 0;
  while (belief.hidden()[piece].square != square) ++piece;
  return piece;
}

std::array<double, kRankCount> normalised(std::array<double, kRankCount> p) {
  double total = 0.0;
  for (double x : p) total += x;
  for (double& x : p) x /= total;
  return p;
}

// The share of samples that give the piece on `square` each rank, smoothed so that no rank
// the observation allows gets zero: the strong level's HiddenRanks.
std::array<double, kRankCount> sampled_marginal(const Belief& belief, Sq square, int samples, std::uint64_t seed) {
  return HiddenRanks(belief, samples, seed).shares(index_of(belief, square));
}

// Each rank in proportion to the piece's likelihood times how many of it are unseen: the
// belief's marginal for one piece on its own, before the sampler deals the others.
std::array<double, kRankCount> first_draw_marginal(const Belief& belief, Sq square) {
  const HiddenPiece& piece = belief.hidden()[index_of(belief, square)];
  std::array<double, kRankCount> p{};
  for (int r = 0; r < kRankCount; ++r) p[r] = piece.likelihood[r] * belief.unseen()[r];
  return normalised(p);
}

// The piece counts alone: each unseen rank the observation allows, in proportion to how many are left.
std::array<double, kRankCount> counts_marginal(const Belief& belief, Sq square) {
  const HiddenPiece& piece = belief.hidden()[index_of(belief, square)];
  std::array<double, kRankCount> p{};
  for (Rank r : kAllRanks)
    if (belief.allows(piece, r)) p[value(r)] = belief.unseen()[value(r)];
  return normalised(p);
}

// Whether the piece on square stands beside a piece of the viewer's that the enemy has identified.
bool beside_identified(const Observation& obs, Sq square) {
  const Position& board = obs.board();
  for (int d : kDirections) {
    const Sq q = static_cast<Sq>(square + d);
    if (board.is_playable(q) && board.has_piece(q) && board.color_at(q) == obs.viewer() && (board.knowledge_at(q) & kRevealed)) return true;
  }
  return false;
}

// The learned belief with and without favoured guards, over every reveal and over those beside
// an identified piece of the viewer.
struct GuardComparison {
  explicit GuardComparison(double f) : factor(f) {}
  double factor;
  Score plain, guarded, plain_beside, guarded_beside;
  void add(const Reveal& r, const Belief& learned, int samples, std::uint64_t seed) {
    if (factor == 1.0) return;
    Belief favoured = learned;
    favoured.favour_guards(r.observation, factor);
    const auto p_plain = sampled_marginal(learned, r.square, samples, seed);
    const auto p_guarded = sampled_marginal(favoured, r.square, samples, seed);
    plain.add(p_plain, r.rank);
    guarded.add(p_guarded, r.rank);
    if (!beside_identified(r.observation, r.square)) return;
    plain_beside.add(p_plain, r.rank);
    guarded_beside.add(p_guarded, r.rank);
  }
  void print(const std::string& whose) const {
    if (factor == 1.0) return;
    std::printf("\nguards favoured %g times (Belief::favour_guards), %s pieces\n\n| belief | reveals | log-loss | top-1 |\n|---|---|---|---|\n",
                factor, whose.c_str());
    plain.print("learned");
    guarded.print("learned, guards favoured");
    plain_beside.print("learned, beside an identified piece");
    guarded_beside.print("learned, guards favoured, beside an identified piece");
  }
};

// The learned belief as sampled against the same without the swaps after the draw
// (Belief::set_swaps_per_piece(0)), with the same seeds: over all reveals and over the
// pieces that never moved and those that moved.
struct SwapComparison {
  Score without, without_unmoved, without_moved;
  void add(const Reveal& r, bool moved, const Belief& learned, int samples, std::uint64_t seed) {
    Belief drawn = learned;
    drawn.set_swaps_per_piece(0);
    const auto p = sampled_marginal(drawn, r.square, samples, seed);
    without.add(p, r.rank);
    (moved ? without_moved : without_unmoved).add(p, r.rank);
  }
};

// The archive's held-out (or training) months: every belief against the piece counts.
int measure_archive(const std::string& folder, int samples, int every, bool training, double guard_factor) {
  GuardComparison guards(guard_factor);
  SwapComparison unswapped;
  Score learned_first_unmoved, learned_first_moved;
  Score counts, hand_set_first, learned_first, hand_set, learned, hand_set_unmoved, learned_unmoved, hand_set_moved, learned_moved;
  std::uint64_t k = 0;
  const int games = for_each_reveal(folder, training ? training_months() : held_out_months(), [&](const Reveal& r) {
    if (r.game % every != 0) return;
    const Belief old_belief(r.observation, EvidenceModel::HandSet);
    const Belief new_belief(r.observation, EvidenceModel::Learned);
    const auto p_old = sampled_marginal(old_belief, r.square, samples, mix_seed(1, k));
    const auto p_new = sampled_marginal(new_belief, r.square, samples, mix_seed(1, k));
    ++k;
    counts.add(counts_marginal(old_belief, r.square), r.rank);
    hand_set_first.add(first_draw_marginal(old_belief, r.square), r.rank);
    const auto first_new = first_draw_marginal(new_belief, r.square);
    learned_first.add(first_new, r.rank);
    hand_set.add(p_old, r.rank);
    learned.add(p_new, r.rank);
    const bool moved = (r.observation.board().knowledge_at(r.square) & kMoved) != 0;
    (moved ? hand_set_moved : hand_set_unmoved).add(p_old, r.rank);
    (moved ? learned_moved : learned_unmoved).add(p_new, r.rank);
    (moved ? learned_first_moved : learned_first_unmoved).add(first_new, r.rank);
    unswapped.add(r, moved, new_belief, samples, mix_seed(1, k - 1));
    guards.add(r, new_belief, samples, mix_seed(2, k));
  });
  std::printf("%d classic games, %s months, %d samples per reveal\n\n", games, training ? "training" : "held-out", samples);
  std::printf("| belief | reveals | log-loss | top-1 |\n|---|---|---|---|\n");
  counts.print("piece counts alone");
  hand_set_first.print("hand-set, one piece on its own");
  learned_first.print("learned, one piece on its own");
  hand_set.print("hand-set evidence (2ad3713)");
  learned.print("learned evidence");
  hand_set_unmoved.print("hand-set, pieces that never moved");
  learned_unmoved.print("learned, pieces that never moved");
  hand_set_moved.print("hand-set, pieces that moved");
  learned_moved.print("learned, pieces that moved");
  learned_first_unmoved.print("learned, one piece on its own, never moved");
  learned_first_moved.print("learned, one piece on its own, moved");
  unswapped.without.print("learned, drawn without swaps");
  unswapped.without_unmoved.print("learned, drawn without swaps, never moved");
  unswapped.without_moved.print("learned, drawn without swaps, moved");
  guards.print("the archive's");
  return 0;
}

// Per rank, how often the revealed pieces were that rank against the belief's mean share for
// it: where the belief under- or overrates a rank.
struct Calibration {
  std::array<double, kRankCount> predicted{};
  std::array<int, kRankCount> observed{};
  int n = 0;
  void add(const std::array<double, kRankCount>& p, Rank truth) {
    for (int r = 0; r < kRankCount; ++r) predicted[r] += p[r];
    ++observed[value(truth)];
    ++n;
  }
  void print(const char* what) const {
    std::printf("\n%s, %d reveals\n\n| rank | revealed | belief's mean share |\n|---|---|---|\n", what, n);
    for (Rank r : kAllRanks)
      std::printf("| %-8s | %5.1f%% | %5.1f%% |\n", std::string(rank_name(r)).c_str(), 100.0 * observed[value(r)] / std::max(1, n),
                  100.0 * predicted[value(r)] / std::max(1, n));
  }
};

// Saved games against another program: how well the belief, learned from people, predicts
// that program's pieces, beside how well it predicts the other side's, and per rank for
// that program's pieces that never moved.
int measure_records(const std::string& folder, const std::string& player, int samples, double guard_factor) {
  GuardComparison guards(guard_factor);
  SwapComparison unswapped;  // the player's pieces
  std::array<std::array<Score, 2>, 2> learned;  // [the player's pieces][moved]
  Calibration players_unmoved;
  std::uint64_t k = 0;
  const int games = for_each_record_reveal(folder, [&](const Reveal& r, const GameRecord& record) {
    const Color owner = opponent(r.observation.viewer());
    const bool players = (owner == Color::Red ? record.red_player : record.blue_player) == player;
    const bool moved = (r.observation.board().knowledge_at(r.square) & kMoved) != 0;
    const Belief belief(r.observation, EvidenceModel::Learned);
    const auto p = sampled_marginal(belief, r.square, samples, mix_seed(1, k));
    if (players) unswapped.add(r, moved, belief, samples, mix_seed(1, k));
    ++k;
    learned[players][moved].add(p, r.rank);
    if (players && !moved) players_unmoved.add(p, r.rank);
    if (players) guards.add(r, belief, samples, mix_seed(2, k));
  });
  std::printf("%d classic games in %s, %d samples per reveal, learned evidence\n\n", games, folder.c_str(), samples);
  std::printf("| pieces | reveals | log-loss | top-1 |\n|---|---|---|---|\n");
  const std::string theirs = "player " + player + "'s", others = "the other side's";
  learned[1][0].print((theirs + ", never moved").c_str());
  learned[1][1].print((theirs + ", moved").c_str());
  learned[0][0].print((others + ", never moved").c_str());
  learned[0][1].print((others + ", moved").c_str());
  unswapped.without_unmoved.print((theirs + ", never moved, drawn without swaps").c_str());
  unswapped.without_moved.print((theirs + ", moved, drawn without swaps").c_str());
  players_unmoved.print((theirs + " pieces that never moved").c_str());
  guards.print(theirs);
  return 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  using namespace stratego;
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: measure_belief GAMES_FOLDER [--samples N] [--every N] [--training-months] [--guard-factor F]\n"
                 "       measure_belief --records SAVED_GAMES_FOLDER --player NAME [--samples N] [--guard-factor F]\n");
    return 2;
  }
  int samples = 200;
  int every = 1;
  double guard_factor = 1.0;
  bool training = false;
  std::string records, player;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--samples") && i + 1 < argc) samples = std::stoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--every") && i + 1 < argc) every = std::stoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--training-months")) training = true;
    else if (!std::strcmp(argv[i], "--records") && i + 1 < argc) records = argv[++i];
    else if (!std::strcmp(argv[i], "--player") && i + 1 < argc) player = argv[++i];
    else if (!std::strcmp(argv[i], "--guard-factor") && i + 1 < argc) guard_factor = std::stod(argv[++i]);
  }
  if (!records.empty() && player.empty()) {
    std::fprintf(stderr, "measure_belief: --records needs --player NAME (whose pieces to measure)\n");
    return 2;
  }
  try {
    if (!records.empty()) return measure_records(records, player, samples, guard_factor);
    return measure_archive(argv[1], samples, every, training, guard_factor);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "measure_belief: %s\n", e.what());
    return 2;
  }
}
