// A line the person typed, read as a command. English and German words are both understood:
//   d4 d5 / d4-d5     a move (during the setup: swap the pieces on the two squares)
//   d9 d10 +e3=7      ultimate lightning: the move with its rescue, a captured piece brought
//                     back onto e3; the rank as number, letter (S, B) or name in either language
//   d9 d10 +none      the move without a rescue, without being asked (+keine)
//   d4                select the piece on d4 (or move the selected piece there)
//   swap d4 e4        tausch
//   new               neu           draw a new setup
//   load FILE         laden         read a setup string file
//   save FILE         speichern     write the setup as a setup string
//   start             los           begin the game with this setup
//   resign            aufgeben
//   quit              ende          leave; the game stays saved
//   help              hilfe
// Online only:
//   draw              remis         offer a draw
//   accept            annehmen      accept the opponent's draw offer
//   decline           ablehnen      decline it
//   claim             anspruch      claim a game the opponent abandoned
//   say TEXT          sag TEXT      a chat message to the opponent
//   mute              stumm         hide the players' chat (as the browser's Mute)
//   unmute            laut          show it again
#pragma once

#include <string>
#include <string_view>

#include "engine/types.hpp"

namespace stratego::play {

struct TypedCommand {
  enum class Kind {
    Empty, Move, Square, Swap, NewSetup, LoadSetup, SaveSetup, Start, Resign, Quit, Help,
    OfferDraw, AcceptDraw, DeclineDraw, Claim, Say, Mute, Unmute, Unknown
  };
  Kind kind = Kind::Empty;
  Move move;           // Move, with its rescue where one was typed
  bool declines_rescue = false;  // Move: "+none" was typed
  Square first;        // Square, Swap
  Square second;       // Swap
  std::string argument;  // LoadSetup, SaveSetup: the file; Say: the message; Unknown: the text
};

TypedCommand parse_typed_command(std::string_view line);

}  // namespace stratego::play
