// Alpha-beta on one determinized position (every hidden rank filled in by a sample of the
// belief), with a capture quiescence search. It scores every root move, so that the
// scores of many determinizations can be averaged, deepening one ply at a time so that each
// iteration orders its moves by what the last one found (the transposition table's best
// move, then captures, then the quiet moves that refuted others: killers and history). The
// caution keeps it from using what only the sample knows: the root side's dear pieces leave
// bomb suspects alone, and the enemy takes the root side's flag only by a guess.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "ai/caution.hpp"
#include "ai/enemy_perception.hpp"
#include "ai/evaluate.hpp"
#include "ai/hidden_ranks.hpp"
#include "ai/prey.hpp"
#include "ai/transposition_table.hpp"
#include "engine/position.hpp"

namespace stratego {

// A determinization's score of a root move as it counts towards the sum over samples: a
// win it shows may come from where that sample put the enemy flag (one sample in 64 that
// takes a flag would outweigh a major lost in all), so a sampled win counts kSampleWinCap
// plus how soon it comes (win_floor: the least score of a win).
inline constexpr int kSampleWinCap = 1000;
inline int counted_score(int score, int win_floor) {
  return score <= kSampleWinCap ? score : kSampleWinCap + std::max(0, score - win_floor);
}

class DeterminizedSearch {
 public:
  // stop: set by the caller when time is up; the search then returns false. The table is
  // the thread's; the search starts a new generation in it. hidden: the root side's shares
  // of each unidentified enemy piece's ranks, which then settle its attacks on such pieces
  // (chance battles); without them those battles end as the sample says. perceived: the
  // enemy's shares of our unidentified pieces' ranks (enemy_perception), by which it decides
  // whether to attack them; without them it sees our ranks.
  DeterminizedSearch(Position& position, const Evaluator& evaluate, const Caution& caution, TranspositionTable& table,
                     const std::atomic<bool>* stop, const HiddenRanks* hidden = nullptr,
                     const HiddenRanks* perceived = nullptr);

  // The value of each root move for the side to move, searched depth plies deep (then
  // captures only), after every shallower depth. False when stopped before the end.
  bool score_root_moves(const MoveList& root, int depth, std::vector<int>& scores);
  std::uint64_t nodes() const { return nodes_; }

  static constexpr int kMaxPly = 64;

 private:
  bool score_root_iteration(const MoveList& root, int depth, std::vector<int>& scores);
  int negamax(int depth, int alpha, int beta, int ply);
  // The best of moves for the side to move at ply (alpha-beta); nullopt when it passes over
  // every one. best_move: the move that gave it.
  std::optional<int> best_of(MoveList& moves, int depth, int alpha, int beta, int ply, Move& best_move);
  // The enemy's attack most likely to walk into one of our pieces that beats it, by what it
  // sees of that piece, and how likely (0: none).
  std::pair<Move, double> likeliest_lure(const MoveList& moves, int ply) const;
  int quiesce(int alpha, int beta, int ply, int depth_left);
  // The value of m for the side moving at ply, the position after it searched by child
  // (a window for the side to move then, its value). quiet: what the side would get without
  // m, for an enemy's guess at our flag.
  template <typename Child, typename Quiet>
  int move_value(const Move& m, int ply, int alpha, int beta, Child&& child, Quiet&& quiet);
  template <typename Child, typename Quiet>
  int played_value(const Move& m, int ply, int alpha, int beta, Child&& child, Quiet&& quiet);
  // A root-side attack on an enemy piece it has not identified: the battle's outcomes (won,
  // flag taken, both removed, lost), each by its share of the belief, the piece taking the
  // sample's rank where that rank gives the outcome and the likeliest rank that does otherwise.
  template <typename Child>
  int chance_value(const Move& m, int ply, int alpha, int beta, Child&& child);
  bool attacks_unidentified(const Move& m, int ply) const;
  // What the root side's attack m on an unidentified enemy piece is worth for showing its
  // rank: only for a piece that has never moved (what those are is what the search lacks most,
  // ai/README.md), by how uncertain the root is of it.
  int reveal_worth(const Move& m) const;
  // Whether the side to move at ply passes over m: a move the caution forbids us, or an
  // attack the enemy declines by what it can see of our piece.
  bool passes_over(const Move& m, int ply) const;
  // What showing its surviving piece in the battle just played costs the side that moved
  // (Evaluator::reveal_cost; negative when the defender's piece was shown), from what each
  // side knew of the two pieces before it (kept in the move's undo).
  int reveal_cost(const Battle& battle, const Position::Undo& undo) const;
  // What the battle just played at ply costs the side that moved beyond the evaluation: the
  // reveal cost, less what an enemy attack that took a piece of the root side gains
  // (Evaluator::taken_cost).
  int battle_cost(const Battle& battle, const Position::Undo& undo, int ply) const;
  // Position::replace_rank, the piece terms following.
  void replace_rank(Sq q, Rank r);
  // True, and the value for the side that just moved in *value, when its battle took the flag.
  bool ends_game(const std::optional<Battle>& battle, int ply, int* value) const;
  // The value for the enemy of a move that took the root side's flag, given what a quiet
  // move would be worth to it.
  int guessed_flag_capture(int win, int quiet) const;
  bool root_side_moves(int ply) const { return ply % 2 == 0; }
  // The table's move, captures (the dearest victim by the cheapest attacker), killers, then
  // quiet moves by history; ties keep the generator's order.
  void order(MoveList& moves, int ply, Sq table_from, Sq table_to) const;
  void remember_refutation(const Move& m, int depth, int ply);
  bool stopped();

  Position& pos_;
  const Evaluator& evaluate_;
  const Caution& caution_;
  TranspositionTable& table_;
  const std::atomic<bool>* stop_;
  RootPrey prey_;
  PieceTerms terms_;  // of pos_, kept through make and unmake
  const HiddenRanks* hidden_;
  std::optional<HiddenPieceSquares> hidden_at_;
  std::optional<PerceivedAttacks> perceived_;
  std::array<std::array<std::uint8_t, kRankCount>, kRankCount> outcome_{};  // by attacker, defender
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  std::array<std::array<int, kMailboxSize>, kMailboxSize> history_{};
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
};

}  // namespace stratego
