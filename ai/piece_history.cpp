#include "ai/piece_history.hpp"

#include <algorithm>

#include "ai/setup_prior.hpp"

namespace stratego {
namespace {

bool adjacent(Sq a, Sq b) { return square_distance(a, b) == 1; }

// Every piece of the game, tracked through the public history by an id: first from the
// board now back to the start (which piece stood where before each move), then forward
// again, collecting what the enemy's pieces did.
class HistoryReplay {
 public:
  explicit HistoryReplay(const Observation& obs) : obs_(obs), viewer_(obs.viewer()) {
    occupant_.fill(-1);
    const Position& board = obs.board();
    for (Color c : {Color::Red, Color::Blue})
      for (Sq q : board.squares_of(c)) occupant_[q] = add(c, board.rank_at(q));
    now_ = occupant_;
    rewind();
    for (int q = 0; q < kMailboxSize; ++q)
      if (occupant_[q] >= 0) pieces_[occupant_[q]].history.origin = static_cast<Sq>(q);
    replay();
  }

  std::vector<PieceHistory> enemy_on_board() const {
    const Sq general = enemy_general_origin();
    std::vector<PieceHistory> out;
    for (Sq q : obs_.board().squares_of(opponent(viewer_))) {
      PieceHistory h = pieces_[now_[q]].history;
      h.square = q;
      if (h.origin == kNoSq) h.origin = q;
      h.open_sides = open_sides(q);
      h.beside_ours = beside_ours(q);
      h.row = own_view(obs_.variant(), opponent(viewer_), to_square(q)).row;
      count_origin_neighbours(h);
      if (general != kNoSq && h.known != Rank::General) h.squares_from_general_origin = square_distance(general, h.origin);
      out.push_back(h);
    }
    return out;
  }

 private:
  struct Piece {
    Color color;
    bool shown = false;    // the enemy knows this own piece's rank
    PieceHistory history;  // history.known: own pieces' rank, what the viewer knows of enemy ones
  };
  // Our piece that just moved, and the enemy pieces it stepped next to or away from.
  struct Contacts {
    int own = -1;
    std::vector<int> threatened;  // our piece just stepped next to these enemy pieces
    std::vector<int> escaped;     // our piece just stepped away from these enemy pieces
  };

  int add(Color c, Rank r) {
    Piece p{c, false, {}};
    p.history.known = r;
    pieces_.push_back(p);
    return static_cast<int>(pieces_.size()) - 1;
  }

  void rewind() {
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

  void replay() {
    Contacts contacts;
    for (std::size_t ply = 0; ply < obs_.history().size(); ++ply) {
      const PublicMove& e = obs_.history()[ply];
      const int mover = occupant_[e.move.from];
      if (mover >= 0 && e.mover != viewer_) {
        PieceHistory& h = pieces_[mover].history;
        if (h.moves++ == 0) h.first_move_ply = static_cast<int>(ply);
        judge_enemy_move(mover, e, contacts);
        contacts.threatened.clear();
        contacts.escaped.clear();
      }
      play(e);
      if (mover >= 0 && e.mover == viewer_ && occupant_[e.move.to] == mover)
        contacts = {mover, enemies_beside(e.move.to, kNoSq), enemies_beside(e.move.from, e.move.to)};
    }
  }

  // Enemy pieces beside `at` that are not beside `other`.
  std::vector<int> enemies_beside(Sq at, Sq other) const {
    std::vector<int> out;
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(at + d);
      const int id = occupant_[n];
      if (id >= 0 && pieces_[id].color != viewer_ && !adjacent(n, other)) out.push_back(id);
    }
    return out;
  }

  void judge_enemy_move(int mover, const PublicMove& e, const Contacts& contacts) {
    if (e.battle) return;  // the battle shows its rank: nothing left to guess
    const Move& m = e.move;
    PieceHistory& h = pieces_[mover].history;
    // Where our piece stands now (kNoSq if it is gone): looked up once, for all contacts.
    const Sq own = contacts.threatened.empty() && contacts.escaped.empty() ? kNoSq : square_of(contacts.own);
    if (own != kNoSq) {
      for (int enemy : contacts.threatened) {
        PieceHistory& stood = pieces_[enemy].history;
        if (enemy != mover) tally(stood.stood_known, stood.stood_unknown, contacts.own);
        else if (!adjacent(m.to, own)) tally(h.fled_known, h.fled_unknown, contacts.own);
      }
      for (int enemy : contacts.escaped) h.chased += enemy == mover && adjacent(m.to, own);
    }
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(m.to + d);
      const int target = occupant_[n];
      if (target < 0 || pieces_[target].color != viewer_ || adjacent(m.from, n)) continue;
      tally(h.approached_known, h.approached_unknown, target);
    }
  }

  void tally(CountByRank& known, int& unknown, int own) const {
    const Piece& p = pieces_[own];
    if (!p.shown) {
      ++unknown;
      return;
    }
    std::uint8_t& n = known[value(p.history.known)];
    n = static_cast<std::uint8_t>(std::min(255, n + 1));
  }

  Sq square_of(int id) const {
    for (int q = 0; q < kMailboxSize; ++q)
      if (occupant_[q] == id) return static_cast<Sq>(q);
    return kNoSq;
  }

  void play(const PublicMove& e) {
    const Move& m = e.move;
    const int mover = occupant_[m.from];
    const int defender = occupant_[m.to];
    if (mover >= 0 && square_distance(m.from, m.to) > (obs_.variant().captain_moves_two ? 2 : 1)) pieces_[mover].shown = true;
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

  // Sides of q from which an enemy could walk in: empty squares, and pieces that have moved
  // (the viewer's, or ones its owner moved away from the flag).
  int open_sides(Sq q) const {
    const Position& board = obs_.board();
    int open = 0;
    for (int d : kDirections) {
      const Sq n = static_cast<Sq>(q + d);
      if (!board.is_playable(n)) continue;
      if (!board.has_piece(n) || board.color_at(n) != board.color_at(q) || (board.knowledge_at(n) & kMoved)) ++open;
    }
    return open;
  }

  int beside_ours(Sq q) const {
    const Position& board = obs_.board();
    int n = 0;
    for (int d : kDirections) {
      const Sq s = static_cast<Sq>(q + d);
      n += board.is_playable(s) && board.has_piece(s) && board.color_at(s) == viewer_;
    }
    return n;
  }

  Sq enemy_general_origin() const {
    for (const Piece& p : pieces_)
      if (p.color != viewer_ && p.history.known == Rank::General && p.history.origin != kNoSq) return p.history.origin;
    return kNoSq;
  }

  void count_origin_neighbours(PieceHistory& h) const {
    for (const Piece& p : pieces_) {
      if (p.color == viewer_ || !adjacent(p.history.origin, h.origin)) continue;
      h.bombs_beside_origin += p.history.known == Rank::Bomb;
      h.moved_beside_origin += p.history.moves > 0;
    }
  }

  const Observation& obs_;
  Color viewer_;
  std::vector<Piece> pieces_;
  std::array<int, kMailboxSize> occupant_{};  // during rewind and replay
  std::array<int, kMailboxSize> now_{};       // the board now
};

}  // namespace

std::vector<PieceHistory> enemy_histories(const Observation& observation) {
  return HistoryReplay(observation).enemy_on_board();
}

}  // namespace stratego
