// "My games": the unfinished games this browser's guest holds a seat in (GET /api/me),
// each with a button that takes the seat again, from any tab or device with the cookie.
import { h } from "./dom";
import { t, tryT } from "./i18n";
import { sideText } from "./seats-view";
import { storeSession } from "./session";
import { clockLabel } from "./time-control";
import type { MyGame } from "./types";

// "Barrage (8 pieces) · Two-square rule … · 5 min + 5 s a move · draw after 40 moves without a battle"
export function terms(game: { variant: string; rules: string; clock: string; no_battle_limit?: number }): string {
  const parts = [tryT(`variant_${game.variant}`, game.variant), tryT(`rules_${game.rules}`, game.rules), clockLabel(game.clock)];
  if (game.no_battle_limit) parts.push(t("limit_short", { moves: game.no_battle_limit }));
  return parts.join(" · ");
}

// The button that takes the guest's seat in the game again.
export function continueButton(game: MyGame, navigate: (hash: string) => void): HTMLButtonElement {
  const yourMove = game.to_move === game.color && game.phase === "play";
  const go = h("button", { class: yourMove ? "primary" : "" }, t("lobby_continue"));
  go.addEventListener("click", () => {
    storeSession({ game: game.game, seats: { [game.color]: game.token } });
    navigate("#/game");
  });
  return go;
}

function myGame(game: MyGame, navigate: (hash: string) => void): HTMLElement {
  const yourMove = game.to_move === game.color && game.phase === "play";
  const go = continueButton(game, navigate);
  const turn = game.phase === "setup" ? t("lobby_setup_phase") : t(yourMove ? "lobby_your_turn" : "lobby_their_turn");
  return h("li", { "data-game": game.game },
    h("span", { class: "lobby-main" },
      h("strong", {}, game.opponent === null ? t("lobby_no_opponent") : t("lobby_against", { name: game.opponent })),
      ` (${sideText(game.color)}) · ${turn}`),
    h("span", { class: "lobby-terms" }, terms(game)), go);
}

export function myGamesCard(games: MyGame[], navigate: (hash: string) => void): HTMLElement {
  return h("section", { class: "card", id: "my-games" }, h("h2", {}, t("lobby_my_games")),
    games.length ? h("ul", { class: "lobby-list" }, ...games.map((g) => myGame(g, navigate))) : h("p", { class: "empty" }, t("lobby_no_my_games")));
}
