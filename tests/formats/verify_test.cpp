// Crafted games with known verdicts, one for each rule (tests/fixtures/expected.json,
// written by make_fixtures.py), and the shared Gravon archive through every writer.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "formats/archive.hpp"
#include "formats/gravon.hpp"
#include "formats/json_record.hpp"
#include "formats/verify.hpp"

namespace stratego {
namespace {

const std::string kFixtures = STRATEGO_FIXTURES;
const std::string kShared = STRATEGO_SHARED_DIR;

TEST(Verify, CraftedGamesGetTheirKnownVerdicts) {
  const auto expected = nlohmann::json::parse(read_text_file(kFixtures + "/expected.json"));
  ASSERT_GT(expected.size(), 15u);
  for (const auto& e : expected) {
    const std::string path = kFixtures + "/" + e["file"].get<std::string>();
    const std::string rules = e["rules"];
    SCOPED_TRACE(path + " under " + rules);
    Verdict v = verify_record(read_record(read_text_file(path), path), rule_set(rules));
    EXPECT_EQ(v.skipped, e["skipped"].get<bool>());
    if (e["illegal_move"].is_null()) {
      EXPECT_FALSE(v.illegal.has_value()) << v.illegal->reason;
    } else {
      ASSERT_TRUE(v.illegal.has_value());
      EXPECT_EQ(v.illegal->move, e["illegal_move"].get<int>());
      EXPECT_NE(v.illegal->reason.find(e["reason"].get<std::string>()), std::string::npos) << v.illegal->reason;
    }
    if (e["ending_consistent"].is_null()) EXPECT_FALSE(v.ending_consistent.has_value()) << v.ending_note;
    else EXPECT_EQ(v.ending_consistent, std::optional<bool>(e["ending_consistent"].get<bool>())) << v.ending_note;
    EXPECT_EQ(v.option, e["option"].is_null() ? std::string() : e["option"].get<std::string>());
  }
}

TEST(Verify, CountsEveryMoveTheRepetitionRulesWouldRefuse) {
  const std::string six = kFixtures + "/two_square_six.xml";
  const GameRecord shuttle = read_record(read_text_file(six), six);
  EXPECT_EQ(count_repetition_refusals(shuttle, rule_set("isf")), 5);  // Red's 4th-6th and Blue's 4th-5th shuttle moves
  EXPECT_EQ(count_repetition_refusals(shuttle, rule_set("gravon2006")), 1);  // only the 6th
  const std::string chase = kFixtures + "/endless_chase.xml";
  EXPECT_EQ(count_repetition_refusals(read_record(read_text_file(chase), chase), rule_set("isf")), 1);
  EXPECT_EQ(count_repetition_refusals(read_record(read_text_file(chase), chase), rule_set("gravon")), 0);
  const std::string diagonal = kFixtures + "/diagonal.xml";
  EXPECT_EQ(count_repetition_refusals(read_record(read_text_file(diagonal), diagonal), rule_set("isf")), std::nullopt);
}

TEST(Verify, ArchivesFoldersAndFilesAreReadInAStableOrder) {
  std::vector<std::string> names;
  for_each_game_file(kFixtures, [&](const GameFile& f) { names.push_back(f.name); });
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_NE(std::find(names.begin(), names.end(), "faults.gsn"), names.end());
  EXPECT_THROW(for_each_game_file(kFixtures + "/missing.zip", [](const GameFile&) {}), std::runtime_error);
}

TEST(SharedArchive, EveryGameSurvivesXmlAndJsonRoundTrips) {
  const std::string games = kShared + "/gravon/games";
  if (!std::filesystem::exists(games)) GTEST_SKIP() << games << " is absent: the shared Gravon archive is needed";
  int count = 0;
  for_each_game_file(games, [&](const GameFile& f) {
    GameRecord r = read_record(f.text, f.path);
    ASSERT_EQ(read_gravon_xml(write_gravon_xml(r), f.path), r) << f.path;
    ASSERT_EQ(read_json_record(write_json_record(r), f.path), r) << f.path;
    ASSERT_EQ(read_gsn(write_gsn(r), f.path), r) << f.path;
    ++count;
  });
  EXPECT_GT(count, 4000);
}

}  // namespace
}  // namespace stratego
