// A seat that thinks about a long move on a thread of its own while its caller goes on
// serving the game's connection: the server pings every connection and closes one that
// answers no ping within its idle limit (20 s by default), so a seat that may think for
// minutes (a correspondence clock) must not hold the connection still meanwhile. A move
// that may take at most kServeAfter is thought on the caller's thread: it ends long before
// any ping goes unanswered, and costs no thread.
#pragma once

#include <chrono>
#include <functional>

#include "protocol/seat.hpp"

namespace stratego::client {

inline constexpr std::chrono::milliseconds kServeAfter{2000};

class ServedSeat : public Seat {
 public:
  // `serve` reads the connection once, waiting briefly, and keeps what arrives; it may throw
  // (a connection that broke), and then is not called again until the move is chosen.
  ServedSeat(Seat& inner, std::function<void()> serve);

  std::string name() const override { return inner_->name(); }
  SeatSetup setup(const Variant& variant, const RuleSet& rules, Color side, const std::string& opponent) override {
    return inner_->setup(variant, rules, side, opponent);
  }
  SeatAnswer move(const Observation& view) override;
  void set_move_time(std::chrono::milliseconds budget) override;
  void told(const PublicMove& event, const GameResult& after) override { inner_->told(event, after); }
  void told_illegal(const SeatAnswer& answer) override { inner_->told_illegal(answer); }
  void finish(const std::string& result) override { inner_->finish(result); }

 private:
  Seat* inner_;
  std::function<void()> serve_;
  std::chrono::milliseconds budget_{0};
};

}  // namespace stratego::client
