// A game two people play at one device: one WebSocket per seat, each seat's messages
// queued apart, and only the open seat's drawn. While the cover is up no board is in the
// page at all, and the seat not at the device has its messages held back unread.
import { fetchState, type GameConnection } from "./api";
import { loadFailure } from "./game-screen";
import { h } from "./dom";
import { GameView, connectView, markBusy } from "./game-view";
import { HotSeat } from "./hot-seat";
import { t } from "./i18n";
import { MessageQueue } from "./message-queue";
import { sideText } from "./seats-view";
import { clearSession, type Session } from "./session";
import { appLink, shareLink, watchHash } from "./share-link";
import type { Catalogue, Color, GameState, ServerMessage } from "./types";
import type { Screen } from "./screen";

export interface HotSeatOptions {
  session: Session; // holds both seats' tokens
  catalogue: Catalogue;
  navigate(hash: string): void;
}

interface SeatLine {
  view: GameView;
  queue: MessageQueue<ServerMessage>;
  connection: GameConnection | null;
}

const COLORS: Color[] = ["red", "blue"];

export class HotSeatScreen implements Screen {
  readonly element = h("main", { class: "game-screen hot-seat" });
  private machine: HotSeat | null = null;
  private names: Record<Color, string> = { red: "", blue: "" };
  private readonly seats: Record<Color, SeatLine>;
  private disposed = false;
  private readonly footer = h("div", { class: "share-strip" });

  constructor(private readonly options: HotSeatOptions) {
    const line = (color: Color): SeatLine => {
      const view = new GameView({
        catalogue: options.catalogue,
        chat: false, // both seats share one screen: nothing to say in writing
        send: (message) => {
          this.seats[color].connection?.send(message);
          if (message.type === "offer_draw" && this.machine?.offeredDraw(color)) this.apply();
        },
        trySend: (message) => this.seats[color].connection?.trySend(message) ?? false,
        replay: () => options.navigate(`#/replay/${encodeURIComponent(options.session.game)}`),
        newGame: () => {
          clearSession();
          options.navigate("#/");
        },
      });
      const queue = new MessageQueue<ServerMessage>(async (m) => {
        await view.handle(m);
        if (m.type === "draw_answer") this.machine?.drawAnswered();
      }, {
        onBusy: markBusy(this.element),
        onIdle: () => this.settled(color),
      }, { paused: true });
      return { view, queue, connection: null };
    };
    this.seats = { red: line("red"), blue: line("blue") };
    this.element.append(h("p", { class: "loading" }, t("start_loading")));
    void this.start();
  }

  private async start(): Promise<void> {
    const { game, seats } = this.options.session;
    let state: GameState;
    try {
      state = await fetchState(game, seats.red!);
    } catch (e) {
      this.element.replaceChildren(loadFailure(e as Error, true));
      return;
    }
    if (this.disposed) return;
    this.names = { red: state.seats.red.name, blue: state.seats.blue.name };
    if (state.phase !== "over") this.renderFooter();
    this.machine = new HotSeat(state);
    for (const color of COLORS) {
      const line = this.seats[color];
      line.connection = connectView(game, seats[color]!, line.view, line.queue);
    }
    this.apply();
  }

  private settled(color: Color): void {
    const state = this.seats[color].view.state;
    if (this.machine && state && this.machine.settled(color, state)) this.apply();
  }

  private ready(): void {
    this.machine?.ready();
    this.apply();
  }

  // Shows the cover, or the open seat's view with that seat's messages flowing.
  private apply(): void {
    const cover = this.machine!.cover;
    for (const color of COLORS) this.seats[color].queue.pause();
    if (cover.covered) {
      this.element.dataset.cover = cover.next;
      delete this.element.dataset.seat;
      this.element.replaceChildren(this.coverElement(cover.next), this.footer);
      this.element.querySelector<HTMLElement>("#hotseat-ready")?.focus();
      return;
    }
    delete this.element.dataset.cover;
    this.element.dataset.seat = cover.seat;
    const { view, queue } = this.seats[cover.seat];
    this.element.replaceChildren(view.element, this.footer);
    queue.resume();
  }

  private coverElement(next: Color): HTMLElement {
    const name = this.names[next];
    const ready = h("button", { class: "primary", id: "hotseat-ready" }, t("pass_ready"));
    ready.addEventListener("click", () => this.ready());
    return h("section", { class: `pass-cover card ${next}`, role: "dialog", "aria-labelledby": "pass-heading" },
      h("h2", { id: "pass-heading" }, t("pass_heading", { name, side: sideText(next) })),
      h("p", {}, t("pass_text", { name })),
      ready);
  }

  private renderFooter(): void {
    this.footer.replaceChildren(shareLink("watch-link", t("watch_heading"), t("watch_text"), appLink(watchHash(this.options.session.game))));
  }

  render(): void {
    if (!this.machine) return;
    if (this.footer.childElementCount) this.renderFooter();
    if (this.machine.cover.covered) this.apply();
    else this.seats[this.machine.cover.seat].view.render();
  }

  dispose(): void {
    this.disposed = true;
    for (const color of COLORS) {
      this.seats[color].queue.stop();
      this.seats[color].connection?.close();
      this.seats[color].view.dispose();
    }
  }
}
