// The start screen: variant, rule set and colour, then a game against the computer (one
// click), against a person by an invitation link, or two people at this device; and the
// way back into a game still running in this browser.
import { createGame, fetchMe, fetchState, joinGame } from "./api";
import { myGamesCard } from "./my-games";
import { DEFAULT_CLOCK, clockFields, draftText, type ClockDraft } from "./time-control-field";
import { h } from "./dom";
import { LANGS, lang, t, tryT, type Lang, type TextKey } from "./i18n";
import { MAX_NAME, cleanName, lastName, rememberName } from "./player-name";
import { plainPiece } from "./piece-view";
import { currentSession, heldColors, storeSession, type Session } from "./session";
import type { Catalogue, ColorChoice, MyGame, NewGame } from "./types";
import type { Screen } from "./screen";

const CHOICE_KEY = "stratego.choice";

interface Choice {
  variant: string;
  level: string;
  rules: string;
  color: ColorChoice;
  secondName: string;
  clock: ClockDraft; // the invitation game's time control
}

type Mode = "computer" | "person" | "device";
const COLORS: [ColorChoice, TextKey][] = [["red", "color_red"], ["blue", "color_blue"], ["random", "color_random"]];

// Creates the game; at one device the page also takes the invited seat itself.
export async function startGame(mode: Mode, request: NewGame, secondName: string): Promise<Session> {
  const grant = await createGame(request);
  if (mode === "computer") return { game: grant.game, seats: { [grant.color]: grant.token } };
  if (mode === "person") return { game: grant.game, seats: { [grant.color]: grant.token }, invite: grant.invite ?? null };
  const second = await joinGame(grant.game, grant.invite ?? "", secondName);
  return { game: grant.game, seats: { [grant.color]: grant.token, [second.color]: second.token } };
}

function storedChoice(catalogue: Catalogue): Choice {
  const fallback: Choice = {
    variant: catalogue.variants[0]?.name ?? "classic",
    level: catalogue.levels.includes("beginner") ? "beginner" : (catalogue.levels[0] ?? ""),
    rules: catalogue.rules[0] ?? "",
    color: "red",
    secondName: "",
    clock: DEFAULT_CLOCK,
  };
  try {
    const stored = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? "{}") as Partial<Choice>;
    return { ...fallback, ...stored, clock: { ...DEFAULT_CLOCK, ...stored.clock } };
  } catch {
    return fallback;
  }
}

export class StartScreen implements Screen {
  readonly element = h("main", { class: "start-screen" });
  private choice: Choice;
  private running = false;
  private error = "";
  private name = lastName();
  private myGames: MyGame[] = []; // the guest's games between people (GET /api/me)

  constructor(
    private readonly catalogue: Catalogue,
    private readonly navigate: (hash: string) => void,
    private readonly changeLang: (lang: Lang) => void,
  ) {
    this.choice = storedChoice(catalogue);
    this.render();
    void this.checkRunning();
    void this.loadMyGames();
  }

  // Without a guest cookie (401), or from a server without guests, there are none.
  // A guest's name stands in the name field when none was typed here before.
  private async loadMyGames(): Promise<void> {
    let named = false;
    try {
      const me = await fetchMe();
      this.myGames = me.games ?? [];
      named = !this.name && !!me.name;
      if (named) this.name = me.name;
    } catch {
      this.myGames = [];
    }
    if (this.myGames.length || named) this.render();
  }

  private async checkRunning(): Promise<void> {
    const session = currentSession();
    const color = session && heldColors(session)[0];
    if (!session || !color) return;
    try {
      this.running = (await fetchState(session.game, session.seats[color]!)).phase !== "over";
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

  private update(patch: Partial<Choice>): void {
    this.choice = { ...this.choice, ...patch };
    localStorage.setItem(CHOICE_KEY, JSON.stringify(this.choice));
  }

  render(): void {
    const hero = h("div", { class: "hero", "aria-hidden": "true" },
      plainPiece("red", "marshal"), plainPiece("red", "scout"), h("span", { class: "versus" }, "⚔"),
      plainPiece("blue", "unknown"), plainPiece("blue", "unknown"));
    const form = h("form", { class: "start-form card" },
      hero,
      h("h2", {}, t("start_heading")),
      h("p", { class: "intro" }, t("start_intro")),
      ...this.gameFields(),
      this.error ? h("p", { class: "notice", id: "start-error" }, this.error) : null,
      this.computerSection(),
      this.personSection());
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.startGame("computer");
    });
    const resume = this.running ? h("button", { class: "primary", id: "continue-game" }, t("start_continue")) : null;
    resume?.addEventListener("click", () => this.navigate("#/game"));
    this.element.replaceChildren(resume ? h("div", { class: "card resume" }, resume) : "",
      this.myGames.length ? myGamesCard(this.myGames, this.navigate) : "", form);
  }

  // Variant, rule set, colour and language: the same for every kind of opponent.
  private gameFields(): HTMLElement[] {
    const { catalogue, choice } = this;
    return [
      this.select("variant", t("start_variant"), choice.variant,
        catalogue.variants.map((v) => [v.name, tryT(`variant_${v.name}`, v.title)]), (variant) => this.update({ variant })),
      this.select("rules", t("start_rules"), choice.rules,
        catalogue.rules.map((r) => [r, tryT(`rules_${r}`, r)]), (rules) => {
          this.update({ rules });
          this.render();
        }),
      // A phone's select cuts a long rule set short; there the whole text stands below it.
      h("p", { class: "field-note", id: "rules-note" }, tryT(`rules_${choice.rules}`, choice.rules)),
      this.select("color", t("start_color"), choice.color,
        COLORS.map(([c, key]) => [c, t(key)]), (color) => this.update({ color: color as ColorChoice })),
      this.select("start-language", t("language"), lang(),
        LANGS.map((l) => [l, l === "de" ? "Deutsch" : "English"]), (l) => this.changeLang(l as Lang)),
    ];
  }

  private computerSection(): HTMLElement {
    const start = h("button", { class: "primary", id: "new-game-start", type: "submit" }, t("start_button"));
    return h("fieldset", { class: "opponent" }, h("legend", {}, t("start_computer")),
      this.select("level", t("start_level"), this.choice.level,
        this.catalogue.levels.map((l) => [l, tryT(`level_${l}`, l)]), (level) => this.update({ level })),
      h("div", { class: "button-row" }, start));
  }

  // Enter in a name field starts that field's game, not the form's (the computer's).
  private personSection(): HTMLElement {
    const lobby = h("button", { id: "open-lobby", type: "button", class: "primary" }, t("start_lobby_button"));
    lobby.addEventListener("click", () => this.navigate("#/lobby"));
    return h("fieldset", { class: "opponent" }, h("legend", {}, t("start_person")),
      h("div", { class: "button-row" }, lobby),
      this.nameField("player-name", t("start_name"), this.name, (name) => (this.name = name), "person"),
      clockFields("invite", this.choice.clock, (clock, kindChanged) => {
        this.update({ clock });
        if (kindChanged) this.render();
      }),
      h("div", { class: "button-row" }, this.modeButton("new-person-game", "start_invite_button", "person")),
      this.nameField("second-name", t("start_second_name"), this.choice.secondName, (secondName) => this.update({ secondName }), "device"),
      h("div", { class: "button-row" }, this.modeButton("new-device-game", "start_device_button", "device")));
  }

  private nameField(id: string, label: string, value: string, onInput: (v: string) => void, mode: Mode): HTMLElement {
    const input = h("input", { type: "text", id, value, maxlength: MAX_NAME, autocomplete: "nickname" });
    input.addEventListener("input", () => onInput(input.value));
    input.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      void this.startGame(mode);
    });
    return h("label", { class: "field" }, h("span", {}, label), input);
  }

  private modeButton(id: string, label: TextKey, mode: Mode): HTMLElement {
    const button = h("button", { id, type: "button" }, t(label));
    button.addEventListener("click", () => void this.startGame(mode));
    return button;
  }

  private async startGame(mode: Mode): Promise<void> {
    const { variant, rules, level, color } = this.choice;
    const name = cleanName(this.name, t("name_guest"));
    const request: NewGame = { variant, rules, opponent: mode === "computer" ? "computer" : "person", color, name };
    if (mode === "computer") request.level = level;
    if (mode === "person") {
      const clock = draftText(this.choice.clock);
      if (!clock) {
        this.error = t("clock_invalid");
        this.render();
        return;
      }
      if (clock !== "none") request.clock = clock; // a server without clocks still takes the game
    }
    try {
      storeSession(await startGame(mode, request, cleanName(this.choice.secondName, t("name_second"))));
      if (this.name.trim()) rememberName(name);
      this.navigate("#/game");
    } catch (e) {
      this.error = t("server_error", { message: (e as Error).message });
      this.render();
    }
  }

  dispose(): void {}
}
