// The evaluation's per-piece terms, kept by the search through make and unmake, are always
// what summing them afresh gives, rescues included; and the position's squares per rank
// they rest on follow every move.
#include <gtest/gtest.h>

#include <random>

#include "ai/evaluate.hpp"
#include "ai/prey.hpp"
#include "ai/random_player.hpp"

namespace stratego {
namespace {

Position random_position(const std::string& variant_name, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  Position pos(variant(variant_name), rule_set("gravon"));
  for (Color c : {Color::Red, Color::Blue})
    for (const Placement& p : random_setup(pos.variant(), c, rng).pieces) pos.place(c, p.rank, p.square);
  return pos;
}

// m, or m with a rescue of the first captured rank, where that is valid: onto the square it
// leaves or another, by turns.
Move with_rescue_if_valid(const Position& pos, Move m, std::mt19937_64& rng) {
  if (!pos.may_rescue(m)) return m;
  std::vector<Sq> squares{m.from};
  if (rng() % 2 == 0)
    for (int q = 0; q < kMailboxSize; ++q)
      if (pos.is_rescue_square(m, static_cast<Sq>(q)) && q != m.from) squares.push_back(static_cast<Sq>(q));
  for (Rank r : kAllRanks) {
    Move rescuing = m;
    rescuing.rescue_rank = r;
    rescuing.rescue_to = squares.back();
    if (pos.is_valid_rescue(rescuing)) return rescuing;
  }
  return m;
}

void expect_rank_squares_match_the_pieces(const Position& pos) {
  for (Color c : {Color::Red, Color::Blue}) {
    std::array<SquareSet, kRankCount> expected{};
    for (Sq q : pos.squares_of(c)) expected[value(pos.rank_at(q))].insert(q);
    for (Rank r : kAllRanks) ASSERT_EQ(pos.rank_squares(c, r), expected[value(r)]) << "rank " << value(r);
  }
}

class AiPieceTerms : public ::testing::TestWithParam<const char*> {};

TEST_P(AiPieceTerms, KeptThroughMovesTheyAreWhatSummingAfreshGives) {
  int rescues = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Position pos = random_position(GetParam(), seed);
    const Evaluator evaluator(pos.variant());
    RootPrey prey(pos, evaluator);
    PieceTerms kept(pos, evaluator, prey);
    std::mt19937_64 rng(seed);
    std::vector<std::pair<Position::Undo, PieceTerms::Sums>> line;
    for (int ply = 0; ply < 300; ++ply) {
      MoveList moves;
      pos.generate_moves(moves);
      if (moves.empty()) break;
      const Move m = with_rescue_if_valid(pos, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)], rng);
      rescues += m.has_rescue();
      line.emplace_back(Position::Undo{}, kept.sums());
      kept.take_out(pos, m);
      const auto battle = pos.make(m, line.back().first);
      kept.put_in(pos, m);
      if (battle && battle->reason == BattleReason::FlagCaptured) break;
      ASSERT_EQ(kept.sums(), PieceTerms(pos, evaluator, prey).sums()) << "seed " << seed << " ply " << ply;
      ASSERT_EQ(evaluator(pos, kept), evaluator(pos, prey));
      expect_rank_squares_match_the_pieces(pos);
    }
    for (; !line.empty(); line.pop_back()) {
      pos.unmake(line.back().first);
      kept.restore(line.back().second);
      expect_rank_squares_match_the_pieces(pos);
    }
    EXPECT_EQ(kept.sums(), PieceTerms(pos, evaluator, prey).sums());
  }
  if (std::string(GetParam()) == "ultimate-lightning") {
    EXPECT_GT(rescues, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, AiPieceTerms, ::testing::Values("classic", "barrage", "ultimate-lightning", "small"));

}  // namespace
}  // namespace stratego
