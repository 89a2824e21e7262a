// Rule sets are data: the switches on which tournament bodies and servers differ.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace stratego {

enum class NoMoveCheck {
  AfterEveryMove,  // Gravon: after every move both sides are checked; a side without a move loses
  OnTurn,          // a side is judged only when it is to move
};

// Which moves back count, for the two-square rule, as moving between the same two squares:
// a move back along the same line that stops inside a span. For a piece that moves one square
// both readings mean the square it came from; they differ only for scouts.
enum class ShuttleSpan {
  FirstMove,     // ISF 10.2: inside the span of the run's first move
  PreviousMove,  // Gravon: inside the span of the piece's previous move (its archive)
};

struct RuleSet {
  std::string name;
  std::string description;
  // Two-square rule: a piece may not move between the same two squares more than this
  // many times in a row (0 disables); shuttle_span says what counts as the same two squares.
  int two_square_limit = 3;
  ShuttleSpan shuttle_span = ShuttleSpan::PreviousMove;
  bool more_squares = false;  // ISF more-squares (chasing) rule
  NoMoveCheck no_move_check = NoMoveCheck::AfterEveryMove;
  int move_limit = 0;  // plies after which the game is drawn; 0 = no limit
  // A rule set a server lets each game choose instead, without recording the choice
  // (Gravon's "five moves on two squares" option). Verifiers accept a game under it.
  std::string game_option;
};

std::span<const RuleSet> all_rule_sets();
std::vector<std::string> rule_set_names();
const RuleSet* find_rule_set(std::string_view name);
const RuleSet& rule_set(std::string_view name);  // throws std::invalid_argument

}  // namespace stratego
