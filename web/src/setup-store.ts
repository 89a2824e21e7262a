// Named setups, kept in this browser's local storage per variant.
const KEY = "stratego.setups";

type Stored = Record<string, Record<string, string>>;

function readAll(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

export function savedSetupNames(variant: string, storage: Storage = localStorage): string[] {
  return Object.keys(readAll(storage)[variant] ?? {}).sort();
}

export function loadSetup(variant: string, name: string, storage: Storage = localStorage): string | null {
  return readAll(storage)[variant]?.[name] ?? null;
}

export function saveSetup(variant: string, name: string, setup: string, storage: Storage = localStorage): void {
  const all = readAll(storage);
  all[variant] = { ...(all[variant] ?? {}), [name]: setup };
  storage.setItem(KEY, JSON.stringify(all));
}

export function deleteSetup(variant: string, name: string, storage: Storage = localStorage): void {
  const all = readAll(storage);
  if (!all[variant]) return;
  delete all[variant][name];
  storage.setItem(KEY, JSON.stringify(all));
}
