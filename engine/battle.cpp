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

// Who tells the battle: the attacker's owner, the defender's owner, or a spectator.
enum class Teller { Attacker, Defender, Spectator };

Teller teller_of(const Battle& b, std::optional<Color> viewer) {
  if (!viewer) return Teller::Spectator;
  return b.attacker_color == *viewer ? Teller::Attacker : Teller::Defender;
}

std::string_view english_ending(Teller t) {
  if (t == Teller::Attacker) return "the game is won";
  if (t == Teller::Defender) return "the game is lost";
  return "the game is over";
}

struct EnglishWords {
  std::string attacker;  // "Your miner" / "The enemy miner" / "Red's miner"
  std::string defender;  // "the enemy bomb" / "your bomb" / "Blue's bomb"
};

EnglishWords english_words(const Battle& b, Teller t) {
  const std::string a(rank_name(b.attacker)), d(rank_name(b.defender));
  if (t == Teller::Attacker) return {"Your " + a, "the enemy " + d};
  if (t == Teller::Defender) return {"The enemy " + a, "your " + d};
  const std::string_view owner = b.attacker_color == Color::Red ? "Red's " : "Blue's ";
  const std::string_view other = b.attacker_color == Color::Red ? "Blue's " : "Red's ";
  return {std::string(owner) + a, std::string(other) + d};
}

std::string explain_english(const Battle& b, Teller t, const std::string& square) {
  const EnglishWords w = english_words(b, t);
  const std::string on = " on " + square;
  switch (b.reason) {
    case BattleReason::FlagCaptured: return w.attacker + " captured " + w.defender + on + ": " + std::string(english_ending(t)) + ".";
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

// German declines the defender's words by case and gender: every rank is masculine but
// the bomb and the flag.
enum class Case { Nominative, Accusative, Dative };

std::string german_attacker(const Battle& b, Teller t) {
  const std::string rank(german_rank(b.attacker));
  if (t == Teller::Attacker) return "Dein " + rank;
  if (t == Teller::Defender) return "Der gegnerische " + rank;
  return std::string(b.attacker_color == Color::Red ? "Der rote " : "Der blaue ") + rank;
}

std::string german_defender(const Battle& b, Teller t, Case c) {
  const bool feminine = b.defender == Rank::Bomb || b.defender == Rank::Flag;
  const std::string rank(german_rank(b.defender));
  const int k = static_cast<int>(c);
  if (t == Teller::Defender) {
    static constexpr std::array<std::string_view, 3> masculine = {"dein ", "deinen ", "deinem "};
    static constexpr std::array<std::string_view, 3> feminine_forms = {"deine ", "deine ", "deiner "};
    return std::string(feminine ? feminine_forms[k] : masculine[k]) + rank;
  }
  static constexpr std::array<std::string_view, 3> masculine = {"der ", "den ", "dem "};
  static constexpr std::array<std::string_view, 3> feminine_forms = {"die ", "die ", "der "};
  const bool strong_ending = c == Case::Nominative || (feminine && c == Case::Accusative);
  std::string adjective = t == Teller::Attacker ? "gegnerisch" : (b.attacker_color == Color::Red ? "blau" : "rot");
  adjective += strong_ending ? "e " : "en ";
  return std::string(feminine ? feminine_forms[k] : masculine[k]) + adjective + rank;
}

std::string_view german_ending(Teller t) {
  if (t == Teller::Attacker) return "die Partie ist gewonnen";
  if (t == Teller::Defender) return "die Partie ist verloren";
  return "die Partie ist entschieden";
}

std::string explain_german(const Battle& b, Teller t, const std::string& square) {
  const std::string a = german_attacker(b, t);
  auto d = [&](Case c) { return german_defender(b, t, c); };
  const std::string on = " auf " + square;
  switch (b.reason) {
    case BattleReason::FlagCaptured: return a + " hat " + d(Case::Accusative) + on + " erobert: " + std::string(german_ending(t)) + ".";
    case BattleReason::MinerDefusesBomb: return a + " hat " + d(Case::Accusative) + on + " entschärft.";
    case BattleReason::BombHolds: return a + " wurde von " + d(Case::Dative) + on + " vernichtet.";
    case BattleReason::BombSpent: return a + " und " + d(Case::Nominative) + on + " sind beide vernichtet.";
    case BattleReason::ScoutClearsBomb: return a + " hat " + d(Case::Accusative) + on + " ausgelöst und überlebt.";
    case BattleReason::SpyBeatsTarget: return a + " hat " + d(Case::Accusative) + on + " ausgeschaltet.";
    case BattleReason::EqualRank: return a + " und " + d(Case::Nominative) + on + " sind gleich stark: beide werden entfernt.";
    case BattleReason::TieToAttacker: return a + " schlägt " + d(Case::Accusative) + on + " bei gleichem Rang: der Angreifer gewinnt.";
    case BattleReason::HigherRank:
      if (b.outcome == BattleOutcome::AttackerWins) return a + " schlägt " + d(Case::Accusative) + on + ".";
      return a + " unterliegt " + d(Case::Dative) + on + ".";
  }
  return {};
}

}  // namespace

std::string explain(const Battle& battle, std::optional<Color> viewer, Language language) {
  const Teller teller = teller_of(battle, viewer);
  const std::string square(square_name(battle.to));
  return language == Language::German ? explain_german(battle, teller, square) : explain_english(battle, teller, square);
}

}  // namespace stratego
