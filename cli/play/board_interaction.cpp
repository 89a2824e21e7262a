#include "cli/play/board_interaction.hpp"

#include <algorithm>

#include "cli/play/board_labels.hpp"
#include "cli/play/controller_lines.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/seat_history.hpp"
#include "engine/notation.hpp"

namespace stratego::play {

std::vector<Square> BoardInteraction::targets() const {
  if (rescue_) return rescue_->stage() == RescueChooser::Stage::Square ? rescue_->squares() : std::vector<Square>{};
  std::vector<Square> squares;
  if (!selected_ || board_phase() != BoardPhase::Play) return squares;
  for (const Move& m : seat_moves_from(view(), seat(), *selected_)) squares.push_back(to_square(m.to));
  return squares;
}

void BoardInteraction::move_cursor(int files, int ranks) {
  if (board_phase() == BoardPhase::Waiting) return;
  if (rescue_ && rescue_->stage() == RescueChooser::Stage::Piece) {
    rescue_->move_highlight(-ranks);  // the list runs downwards
    return;
  }
  const Variant& v = variant();
  const int sign = seat() == Color::Red ? 1 : -1;
  cursor_.file = static_cast<std::int8_t>(std::clamp(cursor_.file + sign * files, 0, v.width - 1));
  cursor_.rank = static_cast<std::int8_t>(std::clamp(cursor_.rank + sign * ranks, 0, v.height - 1));
}

void BoardInteraction::put_cursor_home() {
  const Variant& v = variant();
  const bool red = seat() == Color::Red;
  cursor_ = Square{static_cast<std::int8_t>(red ? 0 : v.width - 1),
                   static_cast<std::int8_t>(red ? std::max(0, v.setup_rows - 1) : v.height - std::max(1, v.setup_rows))};
}

void BoardInteraction::choose(Square square) {
  if (board_phase() == BoardPhase::Waiting || !variant().on_board(square)) return;
  cursor_ = square;
  if (rescue_) {
    follow(rescue_->stage() == RescueChooser::Stage::Piece ? rescue_->pick_highlighted() : rescue_->pick_square(square));
    return;
  }
  switch (board_phase()) {
    case BoardPhase::Setup: choose_in_setup(square); break;
    case BoardPhase::Play: choose_in_play(square); break;
    case BoardPhase::Over: tell(std::string(text(Text::GameIsOver, language()))); break;
    case BoardPhase::Waiting: break;
  }
}

void BoardInteraction::announce(const std::string& line) {
  if (line.empty()) return;
  message_ = message_.empty() ? line : line + " " + message_;
}

void BoardInteraction::cancel() {
  if (rescue_) return follow(rescue_->back());
  selected_.reset();
  message_.clear();
}

void BoardInteraction::choose_in_setup(Square square) {
  if (selected_ == square) return cancel();
  if (selected_) return swap(*selected_, square);
  const SetupDraft* draft = open_draft();
  if (!draft || !draft->rank_at(square)) {
    tell(square_name(square) + ": " + std::string(text(Text::NothingToSelect, language())));
    return;
  }
  selected_ = square;
  tell(selected_in_setup_line(square, *draft->rank_at(square), language()));
}

void BoardInteraction::choose_in_play(Square square) {
  if (selected_ == square) return cancel();
  const bool own_piece = view().at(square).kind == SquareView::Kind::Own;
  if (own_piece || !selected_) return select_piece(square);
  play(Move{to_sq(*selected_), to_sq(square)});
}

void BoardInteraction::select_piece(Square square) {
  const SquareView seen = view().at(square);
  if (seen.kind != SquareView::Kind::Own) {
    selected_.reset();
    tell(square_name(square) + ": " + std::string(text(Text::NothingToSelect, language())));
    return;
  }
  selected_ = square;
  tell(selected_in_play_line(square, seen.rank, seat_moves_from(view(), seat(), square), language()));
}

void BoardInteraction::swap(Square a, Square b) {
  selected_.reset();
  const std::string error = swap_pieces(a, b);
  if (!error.empty()) return tell(error);
  tell(std::string(text(Text::Swapped, language())) + ": " + square_name(a) + " <-> " + square_name(b));
}

void BoardInteraction::moved(const Move& move) {
  selected_.reset();
  cursor_ = to_square(move.to);
}

void BoardInteraction::play(const Move& move) {
  if (!move.has_rescue() && offer_rescue(move)) return;
  submit(move);
}

bool BoardInteraction::offer_rescue(const Move& move) {
  if (!seat_to_move() || !view().is_legal(move)) return false;
  Observation::RescueChoices choices = view().rescue_choices(move);
  if (choices.ranks.empty()) return false;
  rescue_.emplace(move, std::move(choices.ranks), std::move(choices.squares));
  selected_.reset();
  tell(rescue_prompt());
  return true;
}

void BoardInteraction::answer_rescue(std::string_view line) {
  using Kind = TypedCommand::Kind;
  switch (parse_typed_command(line).kind) {
    case Kind::Empty: return choose_at_cursor();
    case Kind::Quit: return request_quit();  // the waiting move does not go
    case Kind::Help: return tell(rescue_help());
    case Kind::Resign:
      rescue_.reset();
      return resign();
    default: return follow(rescue_->answer(line));
  }
}

void BoardInteraction::follow(const RescueChooser::Step& step) {
  using Kind = RescueChooser::Step::Kind;
  const Language lang = language();
  switch (step.kind) {
    case Kind::Ask:
      if (rescue_->stage() == RescueChooser::Stage::Square) cursor_ = to_square(rescue_->move().from);
      return tell(rescue_prompt());
    case Kind::NotAChoice: return tell(std::string(text(Text::NotAChoice, lang)) + ". " + rescue_prompt());
    case Kind::TakeBack:
      rescue_.reset();
      return tell(std::string(text(Text::MoveTakenBack, lang)) + ": " + move_label(step.move));
    case Kind::Play:
      rescue_.reset();
      return submit(step.move);
  }
}

// The question of the chooser's step; the screen lists the choices beside the board.
std::string BoardInteraction::rescue_prompt() const {
  return rescue_prompt_line(*rescue_, view().board().is_enemy_of(rescue_->move().to, seat()), language());
}

std::string BoardInteraction::rescue_help() const {
  const bool piece = rescue_->stage() == RescueChooser::Stage::Piece;
  return std::string(text(Text::RescueHelp, language())) + " " +
         std::string(text(piece ? Text::RescuePieceHelp : Text::RescueSquareHelp, language()));
}

std::string BoardInteraction::unknown_command(std::string_view line) const {
  return std::string(text(Text::UnknownCommand, language())) + ": " + std::string(line) + " (" +
         (language() == Language::German ? "hilfe" : "help") + ")";
}

void BoardInteraction::execute_other(const TypedCommand& command, std::string_view line) {
  tell(unknown_command(command.kind == TypedCommand::Kind::Unknown ? command.argument : line));
}

void BoardInteraction::execute(std::string_view line) {
  if (rescue_) return answer_rescue(line);
  using Kind = TypedCommand::Kind;
  const TypedCommand command = parse_typed_command(line);
  switch (command.kind) {
    case Kind::Empty: return choose_at_cursor();
    case Kind::Square: return choose(command.first);
    case Kind::Move:
      if (board_phase() == BoardPhase::Setup) return swap(to_square(command.move.from), to_square(command.move.to));
      if (command.declines_rescue) return submit(command.move);
      return play(command.move);
    case Kind::Swap: return swap(command.first, command.second);
    case Kind::NewSetup:
      selected_.reset();
      return new_setup();
    case Kind::Start: return start();
    case Kind::Resign: return resign();
    case Kind::Quit: return request_quit();
    case Kind::Help: return tell(help());
    default: return execute_other(command, line);
  }
}

}  // namespace stratego::play
