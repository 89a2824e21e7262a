// The rules page: its questions and answers and its sources, in both languages.
import { describe, expect, it } from "vitest";
import { setLang } from "../src/i18n";
import { RulesPage } from "../src/rules-page";
import { RULES } from "../src/rules-text";

describe("rules page", () => {
  it("answers the questions before the first game and names its sources, in both languages", () => {
    for (const [lang, question, source] of [
      ["en", "Can a scout take the flag from far away?", "Bedienungsanleitung Stratego Travel"],
      ["de", "Kann ein Aufklärer die Fahne aus der Ferne erobern?", "Bedienungsanleitung Stratego Travel"],
    ] as const) {
      setLang(lang);
      const page = new RulesPage();
      const faq = page.element.querySelector("#rules-faq dl.faq")!;
      const questions = [...faq.querySelectorAll("dt")].map((e) => e.textContent);
      expect(questions).toContain(question);
      expect(faq.querySelectorAll("dd")).toHaveLength(questions.length);
      const sources = [...page.element.querySelectorAll("#rules-sources li")].map((e) => e.textContent ?? "");
      expect(sources.some((s) => s.includes(source))).toBe(true);
      expect(sources.some((s) => s.includes("Das Feldhandbuch"))).toBe(true);
      expect(sources.some((s) => s.includes("Projekt Gravon"))).toBe(true);
    }
  });

  it("asks the same questions in German and English", () => {
    const faq = (lang: "en" | "de") => RULES[lang].find((s) => s.id === "faq")!.faq!;
    expect(faq("de")).toHaveLength(faq("en").length);
    expect(faq("en").length).toBeGreaterThanOrEqual(5);
  });
});
