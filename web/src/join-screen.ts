// An invitation link, #/join/<game>/<invite>: says who invites to what (from the game's
// public state), asks for a name, takes the invited seat and keeps its token, then enters
// the game. A browser that already holds a seat in that game goes straight back to it.
import { ApiError, fetchState, joinGame } from "./api";
import { h } from "./dom";
import { t, tryT } from "./i18n";
import { seatOpen, sideText } from "./seats-view";
import { MAX_NAME, cleanName, lastName, rememberName } from "./player-name";
import { resumeSession, storeSession } from "./session";
import type { Screen } from "./screen";
import type { GameState } from "./types";
import { other } from "./viewpoint";

export function joinErrorText(e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return t("join_forbidden");
  if (e instanceof ApiError && e.status === 409) return t("join_taken");
  if (e instanceof ApiError && e.status === 404) return t("join_missing");
  return t("server_error", { message: (e as Error).message });
}

// The invitation in words: who invites, to which variant, to play which colour.
export function invitationText(state: GameState): string | null {
  const open = (["red", "blue"] as const).find((c) => seatOpen(state.seats[c]));
  if (!open) return null;
  const variant = tryT(`variant_${state.variant}`, state.variant);
  return t("join_invited", { name: state.seats[other(open)].name, variant, side: sideText(open) });
}

export class JoinScreen implements Screen {
  readonly element = h("main", { class: "join-screen" });
  private error = "";
  private busy = false;
  private name = lastName();
  private readonly invitation = h("p", { class: "invitation", id: "join-invitation" });

  constructor(
    private readonly game: string,
    private readonly invite: string,
    private readonly navigate: (hash: string) => void,
  ) {
    if (resumeSession(game)) queueMicrotask(() => navigate("#/game"));
    else void this.describe();
    this.render();
  }

  private async describe(): Promise<void> {
    try {
      this.invitation.textContent = invitationText(await fetchState(this.game, null)); // not drawn anew: typing goes on
    } catch {
      /* the join itself says what is wrong */
    }
  }

  render(): void {
    const field = h("input", { type: "text", id: "join-name", maxlength: MAX_NAME, value: this.name, autocomplete: "nickname", "aria-label": t("start_name") });
    field.addEventListener("input", () => (this.name = field.value));
    const join = h("button", { class: "primary", id: "join-game", type: "submit", disabled: this.busy }, t("join_button"));
    const form = h("form", { class: "card join-form" },
      h("h2", {}, t("join_heading")),
      this.invitation,
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
