#include "engine/battle.hpp"

#include <array>

#include "engine/notation.hpp"
#include "engine/variant.hpp"

namespace stratego {

Battle resolve_battle(const Variant& variant, Rank attacker, Rank defender) {
  Battle b;
  b.attacker = attacker;
  b.defender = defender;
  auto result = [&b](BattleOutcome o, BattleReason r) {
    b.outcome = o;
    b.reason = r;
    return b;
  };
  if (defender == Rank::Flag) return result(BattleOutcome::AttackerWins, BattleReason::FlagCaptured);
  if (defender == Rank::Bomb) {
    if (variant.bombs_single_use) {  // Gravon's ultimate lightning: even a miner dies with the bomb
      if (attacker == Rank::Scout) return result(BattleOutcome::AttackerWins, BattleReason::ScoutClearsBomb);
      return result(BattleOutcome::BothRemoved, BattleReason::BombSpent);
    }
    if (attacker == Rank::Miner) return result(BattleOutcome::AttackerWins, BattleReason::MinerDefusesBomb);
    return result(BattleOutcome::DefenderWins, BattleReason::BombHolds);
  }
  if (attacker == Rank::Spy && defender == variant.spy_target)
    return result(BattleOutcome::AttackerWins, BattleReason::SpyBeatsTarget);
  if (attacker == defender) {
    if (variant.attacker_wins_ties) return result(BattleOutcome::AttackerWins, BattleReason::TieToAttacker);
    return result(BattleOutcome::BothRemoved, BattleReason::EqualRank);
  }
  return value(attacker) > value(defender) ? result(BattleOutcome::AttackerWins, BattleReason::HigherRank)
                                           : result(BattleOutcome::DefenderWins, BattleReason::HigherRank);
}

namespace {

std::string_view german_rank(Rank r) {
  static constexpr std::array<std::string_view, 13> names = {
      "Fahne", "Spion", "Aufklärer", "Mineur", "Sergeant", "Leutnant", "Hauptmann",
      "Major", "Oberst", "General", "Feldmarschall", "Bombe", "unbekannte Figur"};
  return names[value(r)];
}

struct Words {
  std::string attacker;  // "Your miner" / "The enemy miner"
  std::string defender;  // "your bomb" / "the enemy bomb"
  std::string square;
};

Words words(const Battle& b, Color viewer, Language lang) {
  bool mine = b.attacker_color == viewer;
  Words w;
  w.square = square_name(b.to);
  if (lang == Language::German) {
    w.attacker = std::string(mine ? "Dein " : "Gegnerischer ") + std::string(german_rank(b.attacker));
    w.defender = std::string(mine ? "gegnerische(n) " : "dein(e) ") + std::string(german_rank(b.defender));
  } else {
    w.attacker = std::string(mine ? "Your " : "The enemy ") + std::string(rank_name(b.attacker));
    w.defender = std::string(mine ? "the enemy " : "your ") + std::string(rank_name(b.defender));
  }
  return w;
}

std::string explain_english(const Battle& b, const Words& w) {
  const std::string on = " on " + w.square;
  switch (b.reason) {
    case BattleReason::FlagCaptured: return w.attacker + " captured " + w.defender + on + ": the game is won.";
    case BattleReason::MinerDefusesBomb: return w.attacker + " defused " + w.defender + on + ".";
    case BattleReason::BombHolds: return w.attacker + " was destroyed by " + w.defender + on + ".";
    case BattleReason::BombSpent: return w.attacker + " and " + w.defender + on + " destroyed each other.";
    case BattleReason::ScoutClearsBomb: return w.attacker + " set off " + w.defender + on + " and survived.";
    case BattleReason::SpyBeatsTarget: return w.attacker + " struck down " + w.defender + on + ".";
    case BattleReason::EqualRank: return w.attacker + " and " + w.defender + on + " were of equal rank: both are removed.";
    case BattleReason::TieToAttacker: return w.attacker + " beat " + w.defender + on + " of equal rank: the attacker wins ties.";
    case BattleReason::HigherRank:
      if (b.outcome == BattleOutcome::AttackerWins) return w.attacker + " beat " + w.defender + on + ".";
      return w.attacker + " lost against " + w.defender + on + ".";
  }
  return {};
}

std::string explain_german(const Battle& b, const Words& w) {
  const std::string on = " auf " + w.square;
  switch (b.reason) {
    case BattleReason::FlagCaptured: return w.attacker + " hat die Fahne" + on + " erobert: die Partie ist gewonnen.";
    case BattleReason::MinerDefusesBomb: return w.attacker + " hat die Bombe" + on + " entschärft.";
    case BattleReason::BombHolds: return w.attacker + " wurde von der Bombe" + on + " vernichtet.";
    case BattleReason::BombSpent: return w.attacker + " und die Bombe" + on + " sind beide vernichtet.";
    case BattleReason::ScoutClearsBomb: return w.attacker + " hat die Bombe" + on + " ausgelöst und überlebt.";
    case BattleReason::SpyBeatsTarget: return w.attacker + " hat " + w.defender + on + " ausgeschaltet.";
    case BattleReason::EqualRank: return w.attacker + " und " + w.defender + on + " sind gleich stark: beide werden entfernt.";
    case BattleReason::TieToAttacker: return w.attacker + " schlägt " + w.defender + on + " bei gleichem Rang: der Angreifer gewinnt.";
    case BattleReason::HigherRank:
      if (b.outcome == BattleOutcome::AttackerWins) return w.attacker + " schlägt " + w.defender + on + ".";
      return w.attacker + " unterliegt " + w.defender + on + ".";
  }
  return {};
}

}  // namespace

std::string explain(const Battle& battle, Color viewer, Language language) {
  Words w = words(battle, viewer, language);
  return language == Language::German ? explain_german(battle, w) : explain_english(battle, w);
}

}  // namespace stratego
