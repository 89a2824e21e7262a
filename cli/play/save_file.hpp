// Where the game is kept between sessions, and writing it so that an interrupted write
// never destroys the previous save.
#pragma once

#include <optional>
#include <string>

namespace stratego::play {

// ~/.stratego/game.json under $HOME, or ./stratego-game.json without a home.
std::string default_save_path(const char* home);

// Writes a temporary file next to path, then renames it over path; creates the folder.
// Throws std::runtime_error when the file cannot be written.
void write_file_atomically(const std::string& path, const std::string& text);

// The whole file, or nullopt when it cannot be read.
std::optional<std::string> read_text_file(const std::string& path);

}  // namespace stratego::play
