// An invitation link, #/join/<game>/<invite>: asks for a name, takes the invited seat and
// keeps its token, then enters the game. A browser that already holds a seat in that
// game goes straight back to it.
import { ApiError, joinGame } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import { MAX_NAME, cleanName, lastName, rememberName } from "./player-name";
import { sessionFor, storeSession } from "./session";
import type { Screen } from "./screen";

export function joinErrorText(e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return t("join_forbidden");
  if (e instanceof ApiError && e.status === 409) return t("join_taken");
  if (e instanceof ApiError && e.status === 404) return t("join_missing");
  return t("server_error", { message: (e as Error).message });
}

export class JoinScreen implements Screen {
  readonly element = h("main", { class: "join-screen" });
  private error = "";
  private busy = false;
  private name = lastName();

  constructor(
    private readonly game: string,
    private readonly invite: string,
    private readonly navigate: (hash: string) => void,
  ) {
    const held = sessionFor(game);
    if (held) {
      storeSession(held);
      queueMicrotask(() => navigate("#/game"));
    }
    this.render();
  }

  render(): void {
    const field = h("input", { type: "text", id: "join-name", maxlength: MAX_NAME, value: this.name, autocomplete: "nickname", "aria-label": t("start_name") });
    field.addEventListener("input", () => (this.name = field.value));
    const join = h("button", { class: "primary", id: "join-game", type: "submit", disabled: this.busy }, t("join_button"));
    const form = h("form", { class: "card join-form" },
      h("h2", {}, t("join_heading")),
      h("label", { class: "field" }, h("span", {}, t("join_intro")), field),
      this.error ? h("p", { class: "notice", id: "join-error", role: "alert" }, this.error) : null,
      h("div", { class: "button-row" }, join));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.join();
    });
    this.element.replaceChildren(form);
  }

  private async join(): Promise<void> {
    const name = cleanName(this.name, t("name_guest"));
    this.busy = true;
    this.error = "";
    this.render();
    try {
      const grant = await joinGame(this.game, this.invite, name);
      rememberName(name);
      storeSession({ game: grant.game, seats: { [grant.color]: grant.token } });
      this.navigate("#/game");
    } catch (e) {
      this.error = joinErrorText(e);
      this.busy = false;
      this.render();
    }
  }

  dispose(): void {}
}
