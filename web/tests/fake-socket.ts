import { afterEach, beforeEach, vi } from "vitest";
import { setLang } from "../src/i18n";

// A WebSocket stand-in: records what the page sends, delivers what a test says the server sent.
export class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  get token() {
    return new URL(this.url).searchParams.get("token");
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

export function socketOf(token: string): FakeSocket {
  return FakeSocket.all.find((s) => s.token === token)!;
}


// Each test of the calling suite starts in English with empty storage and no sockets, with
// FakeSocket in place of WebSocket; the globals are restored after it.
export function useFakeSockets(): void {
  beforeEach(() => {
    setLang("en");
    localStorage.clear();
    FakeSocket.all = [];
    vi.stubGlobal("WebSocket", FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());
}
