#include "engine/time_control.hpp"

#include <algorithm>
#include <charconv>

namespace stratego {

namespace {

constexpr Millis kLiveSetupTime = 5 * kMinute;

std::optional<Millis> seconds_in(std::string_view text, Millis low, Millis high) {
  Millis value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  if (value < low || value > high) return std::nullopt;
  return value * kSecond;
}

std::optional<TimeControl> fischer(std::string_view text) {
  const std::size_t plus = text.find('+');
  if (plus == std::string_view::npos) return std::nullopt;
  const std::optional<Millis> base = seconds_in(text.substr(0, plus), 1, 3 * 3600);
  const std::optional<Millis> increment = seconds_in(text.substr(plus + 1), 0, 600);
  if (!base || !increment) return std::nullopt;
  return TimeControl{TimeControl::Kind::Fischer, *base, *increment, 0, 0, kLiveSetupTime};
}

std::optional<TimeControl> per_move(std::string_view text) {
  const std::optional<Millis> time = seconds_in(text, 1, 3600);
  if (!time) return std::nullopt;
  return TimeControl{TimeControl::Kind::PerMove, *time, 0, 0, 0, kLiveSetupTime};
}

std::optional<TimeControl> correspondence(std::string_view text) {
  const std::optional<Millis> days = seconds_in(text, 1, 14);
  if (!days) return std::nullopt;
  const Millis time = *days / kSecond * kDay;
  return TimeControl{TimeControl::Kind::Correspondence, time, 0, 0, 0, time};
}

std::string seconds_text(Millis time) { return std::to_string(time / kSecond); }

}  // namespace

std::string TimeControl::text() const {
  switch (kind) {
    case Kind::None: return "none";
    case Kind::Isf: return "isf";
    case Kind::Fischer: return "fischer:" + seconds_text(base) + "+" + seconds_text(increment);
    case Kind::PerMove: return "move:" + seconds_text(base);
    case Kind::Correspondence: return "days:" + std::to_string(base / kDay);
  }
  return "none";
}

std::optional<TimeControl> parse_time_control(std::string_view text) {
  if (text == "none") return TimeControl{};
  if (text == "isf") return TimeControl{TimeControl::Kind::Isf, 12 * kMinute, 0, 4 * kSecond, 50 * kMinute, kLiveSetupTime};
  if (text.starts_with("fischer:")) return fischer(text.substr(8));
  if (text.starts_with("move:")) return per_move(text.substr(5));
  if (text.starts_with("days:")) return correspondence(text.substr(5));
  return std::nullopt;
}

Clocks::Clocks(const TimeControl& control) : control_(control) { left_.fill(control.base); }

void Clocks::start_setup(Millis now) {
  if (!setup_start_) setup_start_ = now;
}

void Clocks::start_play(Millis now) {
  if (play_start_ || !control_.has_clock()) return;
  play_start_ = now;
  running_ = Color::Red;
  turn_start_ = now;
}

Millis Clocks::charged(Millis used) const {
  return control_.kind == TimeControl::Kind::Isf ? std::max<Millis>(0, used - control_.free_time) : used;
}

void Clocks::end_move(Millis now) {
  if (!running_) return;
  const Color mover = *running_;
  const Color next = opponent(mover);
  switch (control_.kind) {
    case TimeControl::Kind::PerMove:
    case TimeControl::Kind::Correspondence: left_[index(next)] = control_.base; break;
    default: left_[index(mover)] -= charged(now - turn_start_) - control_.increment;
  }
  running_ = next;
  turn_start_ = now;
}

void Clocks::stop(Millis now) {
  if (running_) left_[index(*running_)] = left(*running_, now);
  running_.reset();
  stopped_ = true;
}

Millis Clocks::left(Color side, Millis now) const {
  if (running_ != side) return left_[index(side)];
  return std::max<Millis>(0, left_[index(side)] - charged(now - turn_start_));
}

Millis Clocks::free_left(Millis now) const {
  if (!running_ || control_.free_time == 0) return 0;
  return std::max<Millis>(0, control_.free_time - (now - turn_start_));
}

std::optional<Millis> Clocks::game_left(Millis now) const {
  if (control_.game_limit == 0) return std::nullopt;
  if (!play_start_) return control_.game_limit;
  return std::max<Millis>(0, control_.game_limit - (now - *play_start_));
}

std::optional<Millis> Clocks::setup_left(Millis now) const {
  if (!setup_start_ || play_start_ || stopped_ || control_.setup_time == 0) return std::nullopt;
  return std::max<Millis>(0, control_.setup_time - (now - *setup_start_));
}

std::optional<Millis> Clocks::flag_deadline() const {
  if (!running_) return std::nullopt;
  const Millis free = control_.kind == TimeControl::Kind::Isf ? control_.free_time : 0;
  return turn_start_ + left_[index(*running_)] + free;
}

std::optional<Millis> Clocks::next_deadline() const {
  if (stopped_) return std::nullopt;
  if (!play_start_) {
    if (!setup_start_ || control_.setup_time == 0) return std::nullopt;
    return *setup_start_ + control_.setup_time;
  }
  std::optional<Millis> deadline = flag_deadline();
  if (control_.game_limit > 0) {
    const Millis game_end = *play_start_ + control_.game_limit;
    deadline = deadline ? std::min(*deadline, game_end) : game_end;
  }
  return deadline;
}

std::optional<Expiry> Clocks::expired(Millis now) const {
  const std::optional<Millis> deadline = next_deadline();
  if (!deadline || now < *deadline) return std::nullopt;
  if (!play_start_) return Expiry{Expiry::Kind::SetUp, std::nullopt, *deadline};
  if (flag_deadline() == deadline) return Expiry{Expiry::Kind::Flag, running_, *deadline};
  return Expiry{Expiry::Kind::GameClock, std::nullopt, *deadline};
}

}  // namespace stratego
