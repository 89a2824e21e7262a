// The chat panel: one room, its messages from the state and from chat frames, the length
// counter, what may be sent, and the mute toggle kept in this browser.
import { beforeEach, describe, expect, it } from "vitest";
import { ChatPanel, MAX_CHAT, chatLength, sendable } from "../src/chat-view";
import { setLang } from "../src/i18n";
import type { ChatMessage } from "../src/types";

const message = (text: string, room: ChatMessage["room"] = "players", from: ChatMessage["from"] = "blue"): ChatMessage =>
  ({ room, from, name: from ? "Bob" : "Eve", text, at: 1_700_000_000_000 });

function mount(room: ChatMessage["room"] = "players") {
  const sent: string[] = [];
  const panel = new ChatPanel(room, (text) => sent.push(text));
  document.body.replaceChildren(panel.element);
  return { panel, sent };
}

const input = () => document.querySelector<HTMLInputElement>("#chat-input")!;
const type = (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event("input"));
};

describe("chat", () => {
  beforeEach(() => {
    setLang("en");
    localStorage.clear();
  });

  it("shows its own room's messages from the state and from frames, not the other room's", () => {
    const { panel } = mount();
    panel.setMessages([message("hello"), message("psst", "spectators", null)]);
    panel.add(message("good luck"));
    panel.add(message("a hint!", "spectators", null));
    expect([...document.querySelectorAll(".chat-text")].map((e) => e.textContent)).toEqual(["hello", "good luck"]);
    expect(document.querySelector(".chat-message.blue .chat-name")?.textContent).toBe("Bob");
  });

  it("counts characters as the server does and sends only 1 to 300 of them", () => {
    const { sent } = mount();
    expect(chatLength("👍🏽ab")).toBe(4);
    type("gg 👍");
    expect(document.querySelector("#chat-counter")?.textContent).toBe(`4/${MAX_CHAT}`);
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(sent).toEqual(["gg 👍"]);
    expect(input().value).toBe("");
    type("x".repeat(MAX_CHAT + 1));
    expect(document.querySelector("#chat-counter")?.classList.contains("over")).toBe(true);
    expect(document.querySelector<HTMLButtonElement>("#chat-send")?.disabled).toBe(true);
    document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(sent).toHaveLength(1);
    expect(sendable("   ")).toBe(false);
    expect(sendable("a\u0007b")).toBe(false);
  });

  it("mutes a room in this browser: its messages are not shown until it is shown again", () => {
    const { panel } = mount();
    panel.setMessages([message("hello")]);
    document.querySelector<HTMLButtonElement>("#chat-mute")!.click();
    expect(document.querySelector(".chat-text")).toBeNull();
    expect(document.querySelector(".chat-list")?.textContent).toBe("This chat is muted.");
    panel.add(message("still there?"));
    expect(document.querySelector(".chat-text")).toBeNull();
    const again = mount(); // a new game screen keeps the choice
    expect(again.panel.muted).toBe(true);
    expect(mount("spectators").panel.muted).toBe(false);
    document.body.replaceChildren(again.panel.element);
    document.querySelector<HTMLButtonElement>("#chat-mute")!.click();
    again.panel.setMessages([message("hello")]);
    expect(document.querySelector(".chat-text")?.textContent).toBe("hello");
  });

  it("is worded in German too", () => {
    setLang("de");
    mount("spectators");
    expect(document.querySelector(".chat-head h3")?.textContent).toBe("Chat der Zuschauer");
    expect(document.querySelector("#chat-mute")?.textContent).toBe("Stummschalten");
  });
});
