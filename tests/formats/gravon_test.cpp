// Gravon XML and GSN: reading the archive's forms (faults included), writing them back.
#include <gtest/gtest.h>

#include "engine/notation.hpp"
#include "formats/archive.hpp"
#include "formats/gravon.hpp"

namespace stratego {
namespace {

const std::string kFixtures = STRATEGO_FIXTURES;

GameRecord fixture(const std::string& name) {
  const std::string path = kFixtures + "/" + name;
  return read_record(read_text_file(path), path);
}

TEST(GravonXml, ReadsFieldMovesPlayersAndResult) {
  GameRecord r = fixture("flag_capture.xml");
  EXPECT_EQ(r.variant, "classic");
  ASSERT_TRUE(r.has_setup());
  EXPECT_EQ(r.setups[0]->pieces.size(), 40u);
  EXPECT_EQ(r.setups[1]->pieces.size(), 40u);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_EQ(move_text(r.moves[0]), "a4-a7");
  EXPECT_EQ(r.red_player, "Red fixture");
  EXPECT_EQ(r.result, (RecordedResult{1, Color::Red, false}));
}

TEST(GravonXml, ColumnsSkipJAndRowTenIsAColon) {
  const std::string xml = R"(<stratego><game type="classic"><move id="1" source="K9" target="K:"/>
    <move id="2" source="J2" target="I2"/></game></stratego>)";
  GameRecord r = read_gravon_xml(xml, "inline");
  EXPECT_EQ(move_text(r.moves[0]), "j9-j10");
  EXPECT_EQ(move_text(r.moves[1]), "j2-i2");  // J is read as K
}

TEST(GravonXml, ReadsARescueInsideItsMove) {
  const std::string xml = R"(<stratego><game type="ultimate lightning">
    <move id="1" source="J9" target="J:">   <rescue rescuefield="E4" rescuepiece="11"/>
  </move></game></stratego>)";
  GameRecord r = read_gravon_xml(xml, "inline");
  EXPECT_EQ(r.variant, "ultimate-lightning");
  ASSERT_TRUE(r.moves[0].has_rescue());
  EXPECT_EQ(square_name(r.moves[0].rescue_to), "e4");
  EXPECT_EQ(r.moves[0].rescue_rank, Rank::Marshal);  // 11 counts from 'A': 'L', Gravon's marshal
}

TEST(GravonXml, MalformedFilesNameFileAndLine) {
  try {
    read_gravon_xml("<stratego>\n<game type=\"classic\">\n<move id=\"1\" source=\"Z9\" target=\"A1\"/>\n</game></stratego>", "bad.xml");
    FAIL() << "no error";
  } catch (const FormatError& e) {
    EXPECT_EQ(e.file(), "bad.xml");
    EXPECT_EQ(e.line(), 3);
    EXPECT_NE(std::string(e.what()).find("bad move squares"), std::string::npos);
  }
  EXPECT_THROW(read_gravon_xml("<stratego><game", "cut.xml"), FormatError);
  EXPECT_THROW(read_gravon_xml("<stratego><game type=\"chess\"/></stratego>", "chess.xml"), FormatError);
  EXPECT_THROW(read_gravon_xml(R"(<stratego><game type="classic"><field content="AAB"/></game></stratego>)", "short.xml"),
               FormatError);
}

TEST(GravonXml, WritesWhatItReads) {
  for (const char* name : {"flag_capture.xml", "two_square_six.xml", "endless_chase.xml", "no_setup.xml"}) {
    GameRecord r = fixture(name);
    EXPECT_EQ(read_gravon_xml(write_gravon_xml(r), "again"), r) << name;
  }
}

TEST(Gsn, ReadsTheArchiveFaultsJForKAndASecondEnd) {
  GameRecord r = fixture("faults.gsn");
  ASSERT_EQ(r.moves.size(), 2u);
  EXPECT_EQ(move_text(r.moves[0]), "j4-j5");
  EXPECT_EQ(r.red_player, "Red fixture");
  EXPECT_EQ(r.result, (RecordedResult{3, Color::Blue, false}));
}

TEST(Gsn, RoundTripsThroughXml) {
  GameRecord r = fixture("faults.gsn");
  EXPECT_EQ(read_gsn(write_gsn(r), "again"), r);
  EXPECT_EQ(read_gravon_xml(write_gravon_xml(r), "xml"), r);
}

TEST(Gsn, MalformedLinesAreReportedWithTheirNumber) {
  try {
    read_gsn("#X38FA11 Stratego-Notation v1\ntype 0\nEND\nnot a result line\n", "bad.gsn");
    FAIL() << "no error";
  } catch (const FormatError& e) {
    EXPECT_EQ(e.line(), 4);
  }
  EXPECT_THROW(read_gsn("hello\n", "x.gsn"), FormatError);
  EXPECT_THROW(read_gsn("#X38FA11 Stratego-Notation v1\ntype 9\n", "x.gsn"), FormatError);
}

}  // namespace
}  // namespace stratego
