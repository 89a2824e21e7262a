#include "cli/play/board_labels.hpp"

#include "engine/notation.hpp"

namespace stratego::play {
namespace {

std::string padded(std::string text) {
  text.resize(kCellWidth, ' ');
  return text;
}

std::string own(Rank rank) { return padded(" " + std::string(rank_symbol(rank))); }
std::string enemy(std::string_view mark) { return padded("(" + std::string(mark) + ")"); }

}  // namespace

std::string cell_label(const SquareView& view) {
  switch (view.kind) {
    case SquareView::Kind::Empty: return padded(" .");
    case SquareView::Kind::Lake: return padded(" ~~");
    case SquareView::Kind::Own: return own(view.rank);
    case SquareView::Kind::Enemy:
      if (view.rank != Rank::Unknown) return enemy(rank_symbol(view.rank));
      return enemy(view.moved ? "m" : "?");
  }
  return padded("");
}

std::string revealed_cell_label(const Position& truth, Square s) {
  const Sq q = to_sq(s);
  if (!truth.is_playable(q)) return padded(" ~~");
  if (!truth.has_piece(q)) return padded(" .");
  if (truth.color_at(q) == Color::Red) return own(truth.rank_at(q));
  return enemy(rank_symbol(truth.rank_at(q)));
}

std::string draft_cell_label(const std::optional<Rank>& rank, bool lake) {
  if (lake) return padded(" ~~");
  return rank ? own(*rank) : padded(" .");
}

std::string captured_text(const Observation& observation, Color owner) {
  std::string text;
  for (Rank rank : kAllRanks)
    for (int i = 0; i < observation.captured(owner, rank); ++i) {
      if (!text.empty()) text += ' ';
      text += rank_symbol(rank);
    }
  return text.empty() ? "-" : text;
}

std::string move_label(const Move& move) {
  std::string label = square_name(move.from) + "-" + square_name(move.to);
  if (move.has_rescue()) label += "+" + square_name(move.rescue_to) + "=" + std::string(rank_symbol(move.rescue_rank));
  return label;
}

std::string targets_text(const std::vector<Move>& moves) {
  std::string text;
  for (const Move& m : moves) {
    if (!text.empty()) text += ' ';
    text += square_name(m.to);
  }
  return text;
}

}  // namespace stratego::play
