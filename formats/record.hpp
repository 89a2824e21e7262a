// A game as stored in a file: variant, rules, the initial placement, moves, result and
// metadata. Every format reads into and writes from this one type.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"
#include "engine/setup.hpp"
#include "formats/utf8.hpp"

namespace stratego {

struct RecordedResult {
  int code = -1;                // Gravon's result type (Ending numbers); -1 = unknown
  std::optional<Color> winner;  // none for a draw or unknown
  bool draw = false;
  bool operator==(const RecordedResult&) const = default;
};

// Result codes are Ending numbers, which fit a byte: every reader refuses larger ones.
inline constexpr int kMaxResultCode = 255;

struct GameRecord {
  std::string variant = "classic";  // engine variant name
  std::string rules;                // rule set name; empty when the file does not say
  std::array<std::optional<Setup>, 2> setups;  // none: the game ended before set-up
  std::vector<Move> moves;
  RecordedResult result;
  std::string red_player;
  std::string blue_player;
  std::map<std::string, std::string> metadata;  // free-form: date, event, source, ...

  bool has_setup() const { return setups[0].has_value() && setups[1].has_value(); }
  bool operator==(const GameRecord&) const = default;
};

// A malformed file: says which file and line, and what is wrong. The message is always
// valid UTF-8 (it ends up in JSON replies); quote input through excerpt() to keep it short.
class FormatError : public std::runtime_error {
 public:
  FormatError(const std::string& file, int line, const std::string& what)
      : std::runtime_error(to_valid_utf8(file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": " + what)),
        file_(file), line_(line) {}
  const std::string& file() const { return file_; }
  int line() const { return line_; }

 private:
  std::string file_;
  int line_;
};

// Every reader's first check: a FormatError when the text is larger than kMaxRecordBytes.
void check_record_size(std::string_view text, const std::string& source);

// The record of a game played with the engine.
GameRecord record_of(const Game& game);

}  // namespace stratego
