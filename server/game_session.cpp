#include "server/game_session.hpp"

namespace stratego::server {
namespace {

std::optional<ComputerOpponent> computer_of(const SeatInfo& seat, std::uint64_t seed, int think_ms) {
  if (!seat.is_computer()) return std::nullopt;
  return std::optional<ComputerOpponent>(std::in_place, seat.level, seed, think_ms);
}

ComputerOpponent* pointer(std::optional<ComputerOpponent>& computer) { return computer ? &*computer : nullptr; }

}  // namespace

// The computers' seeds follow the game's (seed + 0, + 1), the prepared setups' too (+ 2, + 3),
// so that a game rebuilt after a restart goes on the same way.
GameSession::GameSession(GameInfo game_info, Game game, Clocks clocks, GameStore& store, int think_ms)
    : info(std::move(game_info)),
      computers{computer_of(info.seat(Color::Red), info.seed, think_ms), computer_of(info.seat(Color::Blue), info.seed + 1, think_ms)},
      seats{ServerSeat(pointer(computers[0]), info.seed + 2), ServerSeat(pointer(computers[1]), info.seed + 3)},
      store_writer(store, info.id, game.variant()),
      driver(seats[0], seats[1], std::move(game), std::move(clocks), &store_writer) {}

}  // namespace stratego::server
