// parse_lobby_message (the lobby's WebSocket intents): any text gives an intent or an error
// that can be sent back to the browser as JSON, and a challenge only with terms the server
// knows.
#include <nlohmann/json.hpp>

#include "engine/rules.hpp"
#include "engine/time_control.hpp"
#include "engine/variant.hpp"
#include "fuzz/fuzz_check.hpp"
#include "server/lobby_message.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  const server::ParsedLobbyMessage parsed = server::parse_lobby_message(fuzz::text_of(data, size));
  fuzz::check(parsed.intent.has_value() != !parsed.error.empty(), "an intent or an error, not both");
  if (parsed.intent)
    if (const auto* challenge = std::get_if<server::ChallengeIntent>(&*parsed.intent)) {
      fuzz::check(find_variant(challenge->variant) && find_rule_set(challenge->rules), "a known variant and rule set");
      fuzz::check(parse_time_control(challenge->clock).has_value(), "a known clock");
      fuzz::check(challenge->no_battle_limit >= 0 && challenge->no_battle_limit <= server::kMaxNoBattleLimit, "a limit in range");
    }
  (void)nlohmann::json({{"error", parsed.error}}).dump();  // throws on invalid UTF-8: the fuzzer reports it
  return 0;
}
