// Where a game's material went: every piece each side lost, in the evaluation's base
// points, by how it was lost and what each side had seen of the two pieces just before
// the battle; and how many of its pieces each side had moved by some plies. The figures
// the AI's notes quote about matches against other programs come from here
// (tools/match_ledger.cpp).
#pragma once

#include <array>
#include <functional>
#include <string>

#include "engine/game.hpp"
#include "formats/record.hpp"

namespace stratego {

// The plies at which the pieces moved so far are counted.
inline constexpr std::array<int, 3> kMovedCountPlies = {100, 200, 400};

struct SideLedger {
  // Lost attacking: on a bomb, against a piece this side had identified, against one it had not.
  int on_bombs = 0;
  int attacking_identified = 0;
  int attacking_unidentified = 0;
  // Lost defending, by whether this side had identified the attacker and the attacker's
  // side this piece; "moved" pieces had moved before (so they could be no bomb).
  int taken_by_identified_moved_unidentified = 0;  // the pattern a known strong piece hunts
  int taken_by_identified_other = 0;
  int taken_by_unidentified_identified = 0;  // a known piece of ours beside a hidden stronger one
  int taken_by_unidentified_other = 0;
  int marshal_to_spy = 0;  // also counted in its taken_ class
  int taken_by_unmoved = 0;  // also counted in its taken_ class: the taker had never moved (an ambush)
  // Also counted in its taken_ class: the victim was taken on the square this side's last
  // move had brought it to (it walked up to the piece that took it, or stopped in its way).
  int taken_where_it_just_moved = 0;
  // Pieces that had moved at least once by each of kMovedCountPlies (or by the game's end).
  std::array<int, kMovedCountPlies.size()> moved_by{};
  int moved_in_all = 0;

  int lost() const {
    return on_bombs + attacking_identified + attacking_unidentified + taken_by_identified_moved_unidentified +
           taken_by_identified_other + taken_by_unidentified_identified + taken_by_unidentified_other;
  }
  SideLedger& operator+=(const SideLedger& other);
};

struct GameLedger {
  std::array<SideLedger, 2> sides;  // by Color
  int plies = 0;                    // replayed until the end or the first move the engine refuses
};

// Replays a record under its own rules (gravon when it names none), the two-square and
// more-squares rules not enforced, as records of other rule sets need, calling before_move
// with the game and each move before it is played. Stops at the game's end or the first
// move the engine refuses, and returns the game as it stands then. Throws std::invalid_argument when the record has no setups or
// names an unknown variant or rule set, or its setups are refused.
Game replay_record(const GameRecord& record, const std::function<void(const Game&, const Move&)>& before_move);

// The ledger of a record as replay_record replays it (and throws).
GameLedger ledger_of(const GameRecord& record);

}  // namespace stratego
