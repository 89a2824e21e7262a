// Every UCC line parser on every line of the input: what parses formats back to a line that
// parses to the same value; errors are valid UTF-8 and short.
#include "formats/utf8.hpp"
#include "fuzz/fuzz_check.hpp"
#include "protocol/ucc_messages.hpp"

namespace {

using namespace stratego;
using namespace stratego::ucc;

void check_error(const std::string& error) {
  fuzz::check(is_valid_utf8(error), "UCC errors are valid UTF-8");
  fuzz::check(error.size() < 512, "UCC errors quote little of the input");
}

void parse_line(std::string_view line) {
  if (auto query = parse_setup_query(line)) {
    fuzz::check(*parse_setup_query(format_setup_query(*query)) == *query, "a setup query formats back");
  } else {
    check_error(query.error);
  }
  if (auto move = parse_move(line)) {
    fuzz::check(*parse_move(format_move(*move)) == *move, "a move formats back");
    if (auto engine_move = to_engine_move(*move)) fuzz::check(to_ucc_move(*engine_move) == *move, "moves translate both ways");
  } else {
    check_error(move.error);
  }
  if (auto confirmation = parse_confirmation(line)) {
    fuzz::check(*parse_confirmation(format_confirmation(*confirmation)) == *confirmation, "a confirmation formats back");
  } else {
    check_error(confirmation.error);
  }
  if (auto quit = parse_quit(line)) fuzz::check(parse_quit(format_quit(*quit)).has_value(), "QUIT formats back");
  (void)is_start(line);
  check_error(board_row_error(line));
  (void)format_illegal_answer(line);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  for (const std::string_view line : fuzz::lines_of(fuzz::text_of(data, size))) parse_line(line);
  return 0;
}
