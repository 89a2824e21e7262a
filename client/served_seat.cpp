#include "client/served_seat.hpp"

#include <future>

#include "client/transport.hpp"

namespace stratego::client {

ServedSeat::ServedSeat(Seat& inner, std::function<void()> serve) : inner_(&inner), serve_(std::move(serve)) {}

void ServedSeat::set_move_time(std::chrono::milliseconds budget) {
  budget_ = budget;
  inner_->set_move_time(budget);
}

SeatAnswer ServedSeat::move(const Observation& view) {
  if (budget_ <= kServeAfter) return inner_->move(view);
  std::future<SeatAnswer> thinking = std::async(std::launch::async, [this, &view] { return inner_->move(view); });
  try {
    while (thinking.wait_for(std::chrono::seconds(0)) != std::future_status::ready) serve_();
  } catch (const NetworkError&) {
    // The connection broke: the move is still chosen, and sending it finds the break.
  }
  return thinking.get();
}

}  // namespace stratego::client
