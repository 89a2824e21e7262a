// Keeps one game's every change in the store before it takes effect: the GameDriver's
// observer at the server. A store that fails throws, and the driver leaves the game as it was.
#pragma once

#include <string>

#include "protocol/game_driver.hpp"
#include "server/game_store.hpp"

namespace stratego::server {

class StoreWriter : public GameObserver {
 public:
  StoreWriter(GameStore& store, std::string id, const Variant& variant) : store_(store), id_(std::move(id)), variant_(variant) {}

  void setup_placed(Color side, const Setup& setup, std::optional<Millis> play_starts) override;
  void move_played(int ply, const Move& move, Millis at) override;
  void game_ended(const GameResult& result, Millis at) override;

 private:
  GameStore& store_;
  std::string id_;
  const Variant& variant_;
};

}  // namespace stratego::server
