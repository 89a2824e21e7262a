// The person's seat in the local game, for the GameDriver: the setup arranged in the draft,
// handed in before the driver asks for it. The person's moves are pushed into the driver
// (GameDriver::play); the driver never asks this seat for one.
#pragma once

#include <optional>
#include <string>

#include "protocol/seat.hpp"

namespace stratego::play {

class PersonSeat : public Seat {
 public:
  void arrange(const Setup& setup) { setup_ = setup; }

  std::string name() const override { return "person"; }
  SeatSetup setup(const Variant&, const RuleSet&, Color, const std::string&) override {
    if (!setup_) return {std::nullopt, "no setup arranged"};
    return {setup_, {}};
  }
  SeatAnswer move(const Observation&) override { return {std::nullopt, {}, "the person's moves are pushed in"}; }
  void set_move_time(std::chrono::milliseconds) override {}  // a person has no budget here
  void told(const PublicMove&, const GameResult&) override {}  // the screen reads the observation
  void told_illegal(const SeatAnswer&) override {}
  void finish(const std::string&) override {}

 private:
  std::optional<Setup> setup_;
};

}  // namespace stratego::play
