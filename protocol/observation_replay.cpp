#include "protocol/observation_replay.hpp"

#include <array>
#include <vector>

#include "engine/notation.hpp"

namespace stratego {
namespace {

std::string piece_text(Color c, Rank r) { return std::string(color_name(c)) + " " + std::string(rank_name(r)); }

// A known rank must be the rank the battle shows; an unknown one may be anything.
std::string rank_mismatch(Rank known, Rank shown, Sq q) {
  if (known == Rank::Unknown || known == shown) return {};
  return "the battle shows a " + std::string(rank_name(shown)) + " on " + square_name(q) + ", known to be a " +
         std::string(rank_name(known));
}

// A battle that shows the rank of an enemy piece the viewer did not know shows one more of
// that rank than the viewer knew of (captured or identified on the board): the army must
// hold that many.
std::string army_excess(const Observation& view, Rank shown, Sq q) {
  const Position& board = view.board();
  const Color enemy = opponent(view.viewer());
  if (board.color_at(q) != enemy || board.rank_at(q) != Rank::Unknown) return {};
  int known = view.captured(enemy, shown);
  for (Sq s : board.squares_of(enemy))
    if (board.rank_at(s) == shown) ++known;
  if (known < board.variant().army[value(shown)]) return {};
  return "the battle shows a " + piece_text(enemy, shown) + " on " + square_name(q) + ", one more than the " +
         board.variant().name + " army holds";
}

std::string battle_error(const Observation& view, const PublicMove& event) {
  const Position& board = view.board();
  const Battle& b = *event.battle;
  if (b.attacker_color != event.mover || b.from != event.move.from || b.to != event.move.to)
    return "the battle is not the move's";
  if (std::string e = rank_mismatch(board.rank_at(b.from), b.attacker, b.from); !e.empty()) return e;
  if (std::string e = rank_mismatch(board.rank_at(b.to), b.defender, b.to); !e.empty()) return e;
  if (std::string e = army_excess(view, b.attacker, b.from); !e.empty()) return e;
  return army_excess(view, b.defender, b.to);
}

std::string rescue_error(const Observation& view, const PublicMove& event) {
  const Position& board = view.board();
  const Move& m = event.move;
  if (!board.may_rescue(m)) return "the move cannot bring a piece back";
  if (!board.variant().on_board(to_square(m.rescue_to)) || !board.is_rescue_square(m, m.rescue_to))
    return "a piece cannot be brought back onto " + square_name(m.rescue_to);
  if (!is_movable(m.rescue_rank) && m.rescue_rank != Rank::Bomb && m.rescue_rank != Rank::Flag)
    return "no such rank to bring back";
  if (view.captured(event.mover, m.rescue_rank) <= 0) return "no captured " + std::string(rank_name(m.rescue_rank)) + " to bring back";
  return {};
}

// The ranks the enemy's moving piece may have: the battle's or the known one; an unknown
// piece may be anything that moves, and a scout (and where the variant lets a captain go two
// squares, a captain) reaches every square any rank could.
std::vector<Rank> possible_movers(const Position& board, const PublicMove& event) {
  const Rank known = event.battle ? event.battle->attacker : board.rank_at(event.move.from);
  if (known != Rank::Unknown) return {known};
  if (board.variant().captain_moves_two) return {Rank::Scout, Rank::Captain};
  return {Rank::Scout};
}

std::string broken_rule(const Move& m, MoveError error) {
  return "the enemy's move " + move_text(m) + " breaks the rules: " + std::string(describe(error));
}

// The enemy's move under the movement rules, judged on what the viewer knows: no bomb or
// flag moves, and the piece's rank reaches the target (straight, not through a piece or a
// lake, one square unless it is a scout).
std::string enemy_move_error(const Observation& view, const PublicMove& event) {
  const Move plain = event.move.without_rescue();  // a rescue is judged apart (rescue_error)
  MoveError error = MoveError::Unreachable;
  for (const Rank rank : possible_movers(view.board(), event)) {
    Position as_rank = view.board();
    as_rank.place(event.mover, rank, to_square(plain.from));
    error = as_rank.check_move(plain, Position::TwoSquare::Ignore);
    if (error == MoveError::None) return {};
  }
  return broken_rule(plain, error);
}

}  // namespace

std::string repetition_error(const Observation& view, const PublicMove& event) {
  if (event.mover == view.viewer() || event.mover != view.side_to_move()) return {};
  const Move plain = event.move.without_rescue();  // a rescue is judged apart (rescue_error)
  const Position& board = view.board();
  if (!board.has_piece(plain.from) || board.color_at(plain.from) != event.mover) return {};
  // Any movable rank will do: the two-square rule reads where the piece went, not what it is.
  Position as_movable = board;
  as_movable.place(event.mover, Rank::Scout, to_square(plain.from));
  if (as_movable.check_move(plain) == MoveError::TwoSquareRule) return broken_rule(plain, MoveError::TwoSquareRule);
  if (view.chase_forbids(plain)) return broken_rule(plain, MoveError::MoreSquaresRule);
  return {};
}

std::string replay_error(const Observation& view, const PublicMove& event) {
  const Position& board = view.board();
  const Variant& v = board.variant();
  const Move& m = event.move;
  if (event.mover != view.side_to_move()) return "it is " + std::string(color_name(view.side_to_move())) + "'s turn";
  if (!v.on_board(to_square(m.from)) || !v.on_board(to_square(m.to)) || !board.is_playable(m.to) || m.from == m.to)
    return "the move leaves the board";
  if (!board.has_piece(m.from) || board.color_at(m.from) != event.mover)
    return "no " + std::string(color_name(event.mover)) + " piece stands on " + square_name(m.from);
  if (board.has_piece(m.to) && board.color_at(m.to) == event.mover)
    return square_name(m.from) + "-" + square_name(m.to) + " lands on its own piece";
  if (board.has_piece(m.to) != event.battle.has_value())
    return "the move " + move_text(m) + (board.has_piece(m.to) ? " must be a battle" : " cannot be a battle");
  if (event.battle)
    if (std::string e = battle_error(view, event); !e.empty()) return e;
  if (m.has_rescue())
    if (std::string e = rescue_error(view, event); !e.empty()) return e;
  if (event.mover == view.viewer()) return view.is_legal(m) ? std::string() : "our own move " + move_text(m) + " is not legal";
  return enemy_move_error(view, event);
}

namespace {

RebuiltObservation failed(std::string error) { return {std::nullopt, std::move(error), {}}; }

struct Slot {
  bool taken = false;
  Color color = Color::Red;
  Rank rank = Rank::Unknown;
};
using Board = std::array<Slot, kMailboxSize>;

std::string expect_piece(const Board& board, Sq q, Color c) {
  if (board[q].taken && board[q].color == c) return {};
  return "no " + std::string(color_name(c)) + " piece on " + square_name(q) + " to take back";
}

// Puts the board back as it was before `event`.
std::string take_back(Board& board, const PublicMove& event) {
  const Move& m = event.move;
  const Color mover = event.mover;
  const std::optional<Battle>& battle = event.battle;
  if (m.from >= kMailboxSize || m.to >= kMailboxSize || m.rescue_to >= kMailboxSize) return "a move leaves the board";
  if (rescue_happens(m, battle)) {
    if (std::string e = expect_piece(board, m.rescue_to, mover); !e.empty()) return e;
    board[m.rescue_to] = {};
  }
  Rank mover_rank = battle ? battle->attacker : Rank::Unknown;
  if (!battle || battle->attacker_survives()) {
    if (std::string e = expect_piece(board, m.to, mover); !e.empty()) return e;
    if (!battle) mover_rank = board[m.to].rank;
    board[m.to] = {};
  }
  if (board[m.from].taken) return square_name(m.from) + " is not empty before its piece moves";
  board[m.from] = {true, mover, mover_rank};
  if (!battle) return {};
  if (battle->defender_survives()) return expect_piece(board, m.to, opponent(mover));
  if (board[m.to].taken) return square_name(m.to) + " holds a piece that the battle removed";
  board[m.to] = {true, opponent(mover), battle->defender};
  return {};
}

std::string start_error(const Variant& variant, Color viewer, const Board& board) {
  std::array<int, 2> pieces{};
  std::array<Army, 2> ranks{};
  for (Square s : variant.squares()) {
    const Slot& slot = board[to_sq(s)];
    if (!slot.taken) continue;
    if (variant.is_lake(s)) return "a piece stands on the lake " + square_name(s);
    if (slot.color == viewer && slot.rank == Rank::Unknown) return "our own piece on " + square_name(s) + " has no rank";
    ++pieces[index(slot.color)];
    if (slot.rank != Rank::Unknown) ++ranks[index(slot.color)][value(slot.rank)];
  }
  for (Color c : {Color::Red, Color::Blue}) {
    if (pieces[index(c)] > variant.army_size())
      return std::to_string(pieces[index(c)]) + " " + std::string(color_name(c)) + " pieces, more than an army of " +
             std::to_string(variant.army_size());
    for (Rank r : kAllRanks)
      if (ranks[index(c)][value(r)] > variant.army[value(r)])
        return "more " + piece_text(c, r) + " pieces than the army holds";
  }
  return {};
}

}  // namespace

RebuiltObservation rebuild_observation(const Variant& variant, const RuleSet& rules, Color viewer,
                                       const std::vector<KnownPiece>& now, const std::vector<PublicMove>& history) {
  Board board{};
  for (const KnownPiece& p : now) {
    if (!variant.on_board(p.square)) return failed("a piece stands off the board");
    Slot& slot = board[to_sq(p.square)];
    if (slot.taken) return failed("two pieces on " + square_name(p.square));
    slot = {true, p.color, p.color == viewer ? p.rank : Rank::Unknown};
  }
  for (std::size_t i = history.size(); i-- > 0;)
    if (std::string e = take_back(board, history[i]); !e.empty())
      return failed("taking back move " + std::to_string(i + 1) + ": " + e);
  if (std::string e = start_error(variant, viewer, board); !e.empty()) return failed("at the start: " + e);
  Position start(variant, rules);
  std::vector<KnownPiece> pieces;
  for (Square s : variant.squares())
    if (const Slot& slot = board[to_sq(s)]; slot.taken) {
      start.place(slot.color, slot.rank, s);
      pieces.push_back({s, slot.color, slot.color == viewer ? slot.rank : Rank::Unknown});
    }
  RebuiltObservation rebuilt{Observation(start, viewer), {}, std::move(pieces)};
  for (std::size_t i = 0; i < history.size(); ++i) {
    std::string e = replay_error(*rebuilt.view, history[i]);
    if (e.empty()) e = repetition_error(*rebuilt.view, history[i]);
    if (!e.empty()) return failed("move " + std::to_string(i + 1) + ": " + e);
    rebuilt.view->apply(history[i]);
  }
  return rebuilt;
}

}  // namespace stratego
