#include <gtest/gtest.h>

#include "formats/utf8.hpp"

namespace stratego {
namespace {

TEST(Utf8, AcceptsWellFormedText) {
  EXPECT_TRUE(is_valid_utf8(""));
  EXPECT_TRUE(is_valid_utf8("plain ascii"));
  EXPECT_TRUE(is_valid_utf8("J\xC3\xBCrgen"));              // ü
  EXPECT_TRUE(is_valid_utf8("\xE2\x82\xAC"));               // €
  EXPECT_TRUE(is_valid_utf8("\xF0\x9F\x98\x80"));           // U+1F600
  EXPECT_TRUE(is_valid_utf8("\xF4\x8F\xBF\xBF"));           // U+10FFFF
}

TEST(Utf8, RejectsMalformedText) {
  EXPECT_FALSE(is_valid_utf8("J\xFCrgen"));                 // Latin-1 ü
  EXPECT_FALSE(is_valid_utf8("\xC3"));                      // truncated
  EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));                  // overlong '/'
  EXPECT_FALSE(is_valid_utf8("\xE0\x80\xAF"));              // overlong
  EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));              // surrogate U+D800
  EXPECT_FALSE(is_valid_utf8("\xF4\x90\x80\x80"));          // above U+10FFFF
  EXPECT_FALSE(is_valid_utf8("\x80"));                      // lone continuation
  EXPECT_FALSE(is_valid_utf8("\xFF"));
}

TEST(Utf8, ReplacesEachInvalidByteWithTheReplacementCharacter) {
  EXPECT_EQ(to_valid_utf8("J\xFCrgen"), "J\xEF\xBF\xBDrgen");
  EXPECT_EQ(to_valid_utf8("a\xC3"), "a\xEF\xBF\xBD");
  EXPECT_EQ(to_valid_utf8("\xED\xA0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(to_valid_utf8("J\xC3\xBCrgen"), "J\xC3\xBCrgen");
  EXPECT_TRUE(is_valid_utf8(to_valid_utf8("\xF0\x9F\x98")));
}

TEST(Utf8, ReadsLegacyBytesAsWindows1252) {
  EXPECT_EQ(utf8_from_legacy("J\xFCrgen"), "J\xC3\xBCrgen");
  EXPECT_EQ(utf8_from_legacy("\x80"), "\xE2\x82\xAC");      // € in Windows-1252
  EXPECT_EQ(utf8_from_legacy("J\xC3\xBCrgen"), "J\xC3\xBCrgen");  // already UTF-8
  EXPECT_TRUE(is_valid_utf8(utf8_from_legacy("\x81\x8D\x8F\x90\x9D\xFF")));
}

}  // namespace
}  // namespace stratego
