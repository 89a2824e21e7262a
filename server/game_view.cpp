#include "server/game_view.hpp"

namespace stratego::server {

std::vector<RevealedPiece> pieces_on(const Position& position) {
  std::vector<RevealedPiece> pieces;
  for (Square s : position.variant().squares())
    if (const Sq q = to_sq(s); position.has_piece(q)) pieces.push_back({q, position.color_at(q), position.rank_at(q)});
  return pieces;
}

GameView::GameView(const Game& game, std::optional<Color> viewer)
    : variant_(&game.variant()), viewer_(viewer), result_(game.result()) {
  for (Color c : {Color::Red, Color::Blue}) set_up_[index(c)] = game.setup(c).has_value();
  if (!game.started()) {
    if (viewer_ && game.setup(*viewer_)) own_setup_ = &*game.setup(*viewer_);
    return;
  }
  red_ = &game.observation(Color::Red);
  blue_ = &game.observation(Color::Blue);
  if (result_.over()) reveal_ = pieces_on(game.position());
}

GameView::SquareSeen GameView::before_start(Square s) const {
  SquareView seen;
  if (variant_->is_lake(s)) seen.kind = SquareView::Kind::Lake;
  if (!own_setup_) return {seen, std::nullopt};
  for (const Placement& p : own_setup_->pieces)
    if (p.square == s) return {SquareView{SquareView::Kind::Own, p.rank}, viewer_};
  return {seen, std::nullopt};
}

Color GameView::side_to_move() const { return red_ ? red_->side_to_move() : Color::Red; }

const Observation* GameView::seat_observation() const {
  if (!viewer_ || !red_) return nullptr;
  return *viewer_ == Color::Red ? red_ : blue_;
}

GameView::SquareSeen GameView::at(Square s) const {
  if (!red_) return before_start(s);
  if (const Observation* own = seat_observation()) {
    const SquareView view = own->at(s);
    std::optional<Color> color;
    if (view.kind == SquareView::Kind::Own) color = *viewer_;
    if (view.kind == SquareView::Kind::Enemy) color = opponent(*viewer_);
    return {view, color};
  }
  // A spectator: each piece as its enemy sees it, which is what is public.
  const SquareView seen_by_red = red_->at(s);
  if (seen_by_red.kind == SquareView::Kind::Enemy) return {seen_by_red, Color::Blue};
  if (seen_by_red.kind == SquareView::Kind::Own) return {blue_->at(s), Color::Red};
  return {seen_by_red, std::nullopt};
}

}  // namespace stratego::server
