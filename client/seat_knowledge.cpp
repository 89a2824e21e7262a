#include "client/seat_knowledge.hpp"

#include <algorithm>

#include "engine/notation.hpp"
#include "protocol/observation_replay.hpp"

namespace stratego::client {
namespace {

const json& array_field(const json& object, std::string_view key) {
  const json& value = field(object, key);
  if (!value.is_array()) throw FrameError("'" + std::string(key) + "' is not an array");
  return value;
}

std::string disagreement(Square s, const std::string& what) {
  return "the server's frame disagrees with the moves so far: " + square_name(s) + " " + what;
}

// A setup's pieces in one order, to compare two setups.
std::vector<std::pair<int, int>> sorted_pieces(const std::vector<Placement>& pieces) {
  std::vector<std::pair<int, int>> out;
  for (const Placement& p : pieces) out.emplace_back(to_sq(p.square), value(p.rank));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

SeatKnowledge::SeatKnowledge(const Variant& variant, const RuleSet& rules, Color me, std::optional<Setup> own_setup)
    : variant_(&variant), rules_(&rules), me_(me), own_setup_(std::move(own_setup)) {}

std::vector<PublicMove> SeatKnowledge::follow(const json& state) {
  const json& log = array_field(state, "log");
  const std::size_t known = view_ ? view_->history().size() : 0;
  if (log.size() < known) throw FrameError("the server's log has " + std::to_string(log.size()) + " moves, fewer than the " +
                                           std::to_string(known) + " already played");
  if (!view_) {
    rebuild(state, log);
  } else {
    for (std::size_t i = known; i < log.size(); ++i) {
      const PublicMove event = log_entry(*variant_, log[i]);
      std::string error = replay_error(*view_, event);
      if (error.empty()) error = repetition_error(*view_, event);
      if (!error.empty()) throw FrameError("move " + std::to_string(i + 1) + " of the server's log: " + error);
      view_->apply(event);
    }
  }
  check(state);
  const std::vector<PublicMove>& history = view_->history();
  return {history.begin() + static_cast<std::ptrdiff_t>(known), history.end()};
}

void SeatKnowledge::rebuild(const json& state, const json& log) {
  std::vector<PublicMove> history;
  for (const json& entry : log) history.push_back(log_entry(*variant_, entry));
  std::vector<KnownPiece> now;
  for (const json& entry : array_field(state, "board")) {
    const std::string kind = string_field(entry, "kind");
    if (kind != "own" && kind != "enemy") continue;
    now.push_back({square_field(*variant_, entry, "square"), kind == "own" ? me_ : opponent(me_), rank_field(entry, "rank")});
  }
  RebuiltObservation rebuilt = rebuild_observation(*variant_, *rules_, me_, now, history);
  if (!rebuilt.view) throw FrameError("the server's board and log cannot be a game: " + rebuilt.error);
  if (own_setup_) {
    std::vector<Placement> started;
    for (const KnownPiece& p : rebuilt.start)
      if (p.color == me_) started.push_back({p.square, p.rank});
    if (sorted_pieces(started) != sorted_pieces(own_setup_->pieces))
      throw FrameError("the server's board and log do not start from the setup this seat sent");
  }
  view_ = std::move(rebuilt.view);
}

void SeatKnowledge::check(const json& state) const {
  if (color_field(state, "you") != me_) throw FrameError("the frame is not for our seat");
  const json& board = array_field(state, "board");
  const std::vector<Square> squares = variant_->squares();
  if (board.size() != squares.size())
    throw FrameError("the board has " + std::to_string(board.size()) + " squares, not " + std::to_string(squares.size()));
  for (std::size_t i = 0; i < squares.size(); ++i) check_square(board[i], squares[i]);
  check_captured(state);
  if (string_field(state, "phase") == "play") {
    if (color_field(state, "to_move") != view_->side_to_move())
      throw FrameError("the frame says " + string_field(state, "to_move") + " is to move after " +
                       std::to_string(view_->ply()) + " moves");
    check_legal_moves(state);
  }
}

void SeatKnowledge::check_square(const json& entry, Square s) const {
  if (square_field(*variant_, entry, "square") != s) throw FrameError("the board's squares are out of order at " + square_name(s));
  const SquareView expected = view_->at(s);
  const std::string kind = string_field(entry, "kind");
  if (kind != square_kind_name(expected.kind))
    throw FrameError(disagreement(s, "shows '" + kind + "', expected '" + std::string(square_kind_name(expected.kind)) + "'"));
  if (expected.kind != SquareView::Kind::Own && expected.kind != SquareView::Kind::Enemy) return;
  const Rank shown = rank_field(entry, "rank");
  if (shown != expected.rank)
    throw FrameError(disagreement(s, "shows the rank " + std::string(rank_name(shown)) + ", expected " +
                                         std::string(rank_name(expected.rank))));
  if (bool_field(entry, "moved") != expected.moved) throw FrameError(disagreement(s, "disagrees on whether the piece moved"));
  if (bool_field(entry, "revealed") != expected.revealed)
    throw FrameError(disagreement(s, "disagrees on whether the piece is revealed"));
}

void SeatKnowledge::check_captured(const json& state) const {
  const json& captured = field(state, "captured");
  for (Color c : {Color::Red, Color::Blue}) {
    const json& side = field(captured, color_name(c));
    if (!side.is_object()) throw FrameError("'captured' is not an object per colour");
    for (Rank r : kAllRanks) {
      const int expected = view_->captured(c, r);
      const auto it = side.find(rank_name(r));
      const int shown = it == side.end() ? 0 : (it->is_number_integer() ? it->get<int>() : -1);
      if (shown != expected)
        throw FrameError("the server's frame disagrees with the moves so far: " + std::string(color_name(c)) + " lost " +
                         std::to_string(shown) + " " + std::string(rank_name(r)) + ", expected " + std::to_string(expected));
    }
  }
}

void SeatKnowledge::check_legal_moves(const json& state) const {
  std::vector<std::pair<Square, Square>> shown;
  for (const json& m : array_field(state, "legal_moves"))
    shown.emplace_back(square_field(*variant_, m, "from"), square_field(*variant_, m, "to"));
  std::vector<std::pair<Square, Square>> expected;
  if (view_->side_to_move() == me_) {
    MoveList list;
    view_->legal_moves(list);
    for (const Move& m : list) expected.emplace_back(to_square(m.from), to_square(m.to));
  }
  const auto order = [](const std::pair<Square, Square>& a, const std::pair<Square, Square>& b) {
    return std::tie(a.first.rank, a.first.file, a.second.rank, a.second.file) <
           std::tie(b.first.rank, b.first.file, b.second.rank, b.second.file);
  };
  std::sort(shown.begin(), shown.end(), order);
  std::sort(expected.begin(), expected.end(), order);
  if (shown != expected)
    throw FrameError("the server's frame offers " + std::to_string(shown.size()) + " legal moves, the moves so far give " +
                     std::to_string(expected.size()));
}

}  // namespace stratego::client
