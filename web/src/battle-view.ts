// A battle on screen: both pieces with their ranks meet over the board, the loser fades,
// and the engine's explanation stays readable underneath for a moment.
import { battleText } from "./battle-log";
import { h } from "./dom";
import { rankText, t } from "./i18n";
import { plainPiece } from "./piece-view";
import type { Battle } from "./types";
import { other } from "./viewpoint";

// Shorter for people who ask for less motion (and for the end-to-end tests, which do).
export function battleMs(): number {
  const reduced = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduced ? 600 : 1400;
}

export function battleCard(battle: Battle): HTMLElement {
  const attacker = plainPiece(battle.attacker, battle.attacker_rank);
  const defender = plainPiece(other(battle.attacker), battle.defender_rank);
  attacker.classList.add("fighter", "attacker");
  defender.classList.add("fighter", "defender");
  return h(
    "div",
    { class: `battle-card ${battle.outcome}`, role: "status", "aria-live": "assertive", "data-outcome": battle.outcome },
    h(
      "p",
      { class: "battle-title" },
      t("battle_vs", { attacker: rankText(battle.attacker_rank), defender: rankText(battle.defender_rank) }),
    ),
    h("div", { class: "fighters" }, attacker, h("span", { class: "versus" }, "⚔"), defender),
    h("p", { class: "battle-outcome" }, t(`outcome_${battle.outcome}`)),
    h("p", { class: "battle-text" }, battleText(battle)),
  );
}

// Shows the card over `host` and resolves once it has faded.
export function playBattle(host: HTMLElement, battle: Battle, ms = battleMs()): Promise<void> {
  const card = battleCard(battle);
  card.style.setProperty("--battle-ms", `${ms}ms`);
  host.append(card);
  return new Promise((resolve) =>
    setTimeout(() => {
      card.remove();
      resolve();
    }, ms),
  );
}
