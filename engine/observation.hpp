// What one player knows: own pieces with ranks; enemy pieces as unknown, moved, scout or
// revealed; everything public (moves, battles, captured pieces). Computer players and
// clients receive this and nothing else: no member of this class holds a hidden rank.
#pragma once

#include <optional>
#include <vector>

#include "engine/battle.hpp"
#include "engine/chase_rule.hpp"
#include "engine/move_list.hpp"
#include "engine/position.hpp"

namespace stratego {

// A move as both players see it: the battle, if any, shows both ranks.
struct PublicMove {
  Color mover = Color::Red;
  Move move;
  std::optional<Battle> battle;
  bool operator==(const PublicMove&) const = default;
};

struct SquareView {
  enum class Kind { Empty, Lake, Own, Enemy } kind = Kind::Empty;
  Rank rank = Rank::Unknown;  // own: the rank; enemy: Unknown unless revealed or seen as scout
  bool moved = false;         // enemy: cannot be bomb or flag; own: the opponent saw it move
  bool revealed = false;      // its rank is known to both sides
  bool operator==(const SquareView&) const = default;
};

class Observation {
 public:
  // The observer's view of a position: every enemy rank the observer has not seen is
  // replaced by Rank::Unknown before it is stored.
  Observation(const Position& truth, Color viewer);

  Color viewer() const { return viewer_; }
  const Variant& variant() const { return board_.variant(); }
  const RuleSet& rules() const { return board_.rules(); }
  Color side_to_move() const { return board_.side_to_move(); }
  int ply() const { return board_.ply(); }

  SquareView at(Square s) const;
  // The board as the viewer knows it; enemy pieces not yet identified have Rank::Unknown.
  const Position& board() const { return board_; }
  int captured(Color c, Rank r) const { return captured_[index(c)][value(r)]; }
  const std::vector<PublicMove>& history() const { return history_; }

  // The viewer's legal moves when it is its turn (two-square and more-squares rules applied:
  // both need public facts only, which this observation keeps from the moves it was fed).
  void legal_moves(MoveList& out) const;
  bool is_legal(const Move& m) const;

  // Ultimate lightning: what the viewer's move m may bring back (captured ranks, strongest
  // first) and onto which squares; both empty when m cannot rescue. Public facts only.
  struct RescueChoices {
    std::vector<Rank> ranks;
    std::vector<Square> squares;
  };
  RescueChoices rescue_choices(Move m) const;

  // Whether the more-squares rule forbids m to the side to move, whichever side that is (the
  // rule reads public facts only).
  bool chase_forbids(const Move& m) const { return chase_.forbids(board_, m); }

  // What the opponent can know of the viewer's pieces, told from this observation: the same
  // public history, seen by the opponent, the viewer's pieces it has not seen in battle or
  // as a scout unknown. The opponent's own pieces keep only what the viewer knows of them,
  // so a program can ask what the enemy thinks of its pieces without learning anything.
  Observation as_seen_by_opponent() const;

  // Public events, in order. The game feeds them; a client may replay them itself.
  void apply(const PublicMove& event);

  // Same knowledge: every square's view, captured pieces, turn and two-square state (not the
  // history, nor the more-squares rule's memory, which the history makes).
  bool operator==(const Observation& other) const;

 private:
  static Rank known_rank(const Position& truth, Sq q, Color viewer);

  Position board_;
  Color viewer_;
  std::array<Army, 2> captured_{};
  std::vector<PublicMove> history_;
  ChaseRule chase_;  // public facts only, like everything here
};

}  // namespace stratego
