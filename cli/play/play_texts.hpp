// Every text the terminal game shows, in English and German.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/battle.hpp"
#include "engine/game.hpp"

namespace stratego::play {

enum class Text {
  Title,
  SetupPhase,
  SetupHelp,
  PlayHelp,
  OverHelp,
  YourTurn,
  ComputerTurn,
  Thinking,
  Selected,
  Targets,
  NoTargets,
  NothingToSelect,
  SwapFirst,
  Swapped,
  NewSetupDrawn,
  SetupLoaded,
  SetupSaved,
  GameStarted,
  GameSaved,
  Resumed,
  ResumedOver,
  NoSavedGame,
  ReplacesSavedGame,
  NotYourTurn,
  NotInSetup,
  NotInPlay,
  GameIsOver,
  UnknownCommand,
  NeedsFile,
  CannotRead,
  CannotWrite,
  BadSetup,
  IllegalMove,
  YouResigned,
  CapturedMine,
  CapturedTheirs,
  BattleLog,
  NoBattles,
  Legend,
  Move,
  You,
  Computer,
  YouWin,
  YouLose,
  Draw,
  FullBoard,
  PressQuit,
  Saving,
};

// The word for a text in the language.
std::string_view text(Text id, Language language);

// "marshal" / "Feldmarschall"
std::string_view rank_word(Rank rank, Language language);
// Why a move was refused, in words.
std::string_view move_error_text(MoveError error, Language language);
// "Flag captured." / "Die Fahne wurde erobert."
std::string_view ending_text(Ending ending, Language language);

// "de" or "en"; nullopt for anything else.
std::optional<Language> parse_language(std::string_view code);
// German when the locale variable ($LC_ALL, $LC_MESSAGES or $LANG, first one set) starts with "de".
Language language_from_locale(const char* lc_all, const char* lc_messages, const char* lang);

}  // namespace stratego::play
