// Random text for secrets and ids, and random game seeds, from libsodium's system random
// source.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace stratego::server {

// bytes random bytes as 2 * bytes lower-case hexadecimal digits.
std::string random_hex_bytes(std::size_t bytes);

// A seed below 2^63, so that it fits a signed 64-bit column.
std::uint64_t random_seed();

}  // namespace stratego::server
