import { describe, expect, it } from "vitest";
import { LANGS, TEXTS, detectLang, rankText, setLang, t, tryT } from "../src/i18n";
import { RANK_ORDER } from "../src/ranks";
import { RULES } from "../src/rules-text";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("i18n", () => {
  it("has every key in both languages, none empty, with the same placeholders", () => {
    const en = Object.keys(TEXTS.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(TEXTS[lang]).sort()).toEqual(en);
      for (const key of en) {
        const text = TEXTS[lang][key as keyof typeof TEXTS.en];
        expect(text.trim(), `${lang}.${key}`).not.toBe("");
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(TEXTS.en[key as keyof typeof TEXTS.en]));
      }
    }
  });

  it("translates into German, really (not a copy of English)", () => {
    const same = Object.keys(TEXTS.en).filter((k) => TEXTS.en[k as keyof typeof TEXTS.en] === TEXTS.de[k as keyof typeof TEXTS.de]);
    // Words that are the same in both languages: names, "General", "Major", "Barrage" ...
    expect(same.length).toBeLessThan(8);
  });

  it("names every rank, the server's variants, levels, rule sets and endings", () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const rank of [...RANK_ORDER, "unknown" as const]) expect(rankText(rank)).not.toMatch(/^rank_/);
      for (const name of ["classic", "barrage", "duell", "ultimate-lightning", "small"]) expect(tryT(`variant_${name}`, "?")).not.toBe("?");
      for (const name of ["random", "beginner", "strong"]) expect(tryT(`level_${name}`, "?")).not.toBe("?");
      for (const name of ["gravon", "gravon2006", "isf"]) expect(tryT(`rules_${name}`, "?")).not.toBe("?");
      for (const ending of ["flag captured", "no legal move", "neither side can move", "resignation", "draw agreed"])
        expect(tryT(`ending_${ending}`, "?")).not.toBe("?");
    }
  });

  it("fills placeholders and falls back to the server's words", () => {
    setLang("de");
    expect(t("setup_saved", { name: "Ecke" })).toBe("Aufstellung „Ecke“ gespeichert.");
    setLang("en");
    expect(t("replay_position", { ply: 3, total: 9 })).toBe("Move 3 of 9");
    expect(tryT("ending_new kind", "new kind")).toBe("new kind");
  });

  it("takes the language from storage, else from the browser, else English", () => {
    expect(detectLang("de", ["en-US"])).toBe("de");
    expect(detectLang(null, ["de-AT", "en"])).toBe("de");
    expect(detectLang(null, ["fr-FR", "en-GB"])).toBe("en");
    expect(detectLang(null, ["fr-FR"])).toBe("en");
  });

  it("has the same rules sections in both languages", () => {
    expect(RULES.de.map((s) => s.id)).toEqual(RULES.en.map((s) => s.id));
    RULES.de.forEach((section, i) => expect(section.body.length).toBe(RULES.en[i].body.length));
  });
});
