// The setup editor against a recorded GET /api/setup answer: the prepared setup, swaps by
// two clicks, named setups, and no start with an illegal setup.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLang } from "../src/i18n";
import { SetupEditor } from "../src/setup-editor";
import { saveSetup } from "../src/setup-store";
import type { Color } from "../src/types";
import { BARRAGE } from "./fixtures";

const PREPARED = "....F.B.../..S.....9./.X...3..../2......2..";

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const rank = (name: string) => square(name).querySelector<HTMLElement>(".piece")?.dataset.rank ?? null;
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));

async function mount(side: Color = "red") {
  const started: string[] = [];
  const editor = new SetupEditor({ variant: BARRAGE, side, onStart: (s) => started.push(s) });
  document.body.replaceChildren(editor.element);
  await vi.waitFor(() => expect(document.querySelectorAll(".setup-board .piece")).toHaveLength(8));
  return { editor, started };
}

describe("setup editor", () => {
  beforeEach(() => {
    setLang("en");
    localStorage.clear();
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ setup: PREPARED }), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the prepared setup from the server in Red's home rows", async () => {
    await mount();
    expect(String(vi.mocked(fetch).mock.calls[0][0])).toMatch(/^\/api\/setup\?variant=barrage/);
    expect(rank("e1")).toBe("flag");
    expect(rank("b3")).toBe("marshal");
    expect(square("c5").classList.contains("lake")).toBe(true);
    expect(document.querySelector(".setup-status")?.textContent).toBe("Valid setup: 8 pieces.");
  });

  it("arranges Blue's setup in Blue's home rows, drawn at the bottom, and sends it from Blue's back row", async () => {
    const { started } = await mount("blue");
    expect(rank("f10")).toBe("flag"); // row 0, column 4 seen from Blue: file f, rank 10
    expect(rank("i8")).toBe("marshal");
    expect(rank("e1")).toBeNull();
    const cells = [...document.querySelectorAll<HTMLElement>(".setup-board .square")];
    expect(cells[0].dataset.square).toBe("j1"); // Blue's view: Red's corner top left
    expect(cells[99].dataset.square).toBe("a10");
    expect(square("f10").classList.contains("zone")).toBe(true);
    expect(square("f1").classList.contains("zone")).toBe(false);
    click(square("f10"));
    click(square("i8"));
    click(document.querySelector("#start-game")!);
    expect(started).toEqual([PREPARED.replace("F", "x").replace("X", "F").replace("x", "X")]);
  });

  it("swaps two pieces picked one after the other, and moves a piece to an empty square", async () => {
    await mount();
    click(square("e1"));
    expect(square("e1").classList.contains("selected")).toBe(true);
    click(square("b3"));
    expect([rank("e1"), rank("b3")]).toEqual(["marshal", "flag"]);
    click(square("e1"));
    click(square("a1"));
    expect([rank("a1"), rank("e1")]).toEqual(["marshal", null]);
  });

  it("starts with the arranged setup string", async () => {
    const { started } = await mount();
    click(square("e1"));
    click(square("b3"));
    click(document.querySelector("#start-game")!);
    expect(started).toEqual([PREPARED.replace("F", "x").replace("X", "F").replace("x", "X")]);
  });

  it("loads a named setup, and an illegal one cannot be started", async () => {
    saveSetup("barrage", "two flags", PREPARED.replace("X", "F"));
    const { started } = await mount();
    click(document.querySelector('.load-setup[data-name="two flags"]')!);
    expect(document.querySelector<HTMLButtonElement>("#start-game")!.disabled).toBe(true);
    expect(document.querySelector(".setup-status")?.textContent).toContain("too few of Marshal");
    click(document.querySelector("#start-game")!);
    expect(started).toEqual([]);
  });

  it("saves the current setup under a name", async () => {
    await mount();
    document.querySelector<HTMLInputElement>("#setup-name")!.value = "corner";
    click(document.querySelector("#save-setup")!);
    expect(document.querySelector('.load-setup[data-name="corner"]')).not.toBeNull();
  });
});
