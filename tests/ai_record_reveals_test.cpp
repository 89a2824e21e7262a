// The belief's measuring tool on saved games (tools/archive_reveals.hpp): a folder as
// `stratego referee --save` writes it, each game as Gravon XML beside its JSON twin and a
// results file, is one game per XML record, and every first sight of a rank in it is
// visited once, with the record that tells whose piece it was.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "formats/gravon.hpp"
#include "formats/json_record.hpp"
#include "random_game.hpp"
#include "tools/archive_reveals.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

// The pieces each side first sees, counted from the game's own observations.
std::array<int, 2> first_sights(const GameRecord& record) {
  Game game(variant("classic"), rule_set("gravon"));
  EXPECT_EQ(game.set_setup(Color::Red, *record.setups[0]), "");
  EXPECT_EQ(game.set_setup(Color::Blue, *record.setups[1]), "");
  EXPECT_EQ(game.start(), "");
  std::array<int, 2> seen{};  // by the owner of the piece seen
  for (const Move& m : record.moves) {
    const Position& truth = game.position();
    const Color mover = truth.color_at(m.from);
    const bool battle = truth.has_piece(m.to);
    if ((battle || square_distance(m.from, m.to) > 1) && game.observation(opponent(mover)).board().rank_at(m.from) == Rank::Unknown)
      ++seen[index(mover)];
    if (battle && game.observation(mover).board().rank_at(m.to) == Rank::Unknown) ++seen[index(opponent(mover))];
    EXPECT_EQ(game.play(m), MoveError::None);
  }
  return seen;
}

TEST(RecordReveals, ASavedMatchFolderGivesEachGameOnceWithItsPlayers) {
  const fs::path folder = fs::path(::testing::TempDir()) / "record_reveals";
  fs::remove_all(folder);
  fs::create_directories(folder);
  GameRecord record = record_of(testing::game_after(variant("classic"), 3, 300));
  record.red_player = "program";
  record.blue_player = "strong";
  write(folder / "game-0001.xml", write_gravon_xml(record));
  write(folder / "game-0001.json", write_json_record(record));
  write(folder / "result.json", "{\"game\":1}\n{\"games\":1}\n");

  std::array<int, 2> visited{};
  const int games = for_each_record_reveal(folder.string(), [&](const Reveal& r, const GameRecord& game) {
    const Color owner = opponent(r.observation.viewer());
    EXPECT_EQ(owner == Color::Red ? game.red_player : game.blue_player, owner == Color::Red ? "program" : "strong");
    EXPECT_EQ(r.observation.board().rank_at(r.square), Rank::Unknown);
    EXPECT_EQ(r.truth.rank_at(r.square), r.rank);
    ++visited[index(owner)];
  });
  EXPECT_EQ(games, 1);
  const std::array<int, 2> expected = first_sights(record);
  EXPECT_GT(expected[0] + expected[1], 10);
  EXPECT_EQ(visited, expected);
  fs::remove_all(folder);
}

}  // namespace
}  // namespace stratego
