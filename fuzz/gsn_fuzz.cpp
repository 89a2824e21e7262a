// read_gsn: any bytes give a record or a FormatError.
#include "formats/gravon.hpp"
#include "fuzz/record_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  return stratego::fuzz::check_reader(stratego::read_gsn, data, size);
}
