#include "cli/play/online_controller.hpp"

#include <algorithm>
#include <cctype>

#include "cli/play/board_labels.hpp"
#include "cli/play/controller_lines.hpp"
#include "cli/play/online_texts.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/typed_command.hpp"
#include "client/online_game.hpp"
#include "engine/notation.hpp"

namespace stratego::play {
namespace {

std::string lower_word(std::string_view line) {
  std::string word;
  for (const char c : line)
    if (c != ' ') word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return word;
}

}  // namespace

OnlineController::OnlineController(OnlineMatch& match) : match_(&match) {}

std::vector<Square> OnlineController::targets() const {
  if (rescue_) return rescue_->stage() == RescueChooser::Stage::Square ? rescue_->squares() : std::vector<Square>{};
  std::vector<Square> squares;
  if (!selected_ || match_->phase() != OnlinePhase::Play) return squares;
  for (const Move& m : match_->moves_from(*selected_)) squares.push_back(to_square(m.to));
  return squares;
}

void OnlineController::move_cursor(int files, int ranks) {
  if (match_->phase() == OnlinePhase::Waiting) return;
  if (rescue_ && rescue_->stage() == RescueChooser::Stage::Piece) {
    rescue_->move_highlight(-ranks);  // the list runs downwards
    return;
  }
  const Variant& v = match_->variant();
  const int sign = match_->me() == Color::Red ? 1 : -1;
  cursor_.file = static_cast<std::int8_t>(std::clamp(cursor_.file + sign * files, 0, v.width - 1));
  cursor_.rank = static_cast<std::int8_t>(std::clamp(cursor_.rank + sign * ranks, 0, v.height - 1));
}

void OnlineController::receive(std::string_view text, OnlineMatch::Clock::time_point now) {
  const OnlinePhase before = match_->phase();
  for (std::string& answer : match_->receive(text, now)) send(std::move(answer));
  if (before == OnlinePhase::Waiting && match_->phase() != OnlinePhase::Waiting) {
    const Variant& v = match_->variant();
    const bool red = match_->me() == Color::Red;
    cursor_ = Square{static_cast<std::int8_t>(red ? 0 : v.width - 1),
                     static_cast<std::int8_t>(red ? std::max(0, v.setup_rows - 1) : v.height - std::max(1, v.setup_rows))};
  }
  if (match_->phase() == OnlinePhase::Over && before != OnlinePhase::Over) {
    selected_.reset();
    rescue_.reset();
  }
  std::string line;
  for (const std::string& news : match_->take_news()) line += (line.empty() ? "" : " ") + news;
  if (match_->phase() == OnlinePhase::Over && before != OnlinePhase::Over) {
    const client::FrameResult& result = *match_->result();
    const Language lang = match_->language();
    line += (line.empty() ? "" : " ") + client::printable(result.ending) + ". " +
            std::string(online_text(!result.winner ? OnlineText::Draw : *result.winner == match_->me() ? OnlineText::YouWin : OnlineText::YouLose, lang));
  }
  if (line.empty()) return;
  // The person's own move stays in view next to the answer.
  tell(own_move_.empty() ? line : std::exchange(own_move_, {}) + " " + line);
}

void OnlineController::choose(Square square) {
  if (match_->phase() == OnlinePhase::Waiting || !match_->variant().on_board(square)) return;
  cursor_ = square;
  if (rescue_) {
    follow(rescue_->stage() == RescueChooser::Stage::Piece ? rescue_->pick_highlighted() : rescue_->pick_square(square));
    return;
  }
  switch (match_->phase()) {
    case OnlinePhase::Setup: choose_in_setup(square); break;
    case OnlinePhase::Play: choose_in_play(square); break;
    case OnlinePhase::Over: tell(std::string(text(Text::GameIsOver, match_->language()))); break;
    case OnlinePhase::Waiting: break;
  }
}

void OnlineController::cancel() {
  if (rescue_) return follow(rescue_->back());
  selected_.reset();
  message_.clear();
}

void OnlineController::choose_in_setup(Square square) {
  const Language lang = match_->language();
  if (selected_ == square) return cancel();
  if (selected_) return swap(*selected_, square);
  if (match_->set_up() || !match_->draft().rank_at(square)) {
    tell(square_name(square) + ": " + std::string(text(Text::NothingToSelect, lang)));
    return;
  }
  selected_ = square;
  tell(selected_in_setup_line(square, *match_->draft().rank_at(square), lang));
}

void OnlineController::choose_in_play(Square square) {
  if (selected_ == square) return cancel();
  const bool own_piece = match_->view().at(square).kind == SquareView::Kind::Own;
  if (own_piece || !selected_) return select_piece(square);
  play(Move{to_sq(*selected_), to_sq(square)});
}

void OnlineController::select_piece(Square square) {
  const Language lang = match_->language();
  const SquareView view = match_->view().at(square);
  if (view.kind != SquareView::Kind::Own) {
    selected_.reset();
    tell(square_name(square) + ": " + std::string(text(Text::NothingToSelect, lang)));
    return;
  }
  selected_ = square;
  tell(selected_in_play_line(square, view.rank, match_->moves_from(square), lang));
}

void OnlineController::swap(Square a, Square b) {
  selected_.reset();
  const std::string error = match_->swap(a, b);
  if (!error.empty()) return tell(error);
  for (std::string& m : match_->draft_messages()) send(std::move(m));
  tell(std::string(text(Text::Swapped, match_->language())) + ": " + square_name(a) + " <-> " + square_name(b));
}

void OnlineController::new_setup() {
  selected_.reset();
  const std::string error = match_->draw_new_setup();
  if (!error.empty()) return tell(error);
  for (std::string& m : match_->draft_messages()) send(std::move(m));
  tell(std::string(text(Text::NewSetupDrawn, match_->language())));
}

void OnlineController::send_setup() {
  const Language lang = match_->language();
  if (match_->phase() != OnlinePhase::Setup || match_->set_up()) return tell(std::string(online_text(OnlineText::NotInSetup, lang)));
  selected_.reset();
  send(match_->setup_message());
  tell(std::string(online_text(OnlineText::SetupSent, lang)));
}

void OnlineController::play(const Move& move) {
  if (!move.has_rescue() && offer_rescue(move)) return;
  send_move(move);
}

bool OnlineController::offer_rescue(const Move& move) {
  if (!match_->my_turn() || !match_->view().is_legal(move)) return false;
  Observation::RescueChoices choices = match_->view().rescue_choices(move);
  if (choices.ranks.empty()) return false;
  rescue_.emplace(move, std::move(choices.ranks), std::move(choices.squares));
  selected_.reset();
  tell(rescue_prompt());
  return true;
}

void OnlineController::answer_rescue(std::string_view line) {
  using Kind = TypedCommand::Kind;
  switch (parse_typed_command(line).kind) {
    case Kind::Empty: choose_at_cursor(); return;
    case Kind::Quit: quit_ = true; return;  // the waiting move is not sent
    case Kind::Help:
      tell(std::string(text(Text::RescueHelp, match_->language())));
      return;
    case Kind::Resign:
      rescue_.reset();
      send_in_play("resign", {});
      return;
    default: follow(rescue_->answer(line)); return;
  }
}

void OnlineController::follow(const RescueChooser::Step& step) {
  using Kind = RescueChooser::Step::Kind;
  const Language lang = match_->language();
  switch (step.kind) {
    case Kind::Ask:
      if (rescue_->stage() == RescueChooser::Stage::Square) cursor_ = to_square(rescue_->move().from);
      tell(rescue_prompt());
      return;
    case Kind::NotAChoice: tell(std::string(text(Text::NotAChoice, lang)) + ". " + rescue_prompt()); return;
    case Kind::TakeBack:
      rescue_.reset();
      tell(std::string(text(Text::MoveTakenBack, lang)) + ": " + move_label(step.move));
      return;
    case Kind::Play:
      rescue_.reset();
      send_move(step.move);
      return;
  }
}

std::string OnlineController::rescue_prompt() const {
  return rescue_prompt_line(*rescue_, match_->view().board().is_enemy_of(rescue_->move().to, match_->me()), match_->language());
}

void OnlineController::send_move(const Move& move) {
  const Language lang = match_->language();
  if (match_->phase() != OnlinePhase::Play) return tell(std::string(online_text(OnlineText::NotInPlay, lang)));
  if (!match_->my_turn()) return tell(std::string(online_text(OnlineText::NotYourTurn, lang)));
  if (!match_->view().is_legal(move))
    return tell(std::string(text(Text::IllegalMove, lang)) + ": " + move_label(move));
  selected_.reset();
  cursor_ = to_square(move.to);
  send(client::move_intent(move));
  own_move_ = std::string(online_text(OnlineText::You, lang)) + ": " + move_label(move) + ".";
  tell(own_move_);
}

void OnlineController::send_in_play(const char* type, std::string line) {
  if (match_->phase() != OnlinePhase::Play) return tell(std::string(online_text(OnlineText::NotInPlay, match_->language())));
  send(json{{"type", type}}.dump());
  if (!line.empty()) tell(std::move(line));
}

void OnlineController::answer_draw(bool accept) {
  if (!match_->draw_offered()) return tell(std::string(online_text(OnlineText::NoDrawOffer, match_->language())));
  send_in_play(accept ? "accept_draw" : "decline_draw", {});
}

bool OnlineController::execute_online_word(std::string_view line) {
  const std::string word = lower_word(line);
  const Language lang = match_->language();
  if (word == "draw" || word == "remis") send_in_play("offer_draw", std::string(online_text(OnlineText::DrawOfferSent, lang)));
  else if (word == "accept" || word == "annehmen") answer_draw(true);
  else if (word == "decline" || word == "ablehnen") answer_draw(false);
  else if (word == "claim" || word == "anspruch") send_in_play("claim", {});
  else return false;
  return true;
}

std::string OnlineController::help() const {
  const Language lang = match_->language();
  switch (match_->phase()) {
    case OnlinePhase::Setup: return std::string(online_text(OnlineText::SetupHelp, lang));
    case OnlinePhase::Play: return std::string(online_text(OnlineText::PlayHelp, lang));
    case OnlinePhase::Over: return std::string(online_text(OnlineText::OverHelp, lang));
    case OnlinePhase::Waiting: break;
  }
  return std::string(online_text(OnlineText::WaitingForState, lang));
}

void OnlineController::execute(std::string_view line) {
  if (rescue_) return answer_rescue(line);
  if (execute_online_word(line)) return;
  using Kind = TypedCommand::Kind;
  const TypedCommand command = parse_typed_command(line);
  const Language lang = match_->language();
  const bool setting_up = match_->phase() == OnlinePhase::Setup;
  switch (command.kind) {
    case Kind::Empty: choose_at_cursor(); break;
    case Kind::Square: choose(command.first); break;
    case Kind::Move:
      if (setting_up) swap(to_square(command.move.from), to_square(command.move.to));
      else if (command.declines_rescue) send_move(command.move);
      else play(command.move);
      break;
    case Kind::Swap: swap(command.first, command.second); break;
    case Kind::NewSetup: new_setup(); break;
    case Kind::Start: send_setup(); break;
    case Kind::Resign: send_in_play("resign", {}); break;
    case Kind::Quit: quit_ = true; break;
    case Kind::Help: tell(help()); break;
    case Kind::LoadSetup:
    case Kind::SaveSetup:
    case Kind::Unknown:
      tell(std::string(text(Text::UnknownCommand, lang)) + ": " + std::string(line) + " (" + (lang == Language::German ? "hilfe" : "help") + ")");
      break;
  }
}

}  // namespace stratego::play
