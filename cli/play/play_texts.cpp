#include "cli/play/play_texts.hpp"

#include <array>
#include <cctype>
#include <utility>

#include "engine/notation.hpp"

namespace stratego::play {
namespace {

using Pair = std::pair<std::string_view, std::string_view>;  // English, German

// Lower case ASCII, with the umlaut the rank names have written out ("Aufklärer" -> "aufklaerer"),
// so that words typed on a plain keyboard match.
std::string folded(std::string_view word) {
  std::string out;
  for (std::size_t i = 0; i < word.size(); ++i) {
    if (word.substr(i, 2) == "ä" || word.substr(i, 2) == "Ä") {
      out += "ae";
      ++i;
    } else {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(word[i])));
    }
  }
  return out;
}

Pair words(Text id) {
  switch (id) {
    case Text::Title: return {"Stratego", "Stratego"};
    case Text::SetupPhase: return {"Set up your army", "Stelle deine Armee auf"};
    case Text::SetupHelp:
      return {"Enter: pick two pieces to swap | new | load FILE | save FILE | start | quit",
              "Enter: zwei Figuren tauschen | neu | laden DATEI | speichern DATEI | los | ende"};
    case Text::PlayHelp:
      return {"Arrows+Enter: select and move | type e.g. d4 d5 | resign | quit",
              "Pfeile+Enter: wählen und ziehen | tippe z.B. d4 d5 | aufgeben | ende"};
    case Text::OverHelp: return {"The game is over. quit: leave", "Die Partie ist vorbei. ende: verlassen"};
    case Text::YourTurn: return {"Your move (red)", "Du bist am Zug (Rot)"};
    case Text::ComputerTurn: return {"The computer's move (blue)", "Der Computer ist am Zug (Blau)"};
    case Text::Thinking: return {"The computer is thinking ...", "Der Computer denkt nach ..."};
    case Text::Selected: return {"Selected", "Gewählt"};
    case Text::Targets: return {"targets", "Ziele"};
    case Text::NoTargets: return {"this piece cannot move now", "diese Figur kann jetzt nicht ziehen"};
    case Text::NothingToSelect: return {"no piece of yours there", "dort steht keine eigene Figur"};
    case Text::SwapFirst: return {"now pick the square to swap with", "jetzt das Feld zum Tauschen wählen"};
    case Text::Swapped: return {"swapped", "getauscht"};
    case Text::NewSetupDrawn: return {"a new setup was drawn", "eine neue Aufstellung wurde gezogen"};
    case Text::SetupLoaded: return {"setup loaded from", "Aufstellung geladen aus"};
    case Text::SetupSaved: return {"setup saved to", "Aufstellung gespeichert in"};
    case Text::GameStarted: return {"The battle begins: you play red and move first.", "Die Schlacht beginnt: du spielst Rot und ziehst zuerst."};
    case Text::GameSaved: return {"game saved to", "Partie gespeichert in"};
    case Text::Resumed: return {"Game resumed from", "Partie fortgesetzt aus"};
    case Text::ResumedOver: return {"This saved game is already over.", "Diese gespeicherte Partie ist schon beendet."};
    case Text::NoSavedGame: return {"no saved game in", "keine gespeicherte Partie in"};
    case Text::ReplacesSavedGame:
      return {"An unfinished game is saved there; starting this one replaces it (quit, then use --resume to continue it):",
              "Dort ist eine unbeendete Partie gespeichert; wer diese beginnt, ersetzt sie (ende, dann --resume zum Fortsetzen):"};
    case Text::NotYourTurn: return {"it is not your turn", "du bist nicht am Zug"};
    case Text::NotInSetup: return {"only during the setup", "nur während der Aufstellung"};
    case Text::NotInPlay: return {"start the game first (start)", "erst die Partie beginnen (los)"};
    case Text::GameIsOver: return {"the game is over", "die Partie ist vorbei"};
    case Text::UnknownCommand: return {"unknown command", "unbekannter Befehl"};
    case Text::NeedsFile: return {"give a file name", "gib einen Dateinamen an"};
    case Text::CannotRead: return {"cannot read", "kann nicht lesen"};
    case Text::CannotWrite: return {"cannot write", "kann nicht schreiben"};
    case Text::BadSetup: return {"invalid setup", "ungültige Aufstellung"};
    case Text::IllegalMove: return {"illegal move", "unerlaubter Zug"};
    case Text::YouResigned: return {"You resigned.", "Du hast aufgegeben."};
    case Text::CapturedMine: return {"Your losses", "Deine Verluste"};
    case Text::CapturedTheirs: return {"Taken", "Erbeutet"};
    case Text::BattleLog: return {"Battles", "Kämpfe"};
    case Text::NoBattles: return {"no battles yet", "noch keine Kämpfe"};
    case Text::Legend:
      return {"(?) unknown (m) moved (2) scout (9) known", "(?) unbekannt (m) gezogen (2) Aufklärer (9) bekannt"};
    case Text::Move: return {"Move", "Zug"};
    case Text::You: return {"you", "du"};
    case Text::Computer: return {"computer", "Computer"};
    case Text::YouWin: return {"You win!", "Du gewinnst!"};
    case Text::YouLose: return {"The computer wins.", "Der Computer gewinnt."};
    case Text::Draw: return {"The game is drawn.", "Die Partie endet unentschieden."};
    case Text::FullBoard: return {"All pieces revealed", "Alle Figuren aufgedeckt"};
    case Text::PressQuit: return {"Type quit to leave.", "Tippe ende zum Verlassen."};
    case Text::Saving: return {"saved after every move in", "nach jedem Zug gespeichert in"};
    case Text::NeedsTerminal: return {"stratego play: needs a terminal", "stratego play: braucht ein Terminal"};
    case Text::SavedGameWithoutSetup: return {"the saved game has no setup", "die gespeicherte Partie hat keine Aufstellung"};
    case Text::OutsideSetupZone: return {"outside your setup zone", "außerhalb deiner Aufstellungszone"};
    case Text::PlayHelpRescue:
      return {"Arrows+Enter: select and move | type e.g. d4 d5 (rescue: d9 d10 +e3=7) | resign | quit",
              "Pfeile+Enter: wählen und ziehen | tippe z.B. d4 d5 (Rettung: d9 d10 +e3=7) | aufgeben | ende"};
    case Text::RescueHelp:
      return {"Rescue: a piece that reaches the enemy's back row may bring back one of your captured pieces "
              "onto an empty square. You are asked which, or type it with the move: d9 d10 +e3=7 "
              "(rank number, S, B or name), d9 d10 +none for no rescue.",
              "Rettung: Eine Figur, die die hinterste gegnerische Reihe erreicht, darf eine geschlagene eigene "
              "Figur auf ein freies Feld zurückholen. Du wirst gefragt, welche, oder tippe sie mit dem Zug: "
              "d9 d10 +e3=7 (Rangzahl, S, B oder Name), d9 d10 +keine ohne Rettung."};
    case Text::RescueTitle: return {"Rescue", "Rettung"};
    case Text::RescueQuestion:
      return {"reaches the enemy's back row. Bring back a captured piece?",
              "erreicht die hinterste gegnerische Reihe. Eine geschlagene Figur zurückholen?"};
    case Text::RescueIfBattleWon:
      return {"(it comes back only if your piece wins the battle)", "(sie kommt nur zurück, wenn deine Figur den Kampf gewinnt)"};
    case Text::NoRescue: return {"no rescue", "keine Rettung"};
    case Text::RescuePieceHelp:
      return {"Up/Down and Enter, or type the number. Esc: take the move back.",
              "Hoch/Runter und Enter oder die Nummer tippen. Esc: Zug zurücknehmen."};
    case Text::RescueSquareQuestion: return {"Onto which empty square?", "Auf welches freie Feld?"};
    case Text::RescueSquareHelp:
      return {"Cursor and Enter on a marked square, or type e.g. b4. Esc: choose another piece.",
              "Cursor und Enter auf einem markierten Feld oder z.B. b4 tippen. Esc: andere Figur wählen."};
    case Text::NotAChoice: return {"not one of the choices", "keine der Möglichkeiten"};
    case Text::MoveTakenBack: return {"move taken back", "Zug zurückgenommen"};
    case Text::Count: break;
  }
  return {"?", "?"};
}

}  // namespace

std::string_view text(Text id, Language language) {
  const Pair pair = words(id);
  return language == Language::German ? pair.second : pair.first;
}

std::string_view rank_word(Rank rank, Language language) {
  static constexpr std::array<std::string_view, 13> english = {
      "flag", "spy", "scout", "miner", "sergeant", "lieutenant", "captain",
      "major", "colonel", "general", "marshal", "bomb", "unknown piece"};
  static constexpr std::array<std::string_view, 13> german = {
      "Fahne", "Spion", "Aufklärer", "Mineur", "Sergeant", "Leutnant", "Hauptmann",
      "Major", "Oberst", "General", "Feldmarschall", "Bombe", "unbekannte Figur"};
  const auto i = static_cast<std::size_t>(value(rank));
  return language == Language::German ? german[i] : english[i];
}

std::string_view move_error_text(MoveError error, Language language) {
  const bool de = language == Language::German;
  switch (error) {
    case MoveError::None: return de ? "erlaubt" : "legal";
    case MoveError::GameOver: return de ? "die Partie ist vorbei" : "the game is over";
    case MoveError::NotOnBoard: return de ? "das Feld liegt nicht auf dem Brett" : "the square is not on the board";
    case MoveError::NoPiece: return de ? "auf dem Startfeld steht keine Figur" : "there is no piece on the first square";
    case MoveError::NotYourPiece: return de ? "die Figur gehört dem Gegner" : "that piece belongs to the computer";
    case MoveError::Immovable: return de ? "Bomben und Fahne ziehen nie" : "bombs and the flag never move";
    case MoveError::OwnPieceOnTarget: return de ? "auf dem Zielfeld steht eine eigene Figur" : "your own piece stands on the target";
    case MoveError::Unreachable:
      return de ? "die Figur erreicht das Ziel nicht (diagonal, zu weit, versperrt oder See)"
                : "the piece cannot reach that square (diagonal, too far, blocked or a lake)";
    case MoveError::TwoSquareRule:
      return de ? "Zwei-Felder-Regel: nicht noch einmal zwischen denselben Feldern"
                : "two-square rule: not again between the same two squares";
    case MoveError::MoreSquaresRule:
      return de ? "Mehr-Felder-Regel: diese Verfolgung wiederholt eine Stellung"
                : "more-squares rule: this chase repeats a position";
    case MoveError::BadRescue: return de ? "ungültige Rettung" : "invalid rescue";
  }
  return "?";
}

std::string_view ending_text(Ending ending, Language language) {
  const bool de = language == Language::German;
  switch (ending) {
    case Ending::None: return de ? "Die Partie läuft." : "The game is in progress.";
    case Ending::NoLegalMove: return de ? "Eine Seite kann nicht mehr ziehen." : "One side has no legal move left.";
    case Ending::FlagCaptured: return de ? "Die Fahne wurde erobert." : "The flag was captured.";
    case Ending::BothCannotMove: return de ? "Keine Seite kann mehr ziehen." : "Neither side can move.";
    case Ending::Resignation: return de ? "Aufgabe." : "Resignation.";
    case Ending::DrawAgreed: return de ? "Remis vereinbart." : "Draw agreed.";
    case Ending::MoveLimit: return de ? "Die Zuggrenze ist erreicht." : "The move limit was reached.";
    case Ending::NoBattleLimit: return de ? "Zu viele Züge ohne Kampf: Remis." : "Too many moves without a battle: a draw.";
    case Ending::Timeout: return de ? "Die Zeit ist abgelaufen." : "Time ran out.";
    case Ending::GameClock: return de ? "Die Partieuhr ist abgelaufen: Remis." : "The game clock ran out: a draw.";
    case Ending::Abandoned: return de ? "Die Partie wurde verlassen." : "The game was abandoned.";
    case Ending::Forfeit: return de ? "Partie verwirkt." : "Forfeit.";
  }
  return "?";
}

std::string_view variant_title(const Variant& variant, Language language) {
  if (language == Language::English) return variant.title;
  static constexpr std::array<std::array<std::string_view, 2>, 6> german = {{
      {"classic", "Klassisch (40 Figuren)"},
      {"barrage", "Barrage (8 Figuren)"},
      {"duell", "Duell (10 Figuren)"},
      {"ultimate-lightning", "Ultimate Lightning (20 Figuren)"},
      {"classic-free", "Klassisch, freie Aufstellung"},
      {"small", "Kleines Stratego 8x8 (24 Figuren)"},
  }};
  for (const auto& [name, title] : german)
    if (variant.name == name) return title;
  return variant.title;
}

std::string_view rules_title(std::string_view rules, Language language) {
  static constexpr std::array<std::array<std::string_view, 3>, 4> titles = {{
      {"gravon", "Gravon rules", "Gravon-Regeln"},
      {"gravon2006", "Gravon rules (until 2006)", "Gravon-Regeln (bis 2006)"},
      {"isf", "ISF rules", "ISF-Regeln"},
      {"ucc2012", "UCC 2012 rules", "UCC-2012-Regeln"},
  }};
  for (const auto& [name, english, german] : titles)
    if (rules == name) return language == Language::German ? german : english;
  return rules;
}

std::string_view level_title(std::string_view level, Language language) {
  static constexpr std::array<std::array<std::string_view, 3>, 3> titles = {{
      {"random", "Random", "Zufall"},
      {"beginner", "Beginner", "Einsteiger"},
      {"strong", "Strong", "Stark"},
  }};
  for (const auto& [name, english, german] : titles)
    if (level == name) return language == Language::German ? german : english;
  return level;
}

std::optional<Rank> parse_rank_word(std::string_view word) {
  const std::string typed = folded(word);
  if (const std::optional<Rank> rank = parse_rank(typed)) return rank;  // numbers, letters, English names
  for (Rank rank : kAllRanks)
    if (typed == folded(rank_word(rank, Language::German))) return rank;
  return std::nullopt;
}

std::string rescue_text(bool by_person, Rank rank, Square where, Language language) {
  const std::string piece(rank_word(rank, language));
  if (language == Language::German) {
    const std::string article = rank == Rank::Bomb || rank == Rank::Flag ? "eine " : "einen ";
    return std::string(by_person ? "Du hast " : "Der Computer hat ") + article + piece + " auf " + square_name(where) + " zurückgeholt.";
  }
  return std::string(by_person ? "You" : "The computer") + " brought back a " + piece + " onto " + square_name(where) + ".";
}

std::optional<Language> parse_language(std::string_view code) {
  if (code == "de") return Language::German;
  if (code == "en") return Language::English;
  return std::nullopt;
}

Language language_from_locale(const char* lc_all, const char* lc_messages, const char* lang) {
  for (const char* value : {lc_all, lc_messages, lang})
    if (value && *value) return std::string_view(value).starts_with("de") ? Language::German : Language::English;
  return Language::English;
}

}  // namespace stratego::play
