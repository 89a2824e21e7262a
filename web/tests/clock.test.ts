// Time controls in the protocol's words, clocks counted down from a frame's arrival, and
// the ticker that redraws them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Ticker, readClock } from "../src/clock";
import { setLang } from "../src/i18n";
import { clockLabel, clockText, formatClock, lowTimeMs, parseClock } from "../src/time-control";
import type { ClockState } from "../src/types";

const isf: ClockState = { control: "isf", red_ms: 720_000, blue_ms: 700_000, running: "red", free_ms: 4000, game_ms: 3_000_000, setup_ms: null };

describe("time controls", () => {
  it("reads and writes every control of the protocol, and refuses what lies outside its bounds", () => {
    for (const text of ["none", "isf", "fischer:300+5", "move:30", "days:3", "days:14", "fischer:10800+600"])
      expect(clockText(parseClock(text)!)).toBe(text);
    for (const bad of ["fischer:0+5", "fischer:300+601", "move:0", "move:3601", "days:0", "days:15", "blitz", "fischer:300", "days:1.5"])
      expect(parseClock(bad), bad).toBeNull();
    expect(parseClock(undefined)).toEqual({ kind: "none" });
  });

  it("tells a control in words in both languages", () => {
    setLang("en");
    expect(clockLabel("fischer:300+5")).toBe("5 min + 5 s a move");
    expect(clockLabel("move:90")).toBe("90 s a move");
    expect(clockLabel("days:1")).toBe("1 day a move (correspondence)");
    expect(clockLabel("isf")).toContain("Bronstein");
    setLang("de");
    expect(clockLabel("days:3")).toBe("3 Tage pro Zug (Fernpartie)");
    expect(clockLabel("none")).toBe("ohne Uhr");
    expect(clockLabel("fischer:5400+30")).toBe("1 h 30 min + 30 s pro Zug");
  });

  it("formats time left with tenths under 10 s, hours and days", () => {
    expect(formatClock(720_000)).toBe("12:00");
    expect(formatClock(59_001)).toBe("1:00");
    expect(formatClock(4_340)).toBe("0:04.3");
    expect(formatClock(-5)).toBe("0:00.0");
    expect(formatClock(4_340, false)).toBe("0:05");
    expect(formatClock(3_723_000)).toBe("1:02:03");
    expect(formatClock(2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000)).toBe("2 d 03:15");
    expect(lowTimeMs("isf")).toBe(30_000);
    expect(lowTimeMs("days:2")).toBe(3_600_000 * 4.8);
  });
});

describe("clocks", () => {
  afterEach(() => vi.useRealTimers());

  it("counts the running side down from the arrival, charging only beyond the free time (Bronstein)", () => {
    expect(readClock(isf, 3000, "play")).toMatchObject({ red: 720_000, blue: 700_000, free: 1000, game: 2_997_000 });
    expect(readClock(isf, 10_000, "play")).toMatchObject({ red: 714_000, blue: 700_000, free: 0, running: "red" });
    expect(readClock(isf, 10_000_000, "play").red).toBe(0);
    expect(readClock(isf, 10_000, "over")).toMatchObject({ red: 720_000, running: null, game: 3_000_000 }); // nothing runs at the end
  });

  it("counts the set-up clock during set-up only", () => {
    const setup: ClockState = { control: "fischer:300+5", red_ms: 300_000, blue_ms: 300_000, running: null, setup_ms: 300_000 };
    expect(readClock(setup, 61_000, "setup")).toMatchObject({ setup: 239_000, red: 300_000, blue: 300_000 });
  });

  it("redraws from the same arrival every 100 ms, so that no error adds up", () => {
    vi.useFakeTimers();
    let now = 1000;
    const ticker = new Ticker(() => now);
    const seen: number[] = [];
    ticker.bind((t) => seen.push(readClock(isf, t - 1000, "play").red));
    for (let i = 0; i < 150; i++) {
      now += 100 + (i % 3); // a late timer here and there
      vi.advanceTimersByTime(100);
    }
    expect(seen).toHaveLength(151);
    expect(seen.at(-1)).toBe(720_000 - (now - 1000 - 4000));
    ticker.reset();
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(151); // a reset (a redraw) unbinds
  });
});
