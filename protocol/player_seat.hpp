// A seat taken by one of our players, in this process.
#pragma once

#include <memory>

#include "ai/player.hpp"
#include "protocol/seat.hpp"

namespace stratego {

class PlayerSeat : public Seat {
 public:
  // `limits.seed` is mixed with the ply for every move.
  PlayerSeat(std::unique_ptr<Player> player, const ThinkLimits& limits);
  // A player the caller keeps.
  PlayerSeat(Player& player, const ThinkLimits& limits);

  std::string name() const override;
  SeatSetup setup(const Variant& variant, const RuleSet& rules, Color side, const std::string& opponent) override;
  SeatAnswer move(const Observation& view) override;
  void set_move_time(std::chrono::milliseconds budget) override;
  void told(const PublicMove&, const GameResult&) override {}  // it reads its observation instead
  void told_illegal(const SeatAnswer&) override {}
  void finish(const std::string&) override {}

 private:
  std::unique_ptr<Player> owned_;
  Player* player_;
  ThinkLimits limits_;
};

}  // namespace stratego
