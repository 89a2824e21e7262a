#include "server/random_text.hpp"

#include <stdexcept>
#include <vector>

#include <sodium.h>

namespace stratego::server {

namespace {

void ready_sodium() {
  static const bool ready = sodium_init() >= 0;  // thread-safe, once
  if (!ready) throw std::runtime_error("libsodium cannot be initialised");
}

}  // namespace

std::string random_hex_bytes(std::size_t bytes) {
  ready_sodium();
  std::vector<unsigned char> buffer(bytes);
  randombytes_buf(buffer.data(), bytes);
  std::string text(2 * bytes + 1, '\0');
  sodium_bin2hex(text.data(), text.size(), buffer.data(), bytes);
  text.pop_back();
  return text;
}

std::uint64_t random_seed() {
  ready_sodium();
  std::uint64_t seed = 0;
  randombytes_buf(&seed, sizeof seed);
  return seed >> 1;
}

}  // namespace stratego::server
