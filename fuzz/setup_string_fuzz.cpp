// setup_from_string for every variant and side: a setup or std::invalid_argument; what it
// accepts writes back to a string that reads as the same setup.
#include <stdexcept>

#include "engine/setup.hpp"
#include "engine/variant.hpp"
#include "formats/setup_string.hpp"
#include "fuzz/fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  if (size == 0) return 0;
  // The first byte chooses the variant and side, the rest is the setup string.
  const auto variants = all_variants();
  const Variant& v = variants[data[0] % variants.size()];
  const Color side = data[0] & 0x80 ? Color::Blue : Color::Red;
  try {
    const Setup setup = setup_from_string(v, side, fuzz::text_of(data + 1, size - 1));
    const std::string text = setup_to_string(v, side, setup);
    fuzz::check(setup_from_string(v, side, text) == setup, "a setup string reads back");
    (void)validate_setup(v, side, setup);
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
