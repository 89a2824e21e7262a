// The match ledger (tools/material_ledger.hpp): each lost piece booked once, in the class
// of how it fell and what each side had seen, in base points, and apart when the taker had
// never moved or the victim had just moved to where it fell; the pieces moved counted with
// those that fell after moving.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "engine/notation.hpp"
#include "tools/material_ledger.hpp"

namespace stratego {
namespace {

// A classic army with the given pieces where named and the rest of it filling `rows` (1-based) file by file.
Setup army(const std::map<std::string, Rank>& fixed, std::array<int, 4> rows) {
  Army left = variant("classic").army;
  Setup setup;
  for (const auto& [name, rank] : fixed) {
    setup.pieces.push_back({*parse_square(name), rank});
    --left[value(rank)];
  }
  std::size_t next = 0;
  for (int row : rows)
    for (char file = 'a'; file <= 'j'; ++file) {
      const std::string name = file + std::to_string(row);
      if (fixed.contains(name)) continue;
      while (left[next] == 0) ++next;
      setup.pieces.push_back({*parse_square(name), static_cast<Rank>(next)});
      --left[next];
    }
  return setup;
}

GameRecord record_of_moves(std::initializer_list<const char*> moves) {
  GameRecord record;
  record.rules = "gravon";
  record.setups[index(Color::Red)] = army(
      {{"a4", Rank::Scout}, {"e4", Rank::Captain}, {"f4", Rank::Lieutenant}, {"j4", Rank::Sergeant}, {"a1", Rank::Flag}}, {1, 2, 3, 4});
  record.setups[index(Color::Blue)] = army({{"a7", Rank::Bomb},
                                            {"b7", Rank::Spy},
                                            {"e7", Rank::General},
                                            {"f7", Rank::Sergeant},
                                            {"g7", Rank::Scout},
                                            {"i7", Rank::Scout},
                                            {"j7", Rank::Sergeant},
                                            {"a10", Rank::Flag}},
                                           {7, 8, 9, 10});
  for (const char* m : moves) record.moves.push_back(*parse_move(m));
  return record;
}

TEST(MaterialLedger, BooksEachLossByHowItFellAndWhatEachSideHadSeen) {
  const GameLedger ledger = ledger_of(record_of_moves({
      "f4-f5", "e7-e6",  //
      "a4-a5", "e6-e5",  // the general beside the captain (unmoved) and the lieutenant (moved)
      "a5-a6", "e5xe4",  // the hidden general takes the hidden, unmoved captain
      "a6xa7", "e4-e5",  // red's scout dies on the bomb
      "j4-j5", "e5xf5",  // the general, now known, takes the moved lieutenant it had not identified
      "j5-j6", "f7-f6",
  }));
  EXPECT_EQ(ledger.plies, 12);
  const SideLedger& red = ledger.sides[index(Color::Red)];
  const SideLedger& blue = ledger.sides[index(Color::Blue)];
  EXPECT_EQ(red.on_bombs, 25);
  EXPECT_EQ(red.taken_by_unidentified_other, 70);
  EXPECT_EQ(red.taken_by_identified_moved_unidentified, 45);
  EXPECT_EQ(red.lost(), 140);
  EXPECT_EQ(red.marshal_to_spy, 0);
  EXPECT_EQ(red.taken_by_unmoved, 0);  // the general had walked up
  EXPECT_EQ(red.taken_where_it_just_moved, 0);  // red's last moves were elsewhere
  EXPECT_EQ(blue.lost(), 0);
  // Red moved the lieutenant, the scout and the sergeant, and two of them fell; the game
  // ended before the first count.
  EXPECT_EQ(red.moved_in_all, 3);
  EXPECT_EQ(blue.moved_in_all, 2);
  for (std::size_t i = 0; i < kMovedCountPlies.size(); ++i) EXPECT_EQ(red.moved_by[i], 3);
}

TEST(MaterialLedger, AKnownAttackerOnAnUnmovedPieceAndATie) {
  const GameLedger ledger = ledger_of(record_of_moves({
      "f4-f5", "f7-f6",  //
      "f5xf6", "b7-b6",  // the lieutenant takes the sergeant, and is known
      "f6-f7", "b6-b5",  //
      "f7xg7", "i7-i6",  // the known lieutenant takes an unmoved scout
      "j4-j5", "i6-i5",  //
      "j5-j6", "b5-a5",  //
      "j6xj7",           // sergeant against sergeant: both removed
  }));
  EXPECT_EQ(ledger.plies, 13);
  const SideLedger& red = ledger.sides[index(Color::Red)];
  const SideLedger& blue = ledger.sides[index(Color::Blue)];
  EXPECT_EQ(blue.taken_by_unidentified_other, 60);  // two sergeants, by pieces blue had not seen
  EXPECT_EQ(blue.taken_by_identified_other, 25);
  EXPECT_EQ(blue.lost(), 85);
  EXPECT_EQ(blue.taken_where_it_just_moved, 30);  // the sergeant taken on f6, where it had just stepped
  EXPECT_EQ(red.attacking_unidentified, 30);
  EXPECT_EQ(red.lost(), 30);
  EXPECT_EQ(red.moved_in_all, 2);
  EXPECT_EQ(blue.moved_in_all, 3);
}

TEST(MaterialLedger, AnAmbushIsATakingByAPieceThatHadNeverMoved) {
  const GameLedger ledger = ledger_of(record_of_moves({
      "e4-e5", "b7-b6",  //
      "e5-e6", "e7xe6",  // the captain walks up to the general, which had waited unmoved
  }));
  const SideLedger& red = ledger.sides[index(Color::Red)];
  EXPECT_EQ(red.taken_by_unmoved, 70);
  EXPECT_EQ(red.taken_where_it_just_moved, 70);
  EXPECT_EQ(red.taken_by_unidentified_other, 70);
  EXPECT_EQ(red.lost(), 70);
  EXPECT_EQ(ledger.sides[index(Color::Blue)].taken_by_unmoved, 0);
}

TEST(MaterialLedger, ARecordWithoutSetupsIsRefused) {
  GameRecord record;
  EXPECT_THROW(ledger_of(record), std::invalid_argument);
}

}  // namespace
}  // namespace stratego
