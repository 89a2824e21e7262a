// Resolving an attack, and explaining the result in words.
#pragma once

#include <optional>
#include <string>

#include "engine/types.hpp"

namespace stratego {

struct Variant;

enum class BattleOutcome : std::uint8_t { AttackerWins, DefenderWins, BothRemoved };

enum class BattleReason : std::uint8_t {
  HigherRank,        // the stronger piece wins
  EqualRank,         // equal ranks: both are removed
  TieToAttacker,     // equal ranks where the attacker wins ties (ultimate lightning)
  SpyBeatsTarget,    // an attacking spy beats the marshal (the general on 8x8)
  MinerDefusesBomb,  // a miner removes the bomb and takes its square
  BombHolds,         // any other attacker dies on the bomb
  BombSpent,         // single-use bomb: removed with the attacker (ultimate lightning)
  ScoutClearsBomb,   // single-use bomb: a scout survives it (ultimate lightning)
  FlagCaptured,      // the game is won
};

struct Battle {
  Color attacker_color = Color::Red;
  Rank attacker = Rank::Unknown;
  Rank defender = Rank::Unknown;
  Sq from = kNoSq;
  Sq to = kNoSq;
  BattleOutcome outcome = BattleOutcome::BothRemoved;
  BattleReason reason = BattleReason::EqualRank;

  bool attacker_survives() const { return outcome == BattleOutcome::AttackerWins; }
  bool defender_survives() const { return outcome == BattleOutcome::DefenderWins; }
  bool operator==(const Battle&) const = default;
};

// Decides outcome and reason from the two ranks; squares and colour are the caller's.
Battle resolve_battle(const Variant& variant, Rank attacker, Rank defender);

enum class Language { English, German };

// "Your miner defused the enemy bomb on d8." told from the viewer's side; with no viewer,
// as a spectator tells it: "Red's miner defused Blue's bomb on d8."
std::string explain(const Battle& battle, std::optional<Color> viewer, Language language = Language::English);

}  // namespace stratego
