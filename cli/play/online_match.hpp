// One online game as the person's seat sees it, kept from the server's frames alone
// (docs/web-api.md): the board through client/SeatKnowledge (so the seat never knows more
// than its frames, and a frame that disagrees is refused), the setup draft while setting up,
// both clocks counted down from the frame's arrival (the server stays the authority), the
// opponent's presence, a standing draw offer, the claim, the result, the revealed board and
// the players' chat. No terminal and no network here: frames in, what to send out.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"
#include "cli/play/setup_draft.hpp"
#include "client/seat_knowledge.hpp"

namespace stratego::play {

using client::json;

enum class OnlinePhase { Waiting, Setup, Play, Over };

class OnlineMatch {
 public:
  using Clock = std::chrono::steady_clock;

  // `me` is the seat's colour; `seed` makes the prepared setups.
  OnlineMatch(Color me, Language language, std::uint64_t seed);

  // One frame from the server, arrived at `now`; returns what to send back (a draft when the
  // set-up clock starts). Throws client::FrameError for a malformed or inconsistent frame.
  std::vector<std::string> receive(std::string_view text, Clock::time_point now);
  // Lines to tell the person since the last call (the opponent's move, a draw offer, ...).
  std::vector<std::string> take_news();
  // How many frames telling the state (`state`, `move`) and how many `error` frames
  // have been read so far.
  int states_read() const { return states_read_; }
  int errors_read() const { return errors_read_; }
  // The id the last error named (the id of the message it refused), if it named one.
  std::optional<std::int64_t> last_error_id() const { return last_error_id_; }

  Color me() const { return me_; }
  Language language() const { return language_; }
  OnlinePhase phase() const { return phase_; }
  const Variant& variant() const { return *variant_; }
  const RuleSet& rules() const { return *rules_; }
  const std::string& name(Color c) const { return names_[static_cast<int>(c)]; }
  const std::string& clock_control() const { return clock_control_; }

  // --- set-up
  bool set_up() const { return set_up_; }  // the server has our setup
  const SetupDraft& draft() const { return *draft_; }
  std::string swap(Square a, Square b);  // empty when done, else why not
  std::string draw_new_setup();
  // The messages that send the draft: a `draft` while a set-up clock runs, else none.
  std::vector<std::string> draft_messages() const;
  std::string setup_message() const;

  // --- play
  const Observation& view() const { return knowledge_->observation(); }
  bool my_turn() const { return phase_ == OnlinePhase::Play && view().side_to_move() == me_; }
  std::vector<Move> moves_from(Square from) const;
  std::vector<std::string> battle_log() const;
  std::optional<Move> last_opponent_move() const;

  // --- clocks and presence, as they stand at `now`
  std::optional<std::chrono::milliseconds> time_left(Color c, Clock::time_point now) const;
  std::optional<std::chrono::milliseconds> setup_time_left(Clock::time_point now) const;
  bool opponent_connected() const { return opponent_connected_; }
  std::optional<std::chrono::milliseconds> opponent_away(Clock::time_point now) const;
  std::optional<std::chrono::milliseconds> claim_in(Clock::time_point now) const;
  bool draw_offered() const { return draw_offered_; }  // by the opponent, standing

  // --- the players' chat, oldest first: "Bob: good luck" (the opponent's lines are news too,
  // unless the chat is muted: then the screen shows none of it, as the browser's Mute)
  const std::vector<std::string>& chat() const { return chat_; }
  void mute_chat(bool muted) { chat_muted_ = muted; }
  bool chat_muted() const { return chat_muted_; }

  // --- the end
  const std::optional<client::FrameResult>& result() const { return result_; }
  // The revealed board's piece on a square, once the game is over.
  std::optional<std::pair<Color, Rank>> revealed(Square s) const;

 private:
  void on_state(const json& state, Clock::time_point now);
  void read_terms(const json& state);
  void read_seats(const json& seats, Clock::time_point now);
  void read_clock(const json& state, Clock::time_point now);
  void read_claim(const json& frame, Clock::time_point now);
  void read_reveal(const json& state);
  void follow_game(Clock::time_point now);
  std::vector<std::string> on_move(const json& frame, Clock::time_point now);
  void read_chat(const json& state);
  void on_chat(const json& frame);
  void tell(std::string line) { news_.push_back(std::move(line)); }

  Color me_;
  Language language_;
  std::unique_ptr<Player> setup_maker_;
  OnlinePhase phase_ = OnlinePhase::Waiting;
  const Variant* variant_ = nullptr;
  const RuleSet* rules_ = nullptr;
  std::string names_[2];
  std::string clock_control_;
  bool set_up_ = false;
  std::optional<SetupDraft> draft_;
  std::optional<client::SeatKnowledge> knowledge_;
  // clocks as the last frame gave them, and when it arrived
  Clock::time_point clock_at_{};
  std::optional<std::chrono::milliseconds> clock_ms_[2];
  std::optional<Color> running_;
  std::optional<std::chrono::milliseconds> setup_ms_;
  bool opponent_connected_ = true;
  std::optional<std::chrono::milliseconds> opponent_away_ms_;
  Clock::time_point presence_at_{};
  std::optional<Clock::time_point> claim_at_;
  bool draw_offered_ = false;
  std::optional<client::FrameResult> result_;
  std::map<std::pair<int, int>, std::pair<Color, Rank>> reveal_;
  std::vector<std::string> chat_;
  bool chat_muted_ = false;
  std::vector<std::string> news_;
  int states_read_ = 0;
  json state_;              // as the frames tell it: move frames applied to the state before them
  bool sync_sent_ = false;  // a move frame did not follow the state: a fresh one is on its way
  int errors_read_ = 0;
  std::optional<std::int64_t> last_error_id_;
};

// "4:05" / "0:09.3" under ten seconds.
std::string clock_text(std::chrono::milliseconds left);

}  // namespace stratego::play
