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
};

// Calls visit for every .xml, .gsn and .json file under path. Throws std::runtime_error
// when path does not exist or an archive cannot be opened.
void for_each_game_file(const std::string& path, const std::function<void(const GameFile&)>& visit);

bool is_game_file_name(std::string_view name);

// Chooses the reader by content: Gravon XML, GSN or the project's JSON. Throws FormatError.
GameRecord read_record(std::string_view text, const std::string& source);

std::string read_text_file(const std::string& path);  // throws std::runtime_error

}  // namespace stratego
