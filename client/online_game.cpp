#include "client/online_game.hpp"

#include <algorithm>

#include "ai/draw_answer.hpp"
#include "client/move_frame.hpp"
#include "client/think_budget.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "formats/setup_string.hpp"

namespace stratego::client {
namespace {

const Variant& variant_of(const json& state) {
  const std::string name = string_field(state, "variant");
  const Variant* v = find_variant(name);
  if (!v) throw FrameError("the game's variant '" + printable(name) + "' is unknown here");
  return *v;
}

const RuleSet& rules_of(const json& state) {
  const std::string name = string_field(state, "rules");
  const RuleSet* r = find_rule_set(name);
  if (!r) throw FrameError("the game's rule set '" + printable(name) + "' is unknown here");
  return *r;
}

const json& seat_of(const json& state, Color c) { return field(field(state, "seats"), color_name(c)); }

// The opponent's name as one word of printable ASCII (the UCC setup query takes one token).
std::string one_word(const std::string& name) {
  std::string word;
  for (char c : name) word += (c > ' ' && c < 127) ? c : '_';
  return word.empty() ? std::string("opponent") : word;
}

}  // namespace

std::string move_intent(const Move& m, std::optional<std::int64_t> id) {
  json message = {{"type", "move"}, {"from", square_name(m.from)}, {"to", square_name(m.to)}};
  if (m.has_rescue()) {
    message["rescue_to"] = square_name(m.rescue_to);
    message["rescue_rank"] = rank_name(m.rescue_rank);
  }
  if (id) message["id"] = *id;
  return message.dump();
}

std::string summary_json(const GameSummary& s) {
  return json{{"game", s.game},
              {"variant", s.variant},
              {"rules", s.rules},
              {"red", s.red},
              {"blue", s.blue},
              {"winner", s.winner ? json(color_name(*s.winner)) : json(nullptr)},
              {"ending", s.ending},
              {"plies", s.plies}}
      .dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string summary_text(const GameSummary& s) {
  const std::string verdict = s.winner ? std::string(color_name(*s.winner)) + " wins" : std::string("a draw");
  return "game " + printable(s.game) + " (" + printable(s.variant) + ", " + printable(s.rules) + "): red " + printable(s.red) +
         ", blue " + printable(s.blue) + ": " + verdict + ", " + printable(s.ending) + ", " + std::to_string(s.plies) + " plies";
}

OnlineGame::OnlineGame(Seat& seat, Color me, std::chrono::milliseconds movetime) : seat_(seat), me_(me), movetime_(movetime) {}

void OnlineGame::reconnected() {
  sync_sent_ = false;  // a new connection begins with a state
  setup_sent_ = false;
  moved_at_ply_ = -1;
  draw_answers_pending_ = 0;
  claim_at_.reset();
  claim_sent_ = false;
}

std::vector<std::string> OnlineGame::receive(std::string_view text, Clock::time_point now) {
  const json frame = parse_frame(text);
  const std::string type = frame["type"];
  if (type == "state" || type == "presence" || type == "move") note_claim(frame, now);
  if (type == "state") {
    state_ = frame;
    sync_sent_ = false;
    return on_state(state_);
  }
  if (type == "move") return on_move(frame);
  if (type == "draw_offer") return answer_draw();
  if (type == "draw_answer") {
    draw_answers_pending_ = std::max(0, draw_answers_pending_ - 1);
    return {};
  }
  if (type == "error") {
    // An offer lapses with the next move: an answer that crossed it is refused, harmlessly.
    if (draw_answers_pending_ > 0) {
      --draw_answers_pending_;
      return {};
    }
    if (claim_sent_) {
      claim_sent_ = false;
      return {};
    }
    const auto message = frame.find("message");
    const bool said = message != frame.end() && message->is_string();
    throw ServerError("the server refused: " + (said ? printable(message->get<std::string>()) : std::string("(no message)")));
  }
  return {};  // presence, chat and what later versions add
}

void OnlineGame::note_claim(const json& frame, Clock::time_point now) {
  const auto it = frame.find("claim_in_ms");
  if (it == frame.end() || !it->is_number()) {
    claim_at_.reset();
    return;
  }
  claim_at_ = now + std::chrono::milliseconds(std::clamp<std::int64_t>(it->get<std::int64_t>(), 0, std::int64_t{1} << 40));
  claim_sent_ = false;
}

std::vector<std::string> OnlineGame::tick(Clock::time_point now) {
  if (over() || claim_sent_ || !claim_at_ || now < *claim_at_) return {};
  claim_sent_ = true;
  claim_at_.reset();
  return {R"({"type":"claim"})"};
}

std::vector<std::string> OnlineGame::on_move(const json& frame) {
  if (sync_sent_) return {};
  if (state_.is_null() || !apply_move_frame(state_, frame)) {
    sync_sent_ = true;
    return {R"({"type":"sync"})"};
  }
  return on_state(state_);
}

std::vector<std::string> OnlineGame::on_state(const json& state) {
  if (over()) return {};
  if (color_field(state, "you") != me_) throw FrameError("the frame is not for our seat");
  const std::string phase = string_field(state, "phase");
  if (phase == "setup") return set_up(state);
  if (phase != "play" && phase != "over") throw FrameError("unknown phase '" + printable(phase) + "'");
  if (!knowledge_) knowledge_.emplace(variant_of(state), rules_of(state), me_, own_setup_);
  const bool started = !field(state, "log").empty() || phase == "play";
  if (started) tell_seat(knowledge_->follow(state), state);
  if (phase == "over") {
    finish(state);
    return {};
  }
  return move(state);
}

std::vector<std::string> OnlineGame::set_up(const json& state) {
  if (setup_sent_ || bool_field(seat_of(state, me_), "set_up")) return {};
  const Variant& v = variant_of(state);
  if (!own_setup_) {
    const std::string opponent_name = one_word(string_field(seat_of(state, opponent(me_)), "name"));
    SeatSetup answer = seat_.setup(v, rules_of(state), me_, opponent_name);
    if (!answer.setup) throw SeatFailure("no setup: " + answer.failure);
    if (std::string error = validate_setup(v, me_, *answer.setup); !error.empty())
      throw SeatFailure("the setup is not valid: " + error);
    own_setup_ = answer.setup;
  }
  setup_sent_ = true;
  return {json{{"type", "setup"}, {"setup", setup_to_string(v, me_, *own_setup_)}}.dump()};
}

void OnlineGame::tell_seat(const std::vector<PublicMove>& events, const json& state) {
  const std::optional<FrameResult> result = result_of(state);
  for (std::size_t i = 0; i < events.size(); ++i) {
    const bool last = i + 1 == events.size();
    seat_.told(events[i], last && result ? game_result(*result) : GameResult{});
  }
}

std::vector<std::string> OnlineGame::move(const json& state) {
  const Observation& view = knowledge_->observation();
  if (view.side_to_move() != me_ || moved_at_ply_ == view.ply()) return {};
  MoveList legal;
  view.legal_moves(legal);
  if (legal.size() == 0) throw FrameError("the game goes on on our turn, but we have no legal move");
  moved_at_ply_ = view.ply();
  // A move chosen at this ply that a broken connection lost goes again, unthought: the seat
  // (a UCC bot above all) has given its answer for this position already.
  if (chosen_ && chosen_->first == view.ply()) return {move_intent(chosen_->second)};
  const auto clock = state.find("clock");
  seat_.set_move_time(think_budget(clock == state.end() ? json(nullptr) : *clock, me_, movetime_));
  SeatAnswer answer = seat_.move(view);
  if (!answer.move) throw SeatFailure("no move: " + answer.failure);
  if (!view.is_legal(*answer.move)) {
    seat_.told_illegal(answer);
    throw SeatFailure("the move '" + printable(answer.text) + "' is not legal here");
  }
  chosen_ = {view.ply(), *answer.move};
  return {move_intent(*answer.move)};
}

std::vector<std::string> OnlineGame::answer_draw() {
  if (!knowledge_ || !knowledge_->ready() || over()) return {};
  ++draw_answers_pending_;
  return {json{{"type", accepts_draw(knowledge_->observation()) ? "accept_draw" : "decline_draw"}}.dump()};
}

void OnlineGame::finish(const json& state) {
  const std::optional<FrameResult> result = result_of(state);
  if (!result) throw FrameError("the game is over without a result");
  GameSummary s;
  s.game = string_field(state, "game");
  s.variant = string_field(state, "variant");
  s.rules = string_field(state, "rules");
  s.red = string_field(seat_of(state, Color::Red), "name");
  s.blue = string_field(seat_of(state, Color::Blue), "name");
  s.winner = result->winner;
  s.ending = result->ending;
  s.plies = static_cast<int>(field(state, "log").size());
  const std::string verdict = s.winner ? std::string(color_name(*s.winner)) + " wins" : std::string("draw");
  seat_.finish(verdict + " (" + s.ending + ")");
  summary_ = std::move(s);
}

}  // namespace stratego::client
