// The lobby: a guest name (POST /api/guest, kept by the server in a cookie), the guests
// online, the open challenges (post, withdraw, accept), the games between people in
// progress with a watch link (for its own players, the way back to their seat), and "my
// games" (GET /api/me) to come back to each of them.
// An accepted challenge takes both players into their game.
import { ApiError, LobbyConnection, createGuest, fetchMe } from "./api";
import { h } from "./dom";
import { t, tryT, type TextKey } from "./i18n";
import { continueButton, myGamesCard, terms } from "./my-games";
import { EMPTY_LOBBY, applyLobby, isOwn, othersOnline, type LobbyState } from "./lobby";
import { MAX_NAME, cleanName, lastName, rememberName } from "./player-name";
import type { Screen } from "./screen";
import { sideText } from "./seats-view";
import { storeSession } from "./session";
import { watchHash } from "./share-link";
import { DEFAULT_CLOCK, clockFields, draftText, type ClockDraft } from "./time-control-field";
import type { Catalogue, Challenge, ChallengeRequest, ColorChoice, LobbyClientMessage, LobbyGame, LobbyServerMessage, Me } from "./types";

const FORM_KEY = "stratego.challenge";

interface ChallengeForm {
  variant: string;
  rules: string;
  color: ColorChoice;
  clock: ClockDraft;
  noBattleLimit: number;
}

function storedForm(catalogue: Catalogue): ChallengeForm {
  const fallback: ChallengeForm = {
    variant: catalogue.variants[0]?.name ?? "classic", rules: catalogue.rules[0] ?? "gravon", color: "random",
    clock: DEFAULT_CLOCK, noBattleLimit: 0,
  };
  try {
    const stored = JSON.parse(localStorage.getItem(FORM_KEY) ?? "{}") as Partial<ChallengeForm>;
    return { ...fallback, ...stored, clock: { ...DEFAULT_CLOCK, ...stored.clock } };
  } catch {
    return fallback;
  }
}

// The request a form makes, or null while its numbers are out of bounds.
export function challengeRequest(form: ChallengeForm): ChallengeRequest | null {
  const clock = draftText(form.clock);
  const limit = form.noBattleLimit;
  if (!clock || !Number.isInteger(limit) || limit < 0 || limit > 10_000) return null;
  return { variant: form.variant, rules: form.rules, clock, color: form.color, no_battle_limit: limit };
}

function colorText(color: ColorChoice): string {
  return color === "random" ? t("color_random") : sideText(color);
}

export class LobbyScreen implements Screen {
  readonly element = h("main", { class: "lobby-screen" });
  private lobby: LobbyState = EMPTY_LOBBY;
  private me: Me | null = null;
  private connection: LobbyConnection | null = null;
  private connected = true;
  private error = "";
  private name = lastName();
  private form: ChallengeForm;
  private disposed = false;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly navigate: (hash: string) => void,
  ) {
    this.form = storedForm(catalogue);
    this.connect();
    void this.loadMe();
    this.render();
  }

  private connect(): void {
    this.connection?.close();
    this.connection = new LobbyConnection({
      onMessage: (message) => this.received(message),
      onStatus: (open) => {
        this.connected = open;
        this.render();
      },
    });
  }

  private async loadMe(): Promise<void> {
    try {
      this.me = await fetchMe();
      if (!this.name) this.name = this.me.name;
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) this.error = t("server_error", { message: (e as Error).message });
      this.me = null;
    }
    if (!this.disposed) this.render();
  }

  private received(message: LobbyServerMessage): void {
    if (message.type === "matched") {
      storeSession({ game: message.game, seats: { [message.color]: message.token } });
      this.navigate("#/game");
      return;
    }
    if (message.type === "error") this.error = t("server_error", { message: message.message });
    this.lobby = applyLobby(this.lobby, message);
    if (message.type === "games" && this.lobby.you) void this.loadMe(); // a game of mine may have begun or ended
    this.render();
  }

  private get guest(): boolean {
    return !!this.lobby.you || !!this.me;
  }

  // Names the guest (or renames it); the lobby is joined again so that it knows the cookie.
  private async enter(): Promise<void> {
    const name = cleanName(this.name, t("name_guest"));
    try {
      await createGuest(name);
      rememberName(name);
      this.error = "";
      this.connect();
      await this.loadMe();
    } catch (e) {
      this.error = t("server_error", { message: (e as Error).message });
      this.render();
    }
  }

  // A new request: the last one's error is old news.
  private send(message: LobbyClientMessage): void {
    if (this.error) {
      this.error = "";
      this.render();
    }
    this.connection?.send(message);
  }

  private saveForm(patch: Partial<ChallengeForm>): void {
    this.form = { ...this.form, ...patch };
    localStorage.setItem(FORM_KEY, JSON.stringify(this.form));
  }

  render(): void {
    if (this.disposed) return;
    const focused = document.activeElement as HTMLInputElement | null; // keep typing where it was after a lobby frame
    const caret = focused?.type === "text" ? [focused.selectionStart, focused.selectionEnd] : null;
    const notices: HTMLElement[] = [];
    if (!this.connected) notices.push(h("p", { class: "notice", role: "status", id: "lobby-offline" }, t("lobby_disconnected")));
    if (this.error) notices.push(h("p", { class: "notice", id: "lobby-error" }, this.error));
    this.element.replaceChildren(
      h("h1", {}, t("lobby_heading")),
      h("p", { class: "intro" }, t("lobby_intro")),
      ...notices,
      this.guestCard(),
      this.guest ? this.myGamesCard() : "",
      this.challengesCard(),
      this.guest ? this.newChallengeCard() : "",
      this.onlineCard(),
      this.gamesCard(),
    );
    const again = focused?.id ? document.getElementById(focused.id) : null;
    again?.focus();
    if (again instanceof HTMLInputElement && caret) again.setSelectionRange(caret[0], caret[1]);
  }

  private guestCard(): HTMLElement {
    const you = this.lobby.you ?? this.me;
    const input = h("input", { type: "text", id: "guest-name", value: this.name, maxlength: MAX_NAME, autocomplete: "nickname" });
    input.addEventListener("input", () => (this.name = input.value));
    const button = h("button", { class: you ? "" : "primary", id: "guest-enter", type: "submit" }, t(you ? "lobby_rename" : "lobby_enter"));
    const form = h("form", { class: "button-row guest-form" }, input, button);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.enter();
    });
    return h("section", { class: "card", id: "lobby-guest" },
      you ? h("p", { id: "lobby-you" }, t("lobby_you", { name: you.name })) : h("p", { class: "hint" }, t("lobby_guest_needed")),
      h("label", { class: "field" }, h("span", {}, t("lobby_name")), form));
  }

  private myGamesCard(): HTMLElement {
    return myGamesCard(this.me?.games ?? [], this.navigate);
  }

  private challengesCard(): HTMLElement {
    const list = this.lobby.challenges;
    return h("section", { class: "card", id: "lobby-challenges" }, h("h2", {}, t("lobby_challenges")),
      list.length ? h("ul", { class: "lobby-list" }, ...list.map((c) => this.challenge(c))) : h("p", { class: "empty" }, t("lobby_no_challenges")));
  }

  private challenge(challenge: Challenge): HTMLElement {
    const own = isOwn(this.lobby, challenge);
    const button = h("button", { class: own ? "subtle" : "primary", disabled: !own && !this.lobby.you },
      t(own ? "lobby_cancel" : "lobby_accept"));
    button.addEventListener("click", () =>
      this.send(own ? { type: "cancel", challenge: challenge.id } : { type: "accept", challenge: challenge.id }));
    return h("li", { "data-challenge": challenge.id, class: own ? "own" : "" },
      h("span", { class: "lobby-main" }, t("lobby_by", { name: challenge.by.name, color: colorText(challenge.color) })),
      h("span", { class: "lobby-terms" }, terms(challenge)), button);
  }

  private select(id: string, label: TextKey, value: string, options: [string, string][], onChange: (v: string) => void): HTMLElement {
    const select = h("select", { id }, ...options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)));
    select.addEventListener("change", () => onChange(select.value));
    return h("label", { class: "field" }, h("span", {}, t(label)), select);
  }

  private newChallengeCard(): HTMLElement {
    const { form, catalogue } = this;
    const request = challengeRequest(form);
    const post = h("button", { class: "primary", id: "post-challenge", type: "submit", disabled: !request || !this.lobby.you }, t("lobby_post"));
    const limit = h("input", { type: "number", id: "challenge-limit", min: 0, max: 10_000, step: 1, value: form.noBattleLimit, inputmode: "numeric" });
    limit.addEventListener("input", () => {
      this.saveForm({ noBattleLimit: Number(limit.value) });
      post.toggleAttribute("disabled", !challengeRequest(this.form) || !this.lobby.you);
    });
    const element = h("form", { class: "card challenge-form", id: "new-challenge" },
      h("h2", {}, t("lobby_new_challenge")),
      this.select("challenge-variant", "start_variant", form.variant,
        catalogue.variants.map((v) => [v.name, tryT(`variant_${v.name}`, v.title)]), (variant) => this.saveForm({ variant })),
      this.select("challenge-rules", "start_rules", form.rules, catalogue.rules.map((r) => [r, tryT(`rules_${r}`, r)]), (rules) => this.saveForm({ rules })),
      clockFields("challenge", form.clock, (clock, kindChanged) => {
        this.saveForm({ clock });
        if (kindChanged) this.render();
        else post.toggleAttribute("disabled", !challengeRequest(this.form) || !this.lobby.you);
      }),
      this.select("challenge-color", "start_color", form.color,
        (["random", "red", "blue"] as ColorChoice[]).map((c) => [c, c === "red" ? t("color_red") : colorText(c)]),
        (color) => this.saveForm({ color: color as ColorChoice })),
      h("label", { class: "field" }, h("span", {}, t("limit_label")), limit),
      h("div", { class: "button-row" }, post));
    element.addEventListener("submit", (e) => {
      e.preventDefault();
      const ready = challengeRequest(this.form);
      if (ready) this.send({ type: "challenge", ...ready });
    });
    return element;
  }

  private onlineCard(): HTMLElement {
    const others = othersOnline(this.lobby);
    return h("section", { class: "card", id: "lobby-online" }, h("h2", {}, t("lobby_online", { count: others.length })),
      others.length ? h("ul", { class: "lobby-names" }, ...others.map((g) => h("li", { "data-guest": g.id }, g.name))) : h("p", { class: "empty" }, t("lobby_nobody")));
  }

  private gamesCard(): HTMLElement {
    const games = this.lobby.games;
    return h("section", { class: "card", id: "lobby-games" }, h("h2", {}, t("lobby_games")),
      games.length ? h("ul", { class: "lobby-list" }, ...games.map((g) => this.runningGame(g))) : h("p", { class: "empty" }, t("lobby_no_games")));
  }

  // A game in progress: watched by others, taken up again by its own players.
  private runningGame(game: LobbyGame): HTMLElement {
    const progress = game.phase === "setup" ? t("lobby_setup_phase") : t("lobby_ply", { ply: game.ply });
    const mine = this.me?.games.find((g) => g.game === game.game);
    return h("li", { "data-game": game.game },
      h("span", { class: "lobby-main" }, h("strong", {}, t("lobby_vs", { red: game.red, blue: game.blue })), ` · ${progress}`),
      h("span", { class: "lobby-terms" }, terms(game)),
      mine ? continueButton(mine, this.navigate) : h("a", { class: "button-link", href: watchHash(game.game) }, t("lobby_watch")));
  }

  dispose(): void {
    this.disposed = true;
    this.connection?.close();
  }
}
