// What one seat knows of its game, kept from the server's frames alone: the bot never sees
// the game. The first frame of play builds the seat's Observation from the board and the
// public log (protocol/observation_replay.hpp); every later frame brings it up to date with
// the log entries it has not seen. After every frame the Observation must agree with what
// the frame shows (each square, the captured pieces, the turn, the legal moves): a frame
// that disagrees is a FrameError, not something to play on.
#pragma once

#include <optional>
#include <vector>

#include "client/frame_reading.hpp"
#include "engine/observation.hpp"
#include "engine/setup.hpp"

namespace stratego::client {

class SeatKnowledge {
 public:
  // `own_setup`, when the seat sent it, must be where its pieces started.
  SeatKnowledge(const Variant& variant, const RuleSet& rules, Color me, std::optional<Setup> own_setup);

  // Follows a state frame of the play or end phase; returns the public moves it had not seen,
  // in order. Throws FrameError.
  std::vector<PublicMove> follow(const json& state);

  bool ready() const { return view_.has_value(); }
  const Observation& observation() const { return *view_; }

 private:
  void rebuild(const json& state, const json& log);
  void check(const json& state) const;
  void check_square(const json& entry, Square s) const;
  void check_captured(const json& state) const;
  void check_legal_moves(const json& state) const;

  const Variant* variant_;
  const RuleSet* rules_;
  Color me_;
  std::optional<Setup> own_setup_;
  std::optional<Observation> view_;
};

}  // namespace stratego::client
