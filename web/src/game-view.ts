// One viewer's game (a seat, or a spectator): the setup editor while that seat sets up,
// the play view otherwise, drawn from the server's messages for that viewer alone.
import { GameConnection } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import type { MessageQueue } from "./message-queue";
import { PlayView } from "./play-view";
import { SetupEditor } from "./setup-editor";
import type { Catalogue, ClientMessage, Color, GameState, ServerMessage } from "./types";
import { other } from "./viewpoint";

const OPPONENT_MOVE_MS = 350; // a move without a battle stays in view this long

export interface GameViewOptions {
  catalogue: Catalogue;
  send(message: ClientMessage): void;
  replay(): void;
  newGame(): void;
}

export class GameView {
  readonly element = h("div", { class: "game-body" });
  private setup: SetupEditor | null = null;
  private readonly play: PlayView;
  private current: GameState | null = null;

  constructor(private readonly options: GameViewOptions) {
    this.play = new PlayView({
      move: (move) => options.send({ type: "move", ...move }),
      resign: () => options.send({ type: "resign" }),
      offerDraw: () => {
        options.send({ type: "offer_draw" });
        this.play.setNotice(t("draw_sent"));
      },
      answerDraw: (accept) => options.send({ type: accept ? "accept_draw" : "decline_draw" }),
      replay: options.replay,
      newGame: options.newGame,
    });
  }

  get state(): GameState | null {
    return this.current;
  }

  async handle(message: ServerMessage): Promise<void> {
    switch (message.type) {
      case "state":
        this.show(message);
        return;
      case "move":
        this.play.setDrawOffer(null); // an offer lapses with the next move
        this.show(message.state);
        if (message.battle) await this.play.battle(message.battle);
        else if (message.side !== this.current?.you) await new Promise((r) => setTimeout(r, OPPONENT_MOVE_MS));
        return;
      case "draw_offer":
        if (message.from !== this.current?.you) this.play.setDrawOffer(message.from);
        return;
      case "draw_answer":
        this.drawAnswered(message.accepted);
        return;
      case "presence":
        if (this.current) this.show({ ...this.current, seats: withPresence(this.current, message.seats) });
        return;
      case "error":
        this.setup?.showError(message.message);
        this.play.clearPending();
        this.play.setNotice(t("server_error", { message: message.message }));
        return;
    }
  }

  private drawAnswered(accepted: boolean): void {
    const you = this.current?.you;
    const computer = you && this.current!.seats[other(you)].kind === "computer";
    const key = computer ? (accepted ? "draw_accepted" : "draw_declined") : accepted ? "draw_agreed" : "draw_refused";
    this.play.setDrawOffer(null);
    this.play.setNotice(t(key));
    if (accepted) this.options.send({ type: "sync" });
  }

  show(state: GameState): void {
    this.current = state;
    if (state.phase === "setup" && state.you && !state.seats[state.you].set_up) {
      this.showSetup(state);
      return;
    }
    this.setup = null;
    this.play.show(state);
    if (this.play.element.parentElement !== this.element) this.element.replaceChildren(this.play.element);
  }

  private showSetup(state: GameState): void {
    if (!this.setup) {
      const variant = this.options.catalogue.variants.find((v) => v.name === state.variant);
      if (!variant) throw new Error(`unknown variant ${state.variant}`);
      this.setup = new SetupEditor({
        variant,
        side: state.you!,
        onStart: (setup) => this.options.send({ type: "setup", setup }),
      });
    }
    if (this.setup.element.parentElement !== this.element) this.element.replaceChildren(this.setup.element);
  }

  setNotice(text: string): void {
    this.play.setNotice(text);
  }

  setConnected(open: boolean): void {
    this.play.setConnected(open);
  }

  render(): void {
    if (this.setup) this.setup.render();
    else this.play.render();
  }
}

function withPresence(state: GameState, presence: Partial<Record<Color, { connected: boolean }>>): GameState["seats"] {
  return {
    red: { ...state.seats.red, connected: presence.red?.connected ?? state.seats.red.connected },
    blue: { ...state.seats.blue, connected: presence.blue?.connected ?? state.seats.blue.connected },
  };
}

// The viewer's socket: its messages queued for the view, a drop and a reconnect told in the
// view's notice.
export function connectView(game: string, token: string | null, view: GameView, queue: MessageQueue<ServerMessage>): GameConnection {
  return new GameConnection(game, token, {
    onMessage: (message) => queue.push(message),
    onStatus: (open) => view.setConnected(open),
  });
}

// Marks `element` data-busy while a queue plays messages (battles, the opponent's move).
export function markBusy(element: HTMLElement): (busy: boolean) => void {
  return (busy) => {
    if (busy) element.dataset.busy = "true";
    else delete element.dataset.busy;
  };
}
