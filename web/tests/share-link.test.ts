// The links a player hands on: their addresses, and the copy button.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLang } from "../src/i18n";
import { appLink, inviteHash, shareLink, watchHash } from "../src/share-link";

describe("share links", () => {
  beforeEach(() => setLang("en"));
  afterEach(() => vi.unstubAllGlobals());

  it("names the join and watch routes of a game, escaped", () => {
    expect(inviteHash("g 1", "a/b")).toBe("#/join/g%201/a%2Fb");
    expect(watchHash("g1")).toBe("#/watch/g1");
    expect(appLink("#/watch/g1")).toBe(`${location.origin}/#/watch/g1`);
  });

  it("copies the link and says so", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const panel = shareLink("invite-link", "Invite", "Send it", "http://x/#/join/g/i");
    document.body.replaceChildren(panel);
    expect(panel.querySelector("input")?.value).toBe("http://x/#/join/g/i");
    panel.querySelector<HTMLButtonElement>("#invite-link-copy")!.click();
    await vi.waitFor(() => expect(panel.querySelector("#invite-link-copy")?.textContent).toBe("Copied"));
    expect(writeText).toHaveBeenCalledWith("http://x/#/join/g/i");
  });

  it("leaves the link selected to copy by hand when the clipboard refuses", async () => {
    let refused: Promise<void> = Promise.resolve();
    const writeText = vi.fn(() => (refused = Promise.reject(new Error("denied"))));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const panel = shareLink("watch-link", "Watch", "Anyone", "http://x/#/watch/g");
    document.body.replaceChildren(panel);
    panel.querySelector<HTMLButtonElement>("#watch-link-copy")!.click();
    await refused.catch(() => {});
    expect(writeText).toHaveBeenCalled();
    expect(panel.querySelector("#watch-link-copy")?.textContent).toBe("Copy");
    const field = panel.querySelector("input")!;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });
});
