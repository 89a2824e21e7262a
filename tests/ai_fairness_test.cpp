// Fairness: a player sees only its observation. The types make the hidden state
// unreachable, and two games that differ only in the opponent's hidden ranks get the same
// choice under the same seed.
#include <gtest/gtest.h>

#include <functional>
#include <type_traits>

#include "ai/belief.hpp"
#include "ai/enemy_perception.hpp"
#include "ai/hidden_ranks.hpp"
#include "ai/player.hpp"
#include "ai/setup_generator.hpp"
#include "ai/strong_player.hpp"
#include "engine/game.hpp"

namespace stratego {
namespace {

// The only way into a player is an Observation; a Game, a Position or a Setup of the
// opponent cannot be passed, and an Observation cannot be made from a Game.
static_assert(std::is_invocable_r_v<Move, decltype(&Player::choose_move), Player&, const Observation&, const ThinkLimits&>);
static_assert(!std::is_invocable_v<decltype(&Player::choose_move), Player&, const Game&, const ThinkLimits&>);
static_assert(!std::is_invocable_v<decltype(&Player::choose_move), Player&, const Setup&, const ThinkLimits&>);
static_assert(!std::is_constructible_v<Observation, const Game&>);
static_assert(!std::is_constructible_v<Observation, const Game&, Color>);
static_assert(!std::is_convertible_v<const Game&, const Observation&>);

// Two blue setups that Red cannot tell apart: the second swaps the ranks of two blue
// pieces of different ranks.
struct TwinSetups {
  Setup red, blue, blue_twin;
  Square swapped_a, swapped_b;
};

TwinSetups twin_setups(const Variant& v, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  TwinSetups t{generate_setup(v, Color::Red, rng), generate_setup(v, Color::Blue, rng), {}, {}, {}};
  t.blue_twin = t.blue;
  auto& pieces = t.blue_twin.pieces;
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
  std::size_t a = pick(rng), b = pick(rng);
  while (pieces[a].rank == pieces[b].rank) b = pick(rng);
  std::swap(pieces[a].rank, pieces[b].rank);
  t.swapped_a = pieces[a].square;
  t.swapped_b = pieces[b].square;
  return t;
}

Game started(const Variant& v, const RuleSet& rules, const Setup& red, const Setup& blue) {
  Game game(v, rules);
  EXPECT_EQ(game.set_setup(Color::Red, red), "");
  EXPECT_EQ(game.set_setup(Color::Blue, blue), "");
  EXPECT_EQ(game.start(), "");
  return game;
}

// Plays the same random moves in both games, never touching the swapped pieces, so that
// the public history stays the same; stops with Red to move.
void play_same_public_history(Game& game, Game& twin, const TwinSetups& t, int plies, std::mt19937_64& rng) {
  const Sq a = to_sq(t.swapped_a), b = to_sq(t.swapped_b);
  for (int i = 0; i < plies && !game.result().over(); ++i) {
    MoveList moves, kept;
    game.legal_moves(moves);
    for (const Move& m : moves)
      if (m.from != a && m.from != b && m.to != a && m.to != b) kept.push(m);
    if (kept.empty()) break;
    const Move m = kept[std::uniform_int_distribution<std::size_t>(0, kept.size() - 1)(rng)];
    ASSERT_EQ(game.play(m), MoveError::None);
    ASSERT_EQ(twin.play(m), MoveError::None);
  }
  if (!game.result().over() && game.side_to_move() == Color::Blue) {
    MoveList moves;
    game.legal_moves(moves);
    for (const Move& m : moves)
      if (m.from != a && m.from != b && m.to != a && m.to != b) {
        ASSERT_EQ(game.play(m), MoveError::None);
        ASSERT_EQ(twin.play(m), MoveError::None);
        break;
      }
  }
}

// Calls check on every pair of twin games (classic, barrage, small; seeds 1-6) that
// reached the same observation for Red, Red to move; expects at least 12 such pairs.
void for_each_twin_pair(const std::function<void(const Game&, const Game&, const char*, std::uint64_t)>& check) {
  int compared = 0;
  for (const char* name : {"classic", "barrage", "small"}) {
    const Variant& v = variant(name);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const TwinSetups t = twin_setups(v, seed);
      Game game = started(v, rule_set("gravon"), t.red, t.blue);
      Game twin = started(v, rule_set("gravon"), t.red, t.blue_twin);
      std::mt19937_64 rng(seed);
      play_same_public_history(game, twin, t, 2 * static_cast<int>(seed) + 10, rng);
      if (game.result().over() || twin.result().over() || game.side_to_move() != Color::Red) continue;
      ASSERT_TRUE(game.observation(Color::Red) == twin.observation(Color::Red));
      ASSERT_FALSE(game.position() == twin.position());  // the hidden truth does differ
      check(game, twin, name, seed);
      ++compared;
    }
  }
  EXPECT_GE(compared, 12);
}

using MakePlayer = std::function<std::unique_ptr<Player>(std::uint64_t seed)>;

void expect_same_choices(std::string_view level, const MakePlayer& make, int movetime_ms) {
  for_each_twin_pair([&](const Game& game, const Game& twin, const char* name, std::uint64_t seed) {
    const ThinkLimits limits{movetime_ms, seed};
    const Move chosen = make(seed)->choose_move(game.observation(Color::Red), limits);
    const Move chosen_twin = make(seed)->choose_move(twin.observation(Color::Red), limits);
    EXPECT_EQ(chosen, chosen_twin) << level << " in " << name << ", seed " << seed;
  });
}

MakePlayer level(std::string_view name) {
  return [name](std::uint64_t seed) { return make_player(name, seed); };
}

TEST(AiFairness, RandomChoosesTheSameWhateverTheHiddenRanks) { expect_same_choices("random", level("random"), 10); }
TEST(AiFairness, BeginnerChoosesTheSameWhateverTheHiddenRanks) {
  expect_same_choices("beginner", level("beginner"), 10);
}
// The clock decides how many determinizations the strong level searches; with a fixed
// count (on two threads) its choice depends on the seed and the observation alone.
TEST(AiFairness, StrongChoosesTheSameWhateverTheHiddenRanks) {
  const MakePlayer strong = [](std::uint64_t seed) {
    return std::make_unique<StrongPlayer>(seed, StrongOptions{.threads = 2, .depth = 2, .determinizations = 2});
  };
  expect_same_choices("strong", strong, 10);
}

// With the same seed the strong level scores every move alike, to the point, in both games,
// with its attacks on unidentified pieces settled by the samples or by the belief's shares,
// and the enemy's attacks on ours by our ranks or by what the enemy can see of them.
TEST(AiFairness, StrongScoresEveryMoveTheSameWhateverTheHiddenRanks) {
  for (const ChanceBattles chance_battles : {ChanceBattles::Never, ChanceBattles::Always})
  for (const bool enemy_perception : {false, true})
  for_each_twin_pair([&](const Game& game, const Game& twin, const char* name, std::uint64_t seed) {
    const StrongOptions options{.threads = 2, .depth = 2, .determinizations = 4, .chance_battles = chance_battles,
                                .enemy_perception = enemy_perception};
    StrongPlayer player(seed, options), player_twin(seed, options);
    player.choose_move(game.observation(Color::Red), ThinkLimits{10, seed});
    player_twin.choose_move(twin.observation(Color::Red), ThinkLimits{10, seed});
    const auto& moves = player.last_stats().root_moves;
    const auto& moves_twin = player_twin.last_stats().root_moves;
    ASSERT_EQ(moves.size(), moves_twin.size()) << name << ", seed " << seed;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      EXPECT_EQ(moves[i].move, moves_twin[i].move);
      EXPECT_EQ(moves[i].total, moves_twin[i].total) << name << ", seed " << seed;
    }
  });
}

// The shares by which the strong level settles its attacks on unidentified pieces.
TEST(AiFairness, TheBeliefSharesAreTheSameWhateverTheHiddenRanks) {
  for_each_twin_pair([&](const Game& game, const Game& twin, const char* name, std::uint64_t seed) {
    const HiddenRanks shares(Belief(game.observation(Color::Red)), 64, seed);
    const HiddenRanks shares_twin(Belief(twin.observation(Color::Red)), 64, seed);
    ASSERT_EQ(shares.size(), shares_twin.size()) << name;
    for (std::size_t i = 0; i < shares.size(); ++i) {
      EXPECT_EQ(shares.root_square(i), shares_twin.root_square(i));
      EXPECT_EQ(shares.shares(i), shares_twin.shares(i)) << name << ", seed " << seed;
    }
  });
}

// What the enemy can tell of our pieces, by which the strong level's search lets it attack.
TEST(AiFairness, TheEnemyPerceptionIsTheSameWhateverTheHiddenRanks) {
  for_each_twin_pair([&](const Game& game, const Game& twin, const char* name, std::uint64_t seed) {
    const HiddenRanks perceived = enemy_perception(game.observation(Color::Red), 64, seed);
    const HiddenRanks perceived_twin = enemy_perception(twin.observation(Color::Red), 64, seed);
    ASSERT_EQ(perceived.size(), perceived_twin.size()) << name;
    for (std::size_t i = 0; i < perceived.size(); ++i) {
      EXPECT_EQ(perceived.root_square(i), perceived_twin.root_square(i));
      EXPECT_EQ(perceived.shares(i), perceived_twin.shares(i)) << name << ", seed " << seed;
    }
  });
}

// The belief, learned or hand-set, gives the same likelihoods and the same samples
// whatever the hidden ranks.
TEST(AiFairness, TheBeliefIsTheSameWhateverTheHiddenRanks) {
  for (EvidenceModel model : {EvidenceModel::Learned, EvidenceModel::HandSet})
    for_each_twin_pair([&](const Game& game, const Game& twin, const char* name, std::uint64_t seed) {
      const Belief belief(game.observation(Color::Red), model), belief_twin(twin.observation(Color::Red), model);
      ASSERT_EQ(belief.hidden().size(), belief_twin.hidden().size()) << name;
      for (std::size_t i = 0; i < belief.hidden().size(); ++i) {
        EXPECT_EQ(belief.hidden()[i].square, belief_twin.hidden()[i].square);
        EXPECT_EQ(belief.hidden()[i].likelihood, belief_twin.hidden()[i].likelihood) << name << ", seed " << seed;
      }
      std::mt19937_64 rng(seed), rng_twin(seed);
      EXPECT_EQ(belief.sample(rng), belief_twin.sample(rng_twin)) << name << ", seed " << seed;
    });
}

}  // namespace
}  // namespace stratego
