// `stratego engine --protocol ucc` fed any manager transcript: it answers or stops with an
// error, and the board ObservationKeeper builds from the rows is always a sound position.
#include <sstream>

#include "ai/player.hpp"
#include "formats/utf8.hpp"
#include "fuzz/fuzz_check.hpp"
#include "protocol/ucc_bot.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  const std::unique_ptr<Player> player = make_player("random", 1);  // fresh: the same input, the same run
  std::istringstream in{std::string(fuzz::text_of(data, size))};
  std::ostringstream out, log;
  ucc::BotOptions options;
  options.limits.seed = 1;
  const int code = ucc::run_bot(*player, options, in, out, log);
  fuzz::check(code == 0 || code == 1, "the bot exits 0 or 1");
  fuzz::check(is_valid_utf8(log.str()), "the bot's complaints are valid UTF-8");
  return 0;
}
