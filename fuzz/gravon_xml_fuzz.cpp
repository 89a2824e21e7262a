// read_gravon_xml: any bytes give a record or a FormatError.
#include "formats/gravon.hpp"
#include "fuzz/record_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  try {
    fuzz::check_accepted_record(read_gravon_xml(fuzz::text_of(data, size), "fuzz"));
  } catch (const FormatError& e) {
    fuzz::check_error_message(e);
  }
  return 0;
}
