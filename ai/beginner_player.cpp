#include "ai/beginner_player.hpp"

#include <algorithm>

#include "ai/rescue.hpp"
#include "ai/setup_generator.hpp"
#include "engine/battle.hpp"

namespace stratego {
namespace {

constexpr double kGuardStays = 8.0;  // a guard next to the flag leaves for anything worth more

// Rough worth of a piece for a beginner: its rank, with the spy and the miner raised.
double worth(Rank r) {
  switch (r) {
    case Rank::Flag: return 1000.0;
    case Rank::Spy: return 5.0;
    case Rank::Miner: return 4.0;
    case Rank::Bomb: return 3.0;
    case Rank::Unknown: return 4.0;
    default: return value(r);
  }
}

class MoveJudge {
 public:
  explicit MoveJudge(const Observation& obs) : obs_(obs), board_(obs.board()), me_(obs.viewer()) {
    for (Sq q : board_.squares_of(me_))
      if (board_.rank_at(q) == Rank::Flag) flag_ = q;
    for (Sq q : board_.squares_of(opponent(me_)))
      if (!(board_.knowledge_at(q) & kMoved) && board_.rank_at(q) == Rank::Unknown) ++enemy_unmoved_;
    for (Sq q : board_.squares_of(me_)) {
      my_movable_ += is_movable(board_.rank_at(q));
      my_miners_ += board_.rank_at(q) == Rank::Miner;
    }
    const Color enemy = opponent(me_);
    for (Rank r : kAllRanks)
      if (is_movable(r)) their_movable_ += obs.variant().army[value(r)] - obs.captured(enemy, r);
    enemy_bombs_ = obs.variant().army[value(Rank::Bomb)] - obs.captured(enemy, Rank::Bomb);
  }

  double score(const Move& m) const {
    const Rank mine = board_.rank_at(m.from);
    double s = board_.is_enemy_of(m.to, me_) ? attack_score(m, mine) : quiet_score(m, mine);
    s += flag_defence(m);
    return s;
  }

 private:
  bool known(Sq q) const { return board_.rank_at(q) != Rank::Unknown; }

  double attack_score(const Move& m, Rank mine) const {
    const Rank theirs = board_.rank_at(m.to);
    if (theirs != Rank::Unknown) {
      const Battle b = resolve_battle(obs_.variant(), mine, theirs);
      if (b.attacker_survives()) return 100.0 + 10.0 * worth(theirs);
      if (b.defender_survives()) return -10.0 * worth(mine);
      return 10.0 * (worth(theirs) - worth(mine)) + trade_score();
    }
    const bool moved = board_.knowledge_at(m.to) & kMoved;
    if (!moved && mine == Rank::Miner) return 25.0 + flag_hope();
    if (!moved && flag_hunt()) return flag_gamble(mine);
    // Probing: cheap pieces find out what stands there, dear ones do not gamble.
    double s = 18.0 - worth(mine) * (moved ? 5.0 : 7.0);
    if (!moved) s += flag_hope() - bomb_risk(mine);
    return s;
  }

  // Even trades help the side with more movable pieces; the last one is never traded.
  double trade_score() const {
    if (my_movable_ <= 1) return -500.0;
    return my_movable_ > their_movable_ ? 5.0 : -5.0;
  }

  // The last piece that moves does not walk into what may be a bomb: that loses the game.
  double bomb_risk(Rank mine) const {
    if (enemy_unmoved_ == 0 || my_movable_ > 1) return 0.0;
    return 1000.0 * worth(mine) * enemy_bombs_ / enemy_unmoved_;
  }

  // The fewer unmoved enemy pieces remain, the likelier any of them is the flag.
  double flag_hope() const { return enemy_unmoved_ > 0 ? 60.0 / enemy_unmoved_ : 0.0; }

  // Late in the game, or with no miner left, the flag is found by attacking what never
  // moved: any piece goes when the chance of the flag outweighs the chance of a bomb.
  bool flag_hunt() const { return enemy_unmoved_ > 0 && (enemy_unmoved_ <= 4 || my_miners_ == 0); }
  double flag_gamble(Rank mine) const {
    return (worth(Rank::Flag) - 10.0 * worth(mine) * enemy_bombs_) / enemy_unmoved_;
  }

  // Steps towards the nearest unmoved enemy piece while hunting the flag.
  double hunt_step(const Move& m) const {
    if (!flag_hunt()) return 0.0;
    return 2.0 * (nearest_unmoved(m.from) - nearest_unmoved(m.to));
  }

  // Worst known danger to a piece of rank mine standing on q (the piece leaving from
  // does not count); 0 when none is known.
  double danger(Sq q, Rank mine, Sq leaving) const {
    double worst = 0.0;
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(q + d);
      if (n == leaving || !board_.is_enemy_of(n, me_)) continue;
      const Rank theirs = board_.rank_at(n);
      if (theirs == Rank::Unknown) {
        if ((board_.knowledge_at(n) & kMoved) && value(mine) >= value(Rank::Colonel)) worst = std::max(worst, 1.5 * worth(mine));
        continue;
      }
      if (!is_movable(theirs)) continue;
      if (resolve_battle(obs_.variant(), theirs, mine).attacker_survives()) worst = std::max(worst, 9.0 * worth(mine));
    }
    return worst;
  }

  // Best known prey next to q for a piece of rank mine.
  double prey(Sq q, Rank mine) const {
    double best = 0.0;
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(q + d);
      if (!board_.is_enemy_of(n, me_) || !known(n)) continue;
      if (resolve_battle(obs_.variant(), mine, board_.rank_at(n)).attacker_survives()) best = std::max(best, 3.0 * worth(board_.rank_at(n)));
    }
    return best;
  }

  double quiet_score(const Move& m, Rank mine) const {
    double s = danger(m.from, mine, kNoSq) - danger(m.to, mine, m.from);
    s += prey(m.to, mine);
    s += 1.5 * (nearest_enemy(m.from) - nearest_enemy(m.to));
    s += hunt_step(m);
    const int forward = me_ == Color::Red ? kStride : -kStride;
    if (m.to - m.from == forward) s += 1.0;
    return s;
  }

  int nearest_unmoved(Sq q) const {
    int best = 99;
    for (Sq e : board_.squares_of(opponent(me_)))
      if (!(board_.knowledge_at(e) & kMoved)) best = std::min(best, square_distance(q, e));
    return best;
  }

  int nearest_enemy(Sq q) const {
    int best = 99;
    for (Sq e : board_.squares_of(opponent(me_))) best = std::min(best, square_distance(q, e));
    return best;
  }

  // An enemy piece that moved close to the flag is hunted by whatever is near.
  double flag_defence(const Move& m) const {
    if (flag_ == kNoSq) return 0.0;
    // Guards next to the flag stay unless they have something to do.
    double s = square_distance(m.from, flag_) <= 1 && square_distance(m.to, flag_) > 1 ? -kGuardStays : 0.0;
    for (Sq e : board_.squares_of(opponent(me_))) {
      const int near = square_distance(e, flag_);
      if (!(board_.knowledge_at(e) & kMoved) || near > 3) continue;
      if (m.to == e) s += 300.0 / (near * near);
      else s += (near <= 2 ? 12.0 : 4.0) * (square_distance(m.from, e) - square_distance(m.to, e));
    }
    return s + scout_lane_defence(m);
  }

  // An enemy piece that may be a scout with an open line to the flag takes it next move:
  // take that piece, or stand in the line. A piece of ours that closes such a line stays.
  double scout_lane_defence(const Move& m) const {
    double s = 0.0;
    for (int d : kDirections) {
      const Sq first = static_cast<Sq>(flag_ + d);
      const Sq end = first_piece(first, d);
      if (end == kNoSq) continue;
      if (board_.color_at(end) == me_) {
        const Sq behind = first_piece(static_cast<Sq>(end + d), d);
        if (m.from == end && behind != kNoSq && board_.is_enemy_of(behind, me_) && could_be_scout(behind)) s -= 150.0;
        continue;
      }
      if (end == first || !could_be_scout(end)) continue;
      if (m.to == end) s += 250.0;
      else if (lies_between(m.to, first, end, d)) s += 150.0;
    }
    return s;
  }

  // The first piece from q on in direction d, or kNoSq when a lake or the edge comes first.
  Sq first_piece(Sq q, int d) const {
    while (board_.is_playable(q) && !board_.has_piece(q)) q = static_cast<Sq>(q + d);
    return board_.is_playable(q) ? q : kNoSq;
  }

  static bool lies_between(Sq q, Sq first, Sq end, int d) {
    for (Sq x = first; x != end; x = static_cast<Sq>(x + d))
      if (x == q) return true;
    return false;
  }

  bool could_be_scout(Sq q) const {
    const Rank r = board_.rank_at(q);
    return r == Rank::Scout || (r == Rank::Unknown && obs_.captured(opponent(me_), Rank::Scout) < obs_.variant().army[value(Rank::Scout)]);
  }

  const Observation& obs_;
  const Position& board_;
  Color me_;
  Sq flag_ = kNoSq;
  int enemy_unmoved_ = 0;
  int my_movable_ = 0;
  int my_miners_ = 0;
  int their_movable_ = 0;
  int enemy_bombs_ = 0;
};

}  // namespace

Setup BeginnerPlayer::choose_setup(const Variant& variant, const RuleSet&, Color side) {
  return generate_setup(variant, side, rng_);
}

Move BeginnerPlayer::choose_move(const Observation& observation, const ThinkLimits& limits) {
  MoveList moves;
  observation.legal_moves(moves);
  std::mt19937_64 rng(limits.seed ^ rng_());
  std::uniform_real_distribution<double> noise(0.0, 3.0);
  const MoveJudge judge(observation);
  Move best = moves[0];
  double best_score = -1e18;
  for (const Move& m : moves) {
    const double s = judge.score(m) + noise(rng);
    if (s > best_score) {
      best_score = s;
      best = m;
    }
  }
  return with_rescue(observation, best);
}

}  // namespace stratego
