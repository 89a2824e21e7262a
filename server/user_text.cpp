#include "server/user_text.hpp"

#include <algorithm>

#include "formats/utf8.hpp"

namespace stratego::server {

namespace {

std::size_t utf8_characters(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// C0, DEL and C1 (U+0080..U+009F, encoded as 0xC2 0x80..0x9F) of valid UTF-8 text.
bool has_control_character(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte == 0x7f) return true;
    if (byte == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xA0) return true;
  }
  return false;
}

std::string text_problem(std::string_view text, std::string_view what, std::size_t max_characters) {
  const std::string subject(what);
  if (text.empty()) return subject + " must not be empty";
  if (!is_valid_utf8(text)) return subject + " must be UTF-8 text";
  if (utf8_characters(text) > max_characters)
    return subject + " has at most " + std::to_string(max_characters) + " characters";
  if (has_control_character(text)) return subject + " must not hold control characters";
  return {};
}

}  // namespace

std::string trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  return std::string(text.substr(first, text.find_last_not_of(' ') - first + 1));
}

std::string name_problem(std::string_view name) { return text_problem(name, "a name", kMaxNameLength); }

std::string chat_problem(std::string_view text) {
  if (trimmed(text).empty() && !text.empty()) return "a chat message must say something";
  return text_problem(text, "a chat message", kMaxChatLength);
}

}  // namespace stratego::server
