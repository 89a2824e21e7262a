import { describe, expect, it } from "vitest";
import { chooseRank, finishRescue, plainMove, rescueTargets, startRescue } from "../src/rescue";
import type { LegalMove } from "../src/types";

const offer: LegalMove = { from: "a9", to: "a10", rescue: { ranks: ["general", "scout"], squares: ["a9", "c3"] } };

describe("choosing a rescue", () => {
  it("starts only for a move that carries an offer", () => {
    expect(startRescue({ from: "a4", to: "a5" })).toBeNull();
    expect(startRescue({ from: "a9", to: "a10", rescue: { ranks: [], squares: ["a9"] } })).toBeNull();
    expect(startRescue(offer)).toEqual({ move: offer, rank: null });
  });

  it("offers squares only once an offered rank is chosen, and finishes only on them", () => {
    const draft = startRescue(offer)!;
    expect(rescueTargets(draft).size).toBe(0);
    expect(finishRescue(draft, "c3")).toBeNull();
    expect(chooseRank(draft, "marshal")).toBe(draft);  // not offered
    const general = chooseRank(draft, "general");
    expect([...rescueTargets(general)]).toEqual(["a9", "c3"]);
    expect(finishRescue(general, "e5")).toBeNull();
    expect(finishRescue(general, "c3")).toEqual({ from: "a9", to: "a10", rescue_to: "c3", rescue_rank: "general" });
  });

  it("sends the move without the offer when no rescue is wanted", () => {
    expect(plainMove(offer)).toEqual({ from: "a9", to: "a10" });
  });
});
