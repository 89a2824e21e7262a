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

export interface BattleShow {
  ms?: number;
  at?: "top" | "bottom"; // the half of the board the card covers (away from the battle)
}

// Shows the card over `host` and resolves once it has faded. The card lets taps and clicks
// through to the board, and the first press or key ends it early: the board is the
// player's again as soon as the status line says so.
export function playBattle(host: HTMLElement, battle: Battle, show: BattleShow = {}): Promise<void> {
  const ms = show.ms ?? battleMs();
  const card = battleCard(battle);
  card.classList.add(`at-${show.at ?? "top"}`);
  card.style.setProperty("--battle-ms", `${ms}ms`);
  host.append(card);
  return new Promise((resolve) => {
    const end = () => {
      clearTimeout(timer);
      document.removeEventListener("pointerdown", end, true);
      document.removeEventListener("keydown", end, true);
      card.remove();
      resolve();
    };
    const timer = setTimeout(end, ms);
    document.addEventListener("pointerdown", end, true);
    document.addEventListener("keydown", end, true);
  });
}
