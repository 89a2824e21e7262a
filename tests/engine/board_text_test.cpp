// The text board of `stratego replay`: every piece names its side, digits included.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "engine/board_text.hpp"
#include "test_boards.hpp"

namespace stratego {
namespace {

using testing::game_with;
using testing::move_of;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(BoardText, ARedAndABlueGeneralLookDifferent) {
  Game g = game_with({{"a1", "F"}, {"b1", "9"}, {"c1", "B"}, {"a10", "-F"}, {"b10", "-9"}, {"c10", "-S"}});
  const std::vector<std::string> rows = lines(board_text(g.position()));
  ASSERT_EQ(rows.size(), 11u);
  EXPECT_EQ(rows[0], " 10 -F -9 -S  .  .  .  .  .  .  .");
  EXPECT_EQ(rows[4], "  6  .  .  ~  ~  .  .  ~  ~  .  .");
  EXPECT_EQ(rows[9], "  1  F  9  B  .  .  .  .  .  .  .");
  EXPECT_EQ(rows[10], "     a  b  c  d  e  f  g  h  i  j");
}

TEST(BoardText, AnObservationShowsHiddenAndMovedEnemies) {
  Game g = game_with({{"a1", "F"}, {"e2", "7"}, {"a10", "-F"}, {"e9", "-5"}, {"f9", "-B"}});
  ASSERT_EQ(g.play(move_of("e2-e3")), MoveError::None);
  ASSERT_EQ(g.play(move_of("e9-e8")), MoveError::None);
  const std::vector<std::string> red = lines(board_text(g.observation(Color::Red)));
  EXPECT_EQ(red[0], " 10 -?  .  .  .  .  .  .  .  .  .");
  EXPECT_EQ(red[1], "  9  .  .  .  .  . -?  .  .  .  .");
  EXPECT_EQ(red[2], "  8  .  .  .  . -!  .  .  .  .  .");
  EXPECT_EQ(red[7], "  3  .  .  .  .  7  .  .  .  .  .");
  const std::vector<std::string> blue = lines(board_text(g.observation(Color::Blue)));
  EXPECT_EQ(blue[2], "  8  .  .  .  . -5  .  .  .  .  .");
  EXPECT_EQ(blue[7], "  3  .  .  .  .  !  .  .  .  .  .");
}

}  // namespace
}  // namespace stratego
