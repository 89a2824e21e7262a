// The HTTP and WebSocket API of `stratego serve` (docs/web-api.md).
import type {
  Catalogue, ClientMessage, GameRecord, GameState, Guest, LobbyClientMessage, LobbyServerMessage, Me, NewGame, ReplayAnswer,
  SeatGrant, ServerMessage,
} from "./types";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = (body as { error?: string } | null)?.error ?? (text || response.statusText);
    throw new ApiError(message, response.status);
  }
  return body as T;
}

export async function fetchCatalogue(): Promise<Catalogue> {
  return answer<Catalogue>(await fetch("/api/variants"));
}

export async function fetchSetup(variant: string, seed?: number): Promise<string> {
  const query = new URLSearchParams({ variant });
  if (seed !== undefined) query.set("seed", String(seed));
  return (await answer<{ setup: string }>(await fetch(`/api/setup?${query}`))).setup;
}

function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

export async function createGame(request: NewGame): Promise<SeatGrant> {
  return answer<SeatGrant>(await postJson("/api/games", request));
}

// Takes the invited seat; ApiError 403 for a wrong invitation, 409 when it is taken.
export async function joinGame(game: string, invite: string, name: string): Promise<SeatGrant> {
  return answer<SeatGrant>(await postJson(`/api/games/${encodeURIComponent(game)}/join`, { invite, name }));
}

// The state for the seat of `token`, or a spectator's without one.
export async function fetchState(game: string, token: string | null): Promise<GameState> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return answer<GameState>(await fetch(`/api/games/${encodeURIComponent(game)}`, { headers }));
}

export async function fetchRecord(game: string): Promise<GameRecord> {
  return answer<GameRecord>(await fetch(`/api/games/${encodeURIComponent(game)}/record`));
}

export async function postReplay(body: string): Promise<ReplayAnswer> {
  return answer<ReplayAnswer>(await fetch("/api/replay", { method: "POST", body }));
}

// Names this browser's guest; the server keeps the secret in an HttpOnly cookie.
export async function createGuest(name: string): Promise<Guest> {
  return answer<Guest>(await postJson("/api/guest", { name }));
}

// This browser's guest and its unfinished games; ApiError 401 without a guest cookie.
export async function fetchMe(): Promise<Me> {
  return answer<Me>(await fetch("/api/me"));
}

export interface ConnectionEvents<In> {
  onMessage(message: In): void;
  onStatus(open: boolean): void;
}

// A WebSocket to one path of this server that reconnects after a drop (the server answers
// a new connection with a fresh picture); what is sent while it is down waits in order.
export class Connection<Out, In> {
  private socket: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private outbox: Out[] = [];

  constructor(
    private readonly path: string,
    private readonly events: ConnectionEvents<In>,
  ) {
    this.open();
  }

  send(message: Out): void {
    if (!this.trySend(message)) this.outbox.push(message);
  }

  // Sends on the open socket; false, and nothing kept, while it is down.
  trySend(message: Out): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }

  private open(): void {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}${this.path}`);
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      this.events.onStatus(true);
      for (const message of this.outbox.splice(0)) socket.send(JSON.stringify(message));
    };
    socket.onmessage = (event) => {
      try {
        this.events.onMessage(JSON.parse(String(event.data)) as In);
      } catch {
        /* a frame that is not JSON is not a message of the contract */
      }
    };
    socket.onclose = () => {
      if (this.closed) return;
      this.events.onStatus(false);
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      setTimeout(() => !this.closed && this.open(), delay);
    };
  }
}

// One game, for one seat (its token) or a spectator (null).
export class GameConnection extends Connection<ClientMessage, ServerMessage> {
  constructor(game: string, token: string | null, events: ConnectionEvents<ServerMessage>) {
    const query = new URLSearchParams({ game });
    if (token) query.set("token", token);
    super(`/ws?${query}`, events);
  }
}

// The lobby: who is online, open challenges, games in progress (docs/web-api.md "Lobby").
export class LobbyConnection extends Connection<LobbyClientMessage, LobbyServerMessage> {
  constructor(events: ConnectionEvents<LobbyServerMessage>) {
    super("/ws/lobby", events);
  }
}
