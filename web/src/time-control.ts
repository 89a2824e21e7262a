// Time controls as the protocol writes them ("none", "isf", "fischer:300+5", "move:30",
// "days:3"): read, written and told in words; and clock times as people read them.
import { t } from "./i18n";
import type { ClockText } from "./types";

export type TimeControl =
  | { kind: "none" }
  | { kind: "isf" }
  | { kind: "fischer"; base: number; increment: number } // seconds
  | { kind: "move"; seconds: number }
  | { kind: "days"; days: number };

export type TimeControlKind = TimeControl["kind"];
export const TIME_CONTROL_KINDS: TimeControlKind[] = ["none", "isf", "fischer", "move", "days"];

// The server's bounds (engine/time_control.hpp): Fischer 1 s to 3 hours plus at most 10
// minutes a move, a move 1 s to 1 hour, correspondence 1 to 14 days.
export const LIMITS = {
  fischerBase: [1, 3 * 3600], fischerIncrement: [0, 600], move: [1, 3600], days: [1, 14],
} as const;

function within(value: number, [low, high]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= low && value <= high;
}

export function clockText(control: TimeControl): ClockText {
  switch (control.kind) {
    case "none": return "none";
    case "isf": return "isf";
    case "fischer": return `fischer:${control.base}+${control.increment}`;
    case "move": return `move:${control.seconds}`;
    case "days": return `days:${control.days}`;
  }
}

// The control a text names, or null for a text the protocol does not know.
export function parseClock(text: ClockText | null | undefined): TimeControl | null {
  if (!text || text === "none") return { kind: "none" };
  if (text === "isf") return { kind: "isf" };
  let m = /^fischer:(\d{1,5})\+(\d{1,3})$/.exec(text);
  if (m) {
    const [base, increment] = [Number(m[1]), Number(m[2])];
    return within(base, LIMITS.fischerBase) && within(increment, LIMITS.fischerIncrement) ? { kind: "fischer", base, increment } : null;
  }
  m = /^move:(\d{1,4})$/.exec(text);
  if (m) return within(Number(m[1]), LIMITS.move) ? { kind: "move", seconds: Number(m[1]) } : null;
  m = /^days:(\d{1,2})$/.exec(text);
  if (m) return within(Number(m[1]), LIMITS.days) ? { kind: "days", days: Number(m[1]) } : null;
  return null;
}

// "12 min + 4 s Bronstein", "5 min + 5 s", "30 s a move", "3 days a move", "no clock".
export function clockLabel(text: ClockText | null | undefined): string {
  const control = parseClock(text);
  if (!control) return text ?? "";
  switch (control.kind) {
    case "none": return t("clock_none");
    case "isf": return t("clock_isf_short");
    case "fischer": return t("clock_fischer_short", { base: duration(control.base), increment: control.increment });
    case "move": return t("clock_move_short", { time: duration(control.seconds) });
    case "days": return t(control.days === 1 ? "clock_day_short" : "clock_days_short", { days: control.days });
  }
}

// Seconds in words for a label: "90 s", "5 min", "1 h 30 min".
function duration(seconds: number): string {
  if (seconds < 60 || seconds % 60) return `${seconds} s`;
  const minutes = seconds / 60;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

const pad = (n: number) => String(n).padStart(2, "0");

// A clock's time left: "12:00", "1:02:03", tenths under 10 s ("0:04.3", unless `tenths` is
// false: a time that is not a clock), days for correspondence ("2 d 03:15").
export function formatClock(ms: number, tenths = true): string {
  const clamped = Math.max(0, ms);
  if (tenths && clamped < 10_000) return `0:0${Math.floor(clamped / 1000)}.${Math.floor((clamped % 1000) / 100)}`;
  const total = Math.ceil(clamped / 1000);
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days) return `${days} d ${pad(hours)}:${pad(minutes)}`;
  if (hours) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${minutes}:${pad(seconds)}`;
}

// When a clock counts as low: a tenth of a correspondence move's days (at least an hour),
// 10 s of a fixed time per move, else 30 s.
export function lowTimeMs(text: ClockText | null | undefined): number {
  const control = parseClock(text);
  if (control?.kind === "days") return Math.max(3_600_000, control.days * 8_640_000);
  if (control?.kind === "move") return Math.min(10_000, control.seconds * 250);
  return 30_000;
}
