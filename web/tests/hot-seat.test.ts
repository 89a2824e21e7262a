// Two people at one device: the cover's state machine, and the screen that draws only the
// open seat's frames (one fake WebSocket per seat) and no board at all while covered.
import { describe, expect, it, vi } from "vitest";
import { HotSeat, seatAwaited } from "../src/hot-seat";
import { HotSeatScreen } from "../src/hot-seat-screen";
import type { Color, GameState } from "../src/types";
import { socketOf, useFakeSockets } from "./fake-socket";
import { afterMove, blueState, catalogue, moveFrame, playState, personSeats } from "./fixtures";

function at(phase: GameState["phase"], redSetUp: boolean, blueSetUp: boolean, plies: number, toMove: Color = plies % 2 ? "blue" : "red"): GameState {
  const seats = personSeats();
  seats.red.set_up = redSetUp;
  seats.blue.set_up = blueSetUp;
  const log = Array.from({ length: plies }, (_, i) => ({ ply: i + 1, side: (i % 2 ? "blue" : "red") as Color, from: "a1", to: "a2", battle: null }));
  return { ...playState(), phase, seats, log, to_move: toMove };
}

describe("hot-seat cover", () => {
  it("waits for Red's set-up first, then Blue's, then the side to move", () => {
    expect(seatAwaited(at("setup", false, false, 0))).toBe("red");
    expect(seatAwaited(at("setup", true, false, 0))).toBe("blue");
    expect(seatAwaited(at("play", true, true, 3))).toBe("blue");
    expect(seatAwaited(at("over", true, true, 3))).toBeNull();
  });

  it("covers between set-ups and turns, and opens only on Ready", () => {
    const machine = new HotSeat(at("setup", false, false, 0));
    expect(machine.cover).toEqual({ covered: true, next: "red" });
    expect(machine.settled("red", at("setup", true, false, 0))).toBe(false); // covered: nothing is drawn
    expect(machine.ready()).toEqual({ covered: false, seat: "red" });
    expect(machine.settled("red", at("setup", false, false, 0))).toBe(false); // still Red's set-up
    expect(machine.settled("red", at("setup", true, false, 0))).toBe(true);
    expect(machine.cover).toEqual({ covered: true, next: "blue" });
    machine.ready();
    expect(machine.settled("blue", at("play", true, true, 0))).toBe(true); // both set up: Red moves first
    expect(machine.cover).toEqual({ covered: true, next: "red" });
    machine.ready();
    expect(machine.settled("red", at("play", true, true, 1))).toBe(true);
    expect(machine.cover).toEqual({ covered: true, next: "blue" });
  });

  it("lets a late frame of the opened seat decide nothing", () => {
    const machine = new HotSeat(at("play", true, true, 4)); // Red to move
    machine.ready();
    machine.settled("red", at("play", true, true, 5));
    machine.ready(); // Blue opens; its socket still holds the frame before Red's move
    expect(machine.settled("blue", at("play", true, true, 4))).toBe(false);
    expect(machine.cover).toEqual({ covered: false, seat: "blue" });
    expect(machine.settled("blue", at("play", true, true, 5))).toBe(false); // Blue to move: stays open
    expect(machine.settled("red", at("play", true, true, 6))).toBe(false); // not the open seat
    expect(machine.settled("blue", at("play", true, true, 6))).toBe(true);
  });

  it("hands the device to the other seat to answer a draw offer, and back once answered", () => {
    const machine = new HotSeat(at("play", true, true, 4)); // Red to move
    machine.ready();
    expect(machine.offeredDraw("blue")).toBe(false); // only the seat at the device offers
    expect(machine.offeredDraw("red")).toBe(true);
    expect(machine.cover).toEqual({ covered: true, next: "blue" });
    machine.ready();
    expect(machine.settled("blue", at("play", true, true, 4))).toBe(false); // Red to move, but Blue owes an answer
    expect(machine.cover).toEqual({ covered: false, seat: "blue" });
    machine.drawAnswered();
    expect(machine.settled("blue", at("play", true, true, 4))).toBe(true);
    expect(machine.cover).toEqual({ covered: true, next: "red" });
  });

  it("stays open once the game is over", () => {
    const machine = new HotSeat(at("play", true, true, 2));
    machine.ready();
    expect(machine.settled("red", at("over", true, true, 3))).toBe(false);
    expect(machine.cover).toEqual({ covered: false, seat: "red" });
    expect(new HotSeat(at("over", true, true, 3)).cover).toEqual({ covered: false, seat: "red" });
  });
});

const ranksInPage = () => [...document.querySelectorAll<HTMLElement>(".board .piece")].map((p) => `${p.closest<HTMLElement>("[data-square]")!.dataset.square}:${p.dataset.color}:${p.dataset.rank}`);

describe("hot-seat screen", () => {
  useFakeSockets();

  it("draws only the open seat's frames, and no board while covered", async () => {
    const red = { ...playState(), seats: personSeats() }; // Red to move
    const blue = { ...blueState(), to_move: "red" as const, legal_moves: [], log: red.log };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(red))));
    const screen = new HotSeatScreen({ session: { game: "g1", seats: { red: "t-red", blue: "t-blue" } }, catalogue: catalogue(), navigate: () => {} });
    document.body.replaceChildren(screen.element);
    await vi.waitFor(() => expect(document.querySelector("#hotseat-ready")).not.toBeNull());
    expect(document.querySelector("#pass-heading")?.textContent).toBe("Pass the device to Ann (Red)");
    socketOf("t-red").deliver({ type: "state", ...red });
    socketOf("t-blue").deliver({ type: "state", ...blue });
    expect(document.querySelector(".board")).toBeNull(); // covered: nothing of either seat

    (document.querySelector("#hotseat-ready") as HTMLElement).click();
    await vi.waitFor(() => expect(document.querySelector(".board")).not.toBeNull());
    expect(document.querySelector(".board")?.getAttribute("data-bottom")).toBe("red");
    expect(ranksInPage()).toContain("c2:red:marshal");
    expect(ranksInPage().some((r) => r.startsWith("h9:"))).toBe(false); // Blue's marshal is not Red's to see

    // Red moves; Blue's frame of that move arrives too, but only Red's is drawn, then the cover.
    const afterRed = afterMove(red, "a4", "a5");
    const blueAfter = afterMove(blue, "a4", "a5", { legal_moves: blueState().legal_moves });
    socketOf("t-blue").deliver(moveFrame(blue, blueAfter));
    socketOf("t-red").deliver(moveFrame(red, afterRed));
    await vi.waitFor(() => expect(document.querySelector("#pass-heading")?.textContent).toBe("Pass the device to Bob (Blue)"));
    expect(document.querySelector(".board")).toBeNull();
    expect(document.body.textContent).not.toContain("Marshal");

    (document.querySelector("#hotseat-ready") as HTMLElement).click();
    await vi.waitFor(() => expect(document.querySelector(".board")?.getAttribute("data-bottom")).toBe("blue"));
    expect(ranksInPage()).toContain("h9:blue:marshal");
    expect(ranksInPage().some((r) => r.startsWith("c2:red:marshal"))).toBe(false);
    expect(screen.element.dataset.seat).toBe("blue");
    screen.dispose();
  });
});
