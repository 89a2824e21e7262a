// The battle log, the move list and the captured pieces, all read from the state's log
// and captured counts.
import { h } from "./dom";
import { lang, rankText, t } from "./i18n";
import { plainPiece } from "./piece-view";
import { RANK_ORDER } from "./ranks";
import type { Army, Battle, Color, LogEntry, Viewer } from "./types";

export function battleText(battle: Battle): string {
  return battle.text[lang()] || battle.text.en;
}

// Plies count single moves; people count a move of Red and Blue's answer as one.
export function moveNumber(ply: number): number {
  return Math.ceil(ply / 2);
}

// Ultimate lightning: the piece a move brought back, told from the viewer's side.
export function rescueText(entry: LogEntry, viewer: Viewer): string {
  if (!entry.rescue_to || !entry.rescue_rank) return "";
  const params = { rank: rankText(entry.rescue_rank), square: entry.rescue_to };
  if (!viewer) return t(entry.side === "red" ? "rescue_red" : "rescue_blue", params);
  return t(entry.side === viewer ? "rescue_mine" : "rescue_theirs", params);
}

export function battleLogElement(log: LogEntry[], viewer: Viewer): HTMLElement {
  const events = log.filter((e) => e.battle || e.rescue_to);
  const list = h("ol", { class: "battle-log", "aria-live": "polite" });
  for (const entry of [...events].reverse()) {
    list.append(
      h(
        "li",
        { class: `battle-entry ${entry.side}`, "data-ply": entry.ply },
        h("span", { class: "ply" }, `${moveNumber(entry.ply)}.`),
        entry.battle ? h("span", { class: "text" }, battleText(entry.battle)) : null,
        entry.rescue_to ? h("span", { class: "rescue" }, rescueText(entry, viewer)) : null,
      ),
    );
  }
  if (!events.length) list.append(h("li", { class: "empty" }, t("battle_log_empty")));
  return list;
}

export function moveText(entry: LogEntry): string {
  const rescue = entry.rescue_to ? `+${entry.rescue_to}` : "";
  return `${entry.from}${entry.battle ? "×" : "-"}${entry.to}${rescue}`;
}

// Pairs of plies per line, as in a chess move list; `current` marks one ply (replay).
export function moveListElement(log: LogEntry[], current: number | null = null): HTMLElement {
  const list = h("ol", { class: "move-list" });
  for (let i = 0; i < log.length; i += 2) {
    const pair = log.slice(i, i + 2).map((e) =>
      h("span", { class: `move ${e.side}${e.ply === current ? " current" : ""}`, "data-ply": e.ply }, moveText(e)),
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
