// The texts of an online game in the terminal (`stratego play --server`), in English and
// German; the board, moves and battles use the local game's texts (play_texts.hpp).
#pragma once

#include <string_view>

#include "engine/battle.hpp"

namespace stratego::play {

enum class OnlineText {
  Title,
  Connecting,
  Reconnecting,
  LobbyTitle,
  LobbyHelp,
  NoChallenges,
  WaitingForAccept,
  Accepting,
  NotANumber,
  WaitingForState,
  SetupHelp,
  SetupSent,
  WaitingForOpponentSetup,
  PlayHelp,
  OverHelp,
  YourTurn,
  TheirTurn,
  SetupClock,
  Away,
  Connected,
  MayClaim,
  ClaimIn,
  DrawOffered,
  DrawOfferSent,
  DrawAccepted,
  DrawDeclined,
  ServerSays,
  Opponent,
  You,
  YouWin,
  YouLose,
  Draw,
  NotYourTurn,
  NotInSetup,
  NotInPlay,
  NoDrawOffer,
  Red,
  Blue,
  Offline,
  MoveQueued,
  Queued,
  QueuedMoveDropped,
  MoveOnItsWay,
  Chat,
  NoChat,
  ChatMuted,
  ChatShown,
  Count,  // not a text
};

std::string_view online_text(OnlineText id, Language language);

}  // namespace stratego::play
