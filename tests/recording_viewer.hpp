// A game service Subscriber for tests without a network: it keeps every frame it is sent,
// parsed, and may pretend to a measured lag.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/game_service.hpp"

namespace stratego::server {

struct RecordingViewer : Subscriber {
  std::vector<nlohmann::json> frames;
  Millis lag = 0;

  void deliver(std::shared_ptr<const std::string> frame) override { frames.push_back(nlohmann::json::parse(*frame)); }
  Millis lag_ms() const override { return lag; }

  const nlohmann::json& last() const { return frames.back(); }
  // The state of the last frame, a `move` frame's included.
  const nlohmann::json& last_state() const { return last()["type"] == "move" ? last()["state"] : last(); }
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
