#include "ai/caution.hpp"

#include <algorithm>
#include <random>
#include <vector>

namespace stratego {
namespace {

// Classic against the beginner, seeds 5-8, 200 games: without the caution strong's major
// and better died on bombs 1.9 times a game and it won 175; with the suspects alone 0.1
// times and 190, with 3 draws (in one a colonel stood to the move limit beside three unmoved
// pieces, one of them the flag: hence kLikelyFlag); with all of it 192, no draw, and 0.4
// dear pieces a game lost on bombs at likely flags. The fresh seeds 9-16 give 383 of 400.
constexpr double kBombSuspect = 0.10;  // a bomb in at least this share of the samples
constexpr double kLikelyFlag = 0.25;   // ... unless the flag in this share and no less often than a bomb
constexpr double kFlagGuessFloor = 0.25;
// The spy beside it in at least this share of the samples: then the marshal (worth 400 to
// the evaluation) risks more than almost any capture gains.
constexpr double kLikelySpy = 0.10;

bool dear(Rank r) { return is_movable(r) && value(r) >= value(Rank::Major); }

// Whether the enemy knows which of our pieces its spy beats.
bool spy_target_revealed(const Position& board, Color us) {
  for (Sq q : board.squares_of(us))
    if (board.rank_at(q) == board.variant().spy_target && (board.knowledge_at(q) & kRevealed)) return true;
  return false;
}

// Our pieces the enemy has never seen move or fight: each may be the flag, to its eyes.
int flag_candidates(const Position& board, Color us) {
  int n = 0;
  for (Sq q : board.squares_of(us)) n += !(board.knowledge_at(q) & (kMoved | kRevealed));
  return n;
}

}  // namespace

bool is_bomb_suspect(double bomb_share, double flag_share) {
  const bool likely_flag = flag_share >= kLikelyFlag && flag_share >= bomb_share;
  return bomb_share >= kBombSuspect && !likely_flag;
}

bool Caution::forbids(const Position& pos, const Move& m) const {
  if (bomb_suspect[m.to] && dear(pos.rank_at(m.from)) && pos.has_piece(m.to) && !(pos.knowledge_at(m.to) & kMoved))
    return true;
  return pos.rank_at(m.from) == pos.variant().spy_target && steps_beside_likely_spy(pos, m);
}

// There is one spy, so the chance that it stands beside m.to is the sum of the chances
// that each hidden piece there is the spy.
bool Caution::steps_beside_likely_spy(const Position& pos, const Move& m) const {
  const Color enemy = opponent(pos.color_at(m.from));
  double spy_beside = 0.0;
  for (int d : kDirections) {
    const Sq n = static_cast<Sq>(m.to + d);
    if (n != m.from && pos.has_piece(n) && pos.color_at(n) == enemy && !(pos.knowledge_at(n) & kRevealed))
      spy_beside += spy_share[n];
  }
  return spy_beside >= kLikelySpy;
}

Caution caution_for(const Observation& observation, const Belief& belief, std::uint64_t seed, int samples) {
  Caution caution;
  const Position& board = observation.board();
  const Color us = observation.viewer();
  caution.flag_guess = std::max(kFlagGuessFloor, 1.0 / std::max(1, flag_candidates(board, us)));
  const std::vector<HiddenPiece>& hidden = belief.hidden();
  std::vector<int> bombs(hidden.size(), 0), flags(hidden.size(), 0), spies(hidden.size(), 0);
  std::mt19937_64 rng(seed);
  for (int k = 0; k < samples; ++k) {
    const std::vector<Rank> ranks = belief.sample(rng);
    for (std::size_t i = 0; i < ranks.size(); ++i) {
      bombs[i] += ranks[i] == Rank::Bomb;
      flags[i] += ranks[i] == Rank::Flag;
      spies[i] += ranks[i] == Rank::Spy;
    }
  }
  const bool spy_target_known = spy_target_revealed(board, us);
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    caution.bomb_suspect[hidden[i].square] =
        !hidden[i].moved && is_bomb_suspect(static_cast<double>(bombs[i]) / samples, static_cast<double>(flags[i]) / samples);
    if (spy_target_known) caution.spy_share[hidden[i].square] = static_cast<float>(spies[i]) / static_cast<float>(samples);
  }
  return caution;
}

}  // namespace stratego
