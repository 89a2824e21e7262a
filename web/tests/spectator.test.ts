// A spectator's board: pieces of both colours from Red's side, ranks only where the state
// names them, both names, the battle log and the move list, and nothing to click.
import { beforeEach, describe, expect, it } from "vitest";
import { GameView } from "../src/game-view";
import { setLang } from "../src/i18n";
import type { ClientMessage } from "../src/types";
import { catalogue, spectatorState } from "./fixtures";

function mount() {
  const sent: ClientMessage[] = [];
  const view = new GameView({ catalogue: catalogue(), send: (m) => sent.push(m), trySend: (m) => sent.push(m) > 0, replay: () => {}, newGame: () => {} });
  document.body.replaceChildren(view.element);
  return { view, sent };
}

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("spectator", () => {
  beforeEach(() => setLang("en"));

  it("draws both armies from Red's side with only the public ranks", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...spectatorState() });
    const cells = [...document.querySelectorAll<HTMLElement>(".square")];
    expect(cells[0].dataset.square).toBe("a10");
    expect(cells[99].dataset.square).toBe("j1");
    expect(square("a1").querySelector(".piece")?.getAttribute("data-color")).toBe("red");
    expect(square("a1").querySelector(".piece")?.getAttribute("data-rank")).toBe("unknown");
    expect(square("j10").querySelector(".piece")?.getAttribute("data-color")).toBe("blue");
    expect(square("f6").querySelector(".piece")?.getAttribute("data-rank")).toBe("general");
    expect(square("e4").querySelector(".piece")?.getAttribute("data-rank")).toBe("miner");
    expect(square("e4").getAttribute("aria-label")).toBe("e4: Miner (Red)");
    expect(document.querySelectorAll('.board .piece:not([data-rank="unknown"]) .name')).toHaveLength(2);
  });

  it("names both seats, whose turn it is, and shows the battle log and the moves", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...spectatorState() });
    const bars = [...document.querySelectorAll<HTMLElement>(".seat-bar")].map((b) => b.dataset.seat + ":" + b.querySelector(".seat-name")?.textContent);
    expect(bars).toEqual(["blue:Bob", "red:Ann"]);
    expect(document.querySelector("#status strong")?.textContent).toBe("Blue to move (Bob)");
    expect(document.querySelector(".battle-log")?.textContent).toContain("Blue's general beat Red's scout on f6.");
    expect(document.querySelectorAll(".move-list .move")).toHaveLength(3);
    expect([...document.querySelectorAll(".captured h3")].map((e) => e.textContent)).toEqual(["Blue's losses", "Red's losses"]);
    expect(document.querySelector(".watching")?.textContent).toBe("You are watching this game.");
  });

  it("is read-only: no controls, and clicks send nothing", async () => {
    const { view, sent } = mount();
    await view.handle({ type: "state", ...spectatorState(), legal_moves: [{ from: "a1", to: "a2" }] });
    click(square("a1"));
    click(square("a2"));
    expect(sent).toEqual([]);
    expect(document.querySelector(".square.selected")).toBeNull();
    expect(document.querySelector("#resign")).toBeNull();
    expect(document.querySelector("#offer-draw")).toBeNull();
  });

  it("shows the board, not a setup editor, while the players set up", async () => {
    const { view } = mount();
    const state = spectatorState();
    await view.handle({ type: "state", ...state, phase: "setup", log: [], board: state.board.map((s) => (s.kind === "piece" ? { ...s, kind: "empty", color: null, rank: null } : s)) });
    expect(document.querySelector(".setup-editor")).toBeNull();
    expect(document.querySelector("#status strong")?.textContent).toBe("The players are setting up.");
    expect(document.querySelectorAll(".board .piece")).toHaveLength(0);
  });
});
