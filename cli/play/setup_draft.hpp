// The person's setup while it is being arranged: pieces swapped two at a time (or a piece
// moved onto an empty square of its zone), a fresh one drawn, read from or written to a
// setup string.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/setup.hpp"

namespace stratego::play {

class SetupDraft {
 public:
  SetupDraft(const Variant& variant, Color side, Setup setup);

  const Setup& setup() const { return setup_; }
  Color side() const { return side_; }
  std::optional<Rank> rank_at(Square s) const;
  // Exchanges what stands on a and b. Empty when done, otherwise why not (in English,
  // from validate_setup): the draft is left unchanged then.
  std::string swap(Square a, Square b);
  // Replaces the whole setup; refused (unchanged, reason returned) unless it is valid.
  std::string replace(const Setup& setup);

  std::string to_string() const;
  // Reads a setup string; on any problem the draft is unchanged and the reason returned.
  std::string replace_from_string(std::string_view text);

 private:
  const Variant* variant_;
  Color side_;
  Setup setup_;
};

}  // namespace stratego::play
