// The lobby as the server pushes it (docs/web-api.md "Lobby"): who is online, the open
// challenges and the games between people in progress, each replaced whole by its frame.
import type { Challenge, Guest, LobbyGame, LobbyServerMessage } from "./types";

export interface LobbyState {
  you: Guest | null;
  online: Guest[];
  challenges: Challenge[];
  games: LobbyGame[];
}

export const EMPTY_LOBBY: LobbyState = { you: null, online: [], challenges: [], games: [] };

// The lobby after `message`; frames that are not about the lobby's lists leave it as it is.
export function applyLobby(state: LobbyState, message: LobbyServerMessage): LobbyState {
  switch (message.type) {
    case "lobby": return { you: message.you, online: message.online, challenges: message.challenges, games: message.games };
    case "online": return { ...state, online: message.online };
    case "challenges": return { ...state, challenges: message.challenges };
    case "games": return { ...state, games: message.games };
    default: return state;
  }
}

// The guests online other than this one.
export function othersOnline(state: LobbyState): Guest[] {
  return state.online.filter((g) => g.id !== state.you?.id);
}

export function isOwn(state: LobbyState, challenge: Challenge): boolean {
  return !!state.you && challenge.by.id === state.you.id;
}
