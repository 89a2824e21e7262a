// The replay viewer: a stored game (by its number) or an uploaded record (Gravon XML, GSN
// or the project's JSON), replayed by the server into whole-board frames and stepped
// through here with buttons, a slider, the move list or the arrow keys.
import { battleText, moveListElement } from "./battle-log";
import { fetchRecord, postReplay } from "./api";
import { BoardView } from "./board-view";
import { h } from "./dom";
import { t } from "./i18n";
import { Replay } from "./replay";
import { resumeSession } from "./session";
import { watchHash } from "./share-link";
import type { Screen } from "./screen";
import type { Catalogue } from "./types";

export class ReplayScreen implements Screen {
  readonly element = h("main", { class: "replay-screen" });
  private replay: Replay | null = null;
  private error = "";
  private readonly board = new BoardView();
  private readonly keys = (e: KeyboardEvent) => this.key(e);

  constructor(
    private readonly catalogue: Catalogue,
    private readonly gameId: string | null,
    private readonly navigate: (hash: string) => void,
  ) {
    window.addEventListener("keydown", this.keys);
    this.render();
    if (gameId) void this.loadStored(gameId);
  }

  private async loadStored(id: string): Promise<void> {
    try {
      const record = await fetchRecord(id);
      await this.load(JSON.stringify(record));
    } catch (e) {
      this.fail(e);
    }
  }

  private async load(body: string): Promise<void> {
    try {
      const answer = await postReplay(body);
      const variant = this.catalogue.variants.find((v) => v.name === answer.record.variant);
      if (!variant) throw new Error(`unknown variant ${answer.record.variant}`);
      this.replay = new Replay(answer, variant);
      this.replay.first();
      this.error = this.replay.answer.illegal
        ? t("replay_error", { message: `${this.replay.answer.illegal.move}: ${this.replay.answer.illegal.reason}` })
        : "";
    } catch (e) {
      this.fail(e);
      return;
    }
    this.render();
  }

  private fail(e: unknown): void {
    this.error = t("replay_error", { message: (e as Error).message });
    this.render();
  }

  private key(event: KeyboardEvent): void {
    if (!this.replay || (event.target as Element | null)?.closest?.("input, select, textarea")) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => this.replay!.prev(), ArrowRight: () => this.replay!.next(),
      Home: () => this.replay!.first(), End: () => this.replay!.last(),
    };
    if (!(event.key in actions)) return;
    event.preventDefault();
    actions[event.key]();
    this.render();
  }

  private step(id: string, label: string, symbol: string, action: () => void, disabled: boolean): HTMLElement {
    const button = h("button", { id, "aria-label": label, title: label, disabled }, symbol);
    button.addEventListener("click", () => {
      action();
      this.render();
    });
    return button;
  }

  render(): void {
    const parts: HTMLElement[] = [h("h2", {}, t("replay_heading")), this.sourceForm()];
    if (this.error) parts.push(h("p", { class: "notice", id: "replay-error" }, this.error));
    if (this.replay) parts.push(this.viewer(this.replay));
    this.element.replaceChildren(...parts);
    const list = this.element.querySelector<HTMLElement>(".move-list");
    const current = list?.querySelector<HTMLElement>(".move.current");
    if (list && current) list.scrollTop = current.offsetTop - list.clientHeight / 2; // the current move in view
  }

  private viewer(replay: Replay): HTMLElement {
    const move = replay.currentMove();
    this.board.render(replay.board(), { lastMove: move, battle: move?.battle?.square ?? null });
    const slider = h("input", { type: "range", id: "replay-slider", min: 0, max: replay.total, value: replay.ply, "aria-label": t("replay_heading") });
    slider.addEventListener("input", () => {
      replay.go(Number(slider.value));
      this.render();
      this.element.querySelector<HTMLInputElement>("#replay-slider")?.focus();
    });
    const position = replay.atStart
      ? t("replay_start_position", { total: replay.total })
      : t("replay_position", { ply: replay.ply, total: replay.total });
    const moves = moveListElement(replay.moves(), replay.ply);
    moves.addEventListener("click", (e) => {
      const ply = (e.target as HTMLElement).closest<HTMLElement>("[data-ply]")?.dataset.ply;
      if (ply === undefined) return;
      replay.go(Number(ply));
      this.render();
    });
    return h(
      "section",
      { class: "replay-viewer play-view", "data-ply": replay.ply, "data-total": replay.total },
      h(
        "div",
        { class: "board-column" },
        h("p", { class: "status-line", id: "replay-position" }, position),
        h("div", { class: "board-host" }, this.board.element),
        h(
          "div",
          { class: "controls button-row replay-controls" },
          this.step("replay-first", t("replay_first"), "«", () => replay.first(), replay.atStart),
          this.step("replay-prev", t("replay_prev"), "‹", () => replay.prev(), replay.atStart),
          this.step("replay-next", t("replay_next"), "›", () => replay.next(), replay.atEnd),
          this.step("replay-last", t("replay_last"), "»", () => replay.last(), replay.atEnd),
        ),
        slider,
      ),
      h(
        "aside",
        { class: "side-panel" },
        move?.battle ? h("p", { class: "panel battle-now", id: "replay-battle" }, battleText(move.battle)) : null,
        h("section", { class: "panel" }, h("h3", {}, t("move_list")), moves),
        this.gameId ? this.backButton() : null,
      ),
    );
  }

  private backButton(): HTMLElement {
    const back = h("button", { id: "replay-back" }, t("replay_back"));
    back.addEventListener("click", () => this.navigate(this.gameHash(this.gameId!)));
    return back;
  }

  // Back to the seat this browser holds in the game, or to watching it.
  private gameHash(game: string): string {
    return resumeSession(game) ? "#/game" : watchHash(game);
  }

  private sourceForm(): HTMLElement {
    const file = h("input", { type: "file", id: "replay-file", accept: ".xml,.gsn,.json,.txt" });
    file.addEventListener("change", async () => {
      const chosen = file.files?.[0];
      if (chosen) await this.load(await chosen.text());
    });
    const id = h("input", { type: "text", id: "replay-id", placeholder: t("replay_game_id"), "aria-label": t("replay_game_id"), value: this.gameId ?? "" });
    const show = h("button", { type: "submit" }, t("replay_show"));
    const byId = h("form", { class: "button-row" }, id, show);
    byId.addEventListener("submit", (e) => {
      e.preventDefault();
      if (id.value.trim()) this.navigate(`#/replay/${encodeURIComponent(id.value.trim())}`);
    });
    return h(
      "div",
      { class: "card replay-source" },
      h("label", { class: "field" }, h("span", {}, t("replay_upload")), file),
      byId,
    );
  }

  dispose(): void {
    window.removeEventListener("keydown", this.keys);
  }
}
