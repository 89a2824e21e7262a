#include "engine/rules.hpp"

#include <stdexcept>
#include <vector>

namespace stratego {
namespace {

std::vector<RuleSet> make_rule_sets() {
  RuleSet gravon;
  gravon.name = "gravon";
  gravon.description =
      "Gravon today: two-square rule with limit 3 (a scout's move back counts when it stops "
      "inside its previous move), no more-squares rule, a side without a legal move loses as "
      "soon as any move leaves it so";
  gravon.two_square_limit = 3;
  gravon.game_option = "gravon2006";

  RuleSet gravon2006 = gravon;
  gravon2006.name = "gravon2006";
  gravon2006.description = "Gravon until 2006 (seed 000): two-square rule with limit 5";
  gravon2006.two_square_limit = 5;
  gravon2006.game_option.clear();

  RuleSet isf;
  isf.name = "isf";
  isf.description =
      "ISF tournament rules: two-square rule with limit 3 (a scout's move back counts when it "
      "stops inside the run's first move) and the more-squares (chasing) rule; a side is "
      "judged unable to move when it is its turn";
  isf.two_square_limit = 3;
  isf.shuttle_span = ShuttleSpan::FirstMove;
  isf.more_squares = true;
  isf.no_move_check = NoMoveCheck::OnTurn;

  // The UCC Programming Competition 2012 manager, for bots written for it: no rule
  // against shuttling, and a draw after 5000 moves (its default -m).
  RuleSet ucc2012;
  ucc2012.name = "ucc2012";
  ucc2012.description = "the UCC 2012 bot manager: no two-square rule, a draw after 5000 moves";
  ucc2012.two_square_limit = 0;
  ucc2012.move_limit = 5000;
  return {gravon, gravon2006, isf, ucc2012};
}

const std::vector<RuleSet>& table() {
  static const std::vector<RuleSet> rules = make_rule_sets();
  return rules;
}

}  // namespace

std::span<const RuleSet> all_rule_sets() { return table(); }

std::vector<std::string> rule_set_names() {
  std::vector<std::string> names;
  for (const RuleSet& r : table()) names.push_back(r.name);
  return names;
}

const RuleSet* find_rule_set(std::string_view name) {
  for (const RuleSet& r : table())
    if (r.name == name) return &r;
  return nullptr;
}

const RuleSet& rule_set(std::string_view name) {
  if (const RuleSet* r = find_rule_set(name)) return *r;
  throw std::invalid_argument("unknown rule set '" + std::string(name) + "' (gravon, gravon2006, isf)");
}

}  // namespace stratego
