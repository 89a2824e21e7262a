// Battles, one test per rule sentence of seeds 000-004.
#include <gtest/gtest.h>

#include "engine/battle.hpp"
#include "engine/variant.hpp"

namespace stratego {
namespace {

const Variant& classic = variant("classic");

Battle fight(Rank attacker, Rank defender, const Variant& v = classic) { return resolve_battle(v, attacker, defender); }

// A battle as a game reports it: who attacked, and on which square.
Battle fought(Rank attacker, Rank defender, Color attacker_color, Square on) {
  Battle b = fight(attacker, defender);
  b.attacker_color = attacker_color;
  b.to = to_sq(on);
  return b;
}

TEST(Battle, HigherRankWinsWhetherAttackingOrDefending) {
  EXPECT_EQ(fight(Rank::Colonel, Rank::Major).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Major, Rank::Colonel).outcome, BattleOutcome::DefenderWins);
  EXPECT_EQ(fight(Rank::Scout, Rank::Spy).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Marshal, Rank::General).reason, BattleReason::HigherRank);
}

TEST(Battle, EqualRanksAreBothRemoved) {
  for (Rank r : {Rank::Spy, Rank::Scout, Rank::Miner, Rank::Captain, Rank::Marshal}) {
    EXPECT_EQ(fight(r, r).outcome, BattleOutcome::BothRemoved) << rank_name(r);
    EXPECT_EQ(fight(r, r).reason, BattleReason::EqualRank);
  }
}

TEST(Battle, AttackingSpyBeatsTheMarshalButLosesWhenAttacked) {
  EXPECT_EQ(fight(Rank::Spy, Rank::Marshal).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Spy, Rank::Marshal).reason, BattleReason::SpyBeatsTarget);
  EXPECT_EQ(fight(Rank::Marshal, Rank::Spy).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Scout, Rank::Spy).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Spy, Rank::General).outcome, BattleOutcome::DefenderWins);
}

TEST(Battle, OnlyAMinerDefusesABomb) {
  EXPECT_EQ(fight(Rank::Miner, Rank::Bomb).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Miner, Rank::Bomb).reason, BattleReason::MinerDefusesBomb);
  for (Rank r : {Rank::Spy, Rank::Scout, Rank::Sergeant, Rank::General, Rank::Marshal}) {
    EXPECT_EQ(fight(r, Rank::Bomb).outcome, BattleOutcome::DefenderWins) << rank_name(r);
    EXPECT_EQ(fight(r, Rank::Bomb).reason, BattleReason::BombHolds);
  }
}

TEST(Battle, AnyMovablePieceCapturesTheFlag) {
  for (Rank r : {Rank::Spy, Rank::Scout, Rank::Miner, Rank::Marshal}) {
    EXPECT_EQ(fight(r, Rank::Flag).outcome, BattleOutcome::AttackerWins);
    EXPECT_EQ(fight(r, Rank::Flag).reason, BattleReason::FlagCaptured);
  }
}

TEST(Battle, SmallVariantSpyBeatsAnAttackedGeneral) {
  const Variant& small = variant("small");
  EXPECT_EQ(fight(Rank::Spy, Rank::General, small).reason, BattleReason::SpyBeatsTarget);
  EXPECT_EQ(fight(Rank::General, Rank::Spy, small).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Spy, Rank::Colonel, small).outcome, BattleOutcome::DefenderWins);
}

TEST(Battle, UltimateLightningAttackerWinsTiesAndBombsAreSpent) {
  const Variant& ul = variant("ultimate-lightning");
  EXPECT_EQ(fight(Rank::Captain, Rank::Captain, ul).outcome, BattleOutcome::AttackerWins);
  EXPECT_EQ(fight(Rank::Captain, Rank::Captain, ul).reason, BattleReason::TieToAttacker);
  EXPECT_EQ(fight(Rank::Miner, Rank::Bomb, ul).outcome, BattleOutcome::BothRemoved);
  EXPECT_EQ(fight(Rank::Marshal, Rank::Bomb, ul).reason, BattleReason::BombSpent);
  EXPECT_EQ(fight(Rank::Scout, Rank::Bomb, ul).outcome, BattleOutcome::AttackerWins);
}

TEST(Battle, ExplainsItselfInWordsFromEitherSide) {
  const Battle b = fought(Rank::Miner, Rank::Bomb, Color::Red, Square{3, 7});
  EXPECT_EQ(explain(b, Color::Red), "Your miner defused the enemy bomb on d8.");
  EXPECT_EQ(explain(b, Color::Blue), "The enemy miner defused your bomb on d8.");
  EXPECT_EQ(explain(b, Color::Red, Language::German), "Dein Mineur hat die gegnerische Bombe auf d8 entschärft.");
  EXPECT_EQ(explain(b, std::nullopt), "Red's miner defused Blue's bomb on d8.");
  EXPECT_EQ(explain(b, std::nullopt, Language::German), "Der rote Mineur hat die blaue Bombe auf d8 entschärft.");
  const Battle spy = fought(Rank::Spy, Rank::Marshal, Color::Blue, Square{0, 0});
  EXPECT_EQ(explain(spy, Color::Red), "The enemy spy struck down your marshal on a1.");
}

// German declines the defender: "gegnerische(n)" is no word.
TEST(Battle, GermanSentencesDeclineTheDefender) {
  const Battle lost = fought(Rank::Scout, Rank::Sergeant, Color::Red, Square{4, 5});
  EXPECT_EQ(explain(lost, Color::Red, Language::German), "Dein Aufklärer unterliegt dem gegnerischen Sergeant auf e6.");
  EXPECT_EQ(explain(lost, Color::Blue, Language::German), "Der gegnerische Aufklärer unterliegt deinem Sergeant auf e6.");
  EXPECT_EQ(explain(lost, std::nullopt, Language::German), "Der rote Aufklärer unterliegt dem blauen Sergeant auf e6.");
  const Battle won = fought(Rank::Major, Rank::Captain, Color::Blue, Square{4, 5});
  EXPECT_EQ(explain(won, Color::Red, Language::German), "Der gegnerische Major schlägt deinen Hauptmann auf e6.");
  EXPECT_EQ(explain(won, Color::Blue, Language::German), "Dein Major schlägt den gegnerischen Hauptmann auf e6.");
  const Battle bomb = fought(Rank::Major, Rank::Bomb, Color::Red, Square{4, 5});
  EXPECT_EQ(explain(bomb, Color::Red, Language::German), "Dein Major wurde von der gegnerischen Bombe auf e6 vernichtet.");
  EXPECT_EQ(explain(bomb, Color::Blue, Language::German), "Der gegnerische Major wurde von deiner Bombe auf e6 vernichtet.");
  const Battle equal = fought(Rank::Miner, Rank::Miner, Color::Red, Square{4, 5});
  EXPECT_EQ(explain(equal, Color::Red, Language::German), "Dein Mineur und der gegnerische Mineur auf e6 sind gleich stark: beide werden entfernt.");
}

TEST(Battle, TheFlagIsWonByOneSideAndLostByTheOther) {
  const Battle flag = fought(Rank::Scout, Rank::Flag, Color::Blue, Square{0, 0});
  EXPECT_EQ(explain(flag, Color::Blue), "Your scout captured the enemy flag on a1: the game is won.");
  EXPECT_EQ(explain(flag, Color::Red), "The enemy scout captured your flag on a1: the game is lost.");
  EXPECT_EQ(explain(flag, Color::Red, Language::German), "Der gegnerische Aufklärer hat deine Fahne auf a1 erobert: die Partie ist verloren.");
  EXPECT_EQ(explain(flag, std::nullopt), "Blue's scout captured Red's flag on a1: the game is over.");
}

}  // namespace
}  // namespace stratego
