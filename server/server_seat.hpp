// A seat of a game at the server, as the GameDriver holds it. The service pushes its moves
// in (a person's from its connection, the computer's once it has thought on the worker
// executor), so the driver never asks it for one. It is asked for a setup only when the
// set-up time runs out (a person's is the arrangement on its board: its last draft, else a
// prepared one) or, in a game stored before the computer set up when the game was made,
// for the computer's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "protocol/seat.hpp"
#include "server/computer_opponent.hpp"

namespace stratego::server {

class ServerSeat : public Seat {
 public:
  // computer: the seat's, none for a person; seed: of a person's prepared setup.
  ServerSeat(ComputerOpponent* computer, std::uint64_t seed) : computer_(computer), seed_(seed) {}

  void arrange(Setup draft) { draft_ = std::move(draft); }
  const std::optional<Setup>& draft() const { return draft_; }

  std::string name() const override { return computer_ ? "computer" : "person"; }
  SeatSetup setup(const Variant& variant, const RuleSet& rules, Color side, const std::string&) override {
    if (computer_) return {computer_->choose_setup(variant, rules, side), {}};
    return {draft_ ? *draft_ : prepared_setup(variant, rules, side, seed_), {}};
  }
  SeatAnswer move(const Observation&) override { return {std::nullopt, {}, "the server pushes this seat's moves"}; }
  void set_move_time(std::chrono::milliseconds) override {}
  void told(const PublicMove&, const GameResult&) override {}  // the service sends the frames
  void told_illegal(const SeatAnswer&) override {}
  void finish(const std::string&) override {}

 private:
  ComputerOpponent* computer_;
  std::uint64_t seed_;
  std::optional<Setup> draft_;
};

}  // namespace stratego::server
