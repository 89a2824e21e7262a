// Replaying a recorded game with the engine: is every move legal, and does the recorded
// ending agree with the position the moves lead to?
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "engine/rules.hpp"
#include "formats/record.hpp"

namespace stratego {

struct IllegalMove {
  int move = 0;  // 1-based; 0 = the setup
  std::string reason;
};

struct Verdict {
  std::string variant;
  int moves = 0;           // moves in the record
  bool skipped = false;    // recorded without a setup: nothing to replay
  std::optional<IllegalMove> illegal;
  int ending = -1;         // the recorded result code
  // true / false where the engine can judge the recorded ending, none where it cannot
  // (resignation, clocks, agreed draws) or the replay stopped at an illegal move.
  std::optional<bool> ending_consistent;
  std::string ending_note;  // why an ending is inconsistent
  std::string option;       // the rule set's game option the game needed, if any
};

Verdict verify_record(const GameRecord& record, const RuleSet& rules);

// How many recorded moves the rule set's repetition rules (two-square, more-squares)
// would refuse, replaying past each refusal. None when the record breaks other rules.
std::optional<int> count_repetition_refusals(const GameRecord& record, const RuleSet& rules);

// Replays the record as far as it is legal; the game is left at the first illegal move.
// Returns that move's verdict data through the out-parameter. With only one setup the game
// is left in its set-up, that setup made (a game stored while the other side sets up).
// observer: called with the game once it has started and after every move it replays.
using ReplayObserver = std::function<void(const Game&)>;
Game replay_record(const GameRecord& record, const RuleSet& rules, std::optional<IllegalMove>* illegal = nullptr,
                   const ReplayObserver& observer = {});

}  // namespace stratego
