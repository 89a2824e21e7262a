#include "engine/observation.hpp"

namespace stratego {

Rank Observation::known_rank(const Position& truth, Sq q, Color viewer) {
  if (truth.color_at(q) == viewer || (truth.knowledge_at(q) & kRevealed)) return truth.rank_at(q);
  if (truth.knowledge_at(q) & kScoutShown) return Rank::Scout;
  return Rank::Unknown;
}

Observation::Observation(const Position& truth, Color viewer) : board_(truth.variant(), truth.rules()), viewer_(viewer) {
  // Rebuild the board piece by piece so that no hidden rank is ever copied.
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : truth.squares_of(c)) board_.place(c, known_rank(truth, q, viewer), to_square(q));
  for (Color c : {Color::Red, Color::Blue})
    for (Rank r : kAllRanks) captured_[index(c)][value(r)] = truth.captured(c, r);
  board_.copy_public_state(truth);
}

Observation Observation::as_seen_by_opponent() const {
  Observation seen = *this;
  seen.viewer_ = opponent(viewer_);
  Position board(variant(), rules());
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : board_.squares_of(c)) board.place(c, known_rank(board_, q, seen.viewer_), to_square(q));
  board.copy_public_state(board_);
  seen.board_ = std::move(board);
  return seen;
}

SquareView Observation::at(Square s) const {
  SquareView v;
  if (!variant().on_board(s)) return v;
  const Sq q = to_sq(s);
  if (!board_.is_playable(q)) {
    v.kind = SquareView::Kind::Lake;
    return v;
  }
  if (!board_.has_piece(q)) return v;
  v.kind = board_.color_at(q) == viewer_ ? SquareView::Kind::Own : SquareView::Kind::Enemy;
  v.rank = board_.rank_at(q);
  v.moved = (board_.knowledge_at(q) & kMoved) != 0;
  v.revealed = (board_.knowledge_at(q) & kRevealed) != 0;
  return v;
}

void Observation::legal_moves(MoveList& out) const {
  board_.generate_moves(viewer_, out);
  if (side_to_move() == viewer_) chase_.remove_forbidden(board_, out);
}

bool Observation::is_legal(const Move& m) const {
  MoveList moves;
  legal_moves(moves);
  return side_to_move() == viewer_ && moves.contains(m);
}

Observation::RescueChoices Observation::rescue_choices(Move m) const {
  static constexpr std::array<Rank, 12> kStrongestFirst = {
      Rank::Marshal, Rank::General, Rank::Colonel, Rank::Major, Rank::Captain, Rank::Lieutenant,
      Rank::Sergeant, Rank::Miner, Rank::Scout, Rank::Spy, Rank::Bomb, Rank::Flag};
  RescueChoices choices;
  if (side_to_move() != viewer_ || !board_.may_rescue(m)) return choices;
  for (Rank rank : kStrongestFirst) {
    m.rescue_rank = rank;
    m.rescue_to = m.from;  // a rescue square for every move
    if (board_.is_valid_rescue(m)) choices.ranks.push_back(rank);
  }
  if (choices.ranks.empty()) return choices;
  for (Square s : variant().squares())
    if (board_.is_rescue_square(m, to_sq(s))) choices.squares.push_back(s);
  return choices;
}

void Observation::apply(const PublicMove& event) {
  Position::Undo undo;
  if (event.battle) {
    const Battle& b = *event.battle;
    if (!b.attacker_survives()) ++captured_[index(b.attacker_color)][value(b.attacker)];
    if (!b.defender_survives()) ++captured_[index(opponent(b.attacker_color))][value(b.defender)];
  }
  if (rescue_happens(event.move, event.battle)) --captured_[index(event.mover)][value(event.move.rescue_rank)];
  const bool chasing = chase_.is_chasing_move(board_, event.move);
  board_.apply(event.move, event.battle, undo);
  chase_.record(board_, event.mover, event.move, chasing);
  history_.push_back(event);
}

bool Observation::operator==(const Observation& other) const {
  if (viewer_ != other.viewer_ || &variant() != &other.variant() || captured_ != other.captured_ ||
      side_to_move() != other.side_to_move() || ply() != other.ply())
    return false;
  for (Color c : {Color::Red, Color::Blue})
    if (!(board_.shuttle(c) == other.board_.shuttle(c))) return false;
  for (int r = 0; r < variant().height; ++r)
    for (int f = 0; f < variant().width; ++f) {
      Square s{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)};
      if (!(at(s) == other.at(s))) return false;
    }
  return true;
}
}  // namespace stratego
