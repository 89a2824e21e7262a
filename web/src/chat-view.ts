// The chat of one room: the players' room for a seat, the spectators' for a spectator
// (docs/web-api.md "Chat"). It shows what the state and the `chat` frames carry for that
// room, counts the characters of a message being written, and mutes the room on request
// (muting is this browser's: a muted room's messages are not shown).
import { h } from "./dom";
import { t } from "./i18n";
import type { ChatMessage, ChatRoom } from "./types";

export const MAX_CHAT = 300;
const KEEP = 50;
const MUTE_KEY = "stratego.chat.muted";

function mutedRooms(storage: Storage): ChatRoom[] {
  try {
    const list = JSON.parse(storage.getItem(MUTE_KEY) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

// The characters the server counts: code points, so that an emoji counts once.
export function chatLength(text: string): number {
  return Array.from(text).length;
}

// What may be sent: 1 to 300 characters, none of them a control character.
export function sendable(text: string): boolean {
  const length = chatLength(text.trim());
  return length >= 1 && length <= MAX_CHAT && !/[\u0000-\u001f\u007f]/.test(text);
}

export class ChatPanel {
  readonly element = h("section", { class: "panel chat-panel" });
  private messages: ChatMessage[] = [];
  private readonly list = h("ol", { class: "chat-list", "aria-live": "polite" });
  private readonly input = h("input", { type: "text", class: "chat-input", id: "chat-input", autocomplete: "off" });
  private readonly counter = h("span", { class: "chat-counter", id: "chat-counter" });
  private readonly sendButton = h("button", { type: "submit", id: "chat-send" });
  private readonly muteButton = h("button", { type: "button", class: "subtle", id: "chat-mute" });
  private readonly heading = h("h3", {});
  private readonly form = h("form", { class: "chat-form button-row" }, this.input, this.sendButton);

  constructor(
    readonly room: ChatRoom,
    private readonly send: (text: string) => void,
    private readonly storage: Storage = localStorage,
  ) {
    this.element.dataset.room = room;
    this.input.addEventListener("input", () => this.count());
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (!sendable(text)) return;
      this.send(text);
      this.input.value = "";
      this.count();
    });
    this.muteButton.addEventListener("click", () => this.setMuted(!this.muted));
    this.element.append(h("div", { class: "chat-head" }, this.heading, this.muteButton), this.list, this.form, this.counter);
    this.render();
  }

  get muted(): boolean {
    return mutedRooms(this.storage).includes(this.room);
  }

  private setMuted(muted: boolean): void {
    const others = mutedRooms(this.storage).filter((r) => r !== this.room);
    this.storage.setItem(MUTE_KEY, JSON.stringify(muted ? [...others, this.room] : others));
    this.render();
  }

  // The room's last messages, as a state carries them (a player who comes back sees them).
  setMessages(messages: ChatMessage[]): void {
    this.messages = messages.filter((m) => m.room === this.room).slice(-KEEP);
    this.renderList();
  }

  add(message: ChatMessage): void {
    if (message.room !== this.room) return;
    this.messages = [...this.messages, message].slice(-KEEP);
    this.renderList();
  }

  private count(): void {
    const length = chatLength(this.input.value.trim());
    this.counter.textContent = `${length}/${MAX_CHAT}`;
    this.counter.setAttribute("aria-label", `${length}/${MAX_CHAT} ${t("chat_chars")}`);
    this.counter.classList.toggle("over", length > MAX_CHAT);
    this.sendButton.toggleAttribute("disabled", !sendable(this.input.value));
  }

  private renderList(): void {
    if (this.muted) {
      this.list.replaceChildren(h("li", { class: "empty" }, t("chat_muted")));
      return;
    }
    const items = this.messages.map((m) =>
      h("li", { class: `chat-message ${m.from ?? "spectator"}` }, h("strong", { class: "chat-name" }, m.name), " ", h("span", { class: "chat-text" }, m.text)));
    this.list.replaceChildren(...(items.length ? items : [h("li", { class: "empty" }, t("chat_empty"))]));
    this.list.scrollTop = this.list.scrollHeight;
  }

  render(): void {
    this.heading.textContent = t(this.room === "players" ? "chat_room_players" : "chat_room_spectators");
    this.input.placeholder = t("chat_placeholder");
    this.input.setAttribute("aria-label", t("chat_placeholder"));
    this.sendButton.textContent = t("chat_send");
    this.muteButton.textContent = t(this.muted ? "chat_unmute" : "chat_mute");
    this.muteButton.setAttribute("aria-pressed", String(this.muted));
    this.element.dataset.muted = String(this.muted);
    this.count();
    this.renderList();
  }
}
