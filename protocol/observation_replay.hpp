// Rebuilding a seat's Observation from what it was told, without the game: where the pieces
// stand now and the public moves that led there. Both the UCC bot (from protocol lines) and
// the online client (from the server's frames) are told these facts by someone else, so
// every event is checked before the Observation takes it: an impossible one is an error.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/observation.hpp"

namespace stratego {

// Why `event` cannot be the next public move in `view`, or empty: the side to move must move
// its own piece onto the board, a battle happens exactly when the target holds an enemy, the
// battle's ranks agree with every rank the viewer knows (and a rank it learns of an enemy
// piece is one the enemy's army still holds), a rescue brings back a captured rank onto a
// rescue square, the viewer's own moves are legal, and the enemy's keep the movement
// rules as far as the viewer can judge them (no known bomb or flag moves, a piece that moves
// more than a step is a scout, nothing passes a piece or a lake).
std::string replay_error(const Observation& view, const PublicMove& event);

// Why the enemy's `event` breaks the view's two-square or more-squares rule, or empty. Apart
// from replay_error because only a viewer told the rules the game is played by may hold the
// enemy to them (the online client is: the server's frames name them; a UCC bot is not: its
// manager may play with no two-square rule at all).
std::string repetition_error(const Observation& view, const PublicMove& event);

// A piece on the board as a seat knows it: its own ranks, the enemy's as far as it knows them.
struct KnownPiece {
  Square square;
  Color color = Color::Red;
  Rank rank = Rank::Unknown;
};

struct RebuiltObservation {
  std::optional<Observation> view;
  std::string error;
  std::vector<KnownPiece> start;  // where the pieces stood at the start (enemy ranks: Unknown)
};

// The viewer's Observation after `history`, given the pieces as they stand now: the moves
// are taken back, newest first, to find where every piece stood at the start (the ranks of
// lost pieces come from their battles), and then played forward with replay_error's checks
// and, `rules` being the game's own, repetition_error's.
// The start must fit the variant (no piece on a lake, at most an army per side).
RebuiltObservation rebuild_observation(const Variant& variant, const RuleSet& rules, Color viewer,
                                       const std::vector<KnownPiece>& now, const std::vector<PublicMove>& history);

}  // namespace stratego
