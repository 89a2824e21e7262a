// What one client may ask of `stratego serve`: every limit that keeps a hostile or broken
// client from taking the server's memory, disk or time. Each is an option of the command
// (cli/serve_command.cpp) and documented in docs/web-api.md. A count of 0 means no limit.
#pragma once

#include <cstddef>

namespace stratego::server {

struct ServerLimits {
  std::size_t max_target_bytes = 8 * 1024;        // the request target; longer: 414
  std::size_t max_header_bytes = 16 * 1024;       // all header fields; more: 431
  std::size_t max_body_bytes = 4 * 1024 * 1024;   // a request body; larger: 413
  int games_per_minute = 30;                      // games created per client address (burst as large); more: 429
  int open_games_per_client = 100;                // unfinished games created by one address; more: 429
  int messages_per_second = 50;                   // WebSocket messages per connection (burst twice that); more: ignored
  std::size_t max_queued_bytes = 4 * 1024 * 1024; // frames waiting for a slow reader; more: the connection closes
  int idle_seconds = 20;                          // a WebSocket silent this long, a ping unanswered: closed
};

}  // namespace stratego::server
