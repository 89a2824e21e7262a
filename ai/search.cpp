#include "ai/search.hpp"

#include <algorithm>

namespace stratego {
namespace {

constexpr int kInfinity = 1 << 20;
constexpr int kQuiescenceDepth = 4;

}  // namespace

bool DeterminizedSearch::stopped() {
  if ((++nodes_ & 255) == 0 && stop_ && stop_->load(std::memory_order_relaxed)) aborted_ = true;
  return aborted_;
}

bool DeterminizedSearch::ends_game(const std::optional<Battle>& battle, int ply, int* value) const {
  if (battle && battle->reason == BattleReason::FlagCaptured) {
    *value = kWinScore - ply;  // for the side that just moved
    return true;
  }
  return false;
}

int DeterminizedSearch::guessed_flag_capture(int win, int quiet) const {
  return static_cast<int>(caution_.flag_guess * win + (1.0 - caution_.flag_guess) * quiet);
}

// Captures first, the dearest victim first; quiet moves keep the generator's order.
void DeterminizedSearch::order(MoveList& moves) const {
  std::array<int, MoveList::kCapacity> keys{};
  std::array<std::size_t, MoveList::kCapacity> idx{};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    idx[i] = i;
    const Move& m = moves[i];
    keys[i] = pos_.has_piece(m.to) ? 1000 + value(pos_.rank_at(m.to)) * 10 - value(pos_.rank_at(m.from)) : 0;
  }
  std::stable_sort(idx.begin(), idx.begin() + moves.size(), [&](std::size_t a, std::size_t b) { return keys[a] > keys[b]; });
  MoveList sorted;
  for (std::size_t i = 0; i < moves.size(); ++i) sorted.push(moves[idx[i]]);
  moves = sorted;
}

bool DeterminizedSearch::score_root_moves(const MoveList& root, int depth, std::vector<int>& scores) {
  scores.assign(root.size(), 0);
  for (std::size_t i = 0; i < root.size(); ++i) {
    Position::Undo undo;
    const auto battle = pos_.make(root[i], undo);
    int v = 0;
    if (!ends_game(battle, 1, &v)) v = -negamax(depth - 1, -kInfinity, kInfinity, 1);
    pos_.unmake(undo);
    if (aborted_) return false;
    scores[i] = v;
  }
  return true;
}

int DeterminizedSearch::negamax(int depth, int alpha, int beta, int ply) {
  if (stopped()) return 0;
  if (depth <= 0) return quiesce(alpha, beta, ply, kQuiescenceDepth);
  MoveList moves;
  pos_.generate_moves(moves);
  if (moves.empty()) return -(kWinScore - ply);  // a side that cannot move loses
  order(moves);
  int best = -kInfinity;
  for (const Move& m : moves) {
    if (root_side_moves(ply) && caution_.forbids(pos_, m)) continue;
    Position::Undo undo;
    const auto battle = pos_.make(m, undo);
    int v = 0;
    const bool won = ends_game(battle, ply + 1, &v);
    if (!won) v = -negamax(depth - 1, -beta, -alpha, ply + 1);
    pos_.unmake(undo);
    if (won && !root_side_moves(ply)) v = guessed_flag_capture(v, evaluate_(pos_, prey_));
    if (aborted_) return 0;
    best = std::max(best, v);
    alpha = std::max(alpha, v);
    if (alpha >= beta) break;
  }
  return best == -kInfinity ? quiesce(alpha, beta, ply, kQuiescenceDepth) : best;  // every move forbidden
}

int DeterminizedSearch::quiesce(int alpha, int beta, int ply, int depth_left) {
  if (stopped()) return 0;
  const int stand_pat = evaluate_(pos_, prey_);
  if (stand_pat >= beta || depth_left == 0) return stand_pat;
  alpha = std::max(alpha, stand_pat);
  MoveList moves, captures;
  pos_.generate_moves(moves);
  for (const Move& m : moves)
    if (pos_.has_piece(m.to)) captures.push(m);
  order(captures);
  int best = stand_pat;
  for (const Move& m : captures) {
    if (root_side_moves(ply) && caution_.forbids(pos_, m)) continue;
    Position::Undo undo;
    const auto battle = pos_.make(m, undo);
    int v = 0;
    const bool won = ends_game(battle, ply + 1, &v);
    if (!won) v = -quiesce(-beta, -alpha, ply + 1, depth_left - 1);
    pos_.unmake(undo);
    if (won && !root_side_moves(ply)) v = guessed_flag_capture(v, stand_pat);
    if (aborted_) return 0;
    best = std::max(best, v);
    alpha = std::max(alpha, v);
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace stratego
