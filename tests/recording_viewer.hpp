// A game service Subscriber for tests without a network: it keeps every frame it is sent,
// parsed, and the state they tell, as a client would (move frames applied to the state
// before them), and may pretend to a measured lag.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "client/move_frame.hpp"
#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"

namespace stratego::server {

struct RecordingViewer : Subscriber {
  std::vector<nlohmann::json> frames;
  Millis lag = 0;

  nlohmann::json state;       // as the frames so far tell it
  bool out_of_step = false;   // a move frame came that did not follow the state

  void deliver(std::shared_ptr<const std::string> text) override {
    frames.push_back(nlohmann::json::parse(*text));
    const nlohmann::json& frame = frames.back();
    if (frame["type"] == "state") state = frame;
    if (frame["type"] == "move" && (state.is_null() || !client::apply_move_frame(state, frame))) out_of_step = true;
  }
  Millis lag_ms() const override { return lag; }

  const nlohmann::json& last() const { return frames.back(); }
  // The state after the last frame (a `state`, or one a move frame changed).
  const nlohmann::json& last_state() const { return state; }
  // The last frame of a type; null when none came.
  nlohmann::json last_of(const std::string& type) const {
    for (auto it = frames.rbegin(); it != frames.rend(); ++it)
      if ((*it)["type"] == type) return *it;
    return nullptr;
  }
  std::vector<nlohmann::json> of_type(const std::string& type) const {
    std::vector<nlohmann::json> found;
    for (const nlohmann::json& f : frames)
      if (f["type"] == type) found.push_back(f);
    return found;
  }
};

// A prepared barrage setup for Red, as a setup string.
inline std::string barrage_setup(std::uint64_t seed) {
  const Variant& v = variant("barrage");
  return setup_to_string(v, Color::Red, prepared_setup(v, rule_set("gravon"), Color::Red, seed));
}

}  // namespace stratego::server
