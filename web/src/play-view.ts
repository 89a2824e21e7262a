// The game in play and at its end: the board from the viewer's side (or fully revealed once
// the game is over), both seats, the legal targets of the selected piece, battles, the
// battle log, the captured pieces, the move list, resign and draw offers. It renders the
// server's state and keeps only the selection of the moment. A spectator's view
// (state.you null) is read-only; during set-up it shows whom the game waits for.
import { battleLogElement, capturedElement, latestBattleElement, moveListElement } from "./battle-log";
import { modelFromReveal, modelFromState } from "./board-model";
import { BoardView } from "./board-view";
import { playBattle } from "./battle-view";
import { h } from "./dom";
import { rankT, rankText, t, tryT } from "./i18n";
import { pieceElement } from "./piece-view";
import { type RescueDraft, chooseRank, finishRescue, plainMove, rescueTargets, startRescue } from "./rescue";
import { seatBar, seatName, seatsAboveAndBelow, turnText, verdictText } from "./seats-view";
import { clickSquare, movableSquares, targetsOf } from "./selection";
import type { Battle, ClockState, Color, GameState, LegalMove, MoveIntent } from "./types";
import { other, placeOf } from "./viewpoint";
import { Ticker, monotonic, type Now } from "./clock";
import { bindAway, claimBanner, gameClock, setupClock, sideClock, type TimedClock } from "./clock-view";

export interface PlayActions {
  move(move: MoveIntent): void;
  resign(): void;
  offerDraw(): void;
  answerDraw(accept: boolean): void;
  replay(): void;
  newGame(): void;
  claim?(): void;
}

// Moves since the last battle, against the limit after which the game is drawn.
export function movesWithoutBattle(log: GameState["log"]): number {
  let count = 0;
  for (let i = log.length - 1; i >= 0 && !log[i].battle; i--) count++;
  return count;
}

function noBattleLine(log: GameState["log"], limit: number): HTMLElement {
  const count = movesWithoutBattle(log);
  return h("p", { class: `no-battle${limit - count <= 10 ? " low" : ""}`, id: "no-battle" }, t("limit_progress", { count, limit }));
}

export class PlayView {
  readonly element = h("section", { class: "play-view" });
  private readonly board: BoardView;
  private readonly boardHost = h("div", { class: "board-host" });
  private state: GameState | null = null;
  private selected: string | null = null;
  private rescue: RescueDraft | null = null;  // a move waiting for its rescue to be chosen
  private confirmingResign = false;
  private notice = "";
  private drawOfferFrom: Color | null = null;
  private connected = true;
  // The move made and not yet answered (waiting for the connection while it is down): it
  // is marked on the board, and no other move can be made meanwhile.
  private pending: MoveIntent | null = null;
  private readonly ticker: Ticker;
  private arrivedAt = 0; // when the shown state arrived, on the ticker's timeline
  private chat: HTMLElement | null = null;

  // The layout stays in place; only the slots are filled anew, so the board keeps focus.
  private readonly top = h("div", { class: "board-top" });
  private readonly bottom = h("div", { class: "board-bottom" });
  private readonly side = h("aside", { class: "side-panel" });

  constructor(private readonly actions: PlayActions, private readonly now: Now = monotonic) {
    this.ticker = new Ticker(now);
    this.board = new BoardView({ onActivate: (square) => this.activate(square) });
    this.boardHost.append(this.board.element);
    this.element.append(h("div", { class: "board-column" }, this.top, this.boardHost, this.bottom), this.side);
  }

  // `arrivedAt`: when the frame holding the state arrived (the clocks count from then);
  // `pending`: the move still waiting for the server's answer in that state.
  show(state: GameState, arrivedAt = this.now(), pending: MoveIntent | null = null): void {
    this.state = state;
    this.arrivedAt = arrivedAt;
    this.pending = pending;
    if (this.selected && !targetsOf(state.legal_moves, this.selected).size) this.selected = null;
    this.rescue = null;
    this.render();
  }

  setNotice(text: string): void {
    this.notice = text;
    this.render();
  }

  setChat(panel: HTMLElement | null): void {
    this.chat = panel;
    this.render();
  }

  dispose(): void {
    this.ticker.stop();
  }

  // While the socket is down the status line says so, not "your move".
  setConnected(open: boolean): void {
    this.connected = open;
    this.render();
  }

  // The move waiting for the server's answer, or null once it is answered.
  setPending(move: MoveIntent | null): void {
    this.pending = move;
    this.render();
  }

  // The opponent's standing draw offer, or null once it is answered or lapsed. Every move
  // clears it, so an unchanged offer is not drawn again.
  setDrawOffer(from: Color | null): void {
    if (from === this.drawOfferFrom) return;
    this.drawOfferFrom = from;
    this.render();
  }

  // The card covers the half of the board away from the battle square.
  battle(battle: Battle, ms?: number): Promise<void> {
    const state = this.state;
    const row = state ? placeOf(state.you ?? "red", state.width, state.height, battle.square).row : 0;
    return playBattle(this.boardHost, battle, { ms, at: state && row >= state.height / 2 ? "bottom" : "top" });
  }

  private activate(square: string): void {
    if (!this.state || this.state.phase !== "play" || !this.state.you || this.pending) return;
    if (this.rescue) {
      const move = finishRescue(this.rescue, square);
      if (move) this.send(move);
      return;  // while a rescue is chosen, only its squares answer
    }
    const step = clickSquare(this.state.legal_moves, this.selected, square);
    this.selected = step.selected;
    if (step.moves.length) this.play(step.moves[0]);
    this.render();
  }

  private play(move: LegalMove): void {
    this.rescue = startRescue(move);
    if (!this.rescue) this.send(plainMove(move));
  }

  private send(move: MoveIntent): void {
    this.rescue = null;
    this.pending = move;
    this.actions.move(move);
    this.render();
  }

  render(): void {
    const state = this.state;
    if (!state) return;
    this.ticker.reset();
    const last = state.log.at(-1) ?? null;
    const over = state.phase === "over";
    this.board.render(over && state.reveal ? modelFromReveal(state) : modelFromState(state), {
      selected: this.rescue ? this.rescue.move.from : this.selected,
      targets: this.rescue ? rescueTargets(this.rescue) : targetsOf(state.legal_moves, this.selected),
      movable: movableSquares(state.legal_moves),
      lastMove: last,
      battle: last?.battle?.square ?? null,
      pending: this.pending,
    });
    this.element.dataset.phase = state.phase;
    this.element.dataset.toMove = state.to_move;
    this.element.dataset.plies = String(state.log.length);
    this.element.dataset.you = state.you ?? "spectator";
    this.element.dataset.connected = String(this.connected);
    const [above, below] = seatsAboveAndBelow(state);
    this.top.replaceChildren(this.seatBar(state, above), over ? this.endBanner(state) : this.statusLine(state));
    if (!over) this.top.append(...this.timers(state));
    if (this.drawOfferFrom && !over) this.top.append(this.drawBanner(state, this.drawOfferFrom));
    if (this.rescue) this.top.append(this.rescueChooser(this.rescue, state));
    this.bottom.replaceChildren(this.seatBar(state, below), latestBattleElement(state.log, state.you) ?? "", this.controls(state));
    const side: HTMLElement[] = [
      h("section", { class: "panel" }, h("h3", {}, t("battle_log")), battleLogElement(state.log, state.you)),
      ...(this.chat ? [this.chat] : []),
      h("section", { class: "panel captured-panel" },
        capturedElement(above, state.captured[above], state.you), capturedElement(below, state.captured[below], state.you)),
      h("section", { class: "panel" }, h("h3", {}, t("move_list")), moveListElement(state.log)),
      this.legend(state),
    ];
    if (!state.you) side.unshift(h("p", { class: "panel watching" }, t("seat_watching")));
    if (this.notice) side.unshift(h("p", { class: "notice", role: "status" }, this.notice));
    const typing = this.chat?.contains(document.activeElement) ? (document.activeElement as HTMLInputElement) : null;
    const caret = typing ? [typing.selectionStart, typing.selectionEnd] : null;
    this.side.replaceChildren(...side);
    if (typing && caret) { // a move arriving while one writes in the chat keeps the writing going
      typing.focus();
      typing.setSelectionRange(caret[0], caret[1]);
    }
    const moves = this.side.querySelector<HTMLElement>(".move-list");
    if (moves) moves.scrollTop = moves.scrollHeight; // the latest moves in view
  }

  // A seat with its clock, and for a person away the time since it left.
  private seatBar(state: GameState, color: Color): HTMLElement {
    const bar = seatBar(state, color);
    if (state.clock) bar.append(sideClock(this.ticker, this.timed(state.clock, state), color));
    const away = state.seats[color].away_ms;
    const tag = bar.querySelector<HTMLElement>(".seat-tag.away");
    if (tag && typeof away === "number") bindAway(this.ticker, tag, away, this.arrivedAt);
    return bar;
  }

  private timed(clock: ClockState, state: GameState): TimedClock {
    return { clock, arrivedAt: this.arrivedAt, phase: state.phase };
  }

  // The game clock (ISF), the set-up clock, and the claim of an abandoned game.
  private timers(state: GameState): HTMLElement[] {
    const parts: (HTMLElement | null)[] = [];
    if (state.clock) parts.push(gameClock(this.ticker, this.timed(state.clock, state)), setupClock(this.ticker, this.timed(state.clock, state)));
    if (state.no_battle_limit && state.phase === "play") parts.push(noBattleLine(state.log, state.no_battle_limit));
    const you = state.you;
    if (you && state.phase !== "over" && typeof state.claim_in_ms === "number") { // in play, or waiting for a set-up
      const name = seatName(state.seats[other(you)]);
      parts.push(claimBanner(this.ticker, state.claim_in_ms, this.arrivedAt, name, () => this.actions.claim?.()));
    }
    return parts.filter((p): p is HTMLElement => !!p);
  }

  private statusLine(state: GameState): HTMLElement {
    if (!this.connected) {
      const waiting = this.pending ? h("span", { class: "hint" }, t("move_queued", { move: `${this.pending.from}-${this.pending.to}` })) : null;
      return h("div", { class: "status-line offline", id: "status", role: "status" }, h("strong", {}, t("connection_lost")), waiting);
    }
    const mine = state.phase === "play" && state.to_move === state.you;
    const hint = this.selected ? t("selected_piece", { rank: this.selectedRank(), square: this.selected }) : t("select_hint");
    return h(
      "div",
      { class: `status-line ${mine ? "mine" : "theirs"}`, id: "status" },
      h("strong", {}, turnText(state)),
      mine && !this.pending ? h("span", { class: "hint" }, hint) : h("span", { class: "thinking", "aria-hidden": "true" }),
    );
  }

  private drawBanner(state: GameState, from: Color): HTMLElement {
    const accept = h("button", { class: "primary", id: "accept-draw" }, t("draw_accept"));
    accept.addEventListener("click", () => this.answerDraw(true));
    const decline = h("button", { id: "decline-draw" }, t("draw_decline"));
    decline.addEventListener("click", () => this.answerDraw(false));
    return h("div", { class: "draw-offer", role: "alertdialog", id: "draw-offer" },
      h("p", {}, t("draw_offered", { name: seatName(state.seats[from]) })), h("div", { class: "button-row" }, accept, decline));
  }

  private answerDraw(accept: boolean): void {
    this.drawOfferFrom = null;
    this.actions.answerDraw(accept);
    this.render();
  }

  private selectedRank(): string {
    const entry = this.state?.board.find((s) => s.square === this.selected);
    return entry?.rank ? rankText(entry.rank) : "";
  }

  private endBanner(state: GameState): HTMLElement {
    const result = state.result;
    const verdict = verdictText(state);
    const ending = result ? tryT(`ending_${result.ending}`, result.ending) : "";
    return h(
      "div",
      { class: `end-banner ${result?.winner ?? "draw"}`, id: "game-over", "data-winner": result?.winner ?? "none" },
      h("h2", {}, t("over_heading")),
      h("p", { class: "verdict" }, verdict),
      h("p", { class: "reason" }, t("over_reason", { ending })),
    );
  }

  private controls(state: GameState): HTMLElement {
    if (state.phase === "over") {
      const replay = h("button", { class: "primary", id: "replay-game" }, t("over_replay"));
      replay.addEventListener("click", () => this.actions.replay());
      const again = h("button", { id: "new-game" }, t("new_game"));
      again.addEventListener("click", () => this.actions.newGame());
      return h("div", { class: "controls button-row" }, replay, again);
    }
    if (!state.you || state.phase !== "play") return h("div", { class: "controls button-row" });
    if (this.confirmingResign) {
      const yes = h("button", { class: "danger", id: "resign-yes" }, t("yes"));
      yes.addEventListener("click", () => {
        this.confirmingResign = false;
        this.actions.resign();
      });
      const no = h("button", { id: "resign-no" }, t("no"));
      no.addEventListener("click", () => {
        this.confirmingResign = false;
        this.render();
      });
      return h("div", { class: "controls button-row" }, h("strong", {}, t("resign_confirm")), yes, no);
    }
    const resign = h("button", { class: "danger", id: "resign" }, t("resign"));
    resign.addEventListener("click", () => {
      this.confirmingResign = true;
      this.render();
    });
    const draw = h("button", { id: "offer-draw" }, t("offer_draw"));
    draw.addEventListener("click", () => this.actions.offerDraw());
    return h("div", { class: "controls button-row" }, draw, resign);
  }

  // First the piece to bring back (or none), then its square on the board.
  private rescueChooser(draft: RescueDraft, state: GameState): HTMLElement {
    const { move } = draft;
    const attack = state.board.some((s) => s.square === move.to && s.kind === "enemy");
    const question = draft.rank
      ? rankT("rescue_square", draft.rank)
      : t("rescue_choose", { from: move.from, to: move.to });
    const buttons: HTMLElement[] = draft.rank ? [this.button("rescue-back", "subtle", t("rescue_back"), () => {
      this.rescue = { move, rank: null };
      this.render();
    })] : (move.rescue?.ranks ?? []).map((rank) => {
      const choice = this.button("", "rescue-choice", rankText(rank), () => {
        this.rescue = chooseRank(draft, rank);
        this.render();
      });
      choice.dataset.rank = rank;
      return choice;
    });
    buttons.push(
      this.button("rescue-none", "", t("rescue_none"), () => this.send(plainMove(move))),
      this.button("rescue-cancel", "subtle", t("cancel"), () => {
        this.rescue = null;
        this.render();
      }),
    );
    const lines = [h("p", {}, question)];
    if (attack) lines.push(h("p", { class: "hint" }, t("rescue_if_won")));
    return h("div", { class: "rescue-chooser", role: "dialog" }, ...lines, h("div", { class: "button-row" }, ...buttons));
  }

  private button(id: string, cls: string, label: string, onClick: () => void): HTMLElement {
    const button = h("button", { id: id || undefined, class: cls }, label);
    button.addEventListener("click", onClick);
    return button;
  }

  private legend(state: GameState): HTMLElement {
    const own = state.you ?? "red";
    const revealed = pieceElement({ color: own, rank: "captain", whose: "own", moved: false, revealed: true });
    const moved = pieceElement({ color: own, rank: "scout", whose: "own", moved: true, revealed: false });
    const known = pieceElement({ color: other(own), rank: "major", whose: "enemy", moved: false, revealed: false });
    const unveiled = pieceElement({ color: other(own), rank: "major", whose: "enemy", moved: false, revealed: false, unveiled: true });
    return h(
      "section",
      { class: "panel legend" },
      h("h3", {}, t("legend")),
      h("ul", {},
        state.you ? h("li", {}, revealed, h("span", {}, t("legend_revealed"))) : null,
        state.you ? h("li", {}, moved, h("span", {}, t("legend_moved"))) : null,
        h("li", {}, known, h("span", {}, t("legend_known"))),
        state.phase === "over" ? h("li", {}, unveiled, h("span", {}, t("legend_unveiled"))) : null,
      ),
    );
  }
}
