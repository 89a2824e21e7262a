// The HTTP request target as the server reads it: Boost.URL's parse and percent-decoding,
// then every GET route of the API with that target. Any bytes get a JSON answer under 500
// or fall through to the static files; nothing throws.
#include <nlohmann/json.hpp>

#include "fuzz/fuzz_check.hpp"
#include "fuzz/fuzz_routes.hpp"
#include "server/request_target.hpp"

using namespace stratego;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  static fuzz::Routes server;
  const std::string target(fuzz::text_of(data, size));
  const std::optional<server::RequestTarget> parsed = server::parse_request_target(target);
  if (parsed) fuzz::check(!parsed->path.empty() && parsed->path.front() == '/', "a parsed path starts with /");
  const std::optional<server::HttpAnswer> answer =
      server.routes.answer({"GET", target, "Bearer x", "", "", "127.0.0.1", "127.0.0.1", "", ""});
  if (!answer) {
    fuzz::check(parsed && parsed->path != "/api" && parsed->path.rfind("/api/", 0) != 0, "only paths outside /api/ fall through");
    return 0;
  }
  fuzz::check(answer->status >= 200 && answer->status < 500, "a request target never gets a 500");
  fuzz::check(nlohmann::json::accept(answer->body), "the answer is JSON");
  return 0;
}
