#include "ai/belief.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "ai/setup_prior.hpp"

namespace stratego {
namespace {

constexpr double kApproachedStronger = 0.4;  // a piece that walked up to a known piece it does not beat
constexpr double kFledWeaker = 0.3;          // a piece that ran from a known piece it beats or ties
constexpr double kFlagPerOpenSide = 0.25;    // players wall their flag in: each open side makes it less likely

// Sides of q from which an enemy could walk in: empty squares, and pieces that have moved
// (the viewer's, or ones its owner moved away from the flag).
int open_sides(const Position& board, Sq q) {
  int open = 0;
  for (int d : kDirections) {
    const Sq n = static_cast<Sq>(q + d);
    if (!board.is_playable(n)) continue;
    if (!board.has_piece(n) || board.color_at(n) != board.color_at(q) || (board.knowledge_at(n) & kMoved)) ++open;
  }
  return open;
}

bool adjacent(Sq a, Sq b) {
  for (int d : kDirections)
    if (a + d == b) return true;
  return false;
}

// Every piece of the game, tracked through the public history by an id.
class HistoryReplay {
 public:
  explicit HistoryReplay(const Observation& obs) : obs_(obs), viewer_(obs.viewer()) {
    occupant_.fill(-1);
    const Position& board = obs.board();
    for (Color c : {Color::Red, Color::Blue})
      for (Sq q : board.squares_of(c)) occupant_[q] = add(c, board.rank_at(q));
    rewind();
    for (std::size_t id = 0; id < pieces_.size(); ++id) pieces_[id].origin = kNoSq;
    for (int q = 0; q < kMailboxSize; ++q)
      if (occupant_[q] >= 0) pieces_[occupant_[q]].origin = static_cast<Sq>(q);
    replay();
  }

  // Origin and evidence of the enemy piece that stands on q now.
  Sq origin_of(Sq q) const { return pieces_[now_[q]].origin; }
  const std::array<double, kRankCount>& evidence_of(Sq q) const { return pieces_[now_[q]].evidence; }

 private:
  struct Piece {
    Color color;
    Rank rank;            // own pieces: the rank; enemy pieces: what the viewer knows
    bool shown = false;   // the enemy knows this own piece's rank
    Sq origin = kNoSq;
    std::array<double, kRankCount> evidence;
  };

  int add(Color c, Rank r) {
    Piece p{c, r, false, kNoSq, {}};
    p.evidence.fill(1.0);
    pieces_.push_back(p);
    return static_cast<int>(pieces_.size()) - 1;
  }

  // From the board now back to the start: which piece stood where before each move.
  void rewind() {
    now_ = occupant_;
    const auto& history = obs_.history();
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
      const Move& m = it->move;
      const auto& battle = it->battle;
      if (m.has_rescue()) occupant_[m.rescue_to] = -1;  // it came back from the captured pieces
      int mover = -1, defender = -1;
      if (!battle || battle->attacker_survives()) mover = occupant_[m.to];
      if (mover < 0) mover = add(it->mover, battle ? battle->attacker : Rank::Unknown);
      if (battle) {
        defender = battle->defender_survives() ? occupant_[m.to] : -1;
        if (defender < 0) defender = add(opponent(it->mover), battle->defender);
      }
      occupant_[m.from] = mover;
      occupant_[m.to] = defender;
    }
  }

  // From the start forward again, collecting evidence about the enemy's pieces.
  void replay() {
    Sq threat = kNoSq;  // an own piece the enemy knows, just moved next to enemy pieces
    for (const PublicMove& e : obs_.history()) {
      const int mover = occupant_[e.move.from];
      if (mover >= 0 && e.mover != viewer_ && !e.battle) judge_enemy_move(mover, e.move, threat);
      play(e);
      threat = kNoSq;
      if (e.mover == viewer_ && mover >= 0 && occupant_[e.move.to] == mover && pieces_[mover].shown)
        threat = e.move.to;
    }
  }

  void judge_enemy_move(int mover, const Move& m, Sq threat) {
    auto& evidence = pieces_[mover].evidence;
    const Variant& v = obs_.variant();
    if (threat != kNoSq && adjacent(m.from, threat) && !adjacent(m.to, threat)) {
      const Rank hunter = pieces_[occupant_[threat]].rank;
      for (Rank r : kAllRanks)
        if (!resolve_battle(v, hunter, r).attacker_survives()) evidence[value(r)] *= kFledWeaker;
    }
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(m.to + d);
      const int target = occupant_[n];
      if (target < 0 || pieces_[target].color != viewer_ || !pieces_[target].shown || adjacent(m.from, n)) continue;
      for (Rank r : kAllRanks)
        if (is_movable(r) && !resolve_battle(v, r, pieces_[target].rank).attacker_survives())
          evidence[value(r)] *= kApproachedStronger;
    }
  }

  void play(const PublicMove& e) {
    const Move& m = e.move;
    const int mover = occupant_[m.from];
    const int defender = occupant_[m.to];
    const int distance = std::abs(m.to / kStride - m.from / kStride) + std::abs(m.to % kStride - m.from % kStride);
    if (mover >= 0 && distance > (obs_.variant().captain_moves_two ? 2 : 1)) pieces_[mover].shown = true;
    occupant_[m.from] = -1;
    if (!e.battle) {
      occupant_[m.to] = mover;
    } else {
      if (mover >= 0) pieces_[mover].shown = true;
      if (defender >= 0) pieces_[defender].shown = true;
      occupant_[m.to] = e.battle->attacker_survives() ? mover : e.battle->defender_survives() ? defender : -1;
    }
    if (m.has_rescue()) occupant_[m.rescue_to] = -1;
  }

  const Observation& obs_;
  Color viewer_;
  std::vector<Piece> pieces_;
  std::array<int, kMailboxSize> occupant_{};  // during rewind and replay
  std::array<int, kMailboxSize> now_{};       // the board now
};

}  // namespace

Belief::Belief(const Observation& obs) : enemy_(opponent(obs.viewer())) {
  const Position& board = obs.board();
  const Variant& v = obs.variant();
  for (Rank r : kAllRanks) unseen_[value(r)] = v.army[value(r)] - obs.captured(enemy_, r);
  for (Sq q : board.squares_of(enemy_))
    if (board.rank_at(q) != Rank::Unknown) --unseen_[value(board.rank_at(q))];
  for (int& n : unseen_) n = std::max(n, 0);

  const HistoryReplay replay(obs);
  const SetupPriorView prior(v);
  for (Sq q : board.squares_of(enemy_)) {
    if (board.rank_at(q) != Rank::Unknown) continue;
    HiddenPiece piece;
    piece.square = q;
    piece.origin = replay.origin_of(q) != kNoSq ? replay.origin_of(q) : q;
    piece.moved = (board.knowledge_at(q) & kMoved) != 0;
    const auto& evidence = replay.evidence_of(q);
    for (Rank r : kAllRanks) {
      const bool possible = !piece.moved || is_movable(r);
      piece.likelihood[value(r)] = possible ? prior.weight(enemy_, to_square(piece.origin), r) * evidence[value(r)] : 0.0;
    }
    piece.likelihood[value(Rank::Flag)] *= std::pow(kFlagPerOpenSide, open_sides(board, q));
    hidden_.push_back(piece);
  }
}

// The flag is dealt first, in proportion to each piece's flag likelihood alone. Dealt in
// turn with the other ranks, it went to whichever plausible piece came up first in the
// shuffle (measured: 92% -> 94% won against the beginner over 800 barrage games).
std::size_t Belief::pick_flag(std::mt19937_64& rng) const {
  double total = 0.0;
  for (const HiddenPiece& piece : hidden_) total += piece.likelihood[value(Rank::Flag)];
  if (unseen_[value(Rank::Flag)] <= 0 || total <= 0.0) return hidden_.size();
  double x = std::uniform_real_distribution<double>(0.0, total)(rng);
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
  return ranks;
}

}  // namespace stratego
