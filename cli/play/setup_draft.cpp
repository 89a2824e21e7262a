#include "cli/play/setup_draft.hpp"

#include <stdexcept>

#include "formats/setup_string.hpp"

namespace stratego::play {

SetupDraft::SetupDraft(const Variant& variant, Color side, Setup setup)
    : variant_(&variant), side_(side), setup_(std::move(setup)) {}

std::optional<Rank> SetupDraft::rank_at(Square s) const {
  for (const Placement& p : setup_.pieces)
    if (p.square == s) return p.rank;
  return std::nullopt;
}

std::string SetupDraft::swap(Square a, Square b) {
  Setup changed = setup_;
  for (Placement& p : changed.pieces) {
    if (p.square == a) p.square = b;
    else if (p.square == b) p.square = a;
  }
  return replace(changed);
}

std::string SetupDraft::replace(const Setup& setup) {
  std::string error = validate_setup(*variant_, side_, setup);
  if (error.empty()) setup_ = setup;
  return error;
}

std::string SetupDraft::to_string() const { return setup_to_string(*variant_, side_, setup_); }

std::string SetupDraft::replace_from_string(std::string_view text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
  try {
    return replace(setup_from_string(*variant_, side_, text));
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

}  // namespace stratego::play
