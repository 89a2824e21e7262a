// One viewer's game (a seat, or a spectator): the setup editor while that seat sets up,
// the play view otherwise, drawn from the server's messages for that viewer alone.
import { GameConnection } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import type { MessageQueue } from "./message-queue";
import { PlayView } from "./play-view";
import { SetupEditor } from "./setup-editor";
import { ChatPanel } from "./chat-view";
import { Ticker, arrivalOf, monotonic, stampArrival, type Now } from "./clock";
import { setupClock } from "./clock-view";
import { applyMove } from "./move-frame";
import { PendingMove } from "./pending-move";
import type { Catalogue, ClientMessage, Color, GameState, MoveIntent, ServerMessage } from "./types";
import { other } from "./viewpoint";

const OPPONENT_MOVE_MS = 350; // a move without a battle stays in view this long
export const DRAFT_DELAY_MS = 600; // a set-up draft goes out once the arrangement rests this long

export interface GameViewOptions {
  catalogue: Catalogue;
  send(message: ClientMessage): void; // goes now, or once the connection is back
  trySend(message: ClientMessage): boolean; // goes now if the connection is open; false: it did not
  replay(): void;
  newGame(): void;
  now?: Now; // the clocks' timeline (tests inject one)
  chat?: boolean; // false: no chat panel (two people at one device)
  shown?(state: GameState): void; // each state as it is drawn, before a battle's card has played
}

export class GameView {
  readonly element = h("div", { class: "game-body" });
  private setup: SetupEditor | null = null;
  private readonly play: PlayView;
  private current: GameState | null = null;
  private arrivedAt = 0;
  private chat: ChatPanel | null = null;
  private readonly pending = new PendingMove();
  private fresh = false; // a connection was made: its first state decides on a pending move
  private syncAsked = false; // a frame did not follow the state: a fresh one is on its way
  private draftTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: Now;
  private readonly ticker: Ticker;
  private readonly setupTop = h("div", { class: "setup-top" });

  constructor(private readonly options: GameViewOptions) {
    this.now = options.now ?? monotonic;
    this.ticker = new Ticker(this.now);
    this.play = new PlayView({
      move: (move) => this.sendMove(move),
      resign: () => options.send({ type: "resign" }),
      offerDraw: () => {
        options.send({ type: "offer_draw" });
        this.play.setNotice(t("draw_sent"));
      },
      answerDraw: (accept) => options.send({ type: accept ? "accept_draw" : "decline_draw" }),
      replay: options.replay,
      newGame: options.newGame,
      claim: () => options.send({ type: "claim" }),
    }, this.now);
  }

  get state(): GameState | null {
    return this.current;
  }

  async handle(message: ServerMessage): Promise<void> {
    const arrivedAt = arrivalOf(message, this.now);
    switch (message.type) {
      case "state": {
        const { type: _type, ...state } = message;
        const fresh = this.fresh;
        this.fresh = this.syncAsked = false;
        this.show(state, arrivedAt, fresh);
        return;
      }
      case "move": {
        const next = applyMove(this.current, message);
        if (!next) return this.askSync();
        this.play.setDrawOffer(null); // an offer lapses with the next move
        this.show(next, arrivedAt);
        if (message.battle) await this.play.battle(message.battle);
        else if (message.side !== next.you) await new Promise((r) => setTimeout(r, OPPONENT_MOVE_MS));
        return;
      }
      case "draw_offer":
        if (message.from !== this.current?.you) this.play.setDrawOffer(message.from);
        return;
      case "draw_answer":
        this.drawAnswered(message.accepted);
        return;
      case "presence":
        if (this.current) this.show(withPresence(this.current, message, arrivedAt - this.arrivedAt), this.arrivedAt);
        return;
      case "chat":
        this.chat?.add(message);
        return;
      case "error":
        this.setup?.showError(message.message);
        if (this.pending.refused(message.id)) this.play.setPending(null);
        this.play.setNotice(t("server_error", { message: message.message }));
        return;
    }
  }

  // Frames that do not follow the state are ignored until the fresh state has come.
  private askSync(): void {
    if (this.syncAsked) return;
    this.syncAsked = true;
    this.options.send({ type: "sync" });
  }

  private sendMove(move: MoveIntent): void {
    if (this.current) this.transmit(this.pending.start(move, this.current));
  }

  // A move goes only into an open connection; one made while it is down waits, pending,
  // for the fresh state after the reconnection (a queued copy would go before that state).
  private transmit(message: ClientMessage): void {
    this.pending.sent(this.options.trySend(message));
  }

  // After `state` is shown: the pending move goes again, or is done with.
  private settlePending(state: GameState, fresh: boolean): void {
    const move = this.pending.move;
    const settled = this.pending.settle(state, fresh);
    if (settled === "send") this.transmit(this.pending.message()!);
    if (settled === "dropped") this.play.setNotice(t("move_dropped", { move: `${move!.from}-${move!.to}` }));
  }

  private drawAnswered(accepted: boolean): void {
    const you = this.current?.you;
    const computer = you && this.current!.seats[other(you)].kind === "computer";
    const key = computer ? (accepted ? "draw_accepted" : "draw_declined") : accepted ? "draw_agreed" : "draw_refused";
    this.play.setDrawOffer(null);
    this.play.setNotice(t(key));
    if (accepted) this.options.send({ type: "sync" });
  }

  // `arrivedAt`: when the frame arrived, on the clocks' timeline; `fresh`: the first state
  // of a new connection.
  show(state: GameState, arrivedAt = this.now(), fresh = false): void {
    this.current = state;
    this.arrivedAt = arrivedAt;
    this.settlePending(state, fresh);
    this.showChat(state);
    if (state.phase === "setup" && state.you && !state.seats[state.you].set_up) this.showSetup(state);
    else this.showPlay(state, arrivedAt);
    this.options.shown?.(state);
  }

  private showPlay(state: GameState, arrivedAt: number): void {
    this.setup = null;
    this.stopDraft();
    this.ticker.reset();
    this.play.show(state, arrivedAt, this.pending.move);
    if (this.play.element.parentElement !== this.element) this.element.replaceChildren(this.play.element);
  }

  // The chat of the viewer's room: the players' for a seat, the spectators' otherwise.
  // Against the computer there is nobody to talk to.
  private showChat(state: GameState): void {
    if (this.options.chat === false) return;
    if (state.you && state.seats[other(state.you)].kind === "computer") return;
    if (!this.chat) {
      this.chat = new ChatPanel(state.you ? "players" : "spectators", (text) => this.options.send({ type: "chat", text }));
      this.play.setChat(this.chat.element);
    }
    if (state.chat) this.chat.setMessages(state.chat);
  }

  private showSetup(state: GameState): void {
    if (!this.setup) {
      const variant = this.options.catalogue.variants.find((v) => v.name === state.variant);
      if (!variant) throw new Error(`unknown variant ${state.variant}`);
      this.setup = new SetupEditor({
        variant,
        side: state.you!,
        onStart: (setup) => {
          this.stopDraft();
          this.options.send({ type: "setup", setup });
        },
        onChange: (setup) => this.draft(setup),
      });
    }
    this.ticker.reset();
    const clock = state.clock ? setupClock(this.ticker, { clock: state.clock, arrivedAt: this.arrivedAt, phase: state.phase }) : null;
    this.setupTop.replaceChildren(clock ?? "");
    const parts: HTMLElement[] = [this.setupTop, this.setup.element];
    if (this.chat) parts.push(this.chat.element);
    if (parts.some((p, i) => this.element.children[i] !== p) || this.element.children.length !== parts.length) this.element.replaceChildren(...parts);
  }

  // With a clock, the arrangement as it stands goes to the server once it rests, so that a
  // set-up timeout takes what is on the board.
  private draft(setup: string): void {
    if (!this.current?.clock) return;
    this.stopDraft();
    this.draftTimer = setTimeout(() => {
      this.draftTimer = null;
      this.options.send({ type: "draft", setup });
    }, DRAFT_DELAY_MS);
  }

  private stopDraft(): void {
    if (this.draftTimer !== null) clearTimeout(this.draftTimer);
    this.draftTimer = null;
  }

  dispose(): void {
    this.stopDraft();
    this.ticker.stop();
    this.play.dispose();
  }

  setNotice(text: string): void {
    this.play.setNotice(text);
  }

  setConnected(open: boolean): void {
    if (open) this.fresh = true;
    else this.pending.connectionLost();
    this.play.setConnected(open);
  }

  render(): void {
    this.chat?.render();
    if (this.setup && this.current) this.showSetup(this.current);
    if (this.setup) this.setup.render();
    else this.play.render();
  }
}

type Presence = Extract<ServerMessage, { type: "presence" }>;

// The state with a presence frame's news. The state's clocks keep counting from the state's
// own arrival, so the frame's times, `later` ms younger, are told on that timeline.
export function withPresence(state: GameState, presence: Presence, later: number): GameState {
  const seat = (color: Color) => {
    const news = presence.seats[color];
    if (!news) return state.seats[color];
    const away = news.away_ms === undefined ? state.seats[color].away_ms : news.away_ms === null ? null : news.away_ms - later;
    return { ...state.seats[color], connected: news.connected ?? state.seats[color].connected, away_ms: away };
  };
  const claim = presence.claim_in_ms;
  return {
    ...state,
    seats: { red: seat("red"), blue: seat("blue") },
    claim_in_ms: claim === undefined ? state.claim_in_ms : claim === null ? null : claim + later,
  };
}

// The viewer's socket: its messages queued for the view, a drop and a reconnect told in the
// view's notice.
export function connectView(game: string, token: string | null, view: GameView, queue: MessageQueue<ServerMessage>): GameConnection {
  return new GameConnection(game, token, {
    onMessage: (message) => {
      stampArrival(message);
      queue.push(message);
    },
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
