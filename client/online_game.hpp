// One seat's side of one game on a `stratego serve`, as a conversation: each frame the server
// sends goes in, the messages to send back come out. The seat (a level of ours or a UCC
// bot) is told only what the frames tell this seat (client/seat_knowledge.hpp), sets up
// when the game asks for it, moves on its turn within the clock's time, answers draw
// offers with the computer's rule (ai/draw_answer.hpp), and learns the end.
#pragma once

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "client/seat_knowledge.hpp"
#include "protocol/seat.hpp"

namespace stratego::client {

// {"type": "move", "from", "to"} for a move, with "rescue_to" and "rescue_rank" for a rescue,
// and "id" when given one (an error refusing the move carries it back).
std::string move_intent(const Move& move, std::optional<std::int64_t> id = std::nullopt);

// The server answered one of our messages with an error.
class ServerError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The seat could not set up or move (a program that exits, times out or plays an illegal
// move): the game is resigned.
class SeatFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct GameSummary {
  std::string game;
  std::string variant;
  std::string rules;
  std::string red;  // the seats' names
  std::string blue;
  std::optional<Color> winner;
  std::string ending;
  int plies = 0;
};

// {"game", "variant", "rules", "red", "blue", "winner", "ending", "plies"} on one line.
std::string summary_json(const GameSummary& summary);
// "game G (barrage, gravon): red Ann, blue Bot: red wins, flag captured, 57 plies"
std::string summary_text(const GameSummary& summary);

class OnlineGame {
 public:
  OnlineGame(Seat& seat, Color me, std::chrono::milliseconds movetime);

  using Clock = std::chrono::steady_clock;

  // One message from the server, arrived at `now`; returns the answers, in order. Throws
  // FrameError (a frame that is malformed or disagrees with the game so far), ServerError,
  // SeatFailure.
  std::vector<std::string> receive(std::string_view text, Clock::time_point now);
  // What to send at `now` without a new frame: the claim of a game the opponent abandoned,
  // once the server's "claim_in_ms" has passed (a person who left does not keep the bot
  // waiting for ever).
  std::vector<std::string> tick(Clock::time_point now);
  // A new connection: what was sent on the old one may not have arrived.
  void reconnected();

  bool over() const { return summary_.has_value(); }
  const GameSummary& summary() const { return *summary_; }
  Color color() const { return me_; }

 private:
  std::vector<std::string> on_move(const json& frame);
  std::vector<std::string> on_state(const json& state);
  std::vector<std::string> set_up(const json& state);
  void tell_seat(const std::vector<PublicMove>& events, const json& state);
  std::vector<std::string> move(const json& state);
  std::vector<std::string> answer_draw();
  void finish(const json& state);
  void note_claim(const json& frame, Clock::time_point now);

  Seat& seat_;
  Color me_;
  std::chrono::milliseconds movetime_;
  std::optional<Setup> own_setup_;
  json state_;               // as the frames tell it: move frames applied to the state before them
  bool sync_sent_ = false;   // a move frame did not follow the state: a fresh one is on its way
  bool setup_sent_ = false;  // on this connection
  std::optional<SeatKnowledge> knowledge_;
  int moved_at_ply_ = -1;    // the ply our last move was sent for, on this connection
  std::optional<std::pair<int, Move>> chosen_;  // the seat's last move and the ply it was chosen at
  int draw_answers_pending_ = 0;  // answers to offers that may have lapsed on their way
  std::optional<Clock::time_point> claim_at_;
  bool claim_sent_ = false;       // a refusal of it (the opponent came back) is harmless
  std::optional<GameSummary> summary_;
};

}  // namespace stratego::client
