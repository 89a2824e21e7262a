#include "protocol/self_play.hpp"

#include "protocol/player_seat.hpp"
#include "protocol/refereed_game.hpp"

namespace stratego {

Game play_game(Player& red, Player& blue, const Variant& variant, const RuleSet& rules, const SelfPlayOptions& options) {
  PlayerSeat red_seat(red, options.limits);
  PlayerSeat blue_seat(blue, options.limits);
  return referee_game(red_seat, blue_seat, variant, rules, RefereeOptions{options.max_plies}).game;
}

}  // namespace stratego
