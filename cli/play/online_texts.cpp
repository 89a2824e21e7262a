#include "cli/play/online_texts.hpp"

#include <utility>

namespace stratego::play {
namespace {

using Pair = std::pair<std::string_view, std::string_view>;  // English, German

Pair words(OnlineText id) {
  switch (id) {
    case OnlineText::Title: return {"Stratego online", "Stratego online"};
    case OnlineText::Connecting: return {"connecting...", "verbinde..."};
    case OnlineText::Reconnecting: return {"connection lost: reconnecting...", "Verbindung verloren: verbinde neu..."};
    case OnlineText::LobbyTitle: return {"Open challenges", "Offene Herausforderungen"};
    case OnlineText::LobbyHelp:
      return {"number+Enter: accept that challenge | c: post a challenge | quit",
              "Nummer+Enter: Herausforderung annehmen | c: selbst herausfordern | ende"};
    case OnlineText::NoChallenges: return {"(no open challenges)", "(keine offenen Herausforderungen)"};
    case OnlineText::WaitingForAccept:
      return {"Your challenge is open: waiting for someone to accept it...", "Deine Herausforderung steht: warte auf einen Gegner..."};
    case OnlineText::Accepting: return {"accepting challenge", "nehme Herausforderung an"};
    case OnlineText::NotANumber: return {"not one of the numbers", "keine der Nummern"};
    case OnlineText::WaitingForState: return {"waiting for the game...", "warte auf die Partie..."};
    case OnlineText::SetupHelp:
      return {"Enter: pick two pieces to swap | new | start: send the setup | quit",
              "Enter: zwei Figuren tauschen | neu | los: Aufstellung senden | ende"};
    case OnlineText::SetupSent: return {"Setup sent.", "Aufstellung gesendet."};
    case OnlineText::WaitingForOpponentSetup:
      return {"Waiting for the opponent to set up", "Warte auf die Aufstellung des Gegners"};
    case OnlineText::PlayHelp:
      return {"Arrows+Enter or d4 d5: move | say TEXT | mute | draw | accept | decline | claim | resign | quit",
              "Pfeile+Enter oder d4 d5: ziehen | sag TEXT | stumm | remis | annehmen | ablehnen | anspruch | aufgeben | ende"};
    case OnlineText::OverHelp: return {"The game is over. quit: leave", "Die Partie ist vorbei. ende: verlassen"};
    case OnlineText::YourTurn: return {"Your move", "Du bist am Zug"};
    case OnlineText::TheirTurn: return {"The opponent's move", "Der Gegner ist am Zug"};
    case OnlineText::SetupClock: return {"set-up clock", "Aufstellungsuhr"};
    case OnlineText::Away: return {"away", "abwesend"};
    case OnlineText::Connected: return {"online", "online"};
    case OnlineText::MayClaim:
      return {"The opponent abandoned the game: type claim to win it", "Der Gegner hat die Partie verlassen: anspruch tippen, um sie zu gewinnen"};
    case OnlineText::ClaimIn: return {"claim possible in", "Anspruch möglich in"};
    case OnlineText::DrawOffered:
      return {"The opponent offers a draw: accept or decline", "Der Gegner bietet Remis an: annehmen oder ablehnen"};
    case OnlineText::DrawOfferSent: return {"Draw offered.", "Remis angeboten."};
    case OnlineText::DrawAccepted: return {"The draw was accepted.", "Das Remis wurde angenommen."};
    case OnlineText::DrawDeclined: return {"The draw was declined.", "Das Remis wurde abgelehnt."};
    case OnlineText::ServerSays: return {"server", "Server"};
    case OnlineText::Opponent: return {"opponent", "Gegner"};
    case OnlineText::You: return {"you", "du"};
    case OnlineText::YouWin: return {"You win.", "Du gewinnst."};
    case OnlineText::YouLose: return {"You lose.", "Du verlierst."};
    case OnlineText::Draw: return {"A draw.", "Remis."};
    case OnlineText::NotYourTurn: return {"not your turn", "du bist nicht am Zug"};
    case OnlineText::NotInSetup: return {"the set-up is over", "die Aufstellung ist vorbei"};
    case OnlineText::NotInPlay: return {"the game is not being played", "die Partie läuft nicht"};
    case OnlineText::NoDrawOffer: return {"no draw is offered", "kein Remis angeboten"};
    case OnlineText::Red: return {"red", "Rot"};
    case OnlineText::Blue: return {"blue", "Blau"};
    case OnlineText::Offline:
      return {"not connected: try again when the connection is back", "keine Verbindung: versuche es wieder, wenn sie steht"};
    case OnlineText::MoveQueued:
      return {"not connected: the move goes when the connection is back", "keine Verbindung: der Zug geht, sobald sie wieder steht"};
    case OnlineText::Queued: return {"queued", "wartet"};
    case OnlineText::QueuedMoveDropped:
      return {"the queued move is no longer possible and was dropped", "der wartende Zug ist nicht mehr möglich und entfällt"};
    case OnlineText::MoveOnItsWay:
      return {"your move is on its way: wait for the server's answer", "dein Zug ist unterwegs: warte auf die Antwort des Servers"};
    case OnlineText::Chat: return {"Chat (say TEXT)", "Chat (sag TEXT)"};
    case OnlineText::NoChat: return {"(nothing said yet)", "(noch nichts gesagt)"};
    case OnlineText::ChatMuted: return {"This chat is muted (unmute: show it again).", "Dieser Chat ist stummgeschaltet (laut: wieder anzeigen)."};
    case OnlineText::ChatShown: return {"The chat is shown again.", "Der Chat wird wieder angezeigt."};
    case OnlineText::Count: break;
  }
  return {"", ""};
}

}  // namespace

std::string_view online_text(OnlineText id, Language language) {
  const Pair pair = words(id);
  return language == Language::German ? pair.second : pair.first;
}

}  // namespace stratego::play
