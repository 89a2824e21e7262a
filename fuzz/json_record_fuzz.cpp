// read_json_record: any bytes give a record or a FormatError (never an nlohmann exception).
#include "formats/json_record.hpp"
#include "fuzz/record_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  return stratego::fuzz::check_reader(stratego::read_json_record, data, size);
}
