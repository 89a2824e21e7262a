// Battles, one test per rule sentence of seeds 000-004.
#include <gtest/gtest.h>

#include "engine/battle.hpp"
#include "engine/variant.hpp"

namespace stratego {
namespace {

const Variant& classic = variant("classic");

Battle fight(Rank attacker, Rank defender, const Variant& v = classic) { return resolve_battle(v, attacker, defender); }

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
  Battle b = fight(Rank::Miner, Rank::Bomb);
  b.attacker_color = Color::Red;
  b.to = to_sq(Square{3, 7});
  EXPECT_EQ(explain(b, Color::Red), "Your miner defused the enemy bomb on d8.");
  EXPECT_EQ(explain(b, Color::Blue), "The enemy miner defused your bomb on d8.");
  EXPECT_EQ(explain(b, Color::Red, Language::German), "Dein Mineur hat die Bombe auf d8 entschärft.");
  Battle spy = fight(Rank::Spy, Rank::Marshal);
  spy.attacker_color = Color::Blue;
  spy.to = to_sq(Square{0, 0});
  EXPECT_EQ(explain(spy, Color::Red), "The enemy spy struck down your marshal on a1.");
}

}  // namespace
}  // namespace stratego
