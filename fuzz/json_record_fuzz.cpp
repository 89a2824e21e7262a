// read_json_record: any bytes give a record or a FormatError (never an nlohmann exception).
#include "formats/json_record.hpp"
#include "fuzz/record_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  try {
    fuzz::check_accepted_record(read_json_record(fuzz::text_of(data, size), "fuzz"));
  } catch (const FormatError& e) {
    fuzz::check_error_message(e);
  }
  return 0;
}
