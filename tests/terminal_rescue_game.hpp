// Saved ultimate lightning games around a rescue, for the terminal tests.
//   resume_before_rescue: red lost a scout (b4 attacked the marshal on b7), blue answered
//   j7-j6, and now red's scout on a4 can run up the open a-file to a10 on blue's back row.
//   tests/terminal/play_session.sh writes the same game as JSON for the real binary.
//   resume_after_computer_rescue: red's scout took the spy on b7, then the computer's scout
//   ran down the open j-file to j1 and brought the spy back onto j7.
#pragma once

#include <string>
#include <vector>

#include "cli/play/play_session.hpp"
#include "cli/play/save_file.hpp"
#include "engine/notation.hpp"
#include "formats/json_record.hpp"
#include "piece_list.hpp"

namespace stratego::play::rescue_game {

using stratego::testing::pieces;

inline const char* kRedBeforeRescue =
    "a4=2 b4=2 c4=2 d4=2 e4=3 f4=3 g4=4 h4=4 i4=5 j4=5 a3=6 b3=6 c3=7 d3=8 e3=9 f3=10 g3=S h3=B i3=B j3=F";
// a10 stays empty: blue's general waits on h8 and a bomb on j8.
inline const char* kBlueBeforeRescue =
    "b7=10 c7=2 d7=2 e7=2 f7=2 g7=3 h7=3 i7=4 j7=4 b8=5 c8=5 d8=6 e8=6 f8=7 g8=8 h8=9 i8=S j8=B j9=B j10=F";

// The game, saved at options.save_path and resumed: red to move. blue_on_a10 moves one
// blue piece ("h8" or "j8") onto a10, so that the run to a10 is an attack.
inline PlaySession resume_saved(PlayOptions options, const Setup& red, const Setup& blue, const std::vector<Move>& moves) {
  GameRecord record;
  record.variant = "ultimate-lightning";
  record.rules = "gravon";
  record.setups[index(Color::Red)] = red;
  record.setups[index(Color::Blue)] = blue;
  record.moves = moves;
  record.metadata["level"] = "random";
  record.metadata["seed"] = "3";
  write_file_atomically(options.save_path, write_json_record(record));
  options.resume = true;
  return PlaySession::resume(options);
}

inline PlaySession resume_before_rescue(const PlayOptions& options, const std::string& blue_on_a10 = "") {
  Setup blue = pieces(kBlueBeforeRescue);
  for (Placement& p : blue.pieces)
    if (!blue_on_a10.empty() && p.square == *parse_square(blue_on_a10)) p.square = *parse_square("a10");
  return resume_saved(options, pieces(kRedBeforeRescue), blue, {*parse_move("b4-b7"), *parse_move("j7-j6")});
}

inline PlaySession resume_after_computer_rescue(const PlayOptions& options) {
  const Setup red = pieces(
      "a4=2 b4=2 c4=2 d4=2 e4=3 f4=3 g4=4 h4=4 i4=5 a3=5 b3=6 c3=6 d3=7 e3=8 f3=9 g3=10 h3=S i3=B a2=B b2=F");
  const Setup blue = pieces(
      "b7=S j7=2 c7=2 d7=2 e7=2 f7=3 g7=3 h7=4 i7=4 a8=5 b8=5 c8=6 d8=6 e8=7 f8=8 g8=9 h8=10 i8=B j8=B a10=F");
  return resume_saved(options, red, blue, {*parse_move("b4-b7"), *parse_move("j7-j1+j7=spy")});
}

}  // namespace stratego::play::rescue_game
