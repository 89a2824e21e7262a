// The current game's id and token, kept in local storage so that closing the tab and
// coming back continues the game.
const KEY = "stratego.game";

export interface Session {
  game: string;
  token: string;
}

export function currentSession(storage: Storage = localStorage): Session | null {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? "null") as Partial<Session> | null;
    if (parsed && typeof parsed.game === "string" && typeof parsed.token === "string") {
      return { game: parsed.game, token: parsed.token };
    }
  } catch {
    /* a broken entry is the same as none */
  }
  return null;
}

export function storeSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
