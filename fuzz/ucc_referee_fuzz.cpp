// The referee's side: a bot's setup rows and move answers, as UccProcessSeat reads them.
// Rows that parse are a setup the engine judges (validate_setup) against every variant the
// protocol carries without crashing.
#include "engine/setup.hpp"
#include "engine/variant.hpp"
#include "formats/utf8.hpp"
#include "fuzz/fuzz_check.hpp"
#include "protocol/ucc_messages.hpp"
#include "protocol/ucc_variant.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  const std::vector<std::string_view> lines = fuzz::lines_of(fuzz::text_of(data, size));
  const std::size_t setup_lines = std::min<std::size_t>(lines.size(), ucc::kSetupRows);
  const std::vector<std::string> rows(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(setup_lines));
  static const std::vector<std::string> variants = ucc::protocol_variant_names();
  for (Color side : {Color::Red, Color::Blue}) {
    const ucc::Parsed<Setup> setup = ucc::parse_setup_rows(rows, side);
    if (setup) {
      for (const std::string& name : variants) (void)validate_setup(variant(name), side, *setup);
      fuzz::check(ucc::parse_setup_rows(ucc::setup_rows(*setup, side), side).value == setup.value, "setup rows format back");
    } else {
      fuzz::check(is_valid_utf8(setup.error), "setup errors are valid UTF-8");
    }
  }
  for (std::size_t i = setup_lines; i < lines.size(); ++i) {
    const ucc::Parsed<ucc::UccMove> move = ucc::parse_move(lines[i]);
    if (move) (void)ucc::to_engine_move(*move);
    else fuzz::check(is_valid_utf8(move.error), "move errors are valid UTF-8");
  }
  return 0;
}
