// What a UCC bot knows, kept from the protocol messages alone: its own setup, the board
// rows (where enemy pieces stand) and the confirmations (moves and battle ranks). It builds
// the same Observation the engine would give that seat, without ever seeing a hidden rank.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/observation.hpp"
#include "protocol/ucc_messages.hpp"

namespace stratego::ucc {

// What the keeper makes of a board: an error when it cannot be a position of this game
// (the bot must stop rather than play on a corrupt board), else where it differs from the
// moves so far (the manager's rules may differ from ours: worth a log line, no more).
struct BoardCheck {
  std::string error;
  std::string differences;
};

class ObservationKeeper {
 public:
  // `variant` is the army both sides play (the protocol does not say it: see ucc_variant.hpp).
  ObservationKeeper(const Variant& variant, const RuleSet& rules, Color me, const Setup& own_setup);

  // A confirmation of the move of the side to move. Moves that arrive before the first
  // board (Red's first move, for Blue; at most kMaxPendingMoves) wait until the board shows
  // where the enemy stands. Returns why the confirmation cannot be applied, or empty.
  std::string record(const Confirmation& confirmation);
  // The ten rows the manager sends before each of our moves. The first builds the
  // observation: it must show at most a whole army of the variant's enemy pieces, none on a
  // lake or on our own pieces. Later ones are compared with the observation.
  BoardCheck see_board(const std::vector<std::string>& rows);

  static constexpr std::size_t kMaxPendingMoves = 8;

  bool ready() const { return view_.has_value(); }
  const Observation& observation() const { return *view_; }
  bool game_over() const { return game_over_; }

 private:
  std::string build(const std::vector<std::string>& rows);
  std::string enemy_squares(const std::vector<std::string>& rows, std::vector<Square>& enemies) const;
  std::string apply(const Confirmation& confirmation, Color mover);

  const Variant* variant_;
  const RuleSet* rules_;
  Color me_;
  Setup own_setup_;
  std::vector<Confirmation> pending_;
  std::optional<Observation> view_;
  bool game_over_ = false;
};

// The event a confirmation describes, seen by both players: the move and, after a battle,
// both ranks. nullopt when the move leaves the board.
std::optional<PublicMove> public_move_of(const Variant& variant, const Confirmation& confirmation, Color mover);

}  // namespace stratego::ucc
