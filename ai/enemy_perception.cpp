#include "ai/enemy_perception.hpp"

#include "ai/belief.hpp"

namespace stratego {

HiddenRanks enemy_perception(const Observation& observation, int samples, std::uint64_t seed) {
  const Observation seen = observation.as_seen_by_opponent();
  return HiddenRanks(Belief(seen), samples, seed);
}

PerceivedAttacks::PerceivedAttacks(const Position& pos, const Evaluator& evaluate, const HiddenRanks& perceived)
    : ours_at_(perceived), declined_(perceived.size()), win_chance_(perceived.size()) {
  const Color us = pos.side_to_move(), enemy = opponent(us);
  for (std::size_t i = 0; i < perceived.size(); ++i) {
    const RankShares& shares = perceived.shares(i);
    for (Rank a : kAllRanks) {
      if (!is_movable(a)) continue;
      const int attacker = evaluate.piece_value(pos, enemy, a);
      double worth = 0.0, wins = 0.0;
      for (Rank r : kAllRanks) {
        if (shares[value(r)] <= 0.0) continue;
        const Battle b = resolve_battle(pos.variant(), a, r);
        const int defender = evaluate.piece_value(pos, us, r);
        const double gain = b.attacker_survives() ? defender : b.defender_survives() ? -attacker : defender - attacker;
        worth += shares[value(r)] * gain;
        if (b.attacker_survives()) wins += shares[value(r)];
      }
      declined_[i][value(a)] = worth < 0.0;
      win_chance_[i][value(a)] = wins;
    }
  }
}

std::optional<std::size_t> PerceivedAttacks::unseen_target(const Position& pos, const Move& m) const {
  const std::int8_t piece = ours_at_.at(m.to);
  if (piece == HiddenPieceSquares::kNone || !pos.has_piece(m.to)) return std::nullopt;
  // What the enemy has seen since the root it knows.
  if (pos.rank_at(m.to) == Rank::Flag || (pos.knowledge_at(m.to) & (kRevealed | kScoutShown))) return std::nullopt;
  return static_cast<std::size_t>(piece);
}

bool PerceivedAttacks::declines(const Position& pos, const Move& m) const {
  const auto piece = unseen_target(pos, m);
  return piece && declined_[*piece][value(pos.rank_at(m.from))];
}

double PerceivedAttacks::lure(const Position& pos, const Move& m) const {
  const auto piece = unseen_target(pos, m);
  const Rank attacker = pos.rank_at(m.from);
  if (!piece || declined_[*piece][value(attacker)]) return 0.0;
  if (resolve_battle(pos.variant(), attacker, pos.rank_at(m.to)).attacker_survives()) return 0.0;
  return kLureShare * win_chance_[*piece][value(attacker)];
}

}  // namespace stratego
