// Properties of random legal games in every variant and rule set: the board, counts and
// observations stay consistent, make/unmake restores everything, no observation ever
// holds an enemy rank its owner has not seen, and the mover's observation allows exactly
// the moves the game allows.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "random_games.hpp"

namespace stratego {
namespace {

using testing::play_chasing_move;
using testing::play_random_move;
using testing::started_game;

struct Case {
  const Variant* variant;
  const RuleSet* rules;
};

rc::Gen<Case> any_case() {
  return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::size_t>(0, all_variants().size()),
                                    rc::gen::inRange<std::size_t>(0, all_rule_sets().size())),
                      [](std::pair<std::size_t, std::size_t> p) {
                        return Case{&all_variants()[p.first], &all_rule_sets()[p.second]};
                      });
}

Position rebuilt(const Position& p) {
  Position fresh(p.variant(), p.rules());
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : p.squares_of(c)) fresh.place(c, p.rank_at(q), to_square(q));
  fresh.set_side_to_move(p.side_to_move());
  return fresh;
}

void check_counts(const Game& game) {
  const Position& p = game.position();
  for (Color c : {Color::Red, Color::Blue}) {
    int on_board = 0;
    for (Rank r : kAllRanks) {
      RC_ASSERT(p.count(c, r) >= 0);
      RC_ASSERT(p.count(c, r) <= p.placed(c, r));
      on_board += p.count(c, r);
    }
    RC_ASSERT(static_cast<int>(p.squares_of(c).size()) == on_board);
    SquareSet pieces;
    for (Sq q : p.squares_of(c)) {
      RC_ASSERT(p.has_piece(q) && p.color_at(q) == c);
      pieces.insert(q);
    }
    RC_ASSERT(p.occupied(c) == pieces);  // kept through every change, as the lists are
  }
  RC_ASSERT(rebuilt(p).hash() == p.hash());
}

void check_observation_hides_ranks(const Game& game, Color viewer) {
  const Observation& obs = game.observation(viewer);
  const Position& truth = game.position();
  const Variant& v = game.variant();
  for (int r = 0; r < v.height; ++r)
    for (int f = 0; f < v.width; ++f) {
      Square s{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)};
      const Sq q = to_sq(s);
      const SquareView view = obs.at(s);
      RC_ASSERT(truth.has_piece(q) == (view.kind == SquareView::Kind::Own || view.kind == SquareView::Kind::Enemy));
      if (view.kind == SquareView::Kind::Own) RC_ASSERT(view.rank == truth.rank_at(q));
      if (view.kind != SquareView::Kind::Enemy || view.rank == Rank::Unknown) continue;
      // A known enemy rank must be the true one, and public: revealed or seen as a scout.
      RC_ASSERT(view.rank == truth.rank_at(q));
      RC_ASSERT((truth.knowledge_at(q) & (kRevealed | kScoutShown)) != 0);
    }
  RC_ASSERT(obs == Observation(truth, viewer));  // incremental view == view from scratch
}

void check_make_unmake(const Game& game, std::mt19937_64& rng) {
  Position p = game.position();
  const Position before = p;
  MoveList moves;
  p.generate_moves(moves);
  if (moves.empty()) return;
  Position::Undo undo;
  p.make(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)], undo);
  p.unmake(undo);
  RC_ASSERT(p == before);
}

RC_GTEST_PROP(RandomGames, StayConsistentAndKeepSecrets, ()) {
  const Case c = *any_case();
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  Game game = started_game(*c.variant, *c.rules, rng);
  RC_ASSERT(game.started());
  for (int ply = 0; ply < 300; ++ply) {
    check_counts(game);
    check_observation_hides_ranks(game, Color::Red);
    check_observation_hides_ranks(game, Color::Blue);
    check_make_unmake(game, rng);
    if (!play_random_move(game, rng)) break;
  }
}

RC_GTEST_PROP(RandomGames, EveryGeneratedMoveIsAcceptedAndNoOtherIs, ()) {
  const Case c = *any_case();
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  Game game = started_game(*c.variant, *c.rules, rng);
  for (int ply = 0; ply < 100 && !game.result().over(); ++ply) {
    MoveList moves;
    game.legal_moves(moves);
    for (const Move& m : moves) RC_ASSERT(game.check_move(m) == MoveError::None);
    // Every other from-to pair between the mover's pieces and any square is refused.
    for (Sq from : game.position().squares_of(game.side_to_move()))
      for (int q = 0; q < kMailboxSize; ++q) {
        Move m{from, static_cast<Sq>(q)};
        if (!moves.contains(m)) RC_ASSERT(game.check_move(m) != MoveError::None);
      }
    if (!play_random_move(game, rng)) break;
  }
}

// The same position with its pieces placed in the reverse order of its piece lists.
Position placed_in_reverse(const Position& p) {
  Position fresh(p.variant(), p.rules());
  for (Color c : {Color::Red, Color::Blue}) {
    const auto pieces = p.squares_of(c);
    for (auto q = pieces.rbegin(); q != pieces.rend(); ++q) fresh.place(c, p.rank_at(*q), to_square(*q));
  }
  fresh.copy_public_state(p);
  return fresh;
}

// Where a move stands in the generator's order: first the one-step moves of the pieces
// checked by neither the two-square rule nor a two-square move, by direction then target;
// then the scouts' moves by direction, length and target; then the checked pieces' moves,
// piece by piece.
std::tuple<int, int, int, int> order_key(const Position& p, const Move& m, Sq held_back) {
  const Rank rank = p.rank_at(m.from);
  const bool checked = m.from == held_back || (p.variant().captain_moves_two && rank == Rank::Captain);
  if (checked) return {2, square_bit(m.from), 0, 0};
  const int length = square_distance(m.from, m.to);
  const int step = (m.to - m.from) / length;
  const int direction = static_cast<int>(std::ranges::find(kDirections, step) - kDirections.begin());
  return {rank == Rank::Scout ? 1 : 0, direction, rank == Rank::Scout ? length : 0, square_bit(m.to)};
}

// The order of the moves is part of what makes games reproducible (players break ties by
// it), so it depends on the position alone, not on the order its pieces came in.
RC_GTEST_PROP(RandomGames, MovesComeInAnOrderTheBoardAloneFixes, ()) {
  const Case c = *any_case();
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  Game game = started_game(*c.variant, *c.rules, rng);
  for (int ply = 0; ply < 200 && !game.result().over(); ++ply) {
    const Position& p = game.position();
    MoveList moves, from_reversed;
    p.generate_moves(moves);
    placed_in_reverse(p).generate_moves(from_reversed);
    RC_ASSERT(std::ranges::equal(moves, from_reversed));
    const ShuttleRun& run = p.shuttle(p.side_to_move());
    const Sq held_back = run.count >= p.rules().two_square_limit && p.rules().two_square_limit > 0 ? run.to : kNoSq;
    std::vector<std::tuple<int, int, int, int>> keys;
    for (const Move& m : moves) keys.push_back(order_key(p, m, held_back));
    RC_ASSERT(std::ranges::is_sorted(keys));
    if (!play_random_move(game, rng)) break;
  }
}

// A random playout draws from the moves as sets of targets: the same moves, indexed in the
// same order. Chasing play holds pieces back by the two-square rule often.
RC_GTEST_PROP(RandomGames, MoveSetsIndexTheGeneratedMovesInOrder, ()) {
  const Case c = *any_case();
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  Game game = started_game(*c.variant, *c.rules, rng);
  for (int ply = 0; ply < 200 && !game.result().over(); ++ply) {
    const Position& p = game.position();
    MoveList moves;
    MoveSets sets;
    p.generate_moves(moves);
    p.generate_move_sets(sets);
    RC_ASSERT(sets.size() == moves.size());
    for (std::size_t k = 0; k < moves.size(); ++k) RC_ASSERT(sets[k] == moves[k]);
    if (!(ply % 2 ? play_chasing_move(game, rng) : play_random_move(game, rng))) break;
  }
}

std::vector<Move> sorted(const MoveList& moves) {
  std::vector<Move> list(moves.begin(), moves.end());
  std::ranges::sort(list, [](const Move& a, const Move& b) {
    return std::tie(a.from, a.to, a.rescue_to, a.rescue_rank) < std::tie(b.from, b.to, b.rescue_to, b.rescue_rank);
  });
  return list;
}

// The more-squares rule reads public facts only, so the mover's observation, fed the moves
// alone, forbids exactly what the game forbids. Chasing play makes the rule bite often.
RC_GTEST_PROP(RandomGames, UnderIsfRulesTheMoversObservationAllowsWhatTheGameAllows, ()) {
  const Variant& variant = all_variants()[*rc::gen::inRange<std::size_t>(0, all_variants().size())];
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  Game game = started_game(variant, rule_set("isf"), rng);
  bool rule_forbade = false;
  for (int ply = 0; ply < 300 && !game.result().over(); ++ply) {
    MoveList by_game, by_mover, by_movement;
    game.legal_moves(by_game);
    game.observation(game.side_to_move()).legal_moves(by_mover);
    RC_ASSERT(sorted(by_game) == sorted(by_mover));
    game.position().generate_moves(by_movement);
    rule_forbade = rule_forbade || by_movement.size() > by_game.size();
    if (!play_chasing_move(game, rng)) break;
  }
  RC_CLASSIFY(rule_forbade, "the more-squares rule forbade a move");
}

}  // namespace
}  // namespace stratego
