// The clocks on screen, each an element bound to a Ticker that redraws it from the frame's
// arrival: a side's clock (running, low), the ISF game clock, the set-up clock, how long
// an opponent has been away and when the game may be claimed.
import { readClock, type Ticker } from "./clock";
import { h } from "./dom";
import { t } from "./i18n";
import { sideText } from "./seats-view";
import { formatClock, lowTimeMs } from "./time-control";
import type { ClockState, Color, Phase } from "./types";

// A clock as the frame that arrived at `arrivedAt` (on the ticker's timeline) tells it.
export interface TimedClock {
  clock: ClockState;
  arrivedAt: number;
  phase: Phase;
}

export function sideClock(ticker: Ticker, timed: TimedClock, side: Color): HTMLElement {
  const el = h("span", { class: `clock ${side}`, "data-clock": side, role: "timer", "aria-label": t("clock_of", { side: sideText(side) }) });
  const low = lowTimeMs(timed.clock.control);
  ticker.bind((now) => {
    const reading = readClock(timed.clock, now - timed.arrivedAt, timed.phase);
    const left = reading[side];
    const running = reading.running === side;
    const free = running && reading.free > 0 ? ` (${t("clock_free", { time: formatClock(reading.free) })})` : "";
    el.textContent = formatClock(left) + free;
    el.classList.toggle("running", running);
    el.classList.toggle("low", left <= low);
    el.classList.toggle("out", left <= 0);
  });
  return el;
}

export function gameClock(ticker: Ticker, timed: TimedClock): HTMLElement | null {
  if (timed.clock.game_ms === null || timed.clock.game_ms === undefined) return null;
  const el = h("p", { class: "game-clock", id: "game-clock", role: "timer" });
  ticker.bind((now) => {
    const game = readClock(timed.clock, now - timed.arrivedAt, timed.phase).game ?? 0;
    el.textContent = t("clock_game", { time: formatClock(game) });
    el.classList.toggle("low", game <= 5 * 60_000);
  });
  return el;
}

export function setupClock(ticker: Ticker, timed: TimedClock): HTMLElement | null {
  if (timed.phase !== "setup" || timed.clock.setup_ms === null || timed.clock.setup_ms === undefined) return null;
  const time = h("strong", {});
  const el = h("p", { class: "setup-clock", id: "setup-clock", role: "timer" }, time, h("span", { class: "hint" }, ` ${t("clock_setup_note")}`));
  ticker.bind((now) => {
    const left = readClock(timed.clock, now - timed.arrivedAt, timed.phase).setup ?? 0;
    time.textContent = t("clock_setup", { time: formatClock(left) });
    el.classList.toggle("low", left <= 30_000);
  });
  return el;
}

// "away for 1:23", counting up from what the frame said.
export function bindAway(ticker: Ticker, el: HTMLElement, awayMs: number, arrivedAt: number): void {
  ticker.bind((now) => (el.textContent = t("seat_away_for", { time: formatClock(awayMs + now - arrivedAt, false) })));
}

// The countdown to the moment this seat may claim the game, then the button that claims it.
export function claimBanner(ticker: Ticker, claimInMs: number, arrivedAt: number, name: string, onClaim: () => void): HTMLElement {
  const text = h("p", {});
  const button = h("button", { class: "primary", id: "claim-game", hidden: true }, t("claim_button"));
  button.addEventListener("click", onClaim);
  const el = h("div", { class: "claim-banner", id: "claim", role: "status" }, text, button);
  ticker.bind((now) => {
    const left = claimInMs - (now - arrivedAt);
    const ready = left <= 0;
    text.textContent = ready ? t("claim_now", { name }) : t("claim_wait", { name, time: formatClock(left, false) });
    button.hidden = !ready;
    el.dataset.ready = String(ready);
  });
  return el;
}
