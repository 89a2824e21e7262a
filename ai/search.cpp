#include "ai/search.hpp"

#include <algorithm>
#include <cmath>

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

bool decides_game(int value) { return std::abs(value) >= kWinScore - kWinBand; }

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

// A battle's outcomes as the chance node groups the defender's possible ranks.
enum Outcome : std::uint8_t { kAttackerWins, kFlagTaken, kBothRemoved, kDefenderWins, kOutcomes };

Outcome outcome_of(const Battle& b) {
  if (b.reason == BattleReason::FlagCaptured) return kFlagTaken;
  return b.attacker_survives() ? kAttackerWins : b.defender_survives() ? kDefenderWins : kBothRemoved;
}

}  // namespace

DeterminizedSearch::DeterminizedSearch(Position& position, const Evaluator& evaluate, const Caution& caution,
                                       TranspositionTable& table, const std::atomic<bool>* stop, const HiddenRanks* hidden,
                                       const HiddenRanks* perceived)
    : pos_(position), evaluate_(evaluate), caution_(caution), table_(table), stop_(stop), prey_(position, evaluate),
      terms_(position, evaluate, prey_), hidden_(hidden) {
  table_.new_search();
  if (hidden_) hidden_at_.emplace(*hidden_);
  if (perceived) perceived_.emplace(pos_, evaluate_, *perceived);
  for (Rank a : kAllRanks)
    for (Rank d : kAllRanks)
      if (is_movable(a)) outcome_[value(a)][value(d)] = outcome_of(resolve_battle(pos_.variant(), a, d));
}

bool DeterminizedSearch::attacks_unidentified(const Move& m, int ply) const {
  return hidden_at_ && root_side_moves(ply) && hidden_at_->at(m.to) != HiddenPieceSquares::kNone &&
         !(pos_.knowledge_at(m.to) & (kRevealed | kScoutShown));
}

int DeterminizedSearch::reveal_worth(const Move& m) const {
  if (pos_.knowledge_at(m.to) & kMoved) return 0;
  const double nats = hidden_->uncertainty(static_cast<std::size_t>(hidden_at_->at(m.to)));
  return static_cast<int>(std::lround(evaluate_.weights().unmoved_reveal_per_nat * nats));
}

bool DeterminizedSearch::passes_over(const Move& m, int ply) const {
  if (root_side_moves(ply)) return caution_.forbids(pos_, m);
  return perceived_ && perceived_->declines(pos_, m);
}

template <typename Child, typename Quiet>
int DeterminizedSearch::move_value(const Move& m, int ply, int alpha, int beta, Child&& child, Quiet&& quiet) {
  if (attacks_unidentified(m, ply)) {
    const int worth = reveal_worth(m);
    return worth + chance_value(m, ply, alpha - worth, beta - worth, child);
  }
  return played_value(m, ply, alpha, beta, child, quiet);
}

template <typename Child, typename Quiet>
int DeterminizedSearch::played_value(const Move& m, int ply, int alpha, int beta, Child&& child, Quiet&& quiet) {
  const PieceTerms::Sums terms_before = terms_.sums();
  terms_.take_out(pos_, m);
  Position::Undo undo;
  const auto battle = pos_.make(m, undo);
  terms_.put_in(pos_, m);
  std::optional<HiddenPieceSquares::Undo> followed, followed_ours;
  if (hidden_at_) followed = hidden_at_->follow(m, pos_);
  if (perceived_) followed_ours = perceived_->squares().follow(m, pos_);
  int v = 0;
  const bool won = ends_game(battle, ply + 1, &v);
  if (!won) {
    const int edge_cost = battle ? battle_cost(*battle, undo, ply) : 0;
    v = -child(-beta - edge_cost, -alpha - edge_cost);
    if (!decides_game(v)) v -= edge_cost;
  }
  if (followed_ours) perceived_->squares().take_back(*followed_ours);
  if (followed) hidden_at_->take_back(*followed);
  pos_.unmake(undo);
  terms_.restore(terms_before);
  if (won && !root_side_moves(ply)) v = guessed_flag_capture(v, quiet());
  return v;
}

template <typename Child>
int DeterminizedSearch::chance_value(const Move& m, int ply, int alpha, int beta, Child&& child) {
  RankShares shares = hidden_->shares(static_cast<std::size_t>(hidden_at_->at(m.to)));
  if (pos_.knowledge_at(m.to) & kMoved) shares[value(Rank::Bomb)] = shares[value(Rank::Flag)] = 0.0;
  const Rank sampled = pos_.rank_at(m.to);
  const auto& outcome = outcome_[value(pos_.rank_at(m.from))];
  std::array<double, kOutcomes> p{};
  std::array<Rank, kOutcomes> stand_in{};
  stand_in.fill(Rank::Unknown);
  double total = 0.0;
  for (Rank r : kAllRanks) {
    const double share = r == sampled ? std::max(shares[value(r)], 1e-6) : shares[value(r)];
    if (share <= 0.0) continue;
    const Outcome o = static_cast<Outcome>(outcome[value(r)]);
    p[o] += share;
    total += share;
    Rank& s = stand_in[o];
    if (s != sampled && (s == Rank::Unknown || r == sampled || share > shares[value(s)])) s = r;
  }
  // Star1: each outcome searched with the window that can still move the expectation
  // across alpha or beta, given what the others could at most add.
  constexpr double kLow = -kWinScore, kHigh = kWinScore;
  double sum = 0.0, left = 1.0;
  for (int o = 0; o < kOutcomes; ++o) {
    if (p[o] <= 0.0) continue;
    const double share = p[o] / total;
    left -= share;
    const int a = static_cast<int>(std::max(kLow - 1, std::floor((alpha - sum - left * kHigh) / share)));
    const int b = static_cast<int>(std::min(kHigh + 1, std::ceil((beta - sum - left * kLow) / share)));
    if (stand_in[o] != sampled) replace_rank(m.to, stand_in[o]);
    int v = played_value(m, ply, a, b, child, [] { return 0; });
    if (stand_in[o] != sampled) replace_rank(m.to, sampled);
    if (o == kFlagTaken) v = counted_score(v, kWinScore - kMaxPly);  // where the flag is, is a guess
    if (aborted_) return 0;
    sum += share * v;
    if (sum + std::max(0.0, left) * kLow >= beta) return static_cast<int>(std::floor(sum + std::max(0.0, left) * kLow));
    if (sum + std::max(0.0, left) * kHigh <= alpha) return static_cast<int>(std::ceil(sum + std::max(0.0, left) * kHigh));
  }
  return static_cast<int>(std::lround(sum));
}

int DeterminizedSearch::reveal_cost(const Battle& battle, const Position::Undo& undo) const {
  if (battle.attacker_survives() && !(undo.mover_knowledge() & kRevealed))
    return evaluate_.reveal_cost(pos_, battle.attacker_color, battle.attacker);
  if (battle.defender_survives() && !(undo.target_knowledge() & kRevealed))
    return -evaluate_.reveal_cost(pos_, opponent(battle.attacker_color), battle.defender);
  return 0;
}

int DeterminizedSearch::battle_cost(const Battle& battle, const Position::Undo& undo, int ply) const {
  const bool enemy_took_ours = !root_side_moves(ply) && battle.attacker_survives();
  const int taken = enemy_took_ours ? evaluate_.taken_cost(pos_, opponent(battle.attacker_color), battle.defender) : 0;
  return reveal_cost(battle, undo) - taken;
}

void DeterminizedSearch::replace_rank(Sq q, Rank r) {
  terms_.take_out(pos_, q);
  pos_.replace_rank(q, r);
  terms_.put_in(pos_, q);
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
  const auto& killers = killers_[std::min(ply, kMaxPly - 1)];
  auto key_of = [&](const Move& m) {
    if (same_squares(m, table_from, table_to)) return kTableMoveKey;
    if (pos_.has_piece(m.to)) return kCaptureKey + value(pos_.rank_at(m.to)) * 16 - value(pos_.rank_at(m.from));
    if (same_squares(m, killers[0].from, killers[0].to)) return kFirstKillerKey;
    if (same_squares(m, killers[1].from, killers[1].to)) return kSecondKillerKey;
    return history_[m.from][m.to];
  };
  Move* const list = moves.storage();
  std::array<int, MoveList::kCapacity> keys;  // only the first moves.size() are written and read
  for (std::size_t i = 0; i < moves.size(); ++i) keys[i] = key_of(list[i]);
  // Insertion sort in place: stable, and no allocation (stable_sort's buffer was a malloc a node).
  for (std::size_t i = 1; i < moves.size(); ++i) {
    const Move moving = list[i];
    const int key = keys[i];
    std::size_t j = i;
    for (; j > 0 && keys[j - 1] < key; --j) {
      keys[j] = keys[j - 1];
      list[j] = list[j - 1];
    }
    keys[j] = key;
    list[j] = moving;
  }
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
    iteration[i] = move_value(
        root[i], 0, -kInfinity, kInfinity, [&](int a, int b) { return negamax(depth - 1, a, b, 1); }, [] { return 0; });
    if (aborted_) return false;
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
  Move best_move{};
  std::optional<int> best;
  const auto [lure, lured_share] = likeliest_lure(moves, ply);
  if (lured_share > 0.0) {
    // The enemy walks into the ambush with lured_share, else plays its best: the value of
    // the rest is searched with the window that can still move the mix across alpha or beta.
    const int lured = move_value(
        lure, ply, -kInfinity, kInfinity, [&](int a, int b) { return negamax(depth - 1, a, b, ply + 1); },
        [&] { return evaluate_(pos_, terms_); });
    if (aborted_) return 0;
    const double rest_share = 1.0 - lured_share;
    const int a = static_cast<int>(std::floor((alpha - lured_share * lured) / rest_share));
    const int b = static_cast<int>(std::ceil((beta - lured_share * lured) / rest_share));
    best = best_of(moves, depth, a, b, ply, best_move);
    if (aborted_) return 0;
    if (best) best = static_cast<int>(std::lround(lured_share * lured + rest_share * *best));
  } else {
    best = best_of(moves, depth, alpha, beta, ply, best_move);
    if (aborted_) return 0;
  }
  if (!best) return quiesce(alpha, beta, ply, kQuiescenceDepth);  // every move passed over
  const Bound bound = *best <= original_alpha ? Bound::Upper : *best >= beta ? Bound::Lower : Bound::Exact;
  table_.store(pos_.hash(), depth, to_table(*best, ply), bound, best_move.from, best_move.to);
  return *best;
}

std::optional<int> DeterminizedSearch::best_of(MoveList& moves, int depth, int alpha, int beta, int ply, Move& best_move) {
  std::optional<int> best;
  for (const Move& m : moves) {
    if (passes_over(m, ply)) continue;
    const int v = move_value(
        m, ply, alpha, beta, [&](int a, int b) { return negamax(depth - 1, a, b, ply + 1); },
        [&] { return evaluate_(pos_, terms_); });
    if (aborted_) return std::nullopt;
    if (!best || v > *best) {
      best = v;
      best_move = m;
    }
    alpha = std::max(alpha, v);
    if (alpha >= beta) {
      remember_refutation(m, depth, ply);
      break;
    }
  }
  return best;
}

std::pair<Move, double> DeterminizedSearch::likeliest_lure(const MoveList& moves, int ply) const {
  std::pair<Move, double> likeliest{Move{}, 0.0};
  if (!perceived_ || root_side_moves(ply)) return likeliest;
  for (const Move& m : moves) {
    if (!pos_.has_piece(m.to)) continue;
    const double share = perceived_->lure(pos_, m);
    if (share > likeliest.second) likeliest = {m, share};
  }
  return likeliest;
}

int DeterminizedSearch::quiesce(int alpha, int beta, int ply, int depth_left) {
  if (stopped()) return 0;
  const int stand_pat = evaluate_(pos_, terms_);
  if (stand_pat >= beta || depth_left == 0) return stand_pat;
  alpha = std::max(alpha, stand_pat);
  MoveList moves, captures;
  pos_.generate_captures(moves);
  // The root side's attacks on pieces it has not identified are gambles, not the forcing
  // exchanges this search settles: with the belief's shares they are searched in the
  // full-width plies only (each outcome of each such battle made the capture search 4 times
  // as large).
  for (const Move& m : moves)
    if (!attacks_unidentified(m, ply)) captures.push(m);
  order(captures, ply, kNoSq, kNoSq);
  int best = stand_pat;
  for (const Move& m : captures) {
    if (passes_over(m, ply)) continue;
    const int v = move_value(
        m, ply, alpha, beta, [&](int a, int b) { return quiesce(a, b, ply + 1, depth_left - 1); }, [&] { return stand_pat; });
    if (aborted_) return 0;
    best = std::max(best, v);
    alpha = std::max(alpha, v);
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace stratego
