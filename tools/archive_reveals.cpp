#include "tools/archive_reveals.hpp"

#include "engine/game.hpp"
#include "formats/archive.hpp"

namespace stratego {
namespace {

bool shows_rank(const Position& truth, const Move& m) {
  return truth.has_piece(m.to) || square_distance(m.from, m.to) > 1;
}

// Calls visit for each piece of the move that the other side has not identified yet.
void visit_reveals(const Game& game, const Move& m, int index, const std::string& month,
                   const std::function<void(const Reveal&)>& visit) {
  const Position& truth = game.position();
  if (!truth.has_piece(m.from) || !shows_rank(truth, m)) return;
  const Color mover = truth.color_at(m.from);
  const Observation& theirs = game.observation(opponent(mover));
  if (theirs.board().rank_at(m.from) == Rank::Unknown) visit({theirs, truth, m.from, truth.rank_at(m.from), index, month});
  const Observation& ours = game.observation(mover);
  if (truth.has_piece(m.to) && ours.board().rank_at(m.to) == Rank::Unknown) visit({ours, truth, m.to, truth.rank_at(m.to), index, month});
}

// Replays one record, visiting its reveals; false when it is no classic game with setups
// that the engine can start.
bool replay_reveals(const GameRecord& record, int game_index, const std::string& month,
                    const std::function<void(const Reveal&)>& visit) {
  if (record.variant != "classic" || !record.has_setup()) return false;
  Game game(variant(record.variant), rule_set("gravon"));
  for (Color c : {Color::Red, Color::Blue})
    if (!game.set_setup(c, *record.setups[index(c)]).empty()) return false;
  if (!game.start().empty()) return false;
  for (const Move& m : record.moves) {
    if (game.result().over()) break;
    visit_reveals(game, m, game_index, month, visit);
    const MoveError e = game.play_despite_repetition_rules(m);
    if (e != MoveError::None && e != MoveError::TwoSquareRule && e != MoveError::MoreSquaresRule) break;
  }
  return true;
}

}  // namespace

std::string archive_month(const std::string& path) {
  const auto start = path.rfind("strados");
  const auto end = path.find(".zip", start);
  if (start == std::string::npos || end == std::string::npos) return "";
  return path.substr(start + 7, end - start - 7);
}

int for_each_reveal(const std::string& games_folder, const std::set<std::string>& months,
                    const std::function<void(const Reveal&)>& visit) {
  int games = 0;
  for_each_game_file(games_folder, [&](const GameFile& file) {
    const std::string month = archive_month(file.path);
    if (!months.contains(month)) return;
    games += replay_reveals(read_record(file.text, file.path), games, month, visit);
  });
  return games;
}

int for_each_record_reveal(const std::string& folder, const std::function<void(const Reveal&, const GameRecord&)>& visit) {
  int games = 0;
  const std::string no_month;
  for_each_game_file(folder, [&](const GameFile& file) {
    if (!file.path.ends_with(".xml")) return;  // a saved game's JSON twin holds the same game
    const GameRecord record = read_record(file.text, file.path);
    games += replay_reveals(record, games, no_month, [&](const Reveal& r) { visit(r, record); });
  });
  return games;
}

std::set<std::string> training_months() {
  return {"2004-11", "2005-1", "2005-2", "2005-3", "2005-4", "2005-5", "2005-6", "2005-7", "2005-8",
          "2014-0",  "2014-1", "2014-2"};
}

std::set<std::string> held_out_months() { return {"2014-3", "2014-4"}; }

}  // namespace stratego
