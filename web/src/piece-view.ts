// One piece as a DOM element: its colour, rank symbol and name, and the marks of what the
// opponent knows about it.
import { h, svg } from "./dom";
import { rankText } from "./i18n";
import { boardSymbol } from "./ranks";
import type { PieceView } from "./board-model";
import type { Color, RankName } from "./types";

const BOMB = `<svg viewBox="0 0 24 24" class="icon" aria-hidden="true"><circle cx="10" cy="14" r="7" fill="currentColor"/><path d="M14 8l3-3m0 0l2 1m-2-1l1-2" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
const FLAG = `<svg viewBox="0 0 24 24" class="icon" aria-hidden="true"><path d="M6 21V3" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><path d="M7 4h11l-3 4 3 4H7z" fill="currentColor"/></svg>`;
const EYE = `<svg viewBox="0 0 24 24" class="mark-icon" aria-hidden="true"><path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="3" fill="currentColor"/></svg>`;

function symbolOf(rank: RankName): Node {
  if (rank === "bomb") return svg(BOMB);
  if (rank === "flag") return svg(FLAG);
  return document.createTextNode(boardSymbol(rank));
}

// The type shrinks with the name's length (--chars), so that "Feldmarschall" fits uncut.
function nameElement(name: string): HTMLElement {
  const el = h("span", { class: "name" }, name);
  el.style.setProperty("--chars", String(Math.max(name.length, 7)));
  return el;
}

// How a piece of another side is framed: a rank known in play, or one only the end showed.
function knowledgeClass(piece: PieceView, showMarks: boolean): string {
  if (!showMarks || piece.whose === "own" || piece.rank === "unknown") return "";
  return piece.unveiled ? " unveiled" : " known";
}

export function pieceElement(piece: PieceView, showMarks = true): HTMLElement {
  const known = piece.rank !== "unknown";
  const el = h(
    "span",
    {
      class: `piece ${piece.color}${known ? "" : " hidden-rank"}${knowledgeClass(piece, showMarks)}`,
      "data-rank": piece.rank,
      "data-color": piece.color,
    },
    h("span", { class: "symbol" }, symbolOf(piece.rank)),
    known ? nameElement(rankText(piece.rank)) : null,
  );
  if (showMarks && piece.revealed && piece.whose === "own") {
    el.append(h("span", { class: "mark revealed", title: "" }, svg(EYE)));
    el.dataset.revealed = "true";
  }
  if (showMarks && piece.moved) {
    el.append(h("span", { class: "mark moved" }));
    el.dataset.moved = "true";
  }
  return el;
}

// A piece without the board's marks: in battle cards, captured lists and pictures.
export function plainPiece(color: Color, rank: RankName): HTMLElement {
  return pieceElement({ color, rank, whose: "public", moved: false, revealed: false }, false);
}
