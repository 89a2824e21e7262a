// The JSON writer of the server's frames: what it writes parses back to what was written,
// strings of any bytes included (each invalid UTF-8 sequence becomes U+FFFD, as
// to_valid_utf8 replaces it), and commas and nesting come out right.
#include <random>

#include <gtest/gtest.h>

#include "formats/utf8.hpp"
#include "server/json_text.hpp"
#include "server/json_writer.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

TEST(JsonWriter, NestedObjectsAndArraysParseBack) {
  JsonWriter w;
  w.begin_object();
  w.key("a").value(1).key("b").begin_array().value("x").null().value(true).begin_object().end_object().end_array();
  w.key("c").begin_object().key("d").value(std::int64_t{-9'000'000'000}).end_object();
  w.key("e").value(std::optional<int>()).key("f").value(std::optional<std::string>("g"));
  w.key("h").raw("[1,2]").key("i").begin_array().end_array();
  w.end_object();
  EXPECT_EQ(json::parse(w.text()),
            json::parse(R"({"a":1,"b":["x",null,true,{}],"c":{"d":-9000000000},"e":null,"f":"g","h":[1,2],"i":[]})"));
}

TEST(JsonWriter, StringsAreEscapedAsJsonRequires) {
  const std::string tricky = std::string("quote \" backslash \\ slash / newline \n tab \t nul ") + '\0' + " bell \x07 del \x7f";
  JsonWriter w;
  w.value(tricky);
  EXPECT_EQ(json::parse(w.text()), json(tricky));
  EXPECT_EQ(w.text(), json_text(json(tricky)));
}

TEST(JsonWriter, AnyBytesComeOutAsValidJsonOfValidUtf8) {
  std::mt19937 rng(7);
  for (int i = 0; i < 2000; ++i) {
    std::string bytes(std::uniform_int_distribution<int>(0, 24)(rng), '\0');
    for (char& c : bytes) c = static_cast<char>(std::uniform_int_distribution<int>(0, 255)(rng));
    if (i % 3 == 0) bytes += "Aufkl\xc3\xa4rer \xe2\x82\xac \xf0\x9f\x98\x80";  // valid multi-byte text too
    JsonWriter w;
    w.value(bytes);
    SCOPED_TRACE(json_text(json(bytes)));
    ASSERT_TRUE(json::accept(w.text()));
    EXPECT_EQ(json::parse(w.text()).get<std::string>(), to_valid_utf8(bytes));
  }
}

}  // namespace
}  // namespace stratego::server
