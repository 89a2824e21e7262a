// Time controls as data, and the clocks of one game. Pure: every function is told the time
// (milliseconds on one timeline of the caller's choosing), so that a server, a referee and
// a test all keep the same clocks.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/types.hpp"

namespace stratego {

using Millis = std::int64_t;

struct TimeControl {
  enum class Kind : std::uint8_t {
    None,            // no clock
    Isf,             // ISF / Gravon tournament: 12 minutes, 4 s free per move (Bronstein), 50-minute game clock
    Fischer,         // base + increment after every move
    PerMove,         // a fixed time for every move
    Correspondence,  // days per move (play by mail)
  };
  Kind kind = Kind::None;
  Millis base = 0;        // each side's time at the start (Isf, Fischer); the time per move (PerMove, Correspondence)
  Millis increment = 0;   // added after every move (Fischer)
  Millis free_time = 0;   // the first part of every move that is not charged (Isf: Bronstein)
  Millis game_limit = 0;  // the game clock from the start of play, whose expiry draws the game; 0: none
  Millis setup_time = 0;  // for the set-up, both sides at once; 0: no limit

  bool has_clock() const { return kind != Kind::None; }
  // "none", "isf", "fischer:300+5", "move:30", "days:3"
  std::string text() const;
  bool operator==(const TimeControl&) const = default;
};

inline constexpr Millis kSecond = 1000;
inline constexpr Millis kMinute = 60 * kSecond;
inline constexpr Millis kDay = 24 * 60 * kMinute;

// The control a text names, or none for any other text. Fischer takes 1 s to 3 hours and
// an increment up to 10 minutes, a move 1 s to 1 hour, correspondence 1 to 14 days.
std::optional<TimeControl> parse_time_control(std::string_view text);

// What ran out, and when.
struct Expiry {
  enum class Kind : std::uint8_t { SetUp, Flag, GameClock };
  Kind kind;
  std::optional<Color> loser;  // whose flag fell (Flag)
  Millis at;
};

// Both sides' clocks through one game: the set-up clock, then the running side's clock
// from move to move, and the game clock.
class Clocks {
 public:
  explicit Clocks(const TimeControl& control = {});

  const TimeControl& control() const { return control_; }
  // The set-up clock starts when both seats are taken; play starts when both have set up.
  void start_setup(Millis now);
  void start_play(Millis now);
  // The side to move ends its move at now: its time is charged, its increment added, and
  // the other side's clock runs. A move at or after the mover's deadline is too late: its
  // flag fell (check expired() first).
  void end_move(Millis now);
  // Stops every clock at now (the game is over): the running side is charged the time its
  // turn took, so that a fallen flag shows nothing left.
  void stop(Millis now);

  bool running() const { return running_.has_value(); }
  std::optional<Color> running_side() const { return running_; }
  Millis turn_started() const { return turn_start_; }  // of the running side
  // The time a side has left at now (its clock runs down only while it is to move).
  Millis left(Color side, Millis now) const;
  // What is left of the running move's free time (Isf).
  Millis free_left(Millis now) const;
  std::optional<Millis> game_left(Millis now) const;
  std::optional<Millis> setup_left(Millis now) const;

  // The first moment at which something runs out, while anything runs.
  std::optional<Millis> next_deadline() const;
  // What has run out by now, if anything.
  std::optional<Expiry> expired(Millis now) const;

 private:
  Millis charged(Millis used) const;
  std::optional<Millis> flag_deadline() const;

  TimeControl control_;
  std::array<Millis, 2> left_{};  // at turn_start_ for the side to move
  std::optional<Color> running_;
  Millis turn_start_ = 0;
  std::optional<Millis> setup_start_;
  std::optional<Millis> play_start_;
  bool stopped_ = false;
};

}  // namespace stratego
