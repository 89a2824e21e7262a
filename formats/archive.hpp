// Reading game files wherever they are: single files, folders (recursively) and .zip
// archives, in a stable (sorted) order.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace stratego {

struct GameFile {
  std::string path;  // for messages: "archive.zip:game.xml" or "dir/game.xml"
  std::string name;  // the file name alone
  std::string text;
  std::string error;  // set when this file or entry could not be read (text is then empty)
};

// Calls visit for every .xml, .gsn and .json file under path. A file or archive entry that
// cannot be read (larger than kMaxRecordBytes, unreadable, a broken archive inside a
// folder) is visited with its error, so that the caller reports it and goes on. Throws
// std::runtime_error when path itself does not exist, is not a regular file or folder, or
// is an archive that cannot be opened.
void for_each_game_file(const std::string& path, const std::function<void(const GameFile&)>& visit);

bool is_game_file_name(std::string_view name);

// Chooses the reader by content: Gravon XML, GSN or the project's JSON. Throws FormatError.
GameRecord read_record(std::string_view text, const std::string& source);

// Reads a regular file of at most kMaxRecordBytes. Throws std::runtime_error with the
// reason otherwise; a FIFO, device or socket is refused without reading (it could block
// or never end).
std::string read_text_file(const std::string& path);

}  // namespace stratego
