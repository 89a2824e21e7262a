// A seat taken by an outside program that speaks the UCC 2012 manager protocol. It is told
// only what the UCC manager tells a bot: its board rows (enemy pieces as '#') and the
// confirmations of both sides' moves.
#pragma once

#include <chrono>
#include <string>

#include "protocol/bot_process.hpp"
#include "protocol/seat.hpp"

namespace stratego {

struct UccTimeLimits {
  std::chrono::milliseconds move{2000};    // the UCC manager's default
  std::chrono::milliseconds setup{10000};  // includes starting the program
};

class UccProcessSeat : public Seat {
 public:
  // Starts the program at once (std::runtime_error when it cannot be started). The program
  // must have been told the variant on its command line (ucc_variant.hpp); a setup that does
  // not fit the game's variant is refused as any seat's is.
  UccProcessSeat(const std::string& command, const UccTimeLimits& limits);

  std::string name() const override { return name_; }
  SeatSetup setup(const Variant& variant, const RuleSet& rules, Color side, const std::string& opponent) override;
  SeatAnswer move(const Observation& view) override;
  // The time-out of the next answers (the UCC protocol cannot tell a bot its time).
  void set_move_time(std::chrono::milliseconds budget) override { limits_.move = budget; }
  void told(const PublicMove& event, const GameResult& after) override;
  void told_illegal(const SeatAnswer& answer) override;
  void finish(const std::string& result) override;

 private:
  BotProcess process_;
  std::string name_;
  UccTimeLimits limits_;
  bool started_ = false;  // has it been asked for a move yet
};

// The program's name as the UCC manager would give it to the opponent: one word.
std::string bot_name(const std::string& command);

}  // namespace stratego
