#include "server/random_text.hpp"

#include <stdexcept>
#include <vector>

#include <sodium.h>

namespace stratego::server {

std::string random_hex_bytes(std::size_t bytes) {
  static const bool ready = sodium_init() >= 0;  // thread-safe, once
  if (!ready) throw std::runtime_error("libsodium cannot be initialised");
  std::vector<unsigned char> buffer(bytes);
  randombytes_buf(buffer.data(), bytes);
  std::string text(2 * bytes + 1, '\0');
  sodium_bin2hex(text.data(), text.size(), buffer.data(), bytes);
  text.pop_back();
  return text;
}

}  // namespace stratego::server
