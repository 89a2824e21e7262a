// The help overlay: shown once to a first-time player and whenever Help is chosen.
import { h } from "./dom";
import { t, type TextKey } from "./i18n";

const SEEN_KEY = "stratego.helpSeen";
const STEPS: TextKey[] = ["help_1", "help_2", "help_3", "help_4", "help_5", "help_6"];

export function showHelp(): void {
  document.querySelector(".help-overlay")?.remove();
  const close = h("button", { class: "primary", id: "help-close" }, t("help_close"));
  const overlay = h(
    "div",
    { class: "help-overlay", role: "dialog", "aria-modal": "true", "aria-labelledby": "help-title" },
    h("div", { class: "card" }, h("h2", { id: "help-title" }, t("help_heading")), h("ol", {}, ...STEPS.map((k) => h("li", {}, t(k)))), close),
  );
  const dismiss = () => {
    localStorage.setItem(SEEN_KEY, "1");
    overlay.remove();
  };
  close.addEventListener("click", dismiss);
  overlay.addEventListener("click", (e) => e.target === overlay && dismiss());
  overlay.addEventListener("keydown", (e) => e.key === "Escape" && dismiss());
  document.body.append(overlay);
  close.focus();
}

export function showHelpOnce(): void {
  if (!localStorage.getItem(SEEN_KEY)) showHelp();
}
