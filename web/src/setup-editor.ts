// The set-up phase: the prepared setup from the server, swaps by picking two pieces or by
// dragging, a new setup, named setups in local storage, and a start that is only
// possible with a setup that matches the army.
import { fetchSetup } from "./api";
import { modelFromSetup } from "./board-model";
import { BoardView } from "./board-view";
import { h } from "./dom";
import { rankText, t } from "./i18n";
import {
  cellOfSquare, formatSetup, parseSetup, setupProblems, swapCells, type SetupGrid, type SetupProblem,
} from "./setup";
import { deleteSetup, loadSetup, saveSetup, savedSetupNames } from "./setup-store";
import type { Color, VariantInfo } from "./types";
import { squareAt } from "./viewpoint";

export interface SetupEditorOptions {
  variant: VariantInfo;
  side: Color; // whose home rows: the grid and the board are seen from this side
  onStart(setup: string): void;
  // The arrangement changed (and is valid): with a clock, the server keeps it as a draft.
  onChange?(setup: string): void;
}

export function problemText(p: SetupProblem): string {
  return t(p.kind === "too_many" ? "setup_too_many" : "setup_too_few", { rank: rankText(p.rank), have: p.have, want: p.want });
}

export class SetupEditor {
  readonly element = h("section", { class: "setup-editor" });
  private grid: SetupGrid | null = null;
  private selected: string | null = null;
  private message = "";
  private readonly board: BoardView;
  private seed = Math.floor(Math.random() * 1e9);
  private readonly heading = h("h2", {});
  private readonly hint = h("p", { class: "hint", id: "setup-hint" });
  private readonly side = h("aside", { class: "side-panel" });

  constructor(private readonly options: SetupEditorOptions) {
    this.board = new BoardView({
      onActivate: (square) => this.activate(square),
      onDrop: (from, to) => this.swap(from, to),
      canDrag: (square) => this.pieceAt(square),
    });
    this.board.element.classList.add("setup-board");
    this.element.append(
      h("div", { class: "board-column" }, this.heading, this.hint, this.board.element),
      this.side,
    );
    void this.drawNew();
  }

  private async drawNew(): Promise<void> {
    try {
      const text = await fetchSetup(this.options.variant.name, this.seed++);
      this.grid = parseSetup(text, this.options.variant.width, this.options.variant.setup_rows);
      this.selected = null;
      this.message = "";
      this.changed();
    } catch (e) {
      this.message = t("server_error", { message: (e as Error).message });
    }
    this.render();
  }

  private changed(): void {
    if (this.grid && !setupProblems(this.grid, this.options.variant.army).length) this.options.onChange?.(formatSetup(this.grid));
  }

  showError(message: string): void {
    this.message = t("server_error", { message });
    this.render();
  }

  private cellOf(square: string) {
    return this.grid && cellOfSquare(square, this.grid, { color: this.options.side, height: this.options.variant.height });
  }

  private pieceAt(square: string): boolean {
    const cell = this.cellOf(square);
    return !!cell && !!this.grid![cell.row][cell.col];
  }

  private activate(square: string): void {
    if (!this.cellOf(square)) return;
    if (this.selected === null) {
      if (this.pieceAt(square)) this.selected = square;
    } else if (this.selected === square) {
      this.selected = null;
    } else {
      this.swap(this.selected, square);
      return;
    }
    this.render();
  }

  private swap(from: string, to: string): void {
    if (!this.grid) return;
    const a = this.cellOf(from);
    const b = this.cellOf(to);
    if (a && b) this.grid = swapCells(this.grid, a, b);
    this.selected = null;
    if (a && b) this.changed();
    this.message = "";
    this.render();
  }

  private zone(): Set<string> {
    const { variant, side } = this.options;
    const squares = new Set<string>();
    for (let row = 0; row < variant.setup_rows; row++)
      for (let col = 0; col < variant.width; col++) squares.add(squareAt(side, variant.width, variant.height, { row, col }));
    return squares;
  }

  render(): void {
    const { variant } = this.options;
    if (this.grid) {
      this.board.render(modelFromSetup(this.grid, this.options.side, variant.width, variant.height, new Set(variant.lakes ?? [])), {
        selected: this.selected,
        zone: this.zone(),
      });
    }
    const problems = this.grid ? setupProblems(this.grid, variant.army) : [];
    const count = this.grid ? this.grid.flat().filter(Boolean).length : 0;
    const status = problems.length
      ? h("p", { class: "setup-status invalid", role: "status" }, t("setup_invalid", { reason: problems.map(problemText).join(", ") }))
      : h("p", { class: "setup-status valid", role: "status" }, t("setup_valid", { count }));
    const selectedCell = this.selected ? this.cellOf(this.selected) : null;
    const hint = selectedCell
      ? t("setup_selected", { rank: rankText(this.grid![selectedCell.row][selectedCell.col]!), square: this.selected! })
      : t("setup_hint");
    const start = h("button", { class: "primary", id: "start-game", disabled: !this.grid || problems.length > 0 }, t("setup_start"));
    start.addEventListener("click", () => this.grid && !setupProblems(this.grid, variant.army).length && this.options.onStart(formatSetup(this.grid)));
    const fresh = h("button", { id: "new-setup" }, t("setup_new"));
    fresh.addEventListener("click", () => void this.drawNew());
    this.heading.textContent = t("setup_heading");
    this.hint.textContent = hint;
    const side: HTMLElement[] = [status, h("div", { class: "button-row" }, start, fresh), this.storePanel()];
    if (this.message) side.splice(1, 0, h("p", { class: "notice" }, this.message));
    this.side.replaceChildren(...side);
  }

  private storePanel(): HTMLElement {
    const variant = this.options.variant.name;
    const name = h("input", { type: "text", id: "setup-name", placeholder: t("setup_name"), "aria-label": t("setup_name"), maxlength: 40 });
    const save = h("button", { id: "save-setup" }, t("setup_save"));
    save.addEventListener("click", () => {
      const label = name.value.trim();
      if (!label || !this.grid) return;
      saveSetup(variant, label, formatSetup(this.grid));
      this.message = t("setup_saved", { name: label });
      this.render();
    });
    const names = savedSetupNames(variant);
    const rows = names.map((saved) => {
      const load = h("button", { class: "load-setup", "data-name": saved }, `${t("setup_load")}: ${saved}`);
      load.addEventListener("click", () => this.load(saved));
      const remove = h("button", { class: "delete-setup subtle", "aria-label": `${t("setup_delete")}: ${saved}` }, "×");
      remove.addEventListener("click", () => {
        deleteSetup(variant, saved);
        this.render();
      });
      return h("li", {}, load, remove);
    });
    return h(
      "div",
      { class: "setup-store" },
      h("div", { class: "button-row" }, name, save),
      rows.length ? h("ul", { class: "saved-setups" }, ...rows) : h("p", { class: "empty" }, t("setup_none_saved")),
    );
  }

  private load(name: string): void {
    const text = loadSetup(this.options.variant.name, name);
    if (!text) return;
    try {
      this.grid = parseSetup(text, this.options.variant.width, this.options.variant.setup_rows);
      this.selected = null;
      this.changed();
    } catch (e) {
      this.message = t("setup_invalid", { reason: (e as Error).message });
    }
    this.render();
  }
}
