#include "protocol/ucc_observation_keeper.hpp"

#include <algorithm>

#include "engine/battle.hpp"
#include "engine/notation.hpp"
#include "protocol/observation_replay.hpp"

namespace stratego::ucc {

std::optional<PublicMove> public_move_of(const Variant& variant, const Confirmation& confirmation, Color mover) {
  std::optional<Move> move = to_engine_move(confirmation.move);
  if (!move) return std::nullopt;
  PublicMove event{mover, *move, std::nullopt};
  const Outcome& outcome = confirmation.outcome;
  if (!outcome.has_ranks()) return event;
  Battle battle = resolve_battle(variant, outcome.attacker, outcome.defender);
  battle.attacker_color = mover;
  battle.from = move->from;
  battle.to = move->to;
  // The manager's word decides who survived, even where its rules differ from ours.
  if (outcome.kind == OutcomeKind::Kills) battle.outcome = BattleOutcome::AttackerWins;
  else if (outcome.kind == OutcomeKind::Dies) battle.outcome = BattleOutcome::DefenderWins;
  else battle.outcome = BattleOutcome::BothRemoved;
  event.battle = battle;
  return event;
}

ObservationKeeper::ObservationKeeper(const Variant& variant, const RuleSet& rules, Color me, const Setup& own_setup)
    : variant_(&variant), rules_(&rules), me_(me), own_setup_(own_setup) {}

std::string ObservationKeeper::record(const Confirmation& confirmation) {
  if (confirmation.outcome.ends_game()) {
    game_over_ = true;
    return {};
  }
  if (!view_) {
    if (pending_.size() >= kMaxPendingMoves)
      return "more than " + std::to_string(kMaxPendingMoves) + " moves before the first board";
    pending_.push_back(confirmation);
    return {};
  }
  return apply(confirmation, view_->side_to_move());
}

std::string ObservationKeeper::apply(const Confirmation& confirmation, Color mover) {
  std::optional<PublicMove> event = public_move_of(*variant_, confirmation, mover);
  if (!event) return "the move '" + format_move(confirmation.move) + "' leaves the board";
  if (std::string error = replay_error(*view_, *event); !error.empty())
    return "the confirmation " + format_move(confirmation.move) + ": " + error;
  view_->apply(*event);
  return {};
}

// Where the enemy pieces stood at the start, checked to fit the board and the army.
std::string ObservationKeeper::enemy_squares(const std::vector<std::string>& rows, std::vector<Square>& enemies) const {
  for (int y = 0; y < kBoardSize; ++y)
    for (int x = 0; x < kBoardSize; ++x)
      if (rows[y][x] == '#') enemies.push_back(square_at(x, y));
  // Take back the enemy moves made before this first board, newest first.
  for (std::size_t i = pending_.size(); i-- > 0;) {
    const Color mover = i % 2 == 0 ? Color::Red : Color::Blue;
    std::optional<Move> move = to_engine_move(pending_[i].move);
    if (mover == me_ || !move) continue;
    const OutcomeKind kind = pending_[i].outcome.kind;
    if (kind == OutcomeKind::Ok || kind == OutcomeKind::Kills) std::erase(enemies, to_square(move->to));
    enemies.push_back(to_square(move->from));
  }
  const int army = variant_->army_size();
  if (static_cast<int>(enemies.size()) > army)
    return "the board shows " + std::to_string(enemies.size()) + " enemy pieces, more than an army of " + std::to_string(army);
  std::vector<Square> seen;
  for (Square s : enemies) {
    if (variant_->is_lake(s)) return "the board shows an enemy piece on the lake " + square_name(s);
    for (const Placement& p : own_setup_.pieces)
      if (p.square == s) return "the board shows an enemy piece on our own piece at " + square_name(s);
    if (std::find(seen.begin(), seen.end(), s) != seen.end()) return "two enemy pieces on " + square_name(s);
    seen.push_back(s);
  }
  return {};
}

std::string ObservationKeeper::build(const std::vector<std::string>& rows) {
  std::vector<Square> enemies;
  if (std::string error = enemy_squares(rows, enemies); !error.empty()) return error;
  Position start(*variant_, *rules_);
  for (const Placement& p : own_setup_.pieces) start.place(me_, p.rank, p.square);
  for (Square s : enemies) start.place(opponent(me_), Rank::Unknown, s);
  view_.emplace(start, me_);
  for (std::size_t i = 0; i < pending_.size(); ++i)
    if (std::string error = apply(pending_[i], i % 2 == 0 ? Color::Red : Color::Blue); !error.empty()) {
      view_.reset();
      return "before the first board: " + error;
    }
  pending_.clear();
  return {};
}

BoardCheck ObservationKeeper::see_board(const std::vector<std::string>& rows) {
  if (rows.size() != kBoardSize) return {"a board has ten rows, not " + std::to_string(rows.size()), {}};
  for (const std::string& row : rows)
    if (std::string error = board_row_error(row); !error.empty()) return {error, {}};
  if (!view_)
    if (std::string error = build(rows); !error.empty()) return {error, {}};
  const std::vector<std::string> expected = board_rows(*view_);
  std::string differences;
  for (int y = 0; y < kBoardSize; ++y)
    for (int x = 0; x < kBoardSize; ++x)
      if (rows[y][x] != expected[y][x])
        differences += (differences.empty() ? "" : ", ") + std::to_string(x) + " " + std::to_string(y) + " shows '" +
                       rows[y][x] + "', expected '" + expected[y][x] + "'";
  return {{}, differences};
}

}  // namespace stratego::ucc
