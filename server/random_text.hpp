// Random text for secrets and ids, from libsodium's system random source.
#pragma once

#include <cstddef>
#include <string>

namespace stratego::server {

// bytes random bytes as 2 * bytes lower-case hexadecimal digits.
std::string random_hex_bytes(std::size_t bytes);

}  // namespace stratego::server
