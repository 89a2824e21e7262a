// A link to hand to someone (an invitation, a watch link): shown in a field that selects
// itself, with a copy button.
import { h } from "./dom";
import { t } from "./i18n";

export function appLink(hash: string): string {
  return `${location.origin}${location.pathname}${hash}`;
}

export function inviteHash(game: string, invite: string): string {
  return `#/join/${encodeURIComponent(game)}/${encodeURIComponent(invite)}`;
}

export function watchHash(game: string): string {
  return `#/watch/${encodeURIComponent(game)}`;
}

export function shareLink(id: string, heading: string, text: string, link: string): HTMLElement {
  const field = h("input", { type: "text", readonly: true, value: link, id: `${id}-url`, "aria-label": heading });
  field.addEventListener("focus", () => field.select());
  const copy = h("button", { id: `${id}-copy` }, t("copy"));
  copy.addEventListener("click", async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(link);
      copy.textContent = t("copied");
    } catch {
      /* without clipboard access the selected field is there to copy by hand */
    }
  });
  return h("section", { class: "panel share-link", id }, h("h3", {}, heading), h("p", { class: "hint" }, text),
    h("div", { class: "button-row share-row" }, field, copy));
}
