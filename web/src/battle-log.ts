// The battle log, the move list and the captured pieces, all read from the state's log
// and captured counts.
import { h } from "./dom";
import { lang, rankT, rankText, t } from "./i18n";
import { plainPiece } from "./piece-view";
import { RANK_ORDER } from "./ranks";
import type { Army, Battle, Color, LogEntry, Viewer } from "./types";

export function battleText(battle: Battle): string {
  return battle.text[lang()] || battle.text.en;
}

// Ultimate lightning: the piece a move brought back, told from the viewer's side.
export function rescueText(entry: LogEntry, viewer: Viewer): string {
  if (!entry.rescue_to || !entry.rescue_rank) return "";
  const key = !viewer ? (entry.side === "red" ? "rescue_red" : "rescue_blue") : entry.side === viewer ? "rescue_mine" : "rescue_theirs";
  return rankT(key, entry.rescue_rank, { square: entry.rescue_to });
}

function isEvent(entry: LogEntry): boolean {
  return !!entry.battle || !!entry.rescue_to;
}

function eventParts(entry: LogEntry, viewer: Viewer): HTMLElement[] {
  const parts = [h("span", { class: "ply" }, `${entry.ply}.`)];
  if (entry.battle) parts.push(h("span", { class: "text" }, battleText(entry.battle)));
  if (entry.rescue_to) parts.push(h("span", { class: "rescue" }, rescueText(entry, viewer)));
  return parts;
}

export function battleLogElement(log: LogEntry[], viewer: Viewer): HTMLElement {
  const events = log.filter(isEvent);
  const list = h("ol", { class: "battle-log", "aria-live": "polite" });
  for (const entry of [...events].reverse()) {
    list.append(h("li", { class: `battle-entry ${entry.side}`, "data-ply": entry.ply }, ...eventParts(entry, viewer)));
  }
  if (!events.length) list.append(h("li", { class: "empty" }, t("battle_log_empty")));
  return list;
}

// The latest battle right under the board, where a phone shows it without scrolling
// (a wide screen has the log beside the board and hides this line).
export function latestBattleElement(log: LogEntry[], viewer: Viewer): HTMLElement | null {
  const entry = [...log].reverse().find(isEvent);
  if (!entry) return null;
  return h("p", { class: "latest-battle", id: "latest-battle", "data-ply": entry.ply }, ...eventParts(entry, viewer));
}

export function moveText(entry: LogEntry): string {
  const rescue = entry.rescue_to ? `+${entry.rescue_to}` : "";
  return `${entry.from}${entry.battle ? "×" : "-"}${entry.to}${rescue}`;
}

// Two moves a line, each with its own number: every move of either side counts one, here,
// in the battle log and in the replay alike (the server's ply); `current` marks one (replay).
export function moveListElement(log: LogEntry[], current: number | null = null): HTMLElement {
  const list = h("ol", { class: "move-list" });
  for (let i = 0; i < log.length; i += 2) {
    const pair = log.slice(i, i + 2).map((e) =>
      h("span", { class: `move ${e.side}${e.ply === current ? " current" : ""}`, "data-ply": e.ply },
        h("span", { class: "ply" }, `${e.ply}.`), moveText(e)),
    );
    list.append(h("li", {}, ...pair));
  }
  return list;
}

function capturedHeading(side: Color, viewer: Viewer): string {
  if (!viewer) return t(side === "red" ? "captured_red_side" : "captured_blue_side");
  return t(side === viewer ? "captured_own" : "captured_enemy");
}

// The pieces `side` lost, headed from the viewer's side ("your losses") or by colour.
export function capturedElement(side: Color, army: Army, viewer: Viewer): HTMLElement {
  const pieces = RANK_ORDER.flatMap((rank) =>
    Array.from({ length: army[rank] ?? 0 }, () => {
      const piece = plainPiece(side, rank);
      piece.title = rankText(rank);
      return piece;
    }),
  );
  return h(
    "div",
    { class: `captured ${side}`, "data-side": side, "data-count": pieces.length },
    h("h3", {}, capturedHeading(side, viewer)),
    pieces.length ? h("div", { class: "captured-pieces" }, ...pieces) : h("p", { class: "empty" }, t("nothing")),
  );
}
