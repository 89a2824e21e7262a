#include "ai/move_inference.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "ai/caution.hpp"
#include "ai/search.hpp"

namespace stratego {
namespace {

struct Piece {
  Color color = Color::Red;
  Rank rank = Rank::Unknown;
  bool here = false;
};
using Board = std::array<Piece, kMailboxSize>;

Board board_of(const Position& pos) {
  Board board{};
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : pos.squares_of(c)) board[q] = {c, pos.rank_at(q), true};
  return board;
}

// The board as a position with `mover` to move. The public state is the one now (the
// two-square runs, and the flags of the pieces by the squares they stand on now), close
// enough for comparing the enemy's moves with one another.
Position position_of(const Board& board, const Position& now, Color mover) {
  Position pos(now.variant(), now.rules());
  for (int q = 0; q < kMailboxSize; ++q)
    if (board[q].here) pos.place(board[q].color, board[q].rank, to_square(static_cast<Sq>(q)));
  pos.copy_public_state(now);
  pos.set_side_to_move(mover);
  return pos;
}

// How far the played move falls short of the mover's best in `before`; nothing when it is
// not a legal move there.
std::optional<int> regret(Position& before, const Move& played, const Evaluator& evaluate, TranspositionTable& table) {
  MoveList moves;
  before.generate_moves(moves);
  const auto found = std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return m.from == played.from && m.to == played.to; });
  if (found == moves.end()) return std::nullopt;
  const Caution none;
  DeterminizedSearch search(before, evaluate, none, table, nullptr);
  std::vector<int> scores;
  search.score_root_moves(moves, 1, scores);
  return *std::max_element(scores.begin(), scores.end()) - scores[static_cast<std::size_t>(found - moves.begin())];
}

}  // namespace

std::vector<Move> judged_moves(const Observation& observation, int enemy_moves) {
  std::vector<Move> recent;
  const auto& history = observation.history();
  if (history.empty() || history.back().mover == observation.viewer()) return recent;
  for (auto it = history.rbegin(); it != history.rend() && enemy_moves > 0; ++it) {
    if (it->battle || it->move.has_rescue()) break;
    recent.push_back(it->move);
    enemy_moves -= it->mover != observation.viewer();
  }
  if (recent.size() % 2 == 0 && !recent.empty()) recent.pop_back();  // it ends with an enemy move
  return recent;
}

double enemy_moves_fit(const Position& determinized, std::span<const Move> recent, const Evaluator& evaluate,
                       TranspositionTable& table) {
  Board board = board_of(determinized);
  const Color enemy = opponent(determinized.side_to_move());
  int total = 0;
  for (std::size_t i = 0; i < recent.size(); ++i) {
    const Move& m = recent[i];
    if (!board[m.to].here || board[m.from].here) break;
    board[m.from] = board[m.to];
    board[m.to] = {};
    if (i % 2 != 0) continue;  // our move, taken back on the way
    Position before = position_of(board, determinized, enemy);
    const std::optional<int> fell_short = regret(before, m, evaluate, table);
    if (!fell_short) break;
    total += *fell_short;
  }
  return std::exp(-static_cast<double>(std::min(total, 20 * kInferenceTemperature)) / kInferenceTemperature);
}

}  // namespace stratego
