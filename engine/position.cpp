#include "engine/position.hpp"

#include <bit>
#include <cstdlib>

#include "engine/seed_mix.hpp"

namespace stratego {
namespace {

// Fixed keys, so that hashes are stable across runs; made at compile time.
struct Zobrist {
  static constexpr int kCodes = 32;  // a piece's code without its piece bit: colour and rank
  std::array<std::array<std::uint64_t, kMailboxSize>, kCodes> piece{};
  std::uint64_t blue_to_move = 0;

  constexpr Zobrist() {
    constexpr std::uint64_t kSeed = 0x9E3779B97F4A7C15ULL;
    // The keys of 64 codes, of which pieces use the upper half.
    for (int code = 0; code < kCodes; ++code)
      for (int q = 0; q < kMailboxSize; ++q)
        piece[code][q] = mix_seed(kSeed, static_cast<std::uint64_t>((kCodes + code) * kMailboxSize + q));
    blue_to_move = mix_seed(kSeed, 2 * kCodes * kMailboxSize);
  }
  std::uint64_t key(std::uint8_t cell, Sq q) const { return piece[cell & (kCodes - 1)][q]; }
};
constexpr Zobrist kZobrist;

int sign(int x) { return (x > 0) - (x < 0); }

}  // namespace

std::string_view describe(MoveError e) {
  switch (e) {
    case MoveError::None: return "legal";
    case MoveError::GameOver: return "the game is over";
    case MoveError::NotOnBoard: return "square is not on the board";
    case MoveError::NoPiece: return "no piece on the source square";
    case MoveError::NotYourPiece: return "the piece belongs to the opponent";
    case MoveError::Immovable: return "bombs and flags never move";
    case MoveError::OwnPieceOnTarget: return "the target square holds an own piece";
    case MoveError::Unreachable: return "the piece cannot reach the target (diagonal, too far, blocked or a lake)";
    case MoveError::TwoSquareRule: return "two-square rule: the piece may not move between the same squares again";
    case MoveError::MoreSquaresRule: return "more-squares rule: this chasing move repeats a position of the chase";
    case MoveError::BadRescue: return "invalid rescue";
  }
  return "unknown error";
}

Position::Position(const Variant& variant, const RuleSet& rules) : variant_(&variant), rules_(&rules) {
  cell_.fill(kWall);
  for (int r = 0; r < variant.height; ++r)
    for (int f = 0; f < variant.width; ++f) {
      Square s{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)};
      if (variant.is_lake(s)) continue;
      cell_[to_sq(s)] = kEmpty;
      playable_.insert(to_sq(s));
    }
}

void Position::place(Color c, Rank r, Square s) {
  Sq q = to_sq(s);
  put(q, piece_code(c, r), 0);
  ++army_[index(c)][value(r)];
}

void Position::set_side_to_move(Color c) {
  if (c != side_) hash_ ^= kZobrist.blue_to_move;
  side_ = c;
}

void Position::copy_public_state(const Position& other) {
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : squares_of(c)) info_[q] = other.info_[q];
  shuttle_ = other.shuttle_;
  set_side_to_move(other.side_);
  ply_ = other.ply_;
}

bool Position::is_back_row_of(Color c, Sq q) const {
  int rank = to_square(q).rank;
  return c == Color::Red ? rank == 0 : rank == variant_->height - 1;
}

void Position::put(Sq q, std::uint8_t cell, std::uint8_t info) {
  const std::uint8_t old = cell_[q];
  if (old & kPieceBit) {
    int c = (old >> 4) & 1;
    auto& list = list_[c];
    std::uint8_t slot = slot_[q];
    Sq last = list[--list_size_[c]];
    list[slot] = last;
    slot_[last] = slot;
    --count_[c][old & 0x0F];
    by_rank_[c][old & 0x0F].erase(q);
    occupied_[c].erase(q);
    hash_ ^= kZobrist.key(old, q);
  }
  cell_[q] = cell;
  info_[q] = info;
  if (cell & kPieceBit) {
    int c = (cell >> 4) & 1;
    slot_[q] = list_size_[c];
    list_[c][list_size_[c]++] = q;
    ++count_[c][cell & 0x0F];
    by_rank_[c][cell & 0x0F].insert(q);
    occupied_[c].insert(q);
    hash_ ^= kZobrist.key(cell, q);
  }
}

// put(from, kEmpty, 0) then put(to, cell, info), in one go for the most common change.
void Position::relocate(Sq from, Sq to, std::uint8_t cell, std::uint8_t info) {
  const std::uint8_t old = cell_[from];
  const int c = (old >> 4) & 1;
  auto& list = list_[c];
  const std::uint8_t slot = slot_[from];
  const std::uint8_t last_slot = static_cast<std::uint8_t>(list_size_[c] - 1);
  const Sq last = list[last_slot];
  list[slot] = last;
  slot_[last] = slot;
  list[last_slot] = to;
  slot_[to] = last_slot;
  if (cell != old) {
    --count_[c][old & 0x0F];
    ++count_[c][cell & 0x0F];
  }
  by_rank_[c][old & 0x0F].erase(from);
  by_rank_[c][cell & 0x0F].insert(to);
  occupied_[c].erase(from);
  occupied_[c].insert(to);
  hash_ ^= kZobrist.key(old, from) ^ kZobrist.key(cell, to);
  cell_[from] = kEmpty;
  info_[from] = 0;
  cell_[to] = cell;
  info_[to] = info;
}

// Calls visit(to) for every square the piece on from can move to or attack; stops early
// when visit returns true, and then returns true.
template <typename Visit>
bool Position::visit_targets(Sq from, Color c, Visit&& visit) const {
  const Rank rank = rank_at(from);
  const std::uint8_t enemy = piece_code(opponent(c), Rank::Flag) & kColorAndPieceBits;
  auto open = [&](Sq t) {
    const std::uint8_t cell = cell_[t];
    return cell == kEmpty || (cell & kColorAndPieceBits) == enemy;
  };
  if (rank == Rank::Scout) {
    for (int d : kDirections) {
      int t = from + d;
      for (; cell_[t] == kEmpty; t += d)
        if (visit(static_cast<Sq>(t))) return true;
      if ((cell_[t] & kColorAndPieceBits) == enemy && visit(static_cast<Sq>(t))) return true;
    }
    return false;
  }
  if (rank == Rank::Captain && variant_->captain_moves_two) {
    // Up to two steps, straight or around a corner, through an empty middle square.
    std::array<Sq, 12> seen{};
    std::size_t n = 0;
    auto once = [&](Sq t) {
      for (std::size_t i = 0; i < n; ++i)
        if (seen[i] == t) return false;
      seen[n++] = t;
      return visit(t);
    };
    for (int d : kDirections) {
      Sq mid = static_cast<Sq>(from + d);
      if (!open(mid)) continue;
      if (once(mid)) return true;
      if (cell_[mid] != kEmpty) continue;
      for (int e : kDirections) {
        Sq t = static_cast<Sq>(mid + e);
        if (t != from && open(t) && once(t)) return true;
      }
    }
    return false;
  }
  for (int d : kDirections) {
    Sq t = static_cast<Sq>(from + d);
    if (open(t) && visit(t)) return true;
  }
  return false;
}

template <typename Visit>
bool Position::visit_moves(Color c, Visit&& visit) const {
  const ShuttleRun& run = shuttle_[index(c)];
  const bool shuttle_may_bind = shuttle_binds(c);
  const auto squares = squares_of(c);
  for (Sq from : squares) {
    if (!is_movable(rank_at(from))) continue;
    const bool check = shuttle_may_bind && from == run.to;
    bool stop = visit_targets(from, c, [&](Sq to) {
      Move m{from, to};
      if (check && continues_shuttle(run, m)) return false;
      return visit(m);
    });
    if (stop) return true;
  }
  return false;
}

namespace {

// The slides of scouts in direction D, length by length: group(targets reached, offset).
template <int D, typename Group>
void visit_slides(SquareSet scouts, const SquareSet& targets, const SquareSet& empty, Group& group) {
  for (int length = 1; !scouts.empty(); ++length) {
    const SquareSet step = shifted<D>(scouts);
    group(step & targets, length * D);
    scouts = step & empty;
  }
}

}  // namespace

// Direction by direction in kDirections' order, the pieces in the order of their squares'
// bits, then the scouts' moves by direction and length, then the pieces checked one by one:
// an order the position alone sets, whatever order its pieces were placed in.
template <typename Group, typename Single>
void Position::visit_move_groups(Color c, SquareSet targets, Group&& group, Single&& single) const {
  static_assert(kDirections == std::array<int, 4>{1, -1, kStride, -kStride});
  const auto& mine = by_rank_[index(c)];
  const ShuttleRun& run = shuttle_[index(c)];
  const bool shuttle_bound = shuttle_binds(c);
  SquareSet checked;
  if (shuttle_bound) checked.insert(run.to);
  if (variant_->captain_moves_two) checked |= mine[value(Rank::Captain)];
  const SquareSet unmoving = mine[value(Rank::Bomb)] | mine[value(Rank::Flag)] | mine[value(Rank::Unknown)];
  const SquareSet scouts = mine[value(Rank::Scout)] & ~checked;
  const SquareSet steppers = occupied_[index(c)] & ~(unmoving | checked | scouts);
  const SquareSet empty = empty_squares();
  group(shifted<1>(steppers) & targets, 1);
  group(shifted<-1>(steppers) & targets, -1);
  group(shifted<kStride>(steppers) & targets, kStride);
  group(shifted<-kStride>(steppers) & targets, -kStride);
  visit_slides<1>(scouts, targets, empty, group);
  visit_slides<-1>(scouts, targets, empty, group);
  visit_slides<kStride>(scouts, targets, empty, group);
  visit_slides<-kStride>(scouts, targets, empty, group);
  (checked & occupied_[index(c)] & ~unmoving).for_each([&](Sq from) {
    const bool check = shuttle_bound && from == run.to;
    visit_targets(from, c, [&](Sq to) {
      const Move m{from, to};
      if (targets.contains(to) && !(check && continues_shuttle(run, m))) single(m);
      return false;
    });
  });
}

namespace {

// Move{from, to} in one store: the move's bits with from and to zero, to which each adds its
// square.
Move plain_move(Sq from, Sq to) {
  static_assert(sizeof(Move) == 4 && std::endian::native == std::endian::little);
  constexpr std::uint32_t kNoSquares = std::bit_cast<std::uint32_t>(Move{0, 0});
  return std::bit_cast<Move>(kNoSquares | from | std::uint32_t{to} << 8);
}

}  // namespace

void Position::generate_moves(Color c, MoveList& out) const {
  generate_moves_to(c, move_targets(c), out);
}

void Position::generate_captures(Color c, MoveList& out) const {
  generate_moves_to(c, occupied_[index(opponent(c))], out);
}

void Position::generate_moves_to(Color c, SquareSet targets, MoveList& out) const {
  Move* const first = out.storage();
  Move* next = first;
  visit_move_groups(
      c, targets,
      [&](const SquareSet& tos, int delta) { tos.for_each([&](Sq to) { *next++ = plain_move(static_cast<Sq>(to - delta), to); }); },
      [&](const Move& m) { *next++ = m; });
  out.set_size(static_cast<std::size_t>(next - first));
}

void Position::generate_move_sets(MoveSets& out) const {
  out.clear();
  visit_move_groups(
      side_, move_targets(side_), [&](const SquareSet& tos, int delta) { out.add_group(tos, delta); },
      [&](const Move& m) { out.add_single(m); });
}

bool Position::has_legal_move(Color c) const {
  return visit_moves(c, [](const Move&) { return true; });
}

bool Position::continues_shuttle(const ShuttleRun& run, const Move& m) const {
  if (run.count == 0 || run.step == 0 || m.from != run.to) return false;
  const int delta = m.to - m.from;
  if (run.step == 1) {
    if (row_of(m.to) != row_of(m.from)) return false;
  } else if (column_of(m.to) != column_of(m.from)) {
    return false;
  }
  if (sign(delta) == sign(run.to - run.from)) return false;  // not back towards where it came from
  return m.to >= run.low && m.to <= run.high;
}

bool Position::forbidden_by_shuttle(Color c, const Move& m) const {
  return shuttle_binds(c) && continues_shuttle(shuttle_[index(c)], m);
}

void Position::record_shuttle(Color c, const Move& m) {
  ShuttleRun& run = shuttle_[index(c)];
  if (continues_shuttle(run, m)) {
    run.from = m.from;
    run.to = m.to;
    if (rules_->shuttle_span == ShuttleSpan::PreviousMove) {
      run.low = std::min(m.from, m.to);
      run.high = std::max(m.from, m.to);
    }
    if (run.count < 255) ++run.count;
    return;
  }
  run.from = m.from;
  run.to = m.to;
  run.low = std::min(m.from, m.to);
  run.high = std::max(m.from, m.to);
  run.step = static_cast<std::int8_t>(row_of(m.to) == row_of(m.from) ? 1 : column_of(m.to) == column_of(m.from) ? kStride : 0);
  run.count = 1;
}

bool Position::reaches_enemy_back_row(const Move& m) const {
  return is_back_row_of(opponent(side_), m.to);
}

MoveError Position::check_move(const Move& m, TwoSquare two_square) const {
  if (!is_playable(m.from) || !is_playable(m.to)) return MoveError::NotOnBoard;
  if (!has_piece(m.from)) return MoveError::NoPiece;
  if (color_at(m.from) != side_) return MoveError::NotYourPiece;
  if (!is_movable(rank_at(m.from))) return MoveError::Immovable;
  if (has_piece(m.to) && color_at(m.to) == side_) return MoveError::OwnPieceOnTarget;
  bool reachable = visit_targets(m.from, side_, [&m](Sq t) { return t == m.to; });
  if (!reachable) return MoveError::Unreachable;
  if (two_square == TwoSquare::Apply && forbidden_by_shuttle(side_, m)) return MoveError::TwoSquareRule;
  if (m.has_rescue() && !is_valid_rescue(m)) return MoveError::BadRescue;
  return MoveError::None;
}

bool Position::is_valid_rescue(const Move& m) const {
  return may_rescue(m) && m.rescue_rank != Rank::Unknown && captured(side_, m.rescue_rank) > 0 &&
         is_rescue_square(m, m.rescue_to);
}

Move move_as_played(Move m, const std::optional<Battle>& battle) {
  return rescue_happens(m, battle) ? m : m.without_rescue();
}

void Position::remember(Undo& undo, Sq q) const {
  undo.squares[undo.changed] = q;
  undo.cells[undo.changed] = cell_[q];
  undo.infos[undo.changed] = info_[q];
  ++undo.changed;
}

std::optional<Battle> Position::make(const Move& m, Undo& undo) {
  std::optional<Battle> battle;
  if (has_piece(m.to)) {
    battle = resolve_battle(*variant_, rank_at(m.from), rank_at(m.to));
    battle->attacker_color = side_;
    battle->from = m.from;
    battle->to = m.to;
  }
  apply(m, battle, undo);
  return battle;
}

void Position::apply(const Move& m, const std::optional<Battle>& battle, Undo& undo) {
  undo.move = m;
  undo.changed = 0;
  undo.shuttle = shuttle_[index(side_)];
  remember(undo, m.from);
  remember(undo, m.to);

  std::uint8_t mover_info = info_[m.from] | kMoved;
  const int longest_non_scout = variant_->captain_moves_two ? 2 : 1;
  const bool scout_shown = square_distance(m.from, m.to) > longest_non_scout;
  if (scout_shown) mover_info |= kScoutShown;
  std::uint8_t mover = scout_shown ? piece_code(side_, Rank::Scout) : cell_[m.from];

  if (battle) {
    const std::uint8_t defender = piece_code(opponent(side_), battle->defender);
    mover = piece_code(side_, battle->attacker);
    put(m.from, kEmpty, 0);
    switch (battle->outcome) {
      case BattleOutcome::AttackerWins: put(m.to, mover, mover_info | kRevealed); break;
      case BattleOutcome::DefenderWins: put(m.to, defender, info_[m.to] | kRevealed); break;
      case BattleOutcome::BothRemoved: put(m.to, kEmpty, 0); break;
    }
  } else if (is_empty(m.to) && has_piece(m.from) && color_at(m.from) == side_) {
    relocate(m.from, m.to, mover, mover_info);
  } else {  // an event that does not fit the board (an observation fed a bad record)
    put(m.from, kEmpty, 0);
    put(m.to, mover, mover_info);
  }
  if (rescue_happens(m, battle)) {
    remember(undo, m.rescue_to);
    put(m.rescue_to, piece_code(side_, m.rescue_rank), kRevealed);
  }
  record_shuttle(side_, m);
  set_side_to_move(opponent(side_));
  ++ply_;
}

void Position::unmake(const Undo& undo) {
  set_side_to_move(opponent(side_));
  --ply_;
  shuttle_[index(side_)] = undo.shuttle;
  for (int i = undo.changed - 1; i >= 0; --i) put(undo.squares[i], undo.cells[i], undo.infos[i]);
}

bool Position::operator==(const Position& other) const {
  return variant_ == other.variant_ && rules_ == other.rules_ && cell_ == other.cell_ && info_ == other.info_ &&
         count_ == other.count_ && army_ == other.army_ && shuttle_ == other.shuttle_ && side_ == other.side_ &&
         ply_ == other.ply_ && hash_ == other.hash_;
}

}  // namespace stratego
