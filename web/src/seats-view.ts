// The two seats of a game in words: who plays which colour, the computer's level, "away"
// for a person not connected, and the lines that name whose turn it is.
import { h } from "./dom";
import { t, tryT } from "./i18n";
import type { Color, GameState, Seat } from "./types";
import { other } from "./viewpoint";

export function sideText(color: Color): string {
  return t(color === "red" ? "side_red" : "side_blue");
}

// Whether nobody has taken the invited seat yet (it has no name until someone joins).
export function seatOpen(seat: Seat): boolean {
  return seat.kind === "person" && !seat.name;
}

export function seatName(seat: Seat): string {
  if (seat.kind === "computer") {
    const level = seat.level ? tryT(`level_${seat.level}`, seat.level).replace(/\s*\(.*\)$/, "") : ""; // the name, not its explanation
    return t("seat_computer", { level });
  }
  return seat.name || t("seat_open");
}

// The seat drawn above the board (the opponent, or Blue for a spectator) and below it.
export function seatsAboveAndBelow(state: GameState): [Color, Color] {
  const below = state.you ?? "red";
  return [other(below), below];
}

export function seatBar(state: GameState, color: Color): HTMLElement {
  const seat = state.seats[color];
  const away = seat.kind === "person" && !seat.connected && !seatOpen(seat);
  return h(
    "div",
    { class: `seat-bar ${color}${away ? " away" : ""}`, "data-seat": color },
    h("span", { class: "seat-color", "aria-hidden": "true" }),
    h("span", { class: "seat-name" }, seatName(seat)),
    h("span", { class: "seat-side" }, sideText(color)),
    state.you === color ? h("span", { class: "seat-tag" }, t("seat_you")) : null,
    away ? h("span", { class: "seat-tag away" }, t("seat_away")) : null,
  );
}

// Whose turn it is, or who is still setting up, told from the viewer's side.
export function turnText(state: GameState): string {
  const { you, seats } = state;
  if (state.phase === "setup") {
    if (!you) return t("wait_setup_all");
    const opponent = seats[other(you)];
    return seatOpen(opponent) ? t("invite_waiting") : t("wait_setup", { name: seatName(opponent) });
  }
  const mover = seats[state.to_move];
  if (!you) return t("turn_side", { side: sideText(state.to_move), name: seatName(mover) });
  if (state.to_move === you) return t("turn_yours");
  return mover.kind === "computer" ? t("turn_computer") : t("turn_person", { name: seatName(mover) });
}

// The verdict at the end: from a seat's side ("you won"), or the winner's name.
export function verdictText(state: GameState): string {
  const winner = state.result?.winner;
  if (!winner) return t("over_draw");
  if (state.you === winner) return t("over_won");
  const seat = state.seats[winner];
  if (state.you && seat.kind === "computer") return t("over_lost");
  return t("over_winner", { name: `${seatName(seat)} (${sideText(winner)})` });
}
