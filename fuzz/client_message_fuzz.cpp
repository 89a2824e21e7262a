// parse_client_message (the WebSocket intents): any text gives an intent or an error that
// can be sent back to the browser as JSON, with the message's id when it is one a client may
// choose.
#include <nlohmann/json.hpp>

#include "fuzz/fuzz_check.hpp"
#include "server/client_message.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace stratego;
  const server::ParsedMessage parsed = server::parse_client_message(fuzz::text_of(data, size));
  fuzz::check(parsed.intent.has_value() != !parsed.error.empty(), "an intent or an error, not both");
  const nlohmann::json& id = parsed.id;
  fuzz::check(id.is_null() || id.is_number_integer() || (id.is_string() && id.get_ref<const std::string&>().size() <= server::kMaxMessageId),
              "an id echoed is an integer or a short string");
  (void)nlohmann::json({{"error", parsed.error}, {"id", id}}).dump();  // throws on invalid UTF-8: the fuzzer reports it
  return 0;
}
