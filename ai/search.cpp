#include "ai/search.hpp"

#include <algorithm>

namespace stratego {
namespace {

constexpr int kInfinity = 1 << 20;
constexpr int kQuiescenceDepth = 4;
// Values this near a win are a win so many plies from the node: the table keeps them
// relative to the node, so that they hold wherever the position recurs.
constexpr int kWinBand = DeterminizedSearch::kMaxPly;
// Order keys, from first tried to last.
constexpr int kTableMoveKey = 1 << 30;
constexpr int kCaptureKey = 1 << 24;
constexpr int kFirstKillerKey = 1 << 23;
constexpr int kSecondKillerKey = 1 << 22;
constexpr int kHistoryCeiling = kSecondKillerKey - 1;

int to_table(int value, int ply) {
  if (value >= kWinScore - kWinBand) return value + ply;
  if (value <= -(kWinScore - kWinBand)) return value - ply;
  return value;
}

int from_table(int value, int ply) {
  if (value >= kWinScore - kWinBand) return value - ply;
  if (value <= -(kWinScore - kWinBand)) return value + ply;
  return value;
}

bool same_squares(const Move& m, Sq from, Sq to) { return m.from == from && m.to == to; }

}  // namespace

DeterminizedSearch::DeterminizedSearch(Position& position, const Evaluator& evaluate, const Caution& caution,
                                       TranspositionTable& table, const std::atomic<bool>* stop)
    : pos_(position), evaluate_(evaluate), caution_(caution), table_(table), stop_(stop), prey_(position, evaluate) {
  table_.new_search();
}

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

void DeterminizedSearch::order(MoveList& moves, int ply, Sq table_from, Sq table_to) const {
  std::array<int, MoveList::kCapacity> keys{};
  std::array<std::size_t, MoveList::kCapacity> idx{};
  const auto& killers = killers_[std::min(ply, kMaxPly - 1)];
  for (std::size_t i = 0; i < moves.size(); ++i) {
    idx[i] = i;
    const Move& m = moves[i];
    if (same_squares(m, table_from, table_to)) keys[i] = kTableMoveKey;
    else if (pos_.has_piece(m.to)) keys[i] = kCaptureKey + value(pos_.rank_at(m.to)) * 16 - value(pos_.rank_at(m.from));
    else if (same_squares(m, killers[0].from, killers[0].to)) keys[i] = kFirstKillerKey;
    else if (same_squares(m, killers[1].from, killers[1].to)) keys[i] = kSecondKillerKey;
    else keys[i] = history_[m.from][m.to];
  }
  std::stable_sort(idx.begin(), idx.begin() + moves.size(), [&](std::size_t a, std::size_t b) { return keys[a] > keys[b]; });
  MoveList sorted;
  for (std::size_t i = 0; i < moves.size(); ++i) sorted.push(moves[idx[i]]);
  moves = sorted;
}

// A quiet move that refuted the node: tried early at the same ply and wherever it is legal.
void DeterminizedSearch::remember_refutation(const Move& m, int depth, int ply) {
  if (pos_.has_piece(m.to)) return;
  auto& killers = killers_[std::min(ply, kMaxPly - 1)];
  if (!same_squares(killers[0], m.from, m.to)) {
    killers[1] = killers[0];
    killers[0] = m;
  }
  int& h = history_[m.from][m.to];
  h = std::min(kHistoryCeiling, h + depth * depth);
}

bool DeterminizedSearch::score_root_moves(const MoveList& root, int depth, std::vector<int>& scores) {
  for (int d = 1; d <= depth; ++d)
    if (!score_root_iteration(root, d, scores)) return false;
  return true;
}

bool DeterminizedSearch::score_root_iteration(const MoveList& root, int depth, std::vector<int>& scores) {
  std::vector<int> iteration(root.size(), 0);
  for (std::size_t i = 0; i < root.size(); ++i) {
    Position::Undo undo;
    const auto battle = pos_.make(root[i], undo);
    int v = 0;
    if (!ends_game(battle, 1, &v)) v = -negamax(depth - 1, -kInfinity, kInfinity, 1);
    pos_.unmake(undo);
    if (aborted_) return false;
    iteration[i] = v;
  }
  scores = std::move(iteration);
  return true;
}

int DeterminizedSearch::negamax(int depth, int alpha, int beta, int ply) {
  if (stopped()) return 0;
  if (depth <= 0) return quiesce(alpha, beta, ply, kQuiescenceDepth);
  const int original_alpha = alpha;
  Sq table_from = kNoSq, table_to = kNoSq;
  if (const TableEntry* e = table_.probe(pos_.hash())) {
    table_from = e->from;
    table_to = e->to;
    const int v = from_table(e->value, ply);
    if (e->depth >= depth &&
        (e->bound == Bound::Exact || (e->bound == Bound::Lower && v >= beta) || (e->bound == Bound::Upper && v <= alpha)))
      return v;
  }
  MoveList moves;
  pos_.generate_moves(moves);
  if (moves.empty()) return -(kWinScore - ply);  // a side that cannot move loses
  order(moves, ply, table_from, table_to);
  int best = -kInfinity;
  Move best_move{};
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
    if (v > best) {
      best = v;
      best_move = m;
    }
    alpha = std::max(alpha, v);
    if (alpha >= beta) {
      remember_refutation(m, depth, ply);
      break;
    }
  }
  if (best == -kInfinity) return quiesce(alpha, beta, ply, kQuiescenceDepth);  // every move forbidden
  const Bound bound = best <= original_alpha ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
  table_.store(pos_.hash(), depth, to_table(best, ply), bound, best_move.from, best_move.to);
  return best;
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
  order(captures, ply, kNoSq, kNoSq);
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
