#include "engine/game.hpp"

#include "engine/notation.hpp"

namespace stratego {

std::string_view ending_name(Ending e) {
  switch (e) {
    case Ending::None: return "in progress";
    case Ending::NoLegalMove: return "no legal move";
    case Ending::FlagCaptured: return "flag captured";
    case Ending::BothCannotMove: return "neither side can move";
    case Ending::Resignation: return "resignation";
    case Ending::DrawAgreed: return "draw agreed";
    case Ending::MoveLimit: return "move limit reached";
    case Ending::NoBattleLimit: return "no battle limit reached";
    case Ending::Timeout: return "time ran out";
    case Ending::GameClock: return "game clock ran out";
    case Ending::Abandoned: return "abandoned";
    case Ending::Forfeit: return "forfeit";
  }
  return "unknown";
}

Game::Game(const Variant& variant, const RuleSet& rules, GameOptions options)
    : variant_(&variant), rules_(&rules), options_(options) {}

std::string Game::set_setup(Color side, const Setup& setup) {
  if (started()) return "the game has already started";
  std::string error = validate_setup(*variant_, side, setup);
  if (error.empty()) setups_[index(side)] = setup;
  return error;
}

std::string Game::start() {
  if (started()) return "the game has already started";
  if (!setups_[0] || !setups_[1]) return "both sides must set up first";
  Position position(*variant_, *rules_);
  for (Color c : {Color::Red, Color::Blue})
    for (const Placement& p : setups_[index(c)]->pieces) {
      if (position.has_piece(to_sq(p.square))) return "both sides placed a piece on " + square_name(p.square);
      position.place(c, p.rank, p.square);
    }
  position_ = position;
  for (Color c : {Color::Red, Color::Blue}) observations_[index(c)].emplace(*position_, c);
  judge_after_move(std::nullopt);
  return {};
}

MoveError Game::check_move(const Move& m) const {
  if (!started() || result_.over()) return MoveError::GameOver;
  MoveError error = position_->check_move(m);
  if (error != MoveError::None) return error;
  if (chase_.forbids(*position_, m)) return MoveError::MoreSquaresRule;
  return MoveError::None;
}

MoveError Game::play(const Move& m) {
  MoveError error = check_move(m);
  if (error != MoveError::None) return error;
  commit(m);
  return MoveError::None;
}

MoveError Game::play_despite_repetition_rules(const Move& m) {
  MoveError error = check_move(m);
  if (error == MoveError::TwoSquareRule) {
    if (MoveError other = position_->check_move(m, Position::TwoSquare::Ignore); other != MoveError::None) return other;
  } else if (error != MoveError::MoreSquaresRule && error != MoveError::None) {
    return error;
  }
  commit(m);
  return error;
}

void Game::commit(const Move& m) {
  const Color mover = position_->side_to_move();
  const bool chasing = chase_.is_chasing_move(*position_, m);
  Position::Undo undo;
  std::optional<Battle> battle = position_->make(m, undo);
  const Move played = move_as_played(m, battle);
  chase_.record(*position_, mover, played, chasing);
  PublicMove event{mover, played, battle};
  moves_.push_back(event);
  for (auto& obs : observations_) obs->apply(event);
  moves_since_battle_ = battle ? 0 : moves_since_battle_ + 1;
  judge_after_move(battle);
}

void Game::legal_moves(MoveList& out) const {
  out.clear();
  if (!started() || result_.over()) return;
  position_->generate_moves(out);
  chase_.remove_forbidden(*position_, out);
}

bool Game::has_legal_move(Color c) const {
  if (c != position_->side_to_move() || !rules_->more_squares) return position_->has_legal_move(c);
  MoveList moves;
  legal_moves(moves);
  return !moves.empty();
}

void Game::judge_after_move(const std::optional<Battle>& battle) {
  if (battle && battle->reason == BattleReason::FlagCaptured) {
    result_ = {Ending::FlagCaptured, battle->attacker_color};
    return;
  }
  const Color to_move = position_->side_to_move();
  if (rules_->no_move_check == NoMoveCheck::AfterEveryMove) {
    const bool red = has_legal_move(Color::Red);
    const bool blue = has_legal_move(Color::Blue);
    if (!red && !blue) result_ = {Ending::BothCannotMove, std::nullopt};
    else if (!red) result_ = {Ending::NoLegalMove, Color::Blue};
    else if (!blue) result_ = {Ending::NoLegalMove, Color::Red};
  } else if (!has_legal_move(to_move)) {
    if (!position_->has_legal_move(opponent(to_move))) result_ = {Ending::BothCannotMove, std::nullopt};
    else result_ = {Ending::NoLegalMove, opponent(to_move)};
  }
  if (!result_.over() && rules_->move_limit > 0 && position_->ply() >= rules_->move_limit)
    result_ = {Ending::MoveLimit, std::nullopt};
  if (!result_.over() && options_.no_battle_limit > 0 && moves_since_battle_ >= options_.no_battle_limit)
    result_ = {Ending::NoBattleLimit, std::nullopt};
}

void Game::resign(Color loser) {
  if (!result_.over()) result_ = {Ending::Resignation, opponent(loser)};
}

void Game::agree_draw() {
  if (!result_.over()) result_ = {Ending::DrawAgreed, std::nullopt};
}

void Game::end(Ending ending, std::optional<Color> winner) {
  if (!result_.over()) result_ = {ending, winner};
}

}  // namespace stratego
