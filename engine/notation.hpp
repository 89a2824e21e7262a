// Text forms of squares and moves: files a-j from Red's left, ranks 1-10 from Red's back row.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/battle.hpp"
#include "engine/observation.hpp"
#include "engine/types.hpp"

namespace stratego {

std::string square_name(Square s);  // "d8"
std::string square_name(Sq q);
std::optional<Square> parse_square(std::string_view text);  // "d8", "j10"

std::string move_text(const Move& m);  // "d4-d5", with "+e3=major" for a rescue
// Accepts "d4-d5", "d4 d5", "d4d5" and "d4xd5"; the rescue suffix "+e3=major" is optional.
std::optional<Move> parse_move(std::string_view text);

std::optional<Rank> parse_rank(std::string_view name);
// The names the web protocol gives them: "attacker_wins", "defender_wins", "both_removed";
// "empty", "lake", "own", "enemy".
std::string_view outcome_name(BattleOutcome outcome);
std::string_view square_kind_name(SquareView::Kind kind);  // "marshal", "10", "B", "F", "S"

}  // namespace stratego
