// One of our players as a bot of the UCC 2012 manager protocol: reads the manager's lines,
// keeps the seat's observation from them, and answers with the player's setup and moves.
#pragma once

#include <iosfwd>

#include "ai/player.hpp"
#include "engine/rules.hpp"

namespace stratego::ucc {

struct BotOptions {
  const RuleSet* rules = nullptr;    // the rules the player keeps to; nullptr: gravon
  ThinkLimits limits;                // the seed is mixed with the ply for every move
  const Variant* variant = nullptr;  // the army both sides play (the manager's); nullptr: classic
};

// Plays one game over the two streams. Returns 0 when the manager ends the game (QUIT or
// end of input after the game), 1 when the manager breaks the protocol; the reason goes to
// `log`.
int run_bot(Player& player, const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& log);

}  // namespace stratego::ucc
