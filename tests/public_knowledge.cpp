#include "tests/public_knowledge.hpp"

#include <cstdlib>

#include <gtest/gtest.h>

#include "engine/notation.hpp"
#include "tests/server_test_client.hpp"

namespace stratego::testing {

using nlohmann::json;

PublicKnowledge public_knowledge_of(const GameRecord& record) {
  Game game(variant(record.variant), rule_set(record.rules));
  game.set_setup(Color::Red, *record.setups[0]);
  game.set_setup(Color::Blue, *record.setups[1]);
  EXPECT_EQ(game.start(), "");
  PublicKnowledge k;
  std::array<bool, kMailboxSize> known{};
  k.truth.push_back(game.position());
  k.known.push_back(known);
  for (const Move& m : record.moves) {
    const Rank mover = game.position().rank_at(m.from);
    const Square from = to_square(m.from), to = to_square(m.to);
    const int distance = std::abs(from.file - to.file) + std::abs(from.rank - to.rank);
    EXPECT_EQ(game.play(m), MoveError::None);
    const std::optional<Battle>& battle = game.moves().back().battle;
    if (battle) known[m.to] = battle->outcome != BattleOutcome::BothRemoved;  // the survivor was seen
    else known[m.to] = known[m.from] || (distance > 1 && mover == Rank::Scout);
    known[m.from] = false;
    if (m.has_rescue() && game.position().has_piece(m.rescue_to)) known[m.rescue_to] = true;
    k.truth.push_back(game.position());
    k.known.push_back(known);
  }
  return k;
}

namespace {

int expect_no_hidden_rank_in(const json& state, const PublicKnowledge& k, std::optional<Color> viewer) {
  EXPECT_EQ(state["you"], viewer ? json(color_name(*viewer)) : json(nullptr));
  if (state["phase"] == "setup") {  // only the viewer's own setup, once made
    for (const json& square : state["board"]) {
      if (square["rank"].is_null()) continue;
      const Sq q = to_sq(*parse_square(square["square"].get<std::string>()));
      EXPECT_TRUE(viewer && square["kind"] == "own" && square["color"] == color_name(*viewer)) << "a piece during set-up";
      EXPECT_TRUE(k.truth.front().has_piece(q) && rank_name(k.truth.front().rank_at(q)) == square["rank"].get<std::string>())
          << square.dump();
    }
    return 0;
  }
  const std::size_t ply = state["log"].size();
  if (ply >= k.truth.size()) {
    ADD_FAILURE() << "ply " << ply << " beyond the game";
    return 0;
  }
  const Position& truth = k.truth[ply];
  if (state["phase"] != "over") {
    EXPECT_TRUE(state["reveal"].is_null()) << "ply " << ply;
  }
  int others_seen = 0;
  for (const json& square : state["board"]) {
    if (square["color"].is_null()) continue;
    const Sq q = to_sq(*parse_square(square["square"].get<std::string>()));
    EXPECT_TRUE(truth.has_piece(q) && color_name(truth.color_at(q)) == square["color"].get<std::string>()) << square.dump();
    const bool own = viewer && square["color"] == color_name(*viewer);
    EXPECT_EQ(square["kind"], viewer ? (own ? "own" : "enemy") : "piece") << square.dump();
    if (own || square["rank"] == "unknown") continue;
    EXPECT_TRUE(k.known[ply][q]) << "ply " << ply << ": the frame tells a hidden rank " << square.dump();
    EXPECT_EQ(square["rank"], rank_name(truth.rank_at(q))) << square.dump();
    ++others_seen;
  }
  return others_seen;
}

}  // namespace

int expect_no_hidden_rank(const std::vector<json>& frames, const PublicKnowledge& k, std::optional<Color> viewer) {
  StateFollower follower;
  int seen = 0;
  for (const json& frame : frames) {
    EXPECT_NE(frame["type"], "error") << frame.dump();
    if (frame["type"] != "state" && frame["type"] != "move") continue;
    const int shown = expect_no_hidden_rank_in(follower.follow(frame), k, viewer);
    if (frame["type"] == "move" && frame["phase"] == "play") seen += shown;
  }
  return seen;
}

}  // namespace stratego::testing
