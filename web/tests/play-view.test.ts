// Rendering the server's state: what the board, the battle log, the captured pieces and
// the move list show, and what a click sends.
import { beforeEach, describe, expect, it } from "vitest";
import { PlayView } from "../src/play-view";
import { setLang } from "../src/i18n";
import type { GameState, MoveIntent } from "../src/types";
import { overState, playState } from "./fixtures";

function mount() {
  const sent: MoveIntent[] = [];
  const calls: string[] = [];
  const view = new PlayView({
    move: (m) => sent.push(m),
    resign: () => calls.push("resign"),
    offerDraw: () => calls.push("draw"),
    answerDraw: (accept) => calls.push(accept ? "accept" : "decline"),
    replay: () => calls.push("replay"),
    newGame: () => calls.push("new"),
  });
  document.body.replaceChildren(view.element);
  return { view, sent, calls };
}

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("play view", () => {
  beforeEach(() => setLang("en"));

  it("draws every square with Red at the bottom, lakes, own ranks and hidden enemies", () => {
    const { view } = mount();
    view.show(playState());
    const cells = [...document.querySelectorAll<HTMLElement>(".square")];
    expect(cells).toHaveLength(100);
    expect(cells[0].dataset.square).toBe("a10");
    expect(cells[99].dataset.square).toBe("j1");
    expect(square("c5").classList.contains("lake")).toBe(true);
    expect(square("c2").querySelector(".piece")?.getAttribute("data-rank")).toBe("marshal");
    expect(square("d8").querySelector(".piece.blue")?.getAttribute("data-rank")).toBe("unknown");
    expect(square("d8").querySelector(".name")).toBeNull();
  });

  it("keeps known enemy ranks marked and shows what the computer knows of Red's pieces", () => {
    const { view } = mount();
    view.show(playState());
    const general = square("e7").querySelector<HTMLElement>(".piece")!;
    expect(general.classList.contains("known")).toBe(true);
    expect(general.dataset.rank).toBe("general");
    expect(square("c2").querySelector(".mark.revealed")).not.toBeNull();
    expect(square("e4").querySelector(".mark.moved")).not.toBeNull();
    expect(square("a4").querySelector(".mark")).toBeNull();
    expect(square("j10").querySelector(".mark.moved")).not.toBeNull();
  });

  it("marks the legal targets of the selected piece and sends the chosen move", () => {
    const { view, sent } = mount();
    view.show(playState());
    click(square("a4"));
    expect(square("a4").classList.contains("selected")).toBe(true);
    const targets = [...document.querySelectorAll<HTMLElement>(".square.target")].map((e) => e.dataset.square).sort();
    expect(targets).toEqual(["a5", "a6", "a7", "a8", "b4"]);
    expect(square("a8").classList.contains("attack")).toBe(true);
    click(square("a8"));
    expect(sent).toEqual([{ from: "a4", to: "a8" }]);
  });

  it("offers nothing to select for a bomb or while the computer is to move", () => {
    const { view } = mount();
    view.show(playState());
    click(square("b1"));
    expect(document.querySelectorAll(".square.selected")).toHaveLength(0);
    view.show({ ...playState(), to_move: "blue", legal_moves: [] });
    click(square("a4"));
    expect(document.querySelectorAll(".square.target")).toHaveLength(0);
    expect(document.querySelector("#status")?.textContent).toContain("thinking");
  });

  it("selects and moves with the keyboard", () => {
    const { view, sent } = mount();
    view.show(playState());
    square("a1").focus();
    const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
    for (let i = 0; i < 3; i++) key("ArrowUp"); // a1 -> a4
    key("Enter");
    expect(document.activeElement).toBe(square("a4")); // the redrawn board keeps the focus
    expect(square("a4").classList.contains("selected")).toBe(true);
    key("ArrowUp");
    key("Enter");
    expect(sent).toEqual([{ from: "a4", to: "a5" }]);
  });

  it("explains battles in the chosen language, lists moves and captured pieces", () => {
    const { view } = mount();
    view.show(playState());
    expect(document.querySelector(".battle-log")?.textContent).toContain("The enemy spy lost against your scout on f6.");
    expect(document.querySelectorAll(".move-list .move")).toHaveLength(4);
    expect(document.querySelector(".move-list")?.textContent).toContain("f7×f6");
    expect(document.querySelector('.captured[data-side="blue"]')?.getAttribute("data-count")).toBe("2");
    expect(document.querySelector('.captured[data-side="red"]')?.getAttribute("data-count")).toBe("1");
    setLang("de");
    view.render();
    expect(document.querySelector(".battle-log")?.textContent).toContain("Der gegnerische Spion verlor gegen deinen Aufklärer auf f6.");
  });

  // Ultimate lightning: the scout on a4 may attack the unknown piece on Blue's back row.
  function rescueState(): GameState {
    const state = playState();
    state.variant = "ultimate-lightning";
    state.legal_moves = [
      { from: "a4", to: "a5" },
      { from: "a4", to: "a10", rescue: { ranks: ["general", "scout"], squares: ["a4", "b4", "j2"] } },
    ];
    state.board = state.board.map((s) => (s.square === "a10" ? { ...s, kind: "enemy", color: "blue", rank: "unknown" } : s));
    return state;
  }
  const chooser = () => document.querySelector<HTMLElement>(".rescue-chooser");

  it("after a move that may rescue, offers the captured pieces, then their squares, and sends the choice", () => {
    const { view, sent } = mount();
    view.show(rescueState());
    click(square("a4"));
    click(square("a10"));
    expect(sent).toEqual([]);  // nothing goes out before the rescue is chosen
    expect(chooser()?.textContent).toContain("a4-a10 reaches the enemy back row");
    expect(chooser()?.textContent).toContain("only if yours wins");  // a10 holds an enemy piece
    const ranks = [...chooser()!.querySelectorAll<HTMLElement>(".rescue-choice")].map((b) => b.dataset.rank);
    expect(ranks).toEqual(["general", "scout"]);
    click(chooser()!.querySelector('[data-rank="general"]')!);
    expect(chooser()?.textContent).toContain("Choose a marked square for your General");
    const targets = [...document.querySelectorAll<HTMLElement>(".square.target")].map((e) => e.dataset.square).sort();
    expect(targets).toEqual(["a4", "b4", "j2"]);
    click(square("e4"));  // not offered: nothing happens
    expect(sent).toEqual([]);
    click(square("j2"));
    expect(sent).toEqual([{ from: "a4", to: "a10", rescue_to: "j2", rescue_rank: "general" }]);
    expect(chooser()).toBeNull();
  });

  it("sends the move without a rescue on request, and takes it back on cancel", () => {
    const { view, sent } = mount();
    view.show(rescueState());
    click(square("a4"));
    click(square("a10"));
    click(document.querySelector("#rescue-cancel")!);
    expect(chooser()).toBeNull();
    expect(sent).toEqual([]);
    click(square("a4"));
    click(square("a10"));
    click(chooser()!.querySelector('[data-rank="scout"]')!);
    click(document.querySelector("#rescue-back")!);
    expect(chooser()!.querySelectorAll(".rescue-choice")).toHaveLength(2);
    click(document.querySelector("#rescue-none")!);
    expect(sent).toEqual([{ from: "a4", to: "a10" }]);
    click(square("a4"));  // nothing more goes out until the server answers the move
    expect(sent).toHaveLength(1);
    view.show(rescueState());  // the move refused: the same position again, nothing pending
    click(square("a4"));
    click(square("a5"));  // no offer: sent at once
    expect(sent.at(-1)).toEqual({ from: "a4", to: "a5" });
  });

  it("tells in the battle log which piece came back, in both languages", () => {
    const { view } = mount();
    const state = rescueState();
    state.log = [...state.log, { ply: 5, side: "red", from: "a4", to: "a10", rescue_to: "j2", rescue_rank: "general", battle: null }];
    view.show(state);
    expect(document.querySelector('.battle-log [data-ply="5"] .rescue')?.textContent).toBe("Your General came back on j2.");
    setLang("de");
    view.render();
    expect(document.querySelector('.battle-log [data-ply="5"] .rescue')?.textContent).toContain("auf j2 zurück");
  });

  it("words the rescue chooser in German too", () => {
    setLang("de");
    const { view } = mount();
    view.show(rescueState());
    click(square("a4"));
    click(square("a10"));
    expect(chooser()?.textContent).toContain("erreicht die gegnerische Grundreihe");
    expect(document.querySelector("#rescue-none")?.textContent).toBe("Keine Rettung");
  });

  it("asks before resigning", () => {
    const { view, calls } = mount();
    view.show(playState());
    click(document.querySelector("#resign")!);
    expect(calls).toEqual([]);
    click(document.querySelector("#resign-yes")!);
    expect(calls).toEqual(["resign"]);
  });

  it("shows why the game ended and reveals the whole board", () => {
    const { view, calls } = mount();
    view.show(overState());
    expect(document.querySelector("#game-over")?.textContent).toContain("The computer won.");
    expect(document.querySelector("#game-over")?.textContent).toContain("resignation");
    expect(square("d8").querySelector(".piece")?.getAttribute("data-rank")).toBe("flag");
    expect(square("j10").querySelector(".piece")?.getAttribute("data-rank")).toBe("scout");
    click(document.querySelector("#replay-game")!);
    expect(calls).toEqual(["replay"]);
  });
});
