#include "ai/move_inference.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/caution.hpp"
#include "ai/search.hpp"

namespace stratego {
namespace {

// The determinized position before the enemy's quiet move: its piece back where it came
// from, the enemy to move. The public state is the one after the move (the two-square run
// then includes it; the mover's own flags are those of an unmoved piece), close enough for
// comparing the enemy's moves with one another.
Position before_quiet_move(const Position& after, const Move& played) {
  Position before(after.variant(), after.rules());
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : after.squares_of(c)) before.place(c, after.rank_at(q), to_square(q == played.to ? played.from : q));
  before.copy_public_state(after);
  before.set_side_to_move(after.color_at(played.to));
  return before;
}

}  // namespace

std::optional<Move> judged_enemy_move(const Observation& observation) {
  const auto& history = observation.history();
  if (history.empty()) return std::nullopt;
  const PublicMove& last = history.back();
  if (last.mover == observation.viewer() || last.battle || last.move.has_rescue()) return std::nullopt;
  return last.move;
}

double enemy_move_fit(const Position& determinized, const Move& played, const Evaluator& evaluate, TranspositionTable& table) {
  if (!determinized.has_piece(played.to) || determinized.has_piece(played.from)) return 1.0;
  Position before = before_quiet_move(determinized, played);
  MoveList moves;
  before.generate_moves(moves);
  const auto found = std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return m.from == played.from && m.to == played.to; });
  if (found == moves.end()) return 1.0;
  const Caution none;
  DeterminizedSearch search(before, evaluate, none, table, nullptr);
  std::vector<int> scores;
  search.score_root_moves(moves, 1, scores);
  const int best = *std::max_element(scores.begin(), scores.end());
  const int regret = best - scores[static_cast<std::size_t>(found - moves.begin())];
  return std::exp(-static_cast<double>(std::min(regret, 20 * kInferenceTemperature)) / kInferenceTemperature);
}

}  // namespace stratego
