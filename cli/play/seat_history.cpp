#include "cli/play/seat_history.hpp"

#include "cli/play/play_texts.hpp"

namespace stratego::play {

std::vector<Move> seat_moves_from(const Observation& view, Color seat, Square from) {
  std::vector<Move> moves;
  if (view.side_to_move() != seat) return moves;
  MoveList legal;
  view.legal_moves(legal);
  for (const Move& m : legal)
    if (m.from == to_sq(from)) moves.push_back(m);
  return moves;
}

std::vector<std::string> battle_log_lines(const Observation& view, Color seat, Language language) {
  std::vector<std::string> log;
  const std::vector<PublicMove>& history = view.history();
  for (std::size_t i = 0; i < history.size(); ++i) {
    const PublicMove& event = history[i];
    if (!event.battle && !event.move.has_rescue()) continue;
    std::string line = std::to_string(i + 1) + ".";
    if (event.battle) line += " " + explain(*event.battle, seat, language);
    if (event.move.has_rescue())
      line += " " + rescue_text(event.mover == seat, event.move.rescue_rank, to_square(event.move.rescue_to), language);
    log.push_back(line);
  }
  return log;
}

std::optional<Move> last_move_of(const Observation& view, Color mover) {
  const std::vector<PublicMove>& history = view.history();
  for (auto it = history.rbegin(); it != history.rend(); ++it)
    if (it->mover == mover) return it->move;
  return std::nullopt;
}

}  // namespace stratego::play
