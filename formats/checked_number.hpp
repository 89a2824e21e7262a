// Whole numbers from outside text, read with std::from_chars: the whole text must be the
// number and it must lie in [min, max]; anything else is nullopt, never overflow or UB.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>

namespace stratego {

inline std::optional<int> checked_int(std::string_view text, int min, int max) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  if (value < min || value > max) return std::nullopt;
  return value;
}

}  // namespace stratego
