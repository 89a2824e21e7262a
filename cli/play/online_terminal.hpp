// `stratego play --server URL`: a person plays another online through the server's public
// API (docs/web-api.md), in the terminal game's screen. A guest identity first, then the
// lobby (post a challenge, accept one, or choose from the list) or an invitation, then the
// game, the network on its own thread.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

#include "client/lobby_conversation.hpp"
#include "engine/battle.hpp"

namespace stratego::play {

struct OnlinePlayOptions {
  std::string server;
  std::string name;
  enum class Mode { Menu, Challenge, Accept, Invitation } mode = Mode::Menu;
  client::LobbyRequest lobby;  // Challenge and `c` in the menu: the terms; Accept: what to accept
  std::string invitation;      // Invitation: the link
  Language language = Language::English;
  std::uint64_t seed = 1;      // the prepared setups
  std::chrono::milliseconds timeout{10000};
};

// Runs until the person quits; returns the game's ending for the shell ("" when there was
// none). Throws std::exception with the reason when the server cannot be used.
std::string run_online_game(const OnlinePlayOptions& options);

}  // namespace stratego::play
