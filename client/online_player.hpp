// A computer player on a `stratego serve`, like a bot account: it becomes a guest, finds an
// opponent in the lobby (its own open challenge, or someone else's) or takes an invitation,
// and plays each game through the public API as a browser would, one after another.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "client/lobby_conversation.hpp"
#include "client/online_game.hpp"

namespace stratego::client {

struct OnlineOptions {
  std::string server;   // http://host:port
  std::string name = "Bot";
  std::string level;    // one of ours, or
  std::string engine;   // the command of a UCC-2012 bot
  enum class Mode { Challenge, Accept, Invitation } mode = Mode::Challenge;
  LobbyRequest lobby;      // the challenge's terms, or what an accepted one must offer
  std::string invitation;  // Mode::Invitation: the link the browser shows
  int games = 1;
  std::chrono::milliseconds timeout{30000};  // every network step, and a silent server
  std::chrono::milliseconds movetime{0};     // 0: 1 s for a level, 2 s for an engine
  std::uint64_t seed = 1;
};

// Empty when the options can be played, else why not.
std::string online_options_error(const OnlineOptions& options);

// Plays options.games games; `finished` hears of each as it ends. Throws std::exception with
// the reason on anything that stops it: a bad URL, a server that cannot be reached or
// refuses, a frame that disagrees with the game, a seat that fails.
void play_online(const OnlineOptions& options, const std::function<void(const GameSummary&)>& finished);

// One game on a seat's ticket, reconnecting after a dropped connection.
GameSummary play_game(ServerApi& api, const SeatTicket& ticket, Seat& seat, std::chrono::milliseconds movetime);

}  // namespace stratego::client
