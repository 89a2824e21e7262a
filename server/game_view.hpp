// What one viewer of a game may know, and nothing more: a seat's own Observation, or for a
// spectator what is public about both armies (each seat's knowledge of its enemy is exactly
// what battles and scout moves made public); the whole board only once the game is over.
// The frames of state_json.hpp are built from a GameView, never from the Game.
#pragma once

#include <optional>
#include <vector>

#include "engine/game.hpp"

namespace stratego::server {

struct RevealedPiece {
  Sq square;
  Color color;
  Rank rank;
};
// Every piece of a true position: for a finished game, and for a replay of a whole record.
std::vector<RevealedPiece> pieces_on(const Position& position);

class GameView {
 public:
  // viewer: the seat looking, or none for a spectator.
  GameView(const Game& game, std::optional<Color> viewer);

  std::optional<Color> viewer() const { return viewer_; }
  const Variant& variant() const { return *variant_; }
  bool started() const { return red_ != nullptr; }
  bool has_set_up(Color seat) const { return set_up_[index(seat)]; }
  const GameResult& result() const { return result_; }
  Color side_to_move() const;

  // A square as this viewer sees it; the colour of a piece is public. Before the start a
  // seat that has set up sees its own pieces, and nothing of the other side.
  struct SquareSeen {
    SquareView view;             // kind Own / Enemy for a seat; for a spectator Enemy of both colours
    std::optional<Color> color;  // the piece's colour, none for an empty square or a lake
    bool operator==(const SquareSeen&) const = default;
  };
  SquareSeen at(Square s) const;

  // The seat's own observation (legal moves, rescues); none for a spectator.
  const Observation* seat_observation() const;
  // The public record: moves, battles, captured pieces (the same in every observation).
  const Observation& public_record() const { return *red_; }
  // The whole board once the game is over; empty before.
  const std::optional<std::vector<RevealedPiece>>& reveal() const { return reveal_; }

 private:
  SquareSeen before_start(Square s) const;

  const Variant* variant_;
  std::optional<Color> viewer_;
  GameResult result_;
  std::array<bool, 2> set_up_{};
  const Setup* own_setup_ = nullptr;  // before the start: the viewer's own setup, once made
  const Observation* red_ = nullptr;   // Red's knowledge (Blue's pieces as public)
  const Observation* blue_ = nullptr;  // Blue's knowledge (Red's pieces as public)
  std::optional<std::vector<RevealedPiece>> reveal_;
};

}  // namespace stratego::server
