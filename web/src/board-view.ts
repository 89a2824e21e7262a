// The board on screen: squares with lakes and pieces, highlights for the selection, legal
// targets and the last move, and input by mouse, touch (tap or drag) and keyboard (arrow
// keys and Enter). The model's `bottom` side sits at the bottom: a Blue seat sees the board
// turned round, with its own home rows below.
import { h } from "./dom";
import { rankT, t, type TextKey } from "./i18n";
import type { BoardModel, PieceView, SquareView } from "./board-model";
import { pieceElement } from "./piece-view";
import { parseSquare, placeOf, squareAt } from "./viewpoint";

export interface Highlights {
  selected?: string | null;
  targets?: Set<string>;
  movable?: Set<string>; // pieces that have a legal move
  lastMove?: { from: string; to: string } | null;
  battle?: string | null;
  zone?: Set<string>; // squares a setup may use
  pending?: { from: string; to: string } | null; // a move sent, not yet answered
}

export interface BoardInput {
  onActivate?(square: string): void;
  onDrop?(from: string, to: string): void; // a piece dragged onto another square
  canDrag?(square: string): boolean;
}

const DRAG_THRESHOLD = 6;

function labelKey(piece: PieceView): TextKey {
  if (piece.whose === "own") return "square_own";
  if (piece.whose === "enemy") return "square_enemy";
  return piece.color === "red" ? "square_red" : "square_blue";
}

export class BoardView {
  readonly element: HTMLElement;
  private model: BoardModel | null = null;
  private focus: string | null = null;
  private suppressClick = false;

  constructor(private readonly input: BoardInput = {}) {
    this.element = h("div", { class: "board", role: "grid", "aria-label": t("board_label") });
    this.element.addEventListener("click", (e) => this.clicked(e));
    this.element.addEventListener("keydown", (e) => this.keyed(e));
    this.element.addEventListener("pointerdown", (e) => this.pressed(e));
  }

  render(model: BoardModel, marks: Highlights = {}): void {
    this.model = model;
    this.element.style.setProperty("--files", String(model.width));
    this.element.style.setProperty("--ranks", String(model.height));
    this.element.dataset.bottom = model.bottom;
    if (!this.focus || !model.squares.has(this.focus)) this.focus = this.squareOn(0, 0);
    const rows: HTMLElement[] = [];
    for (let row = model.height - 1; row >= 0; row--) {
      const line = h("div", { class: "board-row", role: "row" });
      for (let col = 0; col < model.width; col++) {
        line.append(this.squareElement(model.squares.get(this.squareOn(row, col))!, marks, row === 0, col === 0));
      }
      rows.push(line);
    }
    const hadFocus = this.element.contains(document.activeElement);
    this.element.replaceChildren(...rows);
    // Keyboard players keep their place when the board is drawn anew.
    if (hadFocus) this.element.querySelector<HTMLElement>(`[data-square="${this.focus}"]`)?.focus();
  }

  // The square in the viewer's row `row` (0 at the bottom) and column `col` (0 at the left).
  private squareOn(row: number, col: number): string {
    const { bottom, width, height } = this.model!;
    return squareAt(bottom, width, height, { row, col });
  }

  private squareElement(view: SquareView, marks: Highlights, bottomRow: boolean, leftColumn: boolean): HTMLElement {
    const { file, rank } = parseSquare(view.square);
    const classes = ["square", (file + rank) % 2 ? "light" : "dark"];
    if (view.lake) classes.push("lake");
    if (marks.selected === view.square) classes.push("selected");
    if (marks.movable?.has(view.square)) classes.push("movable");
    if (marks.targets?.has(view.square)) classes.push("target", view.piece ? "attack" : "step");
    if (marks.lastMove && (marks.lastMove.from === view.square || marks.lastMove.to === view.square)) classes.push("last");
    if (marks.battle === view.square) classes.push("battle");
    if (marks.zone?.has(view.square)) classes.push("zone");
    if (marks.pending && (marks.pending.from === view.square || marks.pending.to === view.square)) classes.push("pending");
    const el = h(
      "div",
      {
        class: classes.join(" "),
        role: "gridcell",
        "data-square": view.square,
        tabindex: this.focus === view.square ? 0 : -1,
        "aria-label": this.label(view, marks),
        "aria-selected": marks.selected === view.square ? "true" : undefined,
      },
      view.piece ? pieceElement(view.piece) : null,
    );
    if (bottomRow) el.append(h("span", { class: "coord file" }, view.square[0]));
    if (leftColumn) el.append(h("span", { class: "coord rank" }, view.square.slice(1)));
    return el;
  }

  private label(view: SquareView, marks: Highlights): string {
    let label: string;
    if (view.lake) label = t("square_lake", { square: view.square });
    else if (!view.piece) label = t("square_empty", { square: view.square });
    else label = rankT(labelKey(view.piece), view.piece.rank, { square: view.square });
    return marks.targets?.has(view.square) ? t("square_target", { label }) : label;
  }

  private squareAt(target: EventTarget | null): string | null {
    const el = (target as Element | null)?.closest?.("[data-square]");
    return el instanceof HTMLElement ? (el.dataset.square ?? null) : null;
  }

  private clicked(event: MouseEvent): void {
    if (this.suppressClick) {
      this.suppressClick = false;
      return;
    }
    const square = this.squareAt(event.target);
    if (!square) return;
    this.focus = square;
    this.input.onActivate?.(square);
  }

  private keyed(event: KeyboardEvent): void {
    this.focus = this.squareAt(event.target) ?? this.focus;
    if (!this.model || !this.focus) return;
    const { bottom, width, height } = this.model;
    const { row, col } = placeOf(bottom, width, height, this.focus);
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1],
    };
    if (event.key in step) {
      event.preventDefault();
      const [dc, dr] = step[event.key];
      const nc = Math.min(width - 1, Math.max(0, col + dc));
      const nr = Math.min(height - 1, Math.max(0, row + dr));
      this.moveFocus(this.squareOn(nr, nc));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.input.onActivate?.(this.focus);
    }
  }

  private moveFocus(square: string): void {
    const old = this.element.querySelector<HTMLElement>(`[data-square="${this.focus}"]`);
    const next = this.element.querySelector<HTMLElement>(`[data-square="${square}"]`);
    if (!next) return;
    old?.setAttribute("tabindex", "-1");
    next.setAttribute("tabindex", "0");
    next.focus();
    this.focus = square;
  }

  focusSquare(): string | null {
    return this.focus;
  }

  // Dragging: a pointer pressed on a draggable piece and moved past a few pixels carries a
  // ghost of the piece; releasing it over a square drops it there.
  private pressed(event: PointerEvent): void {
    const from = this.squareAt(event.target);
    if (!from || !this.input.onDrop || !this.input.canDrag?.(from)) return;
    const source = this.element.querySelector<HTMLElement>(`[data-square="${from}"] .piece`);
    if (!source) return;
    const startX = event.clientX;
    const startY = event.clientY;
    let ghost: HTMLElement | null = null;
    const move = (e: PointerEvent) => {
      if (!ghost && Math.hypot(e.clientX - startX, e.clientY - startY) < DRAG_THRESHOLD) return;
      if (!ghost) {
        ghost = source.cloneNode(true) as HTMLElement;
        ghost.classList.add("drag-ghost");
        const box = source.getBoundingClientRect();
        ghost.style.width = `${box.width}px`;
        ghost.style.height = `${box.height}px`;
        document.body.append(ghost);
        source.classList.add("dragging");
      }
      e.preventDefault();
      ghost.style.left = `${e.clientX}px`;
      ghost.style.top = `${e.clientY}px`;
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
      if (!ghost) return;
      ghost.remove();
      source.classList.remove("dragging");
      this.suppressClick = true;
      setTimeout(() => (this.suppressClick = false), 0);
      const to = this.squareAt(document.elementFromPoint(e.clientX, e.clientY));
      if (to && to !== from) this.input.onDrop?.(from, to);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
  }
}
