#include "engine/chase_rule.hpp"

#include <algorithm>

#include "engine/seed_mix.hpp"

namespace stratego {
namespace {

// Keys of the public hash: one per colour and square, one for Blue to move. Ranks have
// none, since a player does not know the enemy's.
struct PublicKeys {
  std::array<std::array<std::uint64_t, kMailboxSize>, 2> piece{};
  std::uint64_t blue_to_move = 0;

  PublicKeys() {  // fixed keys, so hashes are stable across runs
    constexpr std::uint64_t kSeed = 0x243F6A8885A308D3ULL;
    std::uint64_t n = 0;
    for (auto& row : piece)
      for (auto& key : row) key = mix_seed(kSeed, n++);
    blue_to_move = mix_seed(kSeed, n);
  }
};

const PublicKeys& public_keys() {
  static const PublicKeys keys;
  return keys;
}

// Which colour stands on which square, and whose turn it is.
std::uint64_t public_hash(const Position& p) {
  const PublicKeys& keys = public_keys();
  std::uint64_t hash = p.side_to_move() == Color::Blue ? keys.blue_to_move : 0;
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : p.squares_of(c)) hash ^= keys.piece[index(c)][q];
  return hash;
}

// The public hash after m, a move onto an empty square (as every chasing move is).
std::uint64_t public_hash_after(const Position& before, const Move& m) {
  const PublicKeys& keys = public_keys();
  const auto& own = keys.piece[index(before.side_to_move())];
  std::uint64_t hash = public_hash(before) ^ own[m.from] ^ own[m.to] ^ keys.blue_to_move;
  if (m.has_rescue()) hash ^= own[m.rescue_to];
  return hash;
}

}  // namespace

bool ChaseRule::is_chasing_move(const Position& before, const Move& m) const {
  const Chase& chase = chases_[index(before.side_to_move())];
  if (chase.evader == kNoSq || before.has_piece(m.to)) return false;
  return std::ranges::any_of(kDirections, [&](int d) { return m.to + d == chase.evader; });
}

bool ChaseRule::forbids(const Position& before, const Move& m) const {
  const Chase& chase = chases_[index(before.side_to_move())];
  if (chase.positions.empty() || !is_chasing_move(before, m)) return false;
  if (m.from == chase.last.to && m.to == chase.last.from) return false;  // straight back: allowed
  return std::ranges::find(chase.positions, public_hash_after(before, m)) != chase.positions.end();
}

void ChaseRule::remove_forbidden(const Position& before, MoveList& moves) const {
  if (chases_[index(before.side_to_move())].positions.empty()) return;
  MoveList kept;
  for (const Move& m : moves)
    if (!forbids(before, m)) kept.push(m);
  moves = kept;
}

void ChaseRule::record(const Position& after, Color mover, const Move& m, bool chasing) {
  if (!after.rules().more_squares) return;
  const bool stands = after.has_piece(m.to) && after.color_at(m.to) == mover;
  track_evasion(mover, m, stands);
  track_own_threats(after, mover, m, stands, chasing);
}

// The opponent's chase goes on only if this move took a threatened piece away.
void ChaseRule::track_evasion(Color mover, const Move& m, bool stands) {
  Chase& theirs = chases_[index(opponent(mover))];
  const bool evaded = stands && std::ranges::find(theirs.threatened, m.from) != theirs.threatened.end();
  theirs.evader = evaded ? m.to : kNoSq;
  if (!evaded) theirs.positions.clear();
  theirs.threatened.clear();
}

// The mover's chase goes on only with a chasing move; a move that threatens starts one.
void ChaseRule::track_own_threats(const Position& after, Color mover, const Move& m, bool stands, bool chasing) {
  Chase& mine = chases_[index(mover)];
  if (!chasing) mine.positions.clear();
  mine.threatened.clear();
  if (stands)
    for (int d : kDirections) {
      const Sq q = static_cast<Sq>(m.to + d);
      if (after.is_enemy_of(q, mover)) mine.threatened.push_back(q);
    }
  if (chasing || !mine.threatened.empty()) mine.positions.push_back(public_hash(after));
  mine.evader = kNoSq;
  mine.last = m;
}

}  // namespace stratego
