#include "cli/play/online_controller.hpp"

#include "cli/play/board_labels.hpp"
#include "cli/play/online_texts.hpp"
#include "cli/play/play_texts.hpp"
#include "client/online_game.hpp"

namespace stratego::play {

OnlineController::OnlineController(OnlineMatch& match) : match_(&match) {}

BoardPhase OnlineController::board_phase() const {
  switch (match_->phase()) {
    case OnlinePhase::Waiting: return BoardPhase::Waiting;
    case OnlinePhase::Setup: return BoardPhase::Setup;
    case OnlinePhase::Play: return BoardPhase::Play;
    case OnlinePhase::Over: break;
  }
  return BoardPhase::Over;
}

const SetupDraft* OnlineController::open_draft() const {
  return match_->phase() == OnlinePhase::Setup && !match_->set_up() ? &match_->draft() : nullptr;
}

void OnlineController::connection(bool up, int times_made) {
  if (times_made != times_connected_) {
    awaiting_state_ = true;
    states_before_reconnection_ = match_->states_read();
  }
  // What was sent on a connection that dropped may never have arrived.
  if (pending_ && (!up || times_made != times_connected_)) pending_->sent = false;
  times_connected_ = times_made;
  connected_ = up;
}

std::optional<Move> OnlineController::queued_move() const {
  if (!pending_ || pending_->sent) return std::nullopt;
  return pending_->move;
}

std::optional<Move> OnlineController::move_on_its_way() const {
  if (!pending_ || !pending_->sent) return std::nullopt;
  return pending_->move;
}

void OnlineController::receive(std::string_view text, OnlineMatch::Clock::time_point now) {
  const OnlinePhase before = match_->phase();
  const int errors = match_->errors_read();
  for (std::string& answer : match_->receive(text, now)) send(std::move(answer));
  const bool refused = match_->errors_read() != errors && pending_ && match_->last_error_id() == pending_->id;
  std::string note = settle_pending(refused);
  if (before == OnlinePhase::Waiting && match_->phase() != OnlinePhase::Waiting) put_cursor_home();
  if (match_->phase() == OnlinePhase::Over && before != OnlinePhase::Over) {
    drop_selection();
    drop_rescue();
  }
  if (awaiting_state_ && match_->states_read() != states_before_reconnection_) note += caught_up();
  std::string line = news_line(before);
  if (!note.empty()) line = line.empty() ? note : note + " " + line;
  if (line.empty()) return;
  // The person's own move stays in view next to the answer.
  tell(own_move_.empty() ? line : std::exchange(own_move_, {}) + " " + line);
}

std::string OnlineController::news_line(OnlinePhase before) {
  std::string line;
  for (const std::string& news : match_->take_news()) line += (line.empty() ? "" : " ") + news;
  if (match_->phase() != OnlinePhase::Over || before == OnlinePhase::Over) return line;
  const client::FrameResult& result = *match_->result();
  const OnlineText verdict = !result.winner ? OnlineText::Draw : *result.winner == match_->me() ? OnlineText::YouWin : OnlineText::YouLose;
  return line + (line.empty() ? "" : " ") + client::printable(result.ending) + ". " + std::string(online_text(verdict, language()));
}

std::string OnlineController::swap_pieces(Square a, Square b) {
  const std::string error = match_->swap(a, b);
  if (error.empty())
    for (std::string& m : match_->draft_messages()) send(std::move(m));
  return error;
}

void OnlineController::new_setup() {
  const std::string error = match_->draw_new_setup();
  if (!error.empty()) return tell(error);
  for (std::string& m : match_->draft_messages()) send(std::move(m));
  tell(std::string(text(Text::NewSetupDrawn, language())));
}

void OnlineController::start() {
  const Language lang = language();
  if (match_->phase() != OnlinePhase::Setup || match_->set_up()) return tell(std::string(online_text(OnlineText::NotInSetup, lang)));
  if (!online()) return tell(std::string(online_text(OnlineText::Offline, lang)));
  drop_selection();
  send(match_->setup_message());
  tell(std::string(online_text(OnlineText::SetupSent, lang)));
}

void OnlineController::submit(const Move& move) {
  const Language lang = language();
  if (match_->phase() != OnlinePhase::Play) return tell(std::string(online_text(OnlineText::NotInPlay, lang)));
  if (!match_->my_turn()) return tell(std::string(online_text(OnlineText::NotYourTurn, lang)));
  if (!match_->view().is_legal(move)) return tell(std::string(text(Text::IllegalMove, lang)) + ": " + move_label(move));
  if (move_on_its_way()) return tell(std::string(online_text(OnlineText::MoveOnItsWay, lang)));
  moved(move);
  pending_ = PendingMove{move, match_->view().history().size(), false};
  if (!online()) return queue(move);
  send_move(move);
}

void OnlineController::send_move(const Move& move) {
  pending_->id = ++moves_sent_;
  send(client::move_intent(move, pending_->id));
  pending_->sent = true;
  own_move_ = std::string(online_text(OnlineText::You, language())) + ": " + move_label(move) + ".";
  tell(own_move_);
}

void OnlineController::queue(const Move& move) {
  tell(std::string(online_text(OnlineText::MoveQueued, language())) + ": " + move_label(move));
}

// After a frame: the pending move is done with once the log has gone past its ply (played,
// here or by another connection of the seat), the server refused it (an error with its id),
// or the game stopped.
// Returns the note on a move that can no longer go.
std::string OnlineController::settle_pending(bool refused) {
  if (!pending_) return {};
  const std::vector<PublicMove>& history = match_->view().history();
  if (history.size() > pending_->ply) {
    const Move played = history[pending_->ply].move;
    const Move mine = std::exchange(pending_, std::nullopt)->move;
    return played.from == mine.from && played.to == mine.to ? std::string() : dropped_line(mine);
  }
  if (match_->phase() != OnlinePhase::Play) return dropped_line(std::exchange(pending_, std::nullopt)->move);
  if (refused && pending_->sent) pending_.reset();  // the server's word is the news
  return {};
}

std::string OnlineController::dropped_line(const Move& move) const {
  return std::string(online_text(OnlineText::QueuedMoveDropped, language())) + ": " + move_label(move) + ".";
}

// The fresh state after a reconnection has come: what was held back goes now (a draft sent
// meanwhile may have been lost with the connection, and so may a move). Returns the note on
// a pending move that can no longer go, if there was one.
std::string OnlineController::caught_up() {
  awaiting_state_ = false;
  for (std::string& m : match_->draft_messages()) send(std::move(m));
  if (!pending_ || pending_->sent) return {};
  const Move move = pending_->move;
  if (!match_->my_turn() || !match_->view().is_legal(move)) {
    pending_.reset();
    return dropped_line(move);
  }
  send_move(move);
  return {};
}

void OnlineController::send_in_play(const char* type, std::string line) {
  if (match_->phase() != OnlinePhase::Play) return tell(std::string(online_text(OnlineText::NotInPlay, language())));
  if (!online()) return tell(std::string(online_text(OnlineText::Offline, language())));
  send(json{{"type", type}}.dump());
  if (!line.empty()) tell(std::move(line));
}

void OnlineController::answer_draw(bool accept) {
  if (!match_->draw_offered()) return tell(std::string(online_text(OnlineText::NoDrawOffer, language())));
  send_in_play(accept ? "accept_draw" : "decline_draw", {});
}

void OnlineController::say(const std::string& text) {
  if (match_->phase() == OnlinePhase::Waiting) return tell(std::string(online_text(OnlineText::WaitingForState, language())));
  if (!online()) return tell(std::string(online_text(OnlineText::Offline, language())));
  send(json{{"type", "chat"}, {"text", text}}.dump());
}

void OnlineController::mute_chat(bool muted) {
  match_->mute_chat(muted);
  tell(std::string(online_text(muted ? OnlineText::ChatMuted : OnlineText::ChatShown, language())));
}

void OnlineController::execute_other(const TypedCommand& command, std::string_view line) {
  using Kind = TypedCommand::Kind;
  switch (command.kind) {
    case Kind::OfferDraw: return send_in_play("offer_draw", std::string(online_text(OnlineText::DrawOfferSent, language())));
    case Kind::AcceptDraw: return answer_draw(true);
    case Kind::DeclineDraw: return answer_draw(false);
    case Kind::Claim: return send_in_play("claim", {});
    case Kind::Say: return say(command.argument);
    case Kind::Mute: return mute_chat(true);
    case Kind::Unmute: return mute_chat(false);
    default: return BoardInteraction::execute_other(command, line);
  }
}

std::string OnlineController::help() const {
  const Language lang = language();
  switch (match_->phase()) {
    case OnlinePhase::Setup: return std::string(online_text(OnlineText::SetupHelp, lang));
    case OnlinePhase::Play: return std::string(online_text(OnlineText::PlayHelp, lang));
    case OnlinePhase::Over: return std::string(online_text(OnlineText::OverHelp, lang));
    case OnlinePhase::Waiting: break;
  }
  return std::string(online_text(OnlineText::WaitingForState, lang));
}

}  // namespace stratego::play
