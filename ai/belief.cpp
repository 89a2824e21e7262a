#include "ai/belief.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "ai/piece_history.hpp"
#include "ai/rank_evidence.hpp"
#include "ai/setup_prior.hpp"
#include "engine/battle.hpp"

namespace stratego {
namespace {

// The hand-set evidence, used where no learned table fits the variant.
constexpr double kApproachedStronger = 0.4;  // a piece that walked up to a known piece it does not beat
constexpr double kFledWeaker = 0.3;          // a piece that ran from a known piece it beats or ties
constexpr double kFlagPerOpenSide = 0.25;    // players wall their flag in: each open side makes it less likely

std::array<double, kRankCount> hand_set_evidence(const Variant& v, const PieceHistory& piece) {
  std::array<double, kRankCount> evidence;
  evidence.fill(1.0);
  for (Rank known : kAllRanks) {
    const int fled = piece.fled_known[value(known)], approached = piece.approached_known[value(known)];
    for (Rank r : kAllRanks) {
      if (fled > 0 && !resolve_battle(v, known, r).attacker_survives()) evidence[value(r)] *= std::pow(kFledWeaker, fled);
      if (approached > 0 && is_movable(r) && !resolve_battle(v, r, known).attacker_survives())
        evidence[value(r)] *= std::pow(kApproachedStronger, approached);
    }
  }
  evidence[value(Rank::Flag)] *= std::pow(kFlagPerOpenSide, piece.open_sides);
  return evidence;
}

const RankEvidence* learned_evidence(const Variant& v) {
  static const RankEvidence classic(classic_rank_evidence());
  return v.name == "classic" ? &classic : nullptr;
}

}  // namespace

bool has_learned_evidence(const Variant& variant) { return learned_evidence(variant) != nullptr; }

Army unseen_army(const Observation& obs) {
  const Position& board = obs.board();
  const Color enemy = opponent(obs.viewer());
  Army unseen{};
  for (Rank r : kAllRanks) unseen[value(r)] = obs.variant().army[value(r)] - obs.captured(enemy, r);
  for (Sq q : board.squares_of(enemy))
    if (board.rank_at(q) != Rank::Unknown) --unseen[value(board.rank_at(q))];
  for (int& n : unseen) n = std::max(n, 0);
  return unseen;
}

Belief::Belief(const Observation& obs, EvidenceModel model) : enemy_(opponent(obs.viewer())), unseen_(unseen_army(obs)) {
  const Position& board = obs.board();
  const Variant& v = obs.variant();
  const RankEvidence* learned = model == EvidenceModel::Learned ? learned_evidence(v) : nullptr;
  const SetupPriorView prior(v);
  for (const PieceHistory& history : enemy_histories(obs)) {
    if (history.known != Rank::Unknown) continue;
    HiddenPiece piece;
    piece.square = history.square;
    piece.origin = history.origin;
    piece.moved = (board.knowledge_at(piece.square) & kMoved) != 0;
    const auto evidence = learned ? learned->likelihood(history) : hand_set_evidence(v, history);
    for (Rank r : kAllRanks) {
      const bool possible = !piece.moved || is_movable(r);
      piece.likelihood[value(r)] = possible ? prior.weight(enemy_, to_square(piece.origin), r) * evidence[value(r)] : 0.0;
    }
    piece.likelihood[value(Rank::Spy)] *= prior.spy_by_general_distance(history.squares_from_general_origin);
    hidden_.push_back(piece);
  }
  for (const HiddenPiece& piece : hidden_) flag_total_ += piece.likelihood[value(Rank::Flag)];
}

void Belief::favour_guards(const Observation& obs, double factor) {
  if (factor == 1.0) return;
  const Position& board = obs.board();
  for (Sq ours : board.squares_of(obs.viewer())) {
    const Rank rank = board.rank_at(ours);
    if (!(board.knowledge_at(ours) & kRevealed) || !is_movable(rank)) continue;
    SquareSet reach;
    reach.insert(ours);
    reach = neighbours(reach);
    reach |= neighbours(reach & board.occupied(enemy_));  // the guards of what it may take
    std::array<double, kRankCount> tilt;
    for (Rank r : kAllRanks)
      tilt[value(r)] = is_movable(r) && resolve_battle(obs.variant(), r, rank).attacker_survives() ? factor : 1.0;
    for (HiddenPiece& piece : hidden_)
      if (reach.contains(piece.square))
        for (int r = 0; r < kRankCount; ++r) piece.likelihood[r] *= tilt[r];
  }
}

// The flag is dealt first, in proportion to each piece's flag likelihood alone. Dealt in
// turn with the other ranks, it went to whichever plausible piece came up first in the
// shuffle (measured: 92% -> 94% won against the beginner over 800 barrage games).
std::size_t Belief::pick_flag(std::mt19937_64& rng) const {
  if (unseen_[value(Rank::Flag)] <= 0 || flag_total_ <= 0.0) return hidden_.size();
  double x = std::uniform_real_distribution<double>(0.0, flag_total_)(rng);
  std::size_t chosen = hidden_.size();
  for (std::size_t i = 0; i < hidden_.size() && x >= 0.0; ++i)
    if (hidden_[i].likelihood[value(Rank::Flag)] > 0.0) {
      chosen = i;
      x -= hidden_[i].likelihood[value(Rank::Flag)];
    }
  return chosen;
}

std::vector<Rank> Belief::sample(std::mt19937_64& rng) const {
  std::vector<std::size_t> order(hidden_.size());
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  // Moved pieces first: they must get movable ranks, the rest take whatever is left.
  std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return hidden_[i].moved; });
  Army left = unseen_;
  std::vector<Rank> ranks(hidden_.size(), Rank::Scout);
  const std::size_t flag = pick_flag(rng);
  if (flag < hidden_.size()) {
    ranks[flag] = Rank::Flag;
    --left[value(Rank::Flag)];
  }
  std::array<double, kRankCount> weight{};
  for (std::size_t i : order) {
    if (i == flag) continue;
    const HiddenPiece& piece = hidden_[i];
    double total = 0.0;
    for (int r = 0; r < kRankCount; ++r) total += weight[r] = piece.likelihood[r] * left[r];
    if (total <= 0.0)  // only when the evidence ruled out everything left: trust the counts
      for (int r = 0; r < kRankCount; ++r) total += weight[r] = (!piece.moved || is_movable(static_cast<Rank>(r))) ? left[r] : 0;
    if (total <= 0.0) continue;  // an inconsistent observation: keep the default
    std::uniform_real_distribution<double> pick(0.0, total);
    double x = pick(rng);
    int chosen = 0;
    for (int r = 0; r < kRankCount; ++r) {
      if (weight[r] <= 0.0) continue;
      chosen = r;
      if ((x -= weight[r]) < 0.0) break;
    }
    ranks[i] = static_cast<Rank>(chosen);
    --left[chosen];
  }
  mix_by_swaps(ranks, rng);
  return ranks;
}

void Belief::mix_by_swaps(std::vector<Rank>& ranks, std::mt19937_64& rng) const {
  if (ranks.size() < 2) return;
  std::uniform_real_distribution<double> chance(0.0, 1.0);
  const std::uint64_t n = ranks.size();
  const std::uint64_t swaps = static_cast<std::uint64_t>(swaps_per_piece_) * n;
  for (std::uint64_t k = 0; k < swaps; ++k) {
    // Both pieces from one draw: each half of it scaled onto [0, n) (Lemire's multiply-shift).
    const std::uint64_t bits = rng();
    const std::size_t i = static_cast<std::size_t>(((bits & 0xffffffffu) * n) >> 32);
    const std::size_t j = static_cast<std::size_t>(((bits >> 32) * n) >> 32);
    const int a = value(ranks[i]), b = value(ranks[j]);
    if (a == b || a == value(Rank::Flag) || b == value(Rank::Flag)) continue;
    const double before = hidden_[i].likelihood[a] * hidden_[j].likelihood[b];
    const double after = hidden_[i].likelihood[b] * hidden_[j].likelihood[a];
    if (after > 0.0 && (after >= before || chance(rng) * before < after)) std::swap(ranks[i], ranks[j]);
  }
}

}  // namespace stratego
