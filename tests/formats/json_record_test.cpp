// The project's JSON game record: round trips, every variant, clear errors.
#include <gtest/gtest.h>

#include "formats/archive.hpp"
#include "formats/gravon.hpp"
#include "formats/json_record.hpp"
#include "formats/verify.hpp"

namespace stratego {
namespace {

const std::string kFixtures = STRATEGO_FIXTURES;

TEST(JsonRecord, RoundTripsRecordsOfEveryKind) {
  for (const char* name : {"flag_capture.xml", "endless_chase.xml", "faults.gsn", "small_spy.json", "no_setup.xml"}) {
    const std::string path = kFixtures + "/" + name;
    GameRecord r = read_record(read_text_file(path), path);
    r.rules = "isf";
    r.metadata["event"] = "test";
    EXPECT_EQ(read_json_record(write_json_record(r), "again"), r) << name;
  }
}

TEST(JsonRecord, RecordOfAPlayedGameReplaysToTheSameGame) {
  const std::string path = kFixtures + "/small_spy.json";
  GameRecord r = read_record(read_text_file(path), path);
  Game game = replay_record(r, rule_set("gravon"));
  EXPECT_EQ(game.observation(Color::Red).captured(Color::Blue, Rank::General), 1);  // the spy's strike
  GameRecord again = record_of(game);
  EXPECT_EQ(again.moves, r.moves);
  EXPECT_EQ(again.setups, r.setups);
  EXPECT_EQ(again.variant, "small");
}

TEST(JsonRecord, SyntaxErrorsGiveTheLine) {
  try {
    read_json_record("{\n \"format\": \"stratego-game\",\n \"moves\": [\n", "bad.json");
    FAIL() << "no error";
  } catch (const FormatError& e) {
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.line(), 4);
  }
}

TEST(JsonRecord, WrongContentIsRejectedClearly) {
  EXPECT_THROW(read_json_record(R"({"format": "other"})", "x"), FormatError);
  EXPECT_THROW(read_json_record(R"({"format": "stratego-game", "variant": "chess", "moves": []})", "x"), FormatError);
  EXPECT_THROW(read_json_record(R"({"format": "stratego-game", "variant": "classic", "moves": ["z1-a1"]})", "x"), FormatError);
  EXPECT_THROW(read_json_record(R"({"format": "stratego-game", "variant": "classic", "moves": 3})", "x"), FormatError);
  EXPECT_THROW(read_json_record(R"({"format": "stratego-game", "variant": "classic", "rules": "fifa", "moves": []})", "x"),
               FormatError);
}

}  // namespace
}  // namespace stratego
