// A game seen by one viewer: a seat of this browser (its token) or a spectator (no
// token). It loads the state, connects, and plays the server's messages in order; above
// the game it offers the invitation link while the invited seat is empty, below it the
// watch link.
import { ApiError, fetchState, type GameConnection } from "./api";
import { h } from "./dom";
import { GameView, connectView, markBusy } from "./game-view";
import { t } from "./i18n";
import { MessageQueue } from "./message-queue";
import { clearSession } from "./session";
import { seatOpen } from "./seats-view";
import { appLink, inviteHash, shareLink, watchHash } from "./share-link";
import type { Catalogue, GameState, ServerMessage } from "./types";
import type { Screen } from "./screen";
import { other } from "./viewpoint";

export interface GameScreenOptions {
  game: string;
  token: string | null; // null: a spectator
  invite?: string | null; // the creator's invitation, while the other seat is empty
  catalogue: Catalogue;
  navigate(hash: string): void;
}

// Whether the seat the invitation is for is still empty (nobody joined it yet).
export function awaitingOpponent(state: GameState): boolean {
  if (!state.you) return false;
  return seatOpen(state.seats[other(state.you)]);
}

// Why a game could not be loaded; a seat whose game is gone is forgotten. A watch link the
// server refuses (403: a guest holding both seats must open each with its token) says the
// server's reason: the game is there, only not to be watched this way.
export function loadFailure(e: Error, seat: boolean): HTMLElement {
  const refused = e instanceof ApiError && e.status === 403 && !seat;
  const missing = e instanceof ApiError && [401, 403, 404].includes(e.status) && !refused;
  if (missing && seat) clearSession();
  const text = refused ? t("watch_refused", { message: e.message }) : missing ? t("game_missing") : t("start_unreachable", { message: e.message });
  return h("p", { class: "notice", id: "load-failure", role: "alert" }, text);
}

export class GameScreen implements Screen {
  readonly element = h("main", { class: "game-screen" });
  private readonly strip = h("div", { class: "share-strip" });
  private readonly footer = h("div", { class: "share-strip" });
  private readonly view: GameView;
  private connection: GameConnection | null = null;
  private readonly queue: MessageQueue<ServerMessage>;
  private disposed = false;
  private stripKey = "";

  constructor(private readonly options: GameScreenOptions) {
    this.view = new GameView({
      catalogue: options.catalogue,
      send: (message) => this.connection?.send(message),
      trySend: (message) => this.connection?.trySend(message) ?? false,
      replay: () => options.navigate(`#/replay/${encodeURIComponent(options.game)}`),
      newGame: () => {
        if (options.token) clearSession();
        options.navigate("#/");
      },
      shown: () => this.afterState(), // with the state, not after its battle's card: no shift under a click
    });
    this.queue = new MessageQueue((m) => this.view.handle(m), { onBusy: markBusy(this.element) });
    this.element.dataset.viewer = options.token ? "seat" : "spectator";
    this.element.append(h("p", { class: "loading" }, t("start_loading")));
    void this.start();
  }

  private async start(): Promise<void> {
    const { game, token } = this.options;
    try {
      const state = await fetchState(game, token);
      if (this.disposed) return;
      this.element.replaceChildren(this.strip, this.view.element, this.footer);
      this.view.show(state);
    } catch (e) {
      this.failed(e as Error);
      return;
    }
    this.connection = connectView(game, token, this.view, this.queue);
  }

  private failed(e: Error): void {
    this.element.replaceChildren(loadFailure(e, !!this.options.token));
  }

  private afterState(force = false): void {
    const state = this.view.state;
    if (!state) return;
    this.element.dataset.phase = state.phase;
    this.element.dataset.viewer = state.you ? "seat" : "spectator"; // a player's own watch link gives its seat
    const { invite, game } = this.options;
    const inviting = !!invite && awaitingOpponent(state);
    const watching = state.phase !== "over";
    const key = `${inviting}/${watching}`;
    if (key === this.stripKey && !force) return; // a field being copied from stays as it is
    this.stripKey = key;
    this.strip.replaceChildren(
      inviting ? shareLink("invite-link", t("invite_heading"), `${t("invite_text")} ${t("invite_waiting")}`, appLink(inviteHash(game, invite!))) : "",
    );
    this.footer.replaceChildren(watching ? shareLink("watch-link", t("watch_heading"), t("watch_text"), appLink(watchHash(game))) : "");
  }

  render(): void {
    this.view.render();
    this.afterState(true);
  }

  dispose(): void {
    this.disposed = true;
    this.queue.stop();
    this.connection?.close();
    this.view.dispose();
  }
}
