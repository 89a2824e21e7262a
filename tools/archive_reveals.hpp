// The archive's classic games replayed, stopping at every first reveal of a piece: the
// moment just before a battle or a scout's long move shows a rank that the opponent had
// not seen. Shared by the tools that learn and measure the belief.
#pragma once

#include <functional>
#include <set>
#include <string>

#include "engine/observation.hpp"
#include "formats/record.hpp"

namespace stratego {

struct Reveal {
  const Observation& observation;  // the opponent's view, before the revealing move
  const Position& truth;           // the whole position, for learning about every piece
  Sq square;                       // where the piece stands
  Rank rank;                       // what the move shows
  int game;                        // index of the game among those visited
  const std::string& month;        // the archive month of the game
};

// An archive month, from a path like ".../strados2014-3.zip:game.xml": "2014-3".
std::string archive_month(const std::string& path);

// Visits every reveal in the classic games of games_folder whose month is in months.
// Returns how many games were replayed.
int for_each_reveal(const std::string& games_folder, const std::set<std::string>& months,
                    const std::function<void(const Reveal&)>& visit);

// Visits every reveal in the classic Gravon XML records of a folder (what `stratego match` or
// `stratego referee --save` writes), with the record, so that the caller can tell whose
// piece it is. Returns how many games were replayed.
int for_each_record_reveal(const std::string& folder, const std::function<void(const Reveal&, const GameRecord&)>& visit);

// The months this project trains on, and those it holds out for measuring.
std::set<std::string> training_months();
std::set<std::string> held_out_months();

}  // namespace stratego
