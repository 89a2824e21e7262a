#include "server/store_writer.hpp"

#include "engine/notation.hpp"
#include "formats/setup_string.hpp"

namespace stratego::server {

void StoreWriter::setup_placed(Color side, const Setup& setup, std::optional<Millis> play_starts) {
  store_.save_setup(id_, std::string(color_name(side)), setup_to_string(variant_, side, setup), play_starts);
}

void StoreWriter::move_played(int ply, const Move& move, Millis at) { store_.append_move(id_, ply, move_text(move), at); }

void StoreWriter::game_ended(const GameResult& result, Millis at) {
  std::optional<std::string> winner;
  if (result.winner) winner = std::string(color_name(*result.winner));
  store_.save_result(id_, static_cast<int>(result.ending), winner, at);
}

}  // namespace stratego::server
