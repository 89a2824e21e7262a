#include "formats/record.hpp"

#include "formats/input_limits.hpp"

namespace stratego {

void check_record_size(std::string_view text, const std::string& source) {
  if (text.size() > kMaxRecordBytes)
    throw FormatError(source, 0, "the record has " + std::to_string(text.size()) + " bytes, more than the limit of " +
                                     std::to_string(kMaxRecordBytes));
}

GameRecord record_of(const Game& game) {
  GameRecord record;
  record.variant = game.variant().name;
  record.rules = game.rules().name;
  record.setups = {game.setup(Color::Red), game.setup(Color::Blue)};
  for (const PublicMove& m : game.moves()) record.moves.push_back(m.move);
  const GameResult& result = game.result();
  if (result.over()) {
    record.result.code = static_cast<int>(result.ending);
    record.result.winner = result.winner;
    record.result.draw = !result.winner.has_value();
  }
  return record;
}

}  // namespace stratego
