// The name this browser last played under, offered again on the next game or invitation.
const KEY = "stratego.name";
export const MAX_NAME = 24; // the server's limit (docs/web-api.md)

export function lastName(storage: Storage = localStorage): string {
  return storage.getItem(KEY) ?? "";
}

export function rememberName(name: string, storage: Storage = localStorage): void {
  if (name.trim()) storage.setItem(KEY, name.trim());
}

// What the server accepts: trimmed, no control characters, at most MAX_NAME characters.
export function cleanName(name: string, fallback: string): string {
  const cleaned = Array.from(name.replace(/[\u0000-\u001f\u007f]/g, "").trim()).slice(0, MAX_NAME).join("").trim();
  return cleaned || fallback;
}
