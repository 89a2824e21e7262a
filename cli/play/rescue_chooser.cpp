#include "cli/play/rescue_chooser.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

#include "cli/play/play_texts.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

std::string trimmed_lower(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<int> number_in(std::string_view text) {
  int number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return number;
}

}  // namespace

RescueChooser::RescueChooser(const Move& move, std::vector<Rank> ranks, std::vector<Square> squares)
    : move_(move), ranks_(std::move(ranks)), squares_(std::move(squares)) {}

void RescueChooser::move_highlight(int lines) {
  const int last = static_cast<int>(option_count()) - 1;
  highlighted_ = static_cast<std::size_t>(std::clamp(static_cast<int>(highlighted_) + lines, 0, last));
}

RescueChooser::Step RescueChooser::pick_highlighted() {
  if (highlighted_ >= ranks_.size()) return play_without_rescue();
  return pick_rank(ranks_[highlighted_]);
}

RescueChooser::Step RescueChooser::pick_number(int number) {
  if (number == 0) return play_without_rescue();
  if (number < 0 || number > static_cast<int>(ranks_.size())) return not_a_choice();
  return pick_rank(ranks_[static_cast<std::size_t>(number - 1)]);
}

RescueChooser::Step RescueChooser::pick_rank(Rank rank) {
  const auto offered = std::find(ranks_.begin(), ranks_.end(), rank);
  if (offered == ranks_.end()) return not_a_choice();
  highlighted_ = static_cast<std::size_t>(offered - ranks_.begin());
  rank_ = rank;
  return ask();
}

RescueChooser::Step RescueChooser::pick_square(Square square) {
  if (!rank_ || std::find(squares_.begin(), squares_.end(), square) == squares_.end()) return not_a_choice();
  Move rescue = move_;
  rescue.rescue_to = to_sq(square);
  rescue.rescue_rank = *rank_;
  return play(rescue);
}

RescueChooser::Step RescueChooser::answer(std::string_view typed) {
  const std::string word = trimmed_lower(typed);
  if (declines_rescue(word)) return play_without_rescue();
  if (stage() == Stage::Square) {
    const std::optional<Square> square = parse_square(word);
    return square ? pick_square(*square) : not_a_choice();
  }
  if (const std::optional<int> number = number_in(word)) return pick_number(*number);
  if (const std::optional<Rank> rank = parse_rank_word(word)) return pick_rank(*rank);
  return not_a_choice();
}

RescueChooser::Step RescueChooser::back() {
  if (stage() == Stage::Piece) return Step{Step::Kind::TakeBack, move_};
  rank_.reset();
  return ask();
}

bool declines_rescue(std::string_view word) {
  static constexpr std::array<std::string_view, 6> words = {"0", "none", "no", "keine", "nein", "-"};
  return std::find(words.begin(), words.end(), word) != words.end();
}

std::string rescue_option_label(Rank rank, Language language) {
  return std::string(rank_word(rank, language)) + " (" + std::string(rank_symbol(rank)) + ")";
}

}  // namespace stratego::play
