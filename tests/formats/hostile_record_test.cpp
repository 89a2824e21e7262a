// Records from outside that once crashed, overflowed or threw the wrong exception: each now
// gives a FormatError with a short, valid UTF-8 message (issue 12).
#include <gtest/gtest.h>

#include <string>

#include "formats/archive.hpp"
#include "formats/gravon.hpp"
#include "formats/input_limits.hpp"
#include "formats/json_record.hpp"
#include "formats/utf8.hpp"

namespace stratego {
namespace {

// The message of the FormatError that reading text raises; fails the test when none.
std::string format_error(const std::string& text) {
  try {
    read_record(text, "hostile");
  } catch (const FormatError& e) {
    EXPECT_TRUE(is_valid_utf8(e.what())) << e.what();
    return e.what();
  }
  ADD_FAILURE() << "no FormatError for: " << text.substr(0, 80);
  return {};
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::string kField(100, 'A');

std::string xml_game(const std::string& inside) {
  return "<stratego><game type=\"classic\">" + inside + "</game></stratego>";
}

std::string xml_moves(std::size_t count) {
  std::string moves;
  moves.reserve(count * 36);
  for (std::size_t i = 0; i < count; ++i) moves += "<move source=\"A4\" target=\"A5\"/>";
  return xml_game(moves);
}

TEST(HostileXml, ARescuePieceBeyondIntIsABadRescue) {
  const std::string text = xml_game(R"(<move source="A4" target="A5"><rescue rescuefield="E4" rescuepiece="2222222220"/></move>)");
  EXPECT_TRUE(contains(format_error(text), "bad rescue"));
  EXPECT_TRUE(contains(format_error(xml_game(R"(<move source="A4" target="A5"><rescue rescuefield="E4" rescuepiece="-1"/></move>)")),
                       "bad rescue"));
}

TEST(HostileXml, ResultNumbersAreCheckedAndInRange) {
  EXPECT_TRUE(contains(format_error(xml_game(R"(<result type="99999999999" winner="1"/>)")), "bad result"));
  EXPECT_TRUE(contains(format_error(xml_game(R"(<result type="1" winner="7"/>)")), "bad result"));
  EXPECT_TRUE(contains(format_error(xml_game(R"(<result type="1x" winner="1"/>)")), "bad result"));
  EXPECT_EQ(read_record(xml_game(R"(<result type="13" winner="2"/>)"), "ok").result.code, 13);
}

// Found by fuzz_gravon_xml: a winner without a type was kept, and lost by the JSON record.
TEST(HostileXml, AWinnerWithoutAResultTypeIsAnUnknownResult) {
  const GameRecord r = read_record(xml_game(R"(<result winner="2"/>)"), "no type");
  EXPECT_EQ(r.result, RecordedResult{});
  EXPECT_EQ(read_json_record(write_json_record(r), "again"), r);
}

TEST(HostileXml, ALatin1PlayerNameBecomesUtf8AndTheJsonRecordIsWritten) {
  const GameRecord r = read_record(xml_game("<player id=\"1\">J\xFCrgen</player><player id=\"2\">Ren\xE9</player>"), "latin1");
  EXPECT_EQ(r.red_player, "J\xC3\xBCrgen");
  EXPECT_EQ(r.blue_player, "Ren\xC3\xA9");
  EXPECT_EQ(read_json_record(write_json_record(r), "again").red_player, "J\xC3\xBCrgen");
}

TEST(HostileXml, DeepNestingIsRefused) {
  std::string deep;
  for (int i = 0; i < 100'000; ++i) deep += "<a>";
  for (int i = 0; i < 100'000; ++i) deep += "</a>";
  EXPECT_TRUE(contains(format_error(xml_game(deep)), "nested deeper than"));
  deep.clear();
  for (int i = 0; i < kMaxNestingDepth + 1; ++i) deep += "<a>";
  for (int i = 0; i < kMaxNestingDepth + 1; ++i) deep += "</a>";
  EXPECT_TRUE(contains(format_error(xml_game(deep)), "nested deeper than"));
}

TEST(HostileXml, MovesBeyondTheCapAreRefused) {
  EXPECT_TRUE(contains(format_error(xml_moves(kMaxRecordMoves + 1)), "more than 100000 moves"));
  EXPECT_EQ(read_record(xml_moves(1000), "ok").moves.size(), 1000u);
}

TEST(HostileXml, ATypeNameIsQuotedShortly) {
  const std::string message = format_error("<stratego><game type=\"" + std::string(100'000, '\xFF') + "\"/></stratego>");
  EXPECT_TRUE(contains(message, "unknown game type"));
  EXPECT_LT(message.size(), 400u);
}

TEST(HostileGsn, ALatin1NameBecomesUtf8) {
  const GameRecord r = read_record("#X38FA11 Stratego-Notation v2\ntype 0\nEND\nJ\xFCrgen vs Bob result 1 winner 0\n", "latin1.gsn");
  EXPECT_EQ(r.red_player, "J\xC3\xBCrgen");
  EXPECT_EQ(r.result, (RecordedResult{1, Color::Red, false}));
  EXPECT_NO_THROW(write_json_record(r));
}

TEST(HostileGsn, NumbersAreChecked) {
  const std::string head = "#X38FA11 Stratego-Notation v2\n";
  EXPECT_TRUE(contains(format_error(head + "type 99999999999\n"), "unknown game type"));
  EXPECT_TRUE(contains(format_error(head + "type 3\n" + kField + "\nA4-A5\nE4:-5\nEND\n"), "bad rescue line"));
  EXPECT_TRUE(contains(format_error(head + "type 3\n" + kField + "\nA4-A5\nE4:1x\nEND\n"), "bad rescue line"));
  EXPECT_TRUE(contains(format_error(head + "type 0\nEND\na vs b result 99999999999 winner 0\n"), "bad result line"));
  EXPECT_TRUE(contains(format_error(head + "type 0\nEND\na vs b winner 0 result 1\n"), "bad result line"));
}

TEST(HostileGsn, ALongLineIsQuotedShortly) {
  const std::string message = format_error("#X38FA11 Stratego-Notation v2\ntype 0\n" + kField + "\n" + std::string(10'000'000, 'x') + "\nEND\n");
  EXPECT_TRUE(contains(message, "bad move line"));
  EXPECT_LT(message.size(), 300u);
}

TEST(HostileGsn, MovesBeyondTheCapAreRefused) {
  std::string text = "#X38FA11 Stratego-Notation v2\ntype 0\n" + kField + "\n";
  for (std::size_t i = 0; i <= kMaxRecordMoves; ++i) text += "A4-A5\n";
  EXPECT_TRUE(contains(format_error(text + "END\n"), "more than 100000 moves"));
}

TEST(HostileJson, NumbersOutOfRangeAndWrongTypesAreFormatErrors) {
  EXPECT_TRUE(contains(format_error(R"({"a":1e9999})"), "JSON"));
  EXPECT_TRUE(contains(format_error(R"({"format":true})"), "\"format\" must be a string"));
  const std::string head = R"({"format":"stratego-game","variant":"classic","moves":[],)";
  EXPECT_TRUE(contains(format_error(head + R"("result":{"code":1e20}})"), "\"code\" must be a whole number"));
  EXPECT_TRUE(contains(format_error(head + R"("result":{"code":-5}})"), "\"code\" must be a whole number"));
  EXPECT_TRUE(contains(format_error(head + R"("result":{"code":1,"draw":"yes"}})"), "\"draw\""));
  EXPECT_TRUE(contains(format_error(head + R"("result":{"code":1,"winner":"green"}})"), "\"winner\""));
  EXPECT_TRUE(contains(format_error(head + R"("players":[1,2]})"), "\"players\" must be an object"));
  EXPECT_TRUE(contains(format_error(head + R"("players":{"red":5}})"), "\"red\" must be a string"));
  EXPECT_TRUE(contains(format_error(head + R"("metadata":{"a":[]}})"), "metadata \"a\" must be a string"));
  EXPECT_TRUE(contains(format_error(head + R"("field":7})"), "\"field\""));
  EXPECT_TRUE(contains(format_error(R"({"format":"stratego-game","variant":"classic","moves":[1]})"), "move 1 must be a string"));
  EXPECT_TRUE(contains(format_error(R"({"format":"stratego-game","variant":3,"moves":[]})"), "\"variant\" must be a string"));
}

TEST(HostileJson, DeepNestingAndTooManyMovesAreRefused) {
  EXPECT_TRUE(contains(format_error("{\"a\":" + std::string(100'000, '[')), "nested deeper than"));
  EXPECT_TRUE(contains(format_error("{\"x\":" + std::string(100'000, '{')), "nested deeper than"));
  std::string moves;
  for (std::size_t i = 0; i <= kMaxRecordMoves; ++i) moves += "\"d4-d5\",";
  moves.pop_back();
  EXPECT_TRUE(contains(format_error(R"({"format":"stratego-game","variant":"classic","moves":[)" + moves + "]}"),
                       "more than 100000 moves"));
}

TEST(HostileRecord, MarkupBeyondTheCapIsRefusedBeforeParsing) {
  std::string tags;
  for (std::size_t i = 0; i <= kMaxMarkupItems; ++i) tags += "<a/>";
  EXPECT_TRUE(contains(format_error(xml_game(tags)), "XML tags and attributes"));
  std::string values = R"({"format":"stratego-game","x":[)";
  for (std::size_t i = 0; i <= kMaxMarkupItems; ++i) values += "0,";
  EXPECT_TRUE(contains(format_error(values + "0]}"), "JSON values"));
}

TEST(HostileJson, TheWriterNeverThrowsOnBadBytes) {
  GameRecord r;
  r.red_player = "J\xFCrgen";
  r.metadata["event"] = "\xC3";
  const GameRecord again = read_json_record(write_json_record(r), "again");
  EXPECT_EQ(again.red_player, "J\xEF\xBF\xBDrgen");
  EXPECT_TRUE(is_valid_utf8(again.metadata.at("event")));
}

TEST(HostileRecord, OversizeTextIsRefusedBeforeParsing) {
  const std::string big = "<stratego>" + std::string(kMaxRecordBytes, ' ');
  EXPECT_TRUE(contains(format_error(big), "more than the limit"));
  EXPECT_TRUE(contains(format_error("{" + std::string(kMaxRecordBytes, ' ')), "more than the limit"));
  EXPECT_TRUE(contains(format_error("#X38FA11" + std::string(kMaxRecordBytes, ' ')), "more than the limit"));
}

TEST(HostileRecord, ErrorMessagesAreValidUtf8) {
  const std::string message = format_error("\xFF\xFE garbage");
  EXPECT_TRUE(contains(message, "unknown format"));
  const FormatError e("file\xFF", 1, "bad \xC3");
  EXPECT_TRUE(is_valid_utf8(e.what()));
}

}  // namespace
}  // namespace stratego
