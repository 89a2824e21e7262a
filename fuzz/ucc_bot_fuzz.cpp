// `stratego engine --protocol ucc` fed any manager transcript: it answers or stops with an
// error, and the board ObservationKeeper builds from the rows is always a sound position.
// The first byte picks the variant the bot is told (its value modulo the number of variants
// the protocol carries: 0 classic, 1 barrage, 2 duell, 3 classic-free); the rest is the
// transcript.
#include <sstream>

#include "ai/player.hpp"
#include "formats/utf8.hpp"
#include "fuzz/fuzz_check.hpp"
#include "protocol/ucc_bot.hpp"
#include "protocol/ucc_variant.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  if (size == 0) return 0;
  static const std::vector<std::string> variants = ucc::protocol_variant_names();
  const Variant& told = variant(variants[data[0] % variants.size()]);
  const std::unique_ptr<Player> player = make_player("random", 1);  // fresh: the same input, the same run
  std::istringstream in{std::string(fuzz::text_of(data + 1, size - 1))};
  std::ostringstream out, log;
  ucc::BotOptions options;
  options.variant = &told;
  options.limits.seed = 1;
  const int code = ucc::run_bot(*player, options, in, out, log);
  fuzz::check(code == 0 || code == 1, "the bot exits 0 or 1");
  fuzz::check(is_valid_utf8(log.str()), "the bot's complaints are valid UTF-8");
  return 0;
}
