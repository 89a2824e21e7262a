// The games this browser holds seats in, with each seat's token, kept in local storage so
// that closing the tab and coming back, or opening an invitation link again, continues the
// same seat. One game is the current one (#/game).
import type { Color } from "./types";

const KEY = "stratego.sessions";
const LEGACY_KEY = "stratego.game"; // {game, token}: the one Red seat of earlier versions
const KEEP = 20;

export interface Session {
  game: string;
  seats: Partial<Record<Color, string>>; // one seat, or both when two people share the device
  invite?: string | null; // the creator's invitation, shown until someone takes the seat
}

interface Stored {
  current: string | null;
  games: Session[]; // the newest last
}

function isSession(value: unknown): value is Session {
  const s = value as Session | null;
  return !!s && typeof s.game === "string" && !!s.seats && typeof s.seats === "object" &&
    Object.values(s.seats).every((token) => typeof token === "string");
}

function parse<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? "null") as T | null;
  } catch {
    return null; // a broken entry is the same as none
  }
}

// A legacy entry is newer than the list (writing the list removes it), so it is current.
function read(storage: Storage): Stored {
  const parsed = parse<Stored>(storage, KEY);
  const stored: Stored = parsed && Array.isArray(parsed.games)
    ? { current: parsed.current ?? null, games: parsed.games.filter(isSession) }
    : { current: null, games: [] };
  const legacy = parse<{ game?: unknown; token?: unknown }>(storage, LEGACY_KEY);
  if (legacy && typeof legacy.game === "string" && typeof legacy.token === "string") {
    const game = legacy.game;
    return { current: game, games: [...stored.games.filter((s) => s.game !== game), { game, seats: { red: legacy.token } }] };
  }
  return stored;
}

function write(stored: Stored, storage: Storage): void {
  storage.setItem(KEY, JSON.stringify({ ...stored, games: stored.games.slice(-KEEP) }));
  storage.removeItem(LEGACY_KEY);
}

export function sessionFor(game: string, storage: Storage = localStorage): Session | null {
  return read(storage).games.find((s) => s.game === game) ?? null;
}

export function currentSession(storage: Storage = localStorage): Session | null {
  const stored = read(storage);
  return stored.games.find((s) => s.game === stored.current) ?? null;
}

// Keeps the session (replacing an older one of the same game) and makes it the current one.
export function storeSession(session: Session, storage: Storage = localStorage): void {
  const stored = read(storage);
  write({ current: session.game, games: [...stored.games.filter((s) => s.game !== session.game), session] }, storage);
}

// Makes this browser's seat(s) in `game` the current game again; false where it holds none.
export function resumeSession(game: string, storage: Storage = localStorage): boolean {
  const held = sessionFor(game, storage);
  if (held) storeSession(held, storage);
  return !!held;
}

export function clearSession(storage: Storage = localStorage): void {
  write({ ...read(storage), current: null }, storage);
}

export function heldColors(session: Session): Color[] {
  return (["red", "blue"] as const).filter((c) => session.seats[c]);
}

// Two people at one device hold both seats.
export function isHotSeat(session: Session): boolean {
  return heldColors(session).length === 2;
}
