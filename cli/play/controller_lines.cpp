#include "cli/play/controller_lines.hpp"

#include "cli/play/board_labels.hpp"
#include "cli/play/play_texts.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

std::string selected(Square square, Rank rank, Language language) {
  return std::string(text(Text::Selected, language)) + " " + square_name(square) + " (" + std::string(rank_word(rank, language)) + "): ";
}

}  // namespace

std::string selected_in_setup_line(Square square, Rank rank, Language language) {
  return selected(square, rank, language) + std::string(text(Text::SwapFirst, language));
}

std::string selected_in_play_line(Square square, Rank rank, const std::vector<Move>& moves, Language language) {
  if (moves.empty()) return selected(square, rank, language) + std::string(text(Text::NoTargets, language));
  return selected(square, rank, language) + std::string(text(Text::Targets, language)) + " " + targets_text(moves);
}

std::string rescue_prompt_line(const RescueChooser& chooser, bool attacks, Language language) {
  if (const std::optional<Rank> rank = chooser.chosen_rank())
    return std::string(text(Text::RescueTitle, language)) + ": " + rescue_option_label(*rank, language) + ". " +
           std::string(text(Text::RescueSquareQuestion, language));
  std::string line = move_label(chooser.move()) + " " + std::string(text(Text::RescueQuestion, language));
  if (attacks) line += " " + std::string(text(Text::RescueIfBattleWon, language));
  return line;
}

}  // namespace stratego::play
