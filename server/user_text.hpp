// Text that one person writes and others read (names, chat): UTF-8, short, without control
// characters, so that it can neither break a frame nor forge lines on another's screen.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace stratego::server {

inline constexpr std::size_t kMaxNameLength = 24;   // characters
inline constexpr std::size_t kMaxChatLength = 300;  // characters

// The name without the spaces around it.
std::string trimmed(std::string_view text);
// What is wrong with a (trimmed) name, or empty when others may see it.
std::string name_problem(std::string_view name);
// What is wrong with a chat message, or empty when it may be sent.
std::string chat_problem(std::string_view text);

}  // namespace stratego::server
