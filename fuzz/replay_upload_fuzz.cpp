// POST /api/replay exactly as the server answers it (ApiRoutes, which calls read_record and
// replay_text): any body gets 200 with JSON or a 4xx error in JSON, never 500.
#include <nlohmann/json.hpp>

#include "fuzz/fuzz_check.hpp"
#include "fuzz/fuzz_routes.hpp"

using namespace stratego;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  static fuzz::Routes server;
  if (size > server::ServerLimits{}.max_body_bytes) return 0;  // the HTTP layer answers 413 before the route
  const std::optional<server::HttpAnswer> answer = server.routes.answer(
      {"POST", "/api/replay", "", "text/plain", "", "127.0.0.1", "127.0.0.1", std::string(fuzz::text_of(data, size)), ""});
  fuzz::check(answer.has_value(), "the route answers /api/replay");
  fuzz::check(answer->status == 200 || (answer->status >= 400 && answer->status < 500), "the upload never gets a 500");
  fuzz::check(!nlohmann::json::parse(answer->body, nullptr, false).is_discarded(), "the answer is JSON");
  return 0;
}
