// Choosing a rescue (ultimate lightning) for a move of the person that reaches the enemy
// back row: first which captured piece comes back, or none; then onto which empty square.
// Nothing is played here: each answer says whether to ask on, to play a move (with its
// rescue or without one) or to take the move back. No terminal code.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/battle.hpp"
#include "engine/types.hpp"

namespace stratego::play {

class RescueChooser {
 public:
  enum class Stage { Piece, Square };

  struct Step {
    enum class Kind { Ask, Play, TakeBack, NotAChoice } kind = Kind::Ask;
    Move move;  // Play: the move to send, with its rescue or without one; TakeBack: the move
  };

  // ranks: the captured pieces that may come back, in the order offered (not empty);
  // squares: where one may stand after the move.
  RescueChooser(const Move& move, std::vector<Rank> ranks, std::vector<Square> squares);

  const Move& move() const { return move_; }
  Stage stage() const { return rank_ ? Stage::Square : Stage::Piece; }
  const std::vector<Rank>& ranks() const { return ranks_; }
  const std::vector<Square>& squares() const { return squares_; }
  // The piece chosen to come back (in the square stage).
  std::optional<Rank> chosen_rank() const { return rank_; }

  // The offered choices are numbered 1..ranks().size(), and 0 for no rescue, which is
  // listed last. The highlighted line is the one Enter picks.
  std::size_t option_count() const { return ranks_.size() + 1; }
  std::size_t highlighted() const { return highlighted_; }  // ranks().size(): no rescue
  void move_highlight(int lines);                           // stops at the first and last line

  Step pick_highlighted();
  Step pick_number(int number);
  Step pick_rank(Rank rank);
  Step pick_square(Square square);
  // A typed answer: a number, a rank name or "none"/"keine" for the piece; a square (or
  // "none") for the square.
  Step answer(std::string_view typed);
  // Esc: from the square back to the pieces; from the pieces, the move is taken back.
  Step back();

 private:
  Step ask() const { return Step{}; }
  Step play(const Move& move) const { return Step{Step::Kind::Play, move}; }
  Step not_a_choice() const { return Step{Step::Kind::NotAChoice, {}}; }
  Step play_without_rescue() const { return play(move_); }

  Move move_;
  std::vector<Rank> ranks_;
  std::vector<Square> squares_;
  std::size_t highlighted_ = 0;
  std::optional<Rank> rank_;
};

// True for the words that decline a rescue: "0", "none", "no", "keine", "nein", "-".
bool declines_rescue(std::string_view word);
// "scout (2)" / "Aufklärer (2)": a piece as the chooser lists it.
std::string rescue_option_label(Rank rank, Language language);

}  // namespace stratego::play
