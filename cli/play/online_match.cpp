#include "cli/play/online_match.hpp"

#include <algorithm>
#include <cstdio>

#include "cli/play/online_texts.hpp"
#include "client/move_frame.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/seat_history.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "engine/seed_mix.hpp"
#include "formats/setup_string.hpp"

namespace stratego::play {
namespace {

using client::FrameError;
using std::chrono::milliseconds;

const json* member(const json& object, const char* key) {
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

// A count of ms from the frame, or nullopt for null; anything else is a FrameError.
std::optional<milliseconds> optional_ms(const json& object, const char* key) {
  const json* value = member(object, key);
  if (!value || value->is_null()) return std::nullopt;
  if (!value->is_number_integer()) throw FrameError(std::string("'") + key + "' is not a whole number");
  return milliseconds(std::clamp<std::int64_t>(value->get<std::int64_t>(), 0, std::int64_t{1} << 40));
}

milliseconds since(OnlineMatch::Clock::time_point then, OnlineMatch::Clock::time_point now) {
  return std::max(milliseconds(0), std::chrono::duration_cast<milliseconds>(now - then));
}

const Variant& variant_of(const json& state) {
  const Variant* v = find_variant(client::string_field(state, "variant"));
  if (!v) throw FrameError("the game's variant is unknown here");
  return *v;
}

// "Bob: good luck", from a `chat` message or an entry of `state.chat`.
std::string chat_line(const json& message) {
  return client::printable(client::string_field(message, "name")) + ": " + client::printable(client::string_field(message, "text"));
}

// The players' room keeps what `state.chat` holds at most.
constexpr std::size_t kChatKept = 50;

const RuleSet& rules_of(const json& state) {
  const RuleSet* r = find_rule_set(client::string_field(state, "rules"));
  if (!r) throw FrameError("the game's rule set is unknown here");
  return *r;
}

}  // namespace

std::string clock_text(milliseconds left) {
  const long long ms = std::max<long long>(0, left.count());
  char text[32];
  if (ms < 10000) std::snprintf(text, sizeof text, "0:%02lld.%lld", ms / 1000, ms % 1000 / 100);
  else std::snprintf(text, sizeof text, "%lld:%02lld", ms / 60000, ms / 1000 % 60);
  return text;
}

OnlineMatch::OnlineMatch(Color me, Language language, std::uint64_t seed)
    : me_(me), language_(language), setup_maker_(make_player("beginner", mix_seed(seed, 0))) {}

std::vector<std::string> OnlineMatch::receive(std::string_view text, Clock::time_point now) {
  const json frame = client::parse_frame(text);
  const std::string type = frame["type"];
  const bool clock_was_set_up = setup_ms_.has_value();
  if (type == "state") on_state(frame, now);
  else if (type == "move") {
    if (std::vector<std::string> answers = on_move(frame, now); !answers.empty()) return answers;
  }
  else if (type == "presence") {
    read_seats(client::field(frame, "seats"), now);
    read_claim(frame, now);
  } else if (type == "draw_offer") {
    draw_offered_ = true;
    tell(std::string(online_text(OnlineText::DrawOffered, language_)));
  } else if (type == "draw_answer") {
    draw_offered_ = false;
    tell(std::string(online_text(client::bool_field(frame, "accepted") ? OnlineText::DrawAccepted : OnlineText::DrawDeclined, language_)));
  } else if (type == "chat") {
    on_chat(frame);
  } else if (type == "error") {
    ++errors_read_;
    const json* id = member(frame, "id");
    last_error_id_ = id && id->is_number_integer() ? std::optional(id->get<std::int64_t>()) : std::nullopt;
    const json* message = member(frame, "message");
    tell(std::string(online_text(OnlineText::ServerSays, language_)) + ": " +
         client::printable(message && message->is_string() ? message->get<std::string>() : std::string("?")));
  }
  // A set-up clock that has just started gets the draft at once: it is what the server
  // takes if the person is not done in time.
  if (!clock_was_set_up && setup_ms_ && phase_ == OnlinePhase::Setup && !set_up_) return draft_messages();
  return {};
}

std::vector<std::string> OnlineMatch::take_news() { return std::exchange(news_, {}); }

void OnlineMatch::on_state(const json& state, Clock::time_point now) {
  if (client::color_field(state, "you") != me_) throw FrameError("the frame is not for our seat");
  ++states_read_;
  state_ = state;
  sync_sent_ = false;
  read_terms(state_);
  read_seats(client::field(state_, "seats"), now);
  read_chat(state_);
  follow_game(now);
}

// What a state or a move frame may change: the clocks, the phase, the moves and the ending.
void OnlineMatch::follow_game(Clock::time_point now) {
  read_clock(state_, now);
  read_claim(state_, now);
  const std::string phase = client::string_field(state_, "phase");
  if (phase == "setup") {
    phase_ = OnlinePhase::Setup;
    if (!draft_) draft_.emplace(*variant_, me_, setup_maker_->choose_setup(*variant_, *rules_, me_));
    return;
  }
  if (phase != "play" && phase != "over") throw FrameError("unknown phase");
  if (!knowledge_) knowledge_.emplace(*variant_, *rules_, me_, std::nullopt);
  knowledge_->follow(state_);
  set_up_ = true;
  phase_ = phase == "play" ? OnlinePhase::Play : OnlinePhase::Over;
  result_ = client::result_of(state_);
  if (phase_ == OnlinePhase::Over && !result_) throw FrameError("the game is over without a result");
  read_reveal(state_);
}

std::vector<std::string> OnlineMatch::on_move(const json& frame, Clock::time_point now) {
  if (sync_sent_) return {};
  if (state_.is_null() || !client::apply_move_frame(state_, frame)) {  // a frame was missed: start afresh
    sync_sent_ = true;
    return {R"({"type":"sync"})"};
  }
  ++states_read_;
  const bool was_ready = knowledge_ && knowledge_->ready();
  const std::size_t seen = was_ready ? view().history().size() : 0;
  follow_game(now);
  draw_offered_ = false;
  const std::vector<PublicMove>& history = view().history();
  for (std::size_t i = seen; i < history.size(); ++i) {
    if (history[i].mover == me_) {  // the person saw the move go; the battle is news
      if (history[i].battle) tell(explain(*history[i].battle, me_, language_));
      continue;
    }
    std::string line = std::string(online_text(OnlineText::Opponent, language_)) + ": " + square_name(history[i].move.from) + "-" +
                       square_name(history[i].move.to) + ".";
    if (history[i].battle) line += " " + explain(*history[i].battle, me_, language_);
    tell(line);
  }
  return {};
}

void OnlineMatch::read_chat(const json& state) {
  const json* chat = member(state, "chat");
  if (!chat) return;
  if (!chat->is_array()) throw FrameError("'chat' is not an array");
  chat_.clear();
  for (const json& message : *chat)
    if (client::string_field(message, "room") == "players") chat_.push_back(chat_line(message));
  if (chat_.size() > kChatKept) chat_.erase(chat_.begin(), chat_.end() - kChatKept);
}

void OnlineMatch::on_chat(const json& frame) {
  if (client::string_field(frame, "room") != "players") return;
  const std::string line = chat_line(frame);
  chat_.push_back(line);
  if (chat_.size() > kChatKept) chat_.erase(chat_.begin());
  if (client::optional_color_field(frame, "from") != me_ && !chat_muted_) tell(line);
}

void OnlineMatch::read_terms(const json& state) {
  const Variant& v = variant_of(state);
  const RuleSet& r = rules_of(state);
  if (variant_ && (variant_ != &v || rules_ != &r)) throw FrameError("the game's variant or rules changed");
  variant_ = &v;
  rules_ = &r;
  const json& seats = client::field(state, "seats");
  for (const Color c : {Color::Red, Color::Blue})
    names_[static_cast<int>(c)] = client::printable(client::string_field(client::field(seats, color_name(c)), "name"));
  set_up_ = client::bool_field(client::field(seats, color_name(me_)), "set_up");
}

void OnlineMatch::read_seats(const json& seats, Clock::time_point now) {
  const json& other = client::field(seats, color_name(opponent(me_)));
  opponent_connected_ = client::bool_field(other, "connected");
  opponent_away_ms_ = optional_ms(other, "away_ms");
  presence_at_ = now;
}

void OnlineMatch::read_clock(const json& state, Clock::time_point now) {
  const json& clock = client::field(state, "clock");
  clock_at_ = now;
  if (clock.is_null()) {
    clock_control_.clear();
    clock_ms_[0] = clock_ms_[1] = setup_ms_ = std::nullopt;
    running_.reset();
    return;
  }
  if (!clock.is_object()) throw FrameError("'clock' is not an object");
  clock_control_ = client::printable(client::string_field(clock, "control"));
  clock_ms_[static_cast<int>(Color::Red)] = optional_ms(clock, "red_ms");
  clock_ms_[static_cast<int>(Color::Blue)] = optional_ms(clock, "blue_ms");
  running_ = client::optional_color_field(clock, "running");
  setup_ms_ = optional_ms(clock, "setup_ms");
}

void OnlineMatch::read_claim(const json& frame, Clock::time_point now) {
  const std::optional<milliseconds> in = optional_ms(frame, "claim_in_ms");
  claim_at_ = in ? std::optional<Clock::time_point>(now + *in) : std::nullopt;
}

void OnlineMatch::read_reveal(const json& state) {
  const json* reveal = member(state, "reveal");
  if (!reveal || reveal->is_null()) return;
  if (!reveal->is_array()) throw FrameError("'reveal' is not an array");
  reveal_.clear();
  for (const json& entry : *reveal) {
    const Square s = client::square_field(*variant_, entry, "square");
    reveal_[{s.file, s.rank}] = {client::color_field(entry, "color"), client::rank_field(entry, "rank")};
  }
}

std::string OnlineMatch::swap(Square a, Square b) {
  if (phase_ != OnlinePhase::Setup || set_up_) return std::string(online_text(OnlineText::NotInSetup, language_));
  for (const Square s : {a, b})
    if (!variant_->in_setup_zone(me_, s))
      return std::string(text(Text::BadSetup, language_)) + ": " + square_name(s) + " " + std::string(text(Text::OutsideSetupZone, language_));
  const std::string error = draft_->swap(a, b);
  return error.empty() ? error : std::string(text(Text::BadSetup, language_)) + ": " + error;
}

std::string OnlineMatch::draw_new_setup() {
  if (phase_ != OnlinePhase::Setup || set_up_) return std::string(online_text(OnlineText::NotInSetup, language_));
  return draft_->replace(setup_maker_->choose_setup(*variant_, *rules_, me_));
}

std::vector<std::string> OnlineMatch::draft_messages() const {
  if (!setup_ms_ || !draft_ || set_up_) return {};
  return {json{{"type", "draft"}, {"setup", setup_to_string(*variant_, me_, draft_->setup())}}.dump()};
}

std::string OnlineMatch::setup_message() const {
  return json{{"type", "setup"}, {"setup", setup_to_string(*variant_, me_, draft_->setup())}}.dump();
}

std::vector<Move> OnlineMatch::moves_from(Square from) const {
  if (!my_turn()) return {};
  return seat_moves_from(view(), me_, from);
}

std::vector<std::string> OnlineMatch::battle_log() const {
  if (!knowledge_ || !knowledge_->ready()) return {};
  return battle_log_lines(view(), me_, language_);
}

std::optional<Move> OnlineMatch::last_opponent_move() const {
  if (!knowledge_ || !knowledge_->ready()) return std::nullopt;
  return last_move_of(view(), opponent(me_));
}

std::optional<milliseconds> OnlineMatch::time_left(Color c, Clock::time_point now) const {
  const std::optional<milliseconds>& at_frame = clock_ms_[static_cast<int>(c)];
  if (!at_frame) return std::nullopt;
  if (running_ != c || phase_ != OnlinePhase::Play) return at_frame;
  return std::max(milliseconds(0), *at_frame - since(clock_at_, now));
}

std::optional<milliseconds> OnlineMatch::setup_time_left(Clock::time_point now) const {
  if (!setup_ms_ || phase_ != OnlinePhase::Setup) return std::nullopt;
  return std::max(milliseconds(0), *setup_ms_ - since(clock_at_, now));
}

std::optional<milliseconds> OnlineMatch::opponent_away(Clock::time_point now) const {
  if (opponent_connected_ || !opponent_away_ms_) return std::nullopt;
  return *opponent_away_ms_ + since(presence_at_, now);
}

std::optional<milliseconds> OnlineMatch::claim_in(Clock::time_point now) const {
  if (!claim_at_ || phase_ == OnlinePhase::Over) return std::nullopt;
  return *claim_at_ > now ? std::chrono::duration_cast<milliseconds>(*claim_at_ - now) : milliseconds(0);
}

std::optional<std::pair<Color, Rank>> OnlineMatch::revealed(Square s) const {
  const auto it = reveal_.find({s.file, s.rank});
  if (it == reveal_.end()) return std::nullopt;
  return it->second;
}

}  // namespace stratego::play
