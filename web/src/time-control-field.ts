// Choosing a time control: its kind, then the numbers that kind needs; the result in the
// protocol's words ("fischer:300+5"), or null while the numbers lie outside the bounds.
import { h } from "./dom";
import { t, type TextKey } from "./i18n";
import { LIMITS, TIME_CONTROL_KINDS, clockText, parseClock, type TimeControl, type TimeControlKind } from "./time-control";
import type { ClockText } from "./types";

// What the fields hold, kept between kinds so that switching back restores them.
export interface ClockDraft {
  kind: TimeControlKind;
  minutes: number;   // Fischer base
  increment: number; // Fischer increment, seconds
  seconds: number;   // per move
  days: number;      // correspondence
}

export const DEFAULT_CLOCK: ClockDraft = { kind: "none", minutes: 5, increment: 5, seconds: 30, days: 3 };

export function draftControl(draft: ClockDraft): TimeControl {
  switch (draft.kind) {
    case "none": return { kind: "none" };
    case "isf": return { kind: "isf" };
    case "fischer": return { kind: "fischer", base: Math.round(draft.minutes * 60), increment: draft.increment };
    case "move": return { kind: "move", seconds: draft.seconds };
    case "days": return { kind: "days", days: draft.days };
  }
}

// The draft as the protocol writes it, or null when the server would refuse it.
export function draftText(draft: ClockDraft): ClockText | null {
  const text = clockText(draftControl(draft));
  return parseClock(text) ? text : null;
}

function numberField(id: string, label: TextKey, value: number, [min, max]: readonly [number, number], onChange: (v: number) => void): HTMLElement {
  const input = h("input", { type: "number", id, min, max, step: 1, value, inputmode: "numeric" });
  input.addEventListener("input", () => onChange(Number(input.value)));
  return h("label", { class: "field" }, h("span", {}, t(label)), input);
}

// The fields of a draft; `onChange` gets every edit (the caller redraws on a change of kind).
export function clockFields(idPrefix: string, draft: ClockDraft, onChange: (draft: ClockDraft, kindChanged: boolean) => void): HTMLElement {
  const kind = h("select", { id: `${idPrefix}-clock` },
    ...TIME_CONTROL_KINDS.map((k) => h("option", { value: k, selected: k === draft.kind }, t(`clock_kind_${k}` as TextKey))));
  kind.addEventListener("change", () => onChange({ ...draft, kind: kind.value as TimeControlKind }, true));
  const set = (patch: Partial<ClockDraft>) => onChange({ ...draft, ...patch }, false);
  const extra: HTMLElement[] = [];
  if (draft.kind === "fischer") {
    extra.push(numberField(`${idPrefix}-minutes`, "clock_base_minutes", draft.minutes, [1, LIMITS.fischerBase[1] / 60], (minutes) => set({ minutes })));
    extra.push(numberField(`${idPrefix}-increment`, "clock_increment", draft.increment, LIMITS.fischerIncrement, (increment) => set({ increment })));
  }
  if (draft.kind === "move") extra.push(numberField(`${idPrefix}-seconds`, "clock_move_seconds", draft.seconds, LIMITS.move, (seconds) => set({ seconds })));
  if (draft.kind === "days") extra.push(numberField(`${idPrefix}-days`, "clock_days", draft.days, LIMITS.days, (days) => set({ days })));
  return h("div", { class: "clock-fields" }, h("label", { class: "field" }, h("span", {}, t("clock_label")), kind), ...extra);
}
