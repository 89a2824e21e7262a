// The rules page, in the chosen language.
import { h } from "./dom";
import { lang, t } from "./i18n";
import { RULES } from "./rules-text";
import type { Screen } from "./screen";

export class RulesPage implements Screen {
  readonly element = h("main", { class: "rules-page" });

  constructor() {
    this.render();
  }

  render(): void {
    const sections = RULES[lang()].map((section) => {
      const items = section.body.filter((p) => p.startsWith("• "));
      const paragraphs = section.body.filter((p) => !p.startsWith("• "));
      return h(
        "section",
        { class: "card", id: `rules-${section.id}` },
        h("h2", {}, section.title),
        ...paragraphs.map((p) => h("p", {}, p)),
        items.length ? h("ul", {}, ...items.map((p) => h("li", {}, p.slice(2)))) : null,
        section.faq ? h("dl", { class: "faq" }, ...section.faq.flatMap(([q, a]) => [h("dt", {}, q), h("dd", {}, a)])) : null,
      );
    });
    this.element.replaceChildren(h("h1", {}, t("nav_rules")), ...sections);
  }

  dispose(): void {}
}
