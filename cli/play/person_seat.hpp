// The person's seat in the local game, for the GameDriver: the setup arranged in the draft
// and each move the person chose are handed in just before the driver asks for them.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "engine/notation.hpp"
#include "protocol/seat.hpp"

namespace stratego::play {

class PersonSeat : public Seat {
 public:
  void arrange(const Setup& setup) { setup_ = setup; }
  void push(const Move& move) { move_ = move; }

  std::string name() const override { return "person"; }
  SeatSetup setup(const Variant&, const RuleSet&, Color, const std::string&) override {
    if (!setup_) return {std::nullopt, "no setup arranged"};
    return {setup_, {}};
  }
  SeatAnswer move(const Observation&) override {
    if (!move_) return {std::nullopt, {}, "no move chosen"};
    const Move chosen = *std::exchange(move_, std::nullopt);
    return {chosen, move_text(chosen), {}};
  }
  void set_move_time(std::chrono::milliseconds) override {}  // a person has no budget here
  void told(const PublicMove&, const GameResult&) override {}  // the screen reads the observation
  void told_illegal(const SeatAnswer&) override {}
  void finish(const std::string&) override {}

 private:
  std::optional<Setup> setup_;
  std::optional<Move> move_;
};

}  // namespace stratego::play
