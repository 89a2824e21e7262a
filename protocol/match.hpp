// A match between two competitors: each a level of ours ("random", "beginner", "strong") or
// an outside UCC bot ("cmd:COMMAND"). Colours alternate (A is red in the first game); games
// may run in parallel threads; every game can be saved as a JSON record and Gravon XML.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "protocol/elo.hpp"
#include "protocol/ucc_process_seat.hpp"

namespace stratego {

struct MatchOptions {
  std::string a;
  std::string b;
  int games = 2;
  std::string variant = "classic";
  std::string rules = "gravon";
  int movetime_ms = 100;  // our players' budget per move
  // The strong level searches exactly this many sampled enemy setups per move, whatever the
  // clock, so that a match's games do not depend on the machine or its load; 0: as many
  // as movetime_ms allows.
  int strong_samples = 0;
  UccTimeLimits bot_limits;  // what outside bots are allowed
  std::uint64_t seed = 1;
  int jobs = 1;
  int max_plies = 10000;
  std::string save_dir;  // empty: games are not saved
};

struct MatchGame {
  int number = 0;  // from 1
  bool a_is_red = true;
  std::optional<bool> a_won;  // none for a draw
  int plies = 0;
  Ending ending = Ending::None;
  std::optional<Color> offender;  // the side that forfeited (illegal move, time-out, setup)
  std::string incident;
};

struct MatchResult {
  std::vector<MatchGame> games;  // in game order
  int wins_a = 0, wins_b = 0, draws = 0;
  int forfeits_a = 0, forfeits_b = 0;
  double average_plies = 0;
  EloEstimate elo;  // A against B
};

// Checks the options; the reason when they cannot make a match, else empty.
std::string match_options_error(const MatchOptions& options);

// Plays the match. `on_game` is called once per finished game (from one thread at a time).
// Throws std::invalid_argument for bad options, std::runtime_error when a bot cannot start.
MatchResult run_match(const MatchOptions& options, const std::function<void(const MatchGame&)>& on_game = {});

}  // namespace stratego
