// Invariants of a record any reader accepted: it can be written as JSON (never throws),
// every text in it is valid UTF-8, and the JSON record reads back as the same record.
#pragma once

#include "formats/json_record.hpp"
#include "formats/utf8.hpp"
#include "fuzz/fuzz_check.hpp"

namespace stratego::fuzz {

inline void check_accepted_record(const GameRecord& record) {
  check(is_valid_utf8(record.red_player) && is_valid_utf8(record.blue_player), "player names are valid UTF-8");
  const std::string json = write_json_record(record);
  check(is_valid_utf8(json), "the JSON record is valid UTF-8");
  check(read_json_record(json, "again") == record, "the JSON record reads back as the same record");
}

// The message of a rejected record: valid UTF-8 and short, whatever the input.
inline void check_error_message(const FormatError& e) {
  const std::string_view message = e.what();
  check(is_valid_utf8(message), "error messages are valid UTF-8");
  check(message.size() < 1024, "error messages quote little of the input");
}

// The whole of a record reader's fuzz target: any bytes give a record that passes
// check_accepted_record or a FormatError that passes check_error_message.
inline int check_reader(GameRecord (*read)(std::string_view, const std::string&), const unsigned char* data, std::size_t size) {
  try {
    check_accepted_record(read(text_of(data, size), "fuzz"));
  } catch (const FormatError& e) {
    check_error_message(e);
  }
  return 0;
}

}  // namespace stratego::fuzz
