// The start screen: variant, computer level, rule set (the language sits in the header),
// a new game, and the way back into a game still running in this browser.
import { createGame, fetchState } from "./api";
import { h } from "./dom";
import { LANGS, lang, t, tryT, type Lang } from "./i18n";
import { pieceElement } from "./piece-view";
import { currentSession, storeSession } from "./session";
import type { Catalogue } from "./types";
import type { Screen } from "./screen";

const CHOICE_KEY = "stratego.choice";

interface Choice {
  variant: string;
  level: string;
  rules: string;
}

function storedChoice(catalogue: Catalogue): Choice {
  const fallback: Choice = {
    variant: catalogue.variants[0]?.name ?? "classic",
    level: catalogue.levels.includes("beginner") ? "beginner" : (catalogue.levels[0] ?? ""),
    rules: catalogue.rules[0] ?? "",
  };
  try {
    return { ...fallback, ...(JSON.parse(localStorage.getItem(CHOICE_KEY) ?? "{}") as Partial<Choice>) };
  } catch {
    return fallback;
  }
}

export class StartScreen implements Screen {
  readonly element = h("main", { class: "start-screen" });
  private choice: Choice;
  private running = false;
  private error = "";

  constructor(
    private readonly catalogue: Catalogue,
    private readonly navigate: (hash: string) => void,
    private readonly changeLang: (lang: Lang) => void,
  ) {
    this.choice = storedChoice(catalogue);
    this.render();
    void this.checkRunning();
  }

  private async checkRunning(): Promise<void> {
    const session = currentSession();
    if (!session) return;
    try {
      this.running = (await fetchState(session)).phase !== "over";
    } catch {
      this.running = false;
    }
    this.render();
  }

  private select(id: string, label: string, value: string, options: [string, string][], onChange: (v: string) => void): HTMLElement {
    const select = h("select", { id }, ...options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)));
    select.addEventListener("change", () => onChange(select.value));
    return h("label", { class: "field" }, h("span", {}, label), select);
  }

  render(): void {
    const { catalogue, choice } = this;
    const update = (patch: Partial<Choice>) => {
      this.choice = { ...this.choice, ...patch };
      localStorage.setItem(CHOICE_KEY, JSON.stringify(this.choice));
    };
    const start = h("button", { class: "primary", id: "new-game-start", type: "submit" }, t("start_button"));
    const hero = h("div", { class: "hero", "aria-hidden": "true" },
      pieceElement({ color: "red", rank: "marshal", moved: false, revealed: false }, false),
      pieceElement({ color: "red", rank: "scout", moved: false, revealed: false }, false),
      h("span", { class: "versus" }, "⚔"),
      pieceElement({ color: "blue", rank: "unknown", moved: false, revealed: false }, false),
      pieceElement({ color: "blue", rank: "unknown", moved: false, revealed: false }, false));
    const form = h(
      "form",
      { class: "start-form card" },
      hero,
      h("h2", {}, t("start_heading")),
      h("p", { class: "intro" }, t("start_intro")),
      this.select("variant", t("start_variant"), choice.variant,
        catalogue.variants.map((v) => [v.name, tryT(`variant_${v.name}`, v.title)]), (variant) => update({ variant })),
      this.select("level", t("start_level"), choice.level,
        catalogue.levels.map((l) => [l, tryT(`level_${l}`, l)]), (level) => update({ level })),
      this.select("rules", t("start_rules"), choice.rules,
        catalogue.rules.map((r) => [r, tryT(`rules_${r}`, r)]), (rules) => update({ rules })),
      this.select("start-language", t("language"), lang(),
        LANGS.map((l) => [l, l === "de" ? "Deutsch" : "English"]), (l) => this.changeLang(l as Lang)),
      this.error ? h("p", { class: "notice" }, this.error) : null,
      h("div", { class: "button-row" }, start),
    );
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.startGame();
    });
    const resume = this.running ? h("button", { class: "primary", id: "continue-game" }, t("start_continue")) : null;
    resume?.addEventListener("click", () => this.navigate("#/game"));
    this.element.replaceChildren(resume ? h("div", { class: "card resume" }, resume) : "", form);
  }

  private async startGame(): Promise<void> {
    try {
      storeSession(await createGame(this.choice.variant, this.choice.rules, this.choice.level));
      this.navigate("#/game");
    } catch (e) {
      this.error = t("server_error", { message: (e as Error).message });
      this.render();
    }
  }

  dispose(): void {}
}
