// The person's input in an online game: the board interaction of BoardInteraction on an
// OnlineMatch, where the game is the server's: a chosen move is sent, and the frame that
// comes back plays it. Also the online commands (draw, accept, decline, claim, say, mute: see
// typed_command.hpp). No terminal and no network here: what to send is collected, and the
// front end says whether the connection is up.
//
// A move stays pending until a frame shows it played (or the server refuses it): one chosen
// while the connection is down waits (one move, the latest), shown as queued; one sent just
// before a drop was noticed may have been lost with the connection. Once the connection is
// back and the server's fresh state has come, a pending move goes (again) if the state still
// has it the seat's turn at the same ply and the move legal; it is dropped with a word when
// the game went on without it. Other messages are refused while the connection is down.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/play/board_interaction.hpp"
#include "cli/play/online_match.hpp"

namespace stratego::play {

class OnlineController : public BoardInteraction {
 public:
  explicit OnlineController(OnlineMatch& match);

  const OnlineMatch& match() const { return *match_; }
  // A frame arrived: the news it brought become the message, and what the match answers is sent.
  void receive(std::string_view text, OnlineMatch::Clock::time_point now);
  // Whether the connection is up now, and how many times it has been made: after a new
  // one, the next frame is the server's fresh state, and the queued move goes after it.
  void connection(bool up, int times_made);
  // The move waiting for the connection, if one does.
  std::optional<Move> queued_move() const;
  // The move sent and not yet seen played or refused, if one is.
  std::optional<Move> move_on_its_way() const;

  std::vector<std::string> take_outgoing() { return std::exchange(outgoing_, {}); }

 protected:
  BoardPhase board_phase() const override;
  Language language() const override { return match_->language(); }
  const Variant& variant() const override { return match_->variant(); }
  Color seat() const override { return match_->me(); }
  const Observation& view() const override { return match_->view(); }
  const SetupDraft* open_draft() const override;
  std::string swap_pieces(Square a, Square b) override;
  void submit(const Move& move) override;
  void new_setup() override;
  void start() override;
  void resign() override { send_in_play("resign", {}); }
  std::string help() const override;
  void execute_other(const TypedCommand& command, std::string_view line) override;

 private:
  // A move of the seat not yet seen played.
  struct PendingMove {
    Move move;
    std::size_t ply = 0;  // the moves played before it
    bool sent = false;    // on the connection that is up now
    std::int64_t id = 0;  // the id it was last sent with
  };

  bool online() const { return connected_ && !awaiting_state_; }
  void send_move(const Move& move);
  void queue(const Move& move);
  std::string settle_pending(bool refused);
  std::string caught_up();
  std::string dropped_line(const Move& move) const;
  void send_in_play(const char* type, std::string line);
  void answer_draw(bool accept);
  void say(const std::string& text);
  void mute_chat(bool muted);
  std::string news_line(OnlinePhase before);
  void send(std::string message) { outgoing_.push_back(std::move(message)); }

  OnlineMatch* match_;
  std::string own_move_;  // the line of the move just sent, until news come
  bool connected_ = true;
  int times_connected_ = 0;
  bool awaiting_state_ = false;  // connected again; the fresh state has not come yet
  int states_before_reconnection_ = 0;  // the match's states read when the new connection was seen
  std::optional<PendingMove> pending_;
  std::int64_t moves_sent_ = 0;  // the id of the last move sent
  std::vector<std::string> outgoing_;
};

}  // namespace stratego::play
