#include "tools/material_ledger.hpp"

#include <algorithm>
#include <stdexcept>

#include "ai/evaluation_weights.hpp"
#include "engine/game.hpp"

namespace stratego {
namespace {

int base_points(Rank r) {
  static const EvaluationWeights defaults;
  return r == Rank::Unknown ? 0 : defaults.base_value[value(r)];
}

bool identified_by(const Game& game, Color viewer, Sq q) { return game.observation(viewer).board().rank_at(q) != Rank::Unknown; }

// Whether side's last move in the game so far ended on q.
bool last_move_ended_on(const Game& game, Color side, Sq q) {
  const auto& moves = game.moves();
  const auto last = std::find_if(moves.rbegin(), moves.rend(), [side](const PublicMove& p) { return p.mover == side; });
  return last != moves.rend() && last->move.to == q;
}

// Pieces of `side` on the board that have moved, plus those that had moved before they fell.
class MovedCount {
 public:
  void piece_falls(const Position& truth, Sq q) {
    if (truth.knowledge_at(q) & kMoved) ++fallen_[index(truth.color_at(q))];
  }
  int of(const Position& truth, Color side) const {
    int standing = 0;
    for (Sq q : truth.squares_of(side)) standing += (truth.knowledge_at(q) & kMoved) != 0;
    return standing + fallen_[index(side)];
  }

 private:
  std::array<int, 2> fallen_{};
};

void book_attacker_loss(const Game& game, const Move& m, SideLedger& loser) {
  const Position& truth = game.position();
  const Color mover = truth.color_at(m.from);
  const int points = base_points(truth.rank_at(m.from));
  if (truth.rank_at(m.to) == Rank::Bomb)
    loser.on_bombs += points;
  else if (identified_by(game, mover, m.to))
    loser.attacking_identified += points;
  else
    loser.attacking_unidentified += points;
}

void book_defender_loss(const Game& game, const Move& m, SideLedger& loser) {
  const Position& truth = game.position();
  const Color mover = truth.color_at(m.from);
  const Color owner = opponent(mover);
  const Rank victim = truth.rank_at(m.to);
  const int points = base_points(victim);
  const bool attacker_known = identified_by(game, owner, m.from);
  const bool victim_known = identified_by(game, mover, m.to);
  const bool victim_moved = (truth.knowledge_at(m.to) & kMoved) != 0;
  if (attacker_known)
    (victim_moved && !victim_known ? loser.taken_by_identified_moved_unidentified : loser.taken_by_identified_other) += points;
  else
    (victim_known ? loser.taken_by_unidentified_identified : loser.taken_by_unidentified_other) += points;
  if (victim == Rank::Marshal && truth.rank_at(m.from) == Rank::Spy) loser.marshal_to_spy += points;
  if (!(truth.knowledge_at(m.from) & kMoved)) loser.taken_by_unmoved += points;
  if (last_move_ended_on(game, owner, m.to)) loser.taken_where_it_just_moved += points;
}

// Books the battle of m, if it is one, before it is played.
void book_battle(const Game& game, const Move& m, GameLedger& ledger, MovedCount& moved) {
  const Position& truth = game.position();
  if (!truth.has_piece(m.to) || !truth.has_piece(m.from)) return;
  const Color mover = truth.color_at(m.from);
  const Battle battle = resolve_battle(game.variant(), truth.rank_at(m.from), truth.rank_at(m.to));
  if (!battle.attacker_survives()) {
    book_attacker_loss(game, m, ledger.sides[index(mover)]);
    moved.piece_falls(truth, m.from);
  }
  if (!battle.defender_survives() && truth.rank_at(m.to) != Rank::Flag) {
    book_defender_loss(game, m, ledger.sides[index(opponent(mover))]);
    moved.piece_falls(truth, m.to);
  }
}

}  // namespace

SideLedger& SideLedger::operator+=(const SideLedger& o) {
  on_bombs += o.on_bombs;
  attacking_identified += o.attacking_identified;
  attacking_unidentified += o.attacking_unidentified;
  taken_by_identified_moved_unidentified += o.taken_by_identified_moved_unidentified;
  taken_by_identified_other += o.taken_by_identified_other;
  taken_by_unidentified_identified += o.taken_by_unidentified_identified;
  taken_by_unidentified_other += o.taken_by_unidentified_other;
  marshal_to_spy += o.marshal_to_spy;
  taken_by_unmoved += o.taken_by_unmoved;
  taken_where_it_just_moved += o.taken_where_it_just_moved;
  for (std::size_t i = 0; i < moved_by.size(); ++i) moved_by[i] += o.moved_by[i];
  moved_in_all += o.moved_in_all;
  return *this;
}

Game replay_record(const GameRecord& record, const std::function<void(const Game&, const Move&)>& before_move) {
  if (!record.has_setup()) throw std::invalid_argument("the record has no setups");
  Game game(variant(record.variant), rule_set(record.rules.empty() ? "gravon" : record.rules));
  for (Color c : {Color::Red, Color::Blue})
    if (const std::string why = game.set_setup(c, *record.setups[index(c)]); !why.empty()) throw std::invalid_argument(why);
  if (const std::string why = game.start(); !why.empty()) throw std::invalid_argument(why);
  for (const Move& m : record.moves) {
    if (game.result().over()) break;
    const MoveError e = game.check_move(m);
    if (e != MoveError::None && e != MoveError::TwoSquareRule && e != MoveError::MoreSquaresRule) break;
    before_move(game, m);
    game.play_despite_repetition_rules(m);
  }
  return game;
}

GameLedger ledger_of(const GameRecord& record) {
  GameLedger ledger;
  MovedCount moved;
  std::size_t next_count = 0;
  auto count_moved = [&](const Position& truth, std::size_t at) {
    for (Color c : {Color::Red, Color::Blue}) ledger.sides[index(c)].moved_by[at] = moved.of(truth, c);
  };
  const Game end = replay_record(record, [&](const Game& game, const Move& m) {
    for (; next_count < kMovedCountPlies.size() && ledger.plies == kMovedCountPlies[next_count]; ++next_count)
      count_moved(game.position(), next_count);
    book_battle(game, m, ledger, moved);
    ++ledger.plies;
  });
  for (; next_count < kMovedCountPlies.size(); ++next_count) count_moved(end.position(), next_count);
  for (Color c : {Color::Red, Color::Blue}) ledger.sides[index(c)].moved_in_all = moved.of(end.position(), c);
  return ledger;
}

}  // namespace stratego
