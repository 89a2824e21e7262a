// Every text the terminal game shows, in English and German.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/battle.hpp"
#include "engine/game.hpp"
#include "engine/variant.hpp"

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
  NeedsTerminal,
  SavedGameWithoutSetup,
  OutsideSetupZone,
  PlayHelpRescue,
  RescueHelp,
  RescueTitle,
  RescueQuestion,
  RescueIfBattleWon,
  NoRescue,
  RescuePieceHelp,
  RescueSquareQuestion,
  RescueSquareHelp,
  NotAChoice,
  MoveTakenBack,
  Count,  // not a text: the number of texts
};

// The word for a text in the language.
std::string_view text(Text id, Language language);

// "marshal" / "Feldmarschall"
std::string_view rank_word(Rank rank, Language language);
// Why a move was refused, in words.
std::string_view move_error_text(MoveError error, Language language);
// "Flag captured." / "Die Fahne wurde erobert."
std::string_view ending_text(Ending ending, Language language);

// A variant's title for people: "Classic (40 pieces)" / "Klassisch (40 Figuren)". A
// variant without a German title keeps the engine's English one.
std::string_view variant_title(const Variant& variant, Language language);
// A rule set's name for people: "ISF rules" / "ISF-Regeln"; unknown names as they are.
std::string_view rules_title(std::string_view rules, Language language);
// A computer level for people: "Beginner" / "Einsteiger"; unknown levels as they are.
std::string_view level_title(std::string_view level, Language language);

// A rank as typed: its number or letter ("7", "10", "S", "B", "F") or its name in either
// language, in any case ("major", "Oberst", "aufklaerer" for Aufklärer).
std::optional<Rank> parse_rank_word(std::string_view word);
// A rescue told from the person's side: "You brought back a scout onto b4." /
// "Der Computer hat einen Major auf e3 zurückgeholt."
std::string rescue_text(bool by_person, Rank rank, Square where, Language language);

// "de" or "en"; nullopt for anything else.
std::optional<Language> parse_language(std::string_view code);
// German when the locale variable ($LC_ALL, $LC_MESSAGES or $LANG, first one set) starts with "de".
Language language_from_locale(const char* lc_all, const char* lc_messages, const char* lang);

}  // namespace stratego::play
