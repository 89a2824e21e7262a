// A Blue seat sees the board turned round: its own home rows at the bottom, files j..a
// from left to right, ranks 1..10 from top to bottom, and everything else about the game
// (turn, captured pieces, verdict) told from Blue's side.
import { beforeEach, describe, expect, it } from "vitest";
import { PlayView } from "../src/play-view";
import { setLang } from "../src/i18n";
import type { MoveIntent } from "../src/types";
import { blueState, playState } from "./fixtures";

function mount() {
  const sent: MoveIntent[] = [];
  const view = new PlayView({
    move: (m) => sent.push(m), resign: () => {}, offerDraw: () => {}, answerDraw: () => {}, replay: () => {}, newGame: () => {},
  });
  document.body.replaceChildren(view.element);
  return { view, sent };
}

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const rows = () => [...document.querySelectorAll<HTMLElement>(".board-row")].map((r) =>
  [...r.querySelectorAll<HTMLElement>(".square")].map((c) => c.dataset.square));

describe("the board from Blue's side", () => {
  beforeEach(() => setLang("en"));

  it("draws Blue's home rows at the bottom, files from j to a", () => {
    const { view } = mount();
    view.show(blueState());
    const grid = rows();
    expect(grid[0]).toEqual(["j1", "i1", "h1", "g1", "f1", "e1", "d1", "c1", "b1", "a1"]);
    expect(grid[9]).toEqual(["j10", "i10", "h10", "g10", "f10", "e10", "d10", "c10", "b10", "a10"]);
    expect(grid[8][2]).toBe("h9");
    expect(square("h9").querySelector(".piece.blue")?.getAttribute("data-rank")).toBe("marshal");
    expect(square("a4").querySelector(".piece.red")?.getAttribute("data-rank")).toBe("unknown");
    expect(document.querySelector(".board")?.getAttribute("data-bottom")).toBe("blue");
  });

  it("labels the files along the bottom and the ranks down the left as Blue sees them", () => {
    const { view } = mount();
    view.show(blueState());
    const files = [...document.querySelectorAll(".coord.file")].map((e) => e.textContent);
    const ranks = [...document.querySelectorAll(".coord.rank")].map((e) => e.textContent);
    expect(files).toEqual(["j", "i", "h", "g", "f", "e", "d", "c", "b", "a"]);
    expect(ranks).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(square("j10").querySelector(".coord.file")?.textContent).toBe("j");
    expect(square("j10").querySelector(".coord.rank")?.textContent).toBe("10");
  });

  it("keeps Red's view as before: Red at the bottom, files a to j", () => {
    const { view } = mount();
    view.show(playState());
    expect(rows()[9][0]).toBe("a1");
    expect([...document.querySelectorAll(".coord.file")].map((e) => e.textContent).join("")).toBe("abcdefghij");
  });

  it("sets long German rank names in type that shrinks with their length, so that they fit", () => {
    setLang("de");
    const { view } = mount();
    view.show(blueState());
    const name = square("h9").querySelector<HTMLElement>(".name")!;
    expect(name.textContent).toBe("Feldmarschall");
    expect(name.style.getPropertyValue("--chars")).toBe("13");
    expect(square("a7").querySelector<HTMLElement>(".name")?.style.getPropertyValue("--chars")).toBe("9"); // Aufklärer
    expect(square("e4").querySelector<HTMLElement>(".name")?.style.getPropertyValue("--chars")).toBe("7"); // Mineur: no larger than 7 letters' type
  });

  it("marks what Red knows of Blue's pieces and the Red ranks Blue knows", () => {
    const { view } = mount();
    view.show(blueState());
    expect(square("h9").querySelector(".mark.revealed")).not.toBeNull();
    expect(square("e4").querySelector(".piece")?.classList.contains("known")).toBe(true);
    expect(square("h9").querySelector(".piece")?.classList.contains("known")).toBe(false);
    expect(square("h9").getAttribute("aria-label")).toBe("h9: your Marshal");
    expect(square("e4").getAttribute("aria-label")).toBe("e4: enemy Miner");
  });

  it("moves with arrow keys in screen directions: up is towards Red", () => {
    const { view, sent } = mount();
    view.show(blueState());
    square("a10").focus();
    const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
    for (let i = 0; i < 3; i++) key("ArrowUp"); // a10 -> a7
    expect(document.activeElement).toBe(square("a7"));
    key("Enter");
    key("ArrowLeft"); // towards file b on Blue's screen
    expect(document.activeElement).toBe(square("b7"));
    key("Enter");
    expect(sent).toEqual([{ from: "a7", to: "b7" }]);
  });

  it("tells the turn, the seats, the losses and the verdict from Blue's side", () => {
    const { view } = mount();
    view.show(blueState());
    expect(document.querySelector("#status strong")?.textContent).toBe("Your move");
    const bars = [...document.querySelectorAll<HTMLElement>(".seat-bar")];
    expect(bars.map((b) => b.dataset.seat)).toEqual(["red", "blue"]); // the opponent above the board
    expect(bars[0].textContent).toContain("Ann");
    expect(bars[1].textContent).toContain("Bob");
    expect(bars[1].textContent).toContain("you");
    const captured = [...document.querySelectorAll<HTMLElement>(".captured")];
    expect(captured.map((c) => [c.dataset.side, c.querySelector("h3")?.textContent])).toEqual([["red", "Enemy losses"], ["blue", "Your losses"]]);
    view.show({ ...blueState(), to_move: "red", legal_moves: [] });
    expect(document.querySelector("#status strong")?.textContent).toBe("Ann is to move…");
    view.show({ ...blueState(), phase: "over", result: { ending: "flag captured", code: 1, winner: "blue" }, reveal: [] });
    expect(document.querySelector("#game-over .verdict")?.textContent).toBe("You won!");
    view.show({ ...blueState(), phase: "over", result: { ending: "flag captured", code: 1, winner: "red" }, reveal: [] });
    expect(document.querySelector("#game-over .verdict")?.textContent).toBe("Ann (Red) won.");
  });

  it("says whom the game waits for while the opponent sets up, and marks an opponent away", () => {
    const { view } = mount();
    const state = blueState();
    view.show({ ...state, phase: "setup", legal_moves: [], seats: { ...state.seats, red: { ...state.seats.red, set_up: false, connected: false } } });
    expect(document.querySelector("#status strong")?.textContent).toBe("Waiting for Ann to set up…");
    expect(document.querySelector('.seat-bar[data-seat="red"]')?.textContent).toContain("away");
    expect(document.querySelector("#resign")).toBeNull();
  });
});
