// The board and everything needed to generate moves and to make and unmake them:
// pieces on a padded mailbox, piece lists, Zobrist hash, the public knowledge about every
// piece (moved, seen as a scout, revealed in battle) and the two-square rule's state.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "engine/battle.hpp"
#include "engine/move_list.hpp"
#include "engine/move_sets.hpp"
#include "engine/rules.hpp"
#include "engine/square_set.hpp"
#include "engine/types.hpp"
#include "engine/variant.hpp"

namespace stratego {

// What the opponent publicly knows about a piece.
enum Knowledge : std::uint8_t {
  kMoved = 1,       // it has moved, so it is neither bomb nor flag
  kScoutShown = 2,  // it moved further than any piece but a scout can
  kRevealed = 4,    // its rank was shown in a battle (or it came back by rescue)
};

// The two-square rule's memory for one side: its current run of moves by one piece
// back and forth along one line.
struct ShuttleRun {
  Sq from = kNoSq;   // the run's last move
  Sq to = kNoSq;
  Sq low = kNoSq;    // a move back that stops inside this span continues the run
  Sq high = kNoSq;   // (RuleSet::shuttle_span: the run's first move or its last)
  std::int8_t step = 0;  // 1 along a rank, kStride along a file, 0 when the move was not straight
  std::uint8_t count = 0;
  bool operator==(const ShuttleRun&) const = default;
};

// A rescue is part of its move, but it happens only when the moving piece survives the move.
inline bool rescue_happens(const Move& m, const std::optional<Battle>& battle) {
  return m.has_rescue() && (!battle || battle->attacker_survives());
}
// m as it was played: without its rescue when the rescue did not happen.
Move move_as_played(Move m, const std::optional<Battle>& battle);

enum class MoveError {
  None,
  GameOver,
  NotOnBoard,
  NoPiece,
  NotYourPiece,
  Immovable,
  OwnPieceOnTarget,
  Unreachable,  // not a move this piece can make: diagonal, too far, blocked, into a lake
  TwoSquareRule,
  MoreSquaresRule,
  BadRescue,
};
std::string_view describe(MoveError e);

class Position {
 public:
  Position(const Variant& variant, const RuleSet& rules);

  const Variant& variant() const { return *variant_; }
  const RuleSet& rules() const { return *rules_; }

  // --- set-up ---------------------------------------------------------------------
  void place(Color c, Rank r, Square s);  // no validation here: see setup.hpp
  void set_side_to_move(Color c);
  // The piece on q takes rank r, keeping what is known of it: for a search that tries each
  // rank a piece it has not identified may have. Counts and hash follow; what was placed
  // at set-up does not (captured() is meaningless until the rank is put back).
  void replace_rank(Sq q, Rank r) { put(q, piece_code(color_at(q), r), info_[q]); }
  // Takes over what both players know from another position with the same pieces:
  // knowledge flags, two-square state, turn and move count.
  void copy_public_state(const Position& other);

  // --- queries ----------------------------------------------------------------------
  Color side_to_move() const { return side_; }
  int ply() const { return ply_; }
  std::uint64_t hash() const { return hash_; }

  bool is_playable(Sq q) const { return cell_[q] != kWall; }
  bool is_empty(Sq q) const { return cell_[q] == kEmpty; }
  bool has_piece(Sq q) const { return (cell_[q] & kPieceBit) != 0; }
  Color color_at(Sq q) const { return static_cast<Color>((cell_[q] >> 4) & 1); }
  Rank rank_at(Sq q) const { return static_cast<Rank>(cell_[q] & 0x0F); }
  std::uint8_t knowledge_at(Sq q) const { return info_[q]; }
  bool is_enemy_of(Sq q, Color c) const { return has_piece(q) && color_at(q) != c; }

  int count(Color c, Rank r) const { return count_[index(c)][value(r)]; }
  int placed(Color c, Rank r) const { return army_[index(c)][value(r)]; }
  // Pieces of c no longer on the board. Meaningless for ranks the board does not know
  // (an observation's hidden enemy pieces): observations keep their own tally.
  int captured(Color c, Rank r) const { return army_[index(c)][value(r)] - count_[index(c)][value(r)]; }
  std::span<const Sq> squares_of(Color c) const { return {list_[index(c)].data(), list_size_[index(c)]}; }
  const SquareSet& rank_squares(Color c, Rank r) const { return by_rank_[index(c)][value(r)]; }
  const SquareSet& occupied(Color c) const { return occupied_[index(c)]; }
  // The playable squares no piece stands on.
  SquareSet empty_squares() const { return playable_ & ~(occupied_[0] | occupied_[1]); }
  const ShuttleRun& shuttle(Color c) const { return shuttle_[index(c)]; }
  bool is_back_row_of(Color c, Sq q) const;

  // --- moves ------------------------------------------------------------------------
  // Legal moves for c under the two-square rule, as if c were to move. Rescues are not
  // enumerated: a move that may rescue is listed once, without one.
  void generate_moves(Color c, MoveList& out) const;
  void generate_moves(MoveList& out) const { generate_moves(side_, out); }
  // The same moves as sets of targets, indexed in the same order: out[k] is the k-th move
  // that generate_moves lists.
  void generate_move_sets(MoveSets& out) const;
  // Those of the legal moves that attack an enemy piece, in the same order.
  void generate_captures(Color c, MoveList& out) const;
  void generate_captures(MoveList& out) const { generate_captures(side_, out); }
  bool has_legal_move(Color c) const;
  enum class TwoSquare { Apply, Ignore };
  MoveError check_move(const Move& m, TwoSquare two_square = TwoSquare::Apply) const;  // for the side to move
  bool reaches_enemy_back_row(const Move& m) const;
  // Ultimate lightning's rescue, judged from public facts only (so that a refusal never
  // tells the mover how a battle would end): the variant has rescues, m reaches the enemy
  // back row, the rank is one of the mover's captured pieces and the square a rescue square.
  // Whether the rescue then happens is rescue_happens().
  bool may_rescue(const Move& m) const { return variant_->rescue && reaches_enemy_back_row(m); }
  bool is_valid_rescue(const Move& m) const;
  // Whether a piece rescued by m may stand on q: a square empty once m is played, other
  // than the one m's piece lands on.
  bool is_rescue_square(const Move& m, Sq q) const {
    return is_playable(q) && (is_empty(q) || q == m.from) && q != m.to;
  }

  // --- make / unmake ----------------------------------------------------------------
  struct Undo {
    Move move;
    std::array<Sq, 3> squares{};
    std::array<std::uint8_t, 3> cells{};
    std::array<std::uint8_t, 3> infos{};
    std::uint8_t changed = 0;
    ShuttleRun shuttle;
    // What the opponent knew of the moving piece and of the piece it struck, before the move
    // (make remembers move.from first, move.to second).
    std::uint8_t mover_knowledge() const { return infos[0]; }
    std::uint8_t target_knowledge() const { return infos[1]; }
  };
  // Plays a move that check_move accepted. Returns the battle, if there was one.
  std::optional<Battle> make(const Move& m, Undo& undo);
  // Plays a move whose battle, if any, is already decided (an observation replaying public
  // events): the surviving piece takes the rank the battle revealed.
  void apply(const Move& m, const std::optional<Battle>& battle, Undo& undo);
  void unmake(const Undo& undo);

  bool operator==(const Position& other) const;  // same pieces, knowledge, side and rule state

 private:
  static constexpr std::uint8_t kEmpty = 0x00;
  static constexpr std::uint8_t kPieceBit = 0x20;
  static constexpr std::uint8_t kWall = 0x40;
  static constexpr std::uint8_t kColorAndPieceBits = 0x30;  // a wall has neither
  static constexpr int kMaxPieces = 40;

  static constexpr std::uint8_t piece_code(Color c, Rank r) {
    return static_cast<std::uint8_t>(kPieceBit | (index(c) << 4) | value(r));
  }
  // The one primitive that changes a square: keeps lists, counts and hash in step.
  void put(Sq q, std::uint8_t cell, std::uint8_t info);
  // A piece of the same colour moves from from to the empty square to, as cell with info.
  void relocate(Sq from, Sq to, std::uint8_t cell, std::uint8_t info);
  void remember(Undo& undo, Sq q) const;
  template <typename Visit>
  bool visit_targets(Sq from, Color c, Visit&& visit) const;
  template <typename Visit>
  bool visit_moves(Color c, Visit&& visit) const;
  // Where c's pieces may move to: the board's empty and enemy squares.
  SquareSet move_targets(Color c) const { return playable_ & ~occupied_[index(c)]; }
  // The legal moves of c that end on a square of targets (empty or enemy squares).
  void generate_moves_to(Color c, SquareSet targets, MoveList& out) const;
  // Calls group(targets, delta) for each set of moves that go from to - delta to a square
  // of targets (one-step moves by direction, then the scouts' by direction and length),
  // then single(move) for each move of the pieces checked one by one (the two-square rule,
  // captains that move two squares): the order of generate_moves.
  template <typename Group, typename Single>
  void visit_move_groups(Color c, SquareSet targets, Group&& group, Single&& single) const;
  bool shuttle_binds(Color c) const {
    return rules_->two_square_limit > 0 && shuttle_[index(c)].count >= rules_->two_square_limit;
  }
  bool continues_shuttle(const ShuttleRun& run, const Move& m) const;
  bool forbidden_by_shuttle(Color c, const Move& m) const;
  void record_shuttle(Color c, const Move& m);

  const Variant* variant_;
  const RuleSet* rules_;
  std::array<std::uint8_t, kMailboxSize> cell_{};
  std::array<std::uint8_t, kMailboxSize> info_{};
  std::array<std::uint8_t, kMailboxSize> slot_{};
  std::array<std::array<Sq, kMaxPieces>, 2> list_{};
  std::array<std::uint8_t, 2> list_size_{};
  using RankCounts = std::array<int, kRankCount + 1>;  // + Rank::Unknown
  std::array<RankCounts, 2> count_{};
  std::array<std::array<SquareSet, kRankCount + 1>, 2> by_rank_{};
  std::array<SquareSet, 2> occupied_{};
  SquareSet playable_;
  std::array<RankCounts, 2> army_{};  // what was placed at set-up
  std::array<ShuttleRun, 2> shuttle_{};
  Color side_ = Color::Red;
  int ply_ = 0;
  std::uint64_t hash_ = 0;
};

}  // namespace stratego
