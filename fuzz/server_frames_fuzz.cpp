// The client's side of a game (client/online_game, seat_knowledge, frame_reading): any
// sequence of frames from a server, one a line, ends in answers that are JSON or in one of
// the client's clear errors; anything else escaping (a JSON library's type error, an index
// out of range) is a bug the fuzzer reports.
#include <nlohmann/json.hpp>

#include "ai/player.hpp"
#include "client/online_game.hpp"
#include "fuzz/fuzz_check.hpp"
#include "protocol/player_seat.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  PlayerSeat seat(make_player("random", 1), ThinkLimits{1, 1});
  client::OnlineGame game(seat, Color::Blue, std::chrono::milliseconds(1));
  const client::OnlineGame::Clock::time_point start{};
  try {
    for (std::string_view frame : fuzz::lines_of(fuzz::text_of(data, size))) {
      for (const std::string& answer : game.receive(frame, start))
        fuzz::check(nlohmann::json::accept(answer), "every answer is JSON");
      for (const std::string& answer : game.tick(start + std::chrono::hours(1)))
        fuzz::check(nlohmann::json::accept(answer), "every answer is JSON");
    }
  } catch (const client::FrameError&) {
  } catch (const client::ServerError&) {
  } catch (const client::SeatFailure&) {
  }
  return 0;
}
