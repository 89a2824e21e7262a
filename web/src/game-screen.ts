// The game of this browser's session, from set-up to the end: it connects to the server,
// shows the setup editor or the play view for the phase the server reports, and plays
// the server's messages in order so that each battle can be seen.
import { ApiError, GameConnection, fetchState } from "./api";
import { lakesOf } from "./board-model";
import { h } from "./dom";
import { t } from "./i18n";
import { PlayView } from "./play-view";
import { clearSession, type Session } from "./session";
import { SetupEditor } from "./setup-editor";
import type { Catalogue, GameState, ServerMessage } from "./types";
import type { Screen } from "./screen";

const COMPUTER_MOVE_MS = 350;

export interface GameScreenOptions {
  session: Session;
  catalogue: Catalogue;
  navigate(hash: string): void;
}

export class GameScreen implements Screen {
  readonly element = h("main", { class: "game-screen" });
  private connection: GameConnection | null = null;
  private setup: SetupEditor | null = null;
  private readonly play: PlayView;
  private state: GameState | null = null;
  private queue: ServerMessage[] = [];
  private draining = false;
  private disposed = false;

  constructor(private readonly options: GameScreenOptions) {
    this.play = new PlayView({
      move: (move) => this.connection?.send({ type: "move", ...move }),
      resign: () => this.connection?.send({ type: "resign" }),
      offerDraw: () => this.connection?.send({ type: "offer_draw" }),
      replay: () => options.navigate(`#/replay/${encodeURIComponent(options.session.game)}`),
      newGame: () => {
        clearSession();
        options.navigate("#/");
      },
    });
    this.element.append(h("p", { class: "loading" }, t("start_loading")));
    void this.start();
  }

  private async start(): Promise<void> {
    try {
      this.showState(await fetchState(this.options.session));
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 401 || e.status === 403)) {
        clearSession();
        this.element.replaceChildren(h("p", { class: "notice" }, t("game_missing")));
        return;
      }
      this.element.replaceChildren(h("p", { class: "notice" }, t("start_unreachable", { message: (e as Error).message })));
      return;
    }
    if (this.disposed) return;
    this.connection = new GameConnection(this.options.session, {
      onMessage: (message) => this.enqueue(message),
      onStatus: (open) => this.play.setNotice(open ? "" : t("connection_lost")),
    });
  }

  private enqueue(message: ServerMessage): void {
    this.queue.push(message);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    this.element.dataset.busy = "true";
    while (this.queue.length && !this.disposed) await this.handle(this.queue.shift()!);
    this.draining = false;
    delete this.element.dataset.busy;
  }

  private async handle(message: ServerMessage): Promise<void> {
    switch (message.type) {
      case "state":
        this.showState(message);
        return;
      case "move":
        this.showState(message.state);
        if (message.battle) await this.play.battle(message.battle);
        else if (message.side === "blue") await new Promise((r) => setTimeout(r, COMPUTER_MOVE_MS));
        return;
      case "draw_answer":
        this.play.setNotice(t(message.accepted ? "draw_accepted" : "draw_declined"));
        if (message.accepted) this.connection?.send({ type: "sync" });
        return;
      case "error":
        this.setup?.showError(message.message);
        this.play.setNotice(t("server_error", { message: message.message }));
        return;
    }
  }

  private showState(state: GameState): void {
    this.state = state;
    if (state.phase === "setup") {
      if (!this.setup) {
        const variant = this.options.catalogue.variants.find((v) => v.name === state.variant);
        if (!variant) throw new Error(`unknown variant ${state.variant}`);
        this.setup = new SetupEditor({
          variant,
          lakes: lakesOf(state.board),
          onStart: (setup) => this.connection?.send({ type: "setup", setup }),
        });
      }
      this.element.dataset.phase = "setup";
      this.element.replaceChildren(this.setup.element);
      return;
    }
    this.setup = null;
    this.element.dataset.phase = state.phase;
    this.play.show(state);
    if (this.play.element.parentElement !== this.element) this.element.replaceChildren(this.play.element);
  }

  render(): void {
    if (this.state?.phase === "setup") this.setup?.render();
    else this.play.render();
  }

  dispose(): void {
    this.disposed = true;
    this.connection?.close();
  }
}
