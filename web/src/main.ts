// The app: a header with navigation and the language switch, and one screen chosen by the
// address's hash: #/ (start), #/lobby (people online), #/game (this browser's current
// game), #/join/<game>/<invite>, #/watch/<game>, #/replay[/id], #/rules.
import "./style.css";
import { fetchCatalogue } from "./api";
import { h } from "./dom";
import { GameScreen } from "./game-screen";
import { showHelp, showHelpOnce } from "./help-overlay";
import { HotSeatScreen } from "./hot-seat-screen";
import { JoinScreen } from "./join-screen";
import { LANGS, initLang, lang, setLang, t, type Lang } from "./i18n";
import { LobbyScreen } from "./lobby-screen";
import { ReplayScreen } from "./replay-screen";
import { RulesPage } from "./rules-page";
import { currentSession, heldColors, isHotSeat, type Session } from "./session";
import { StartScreen } from "./start-screen";
import type { Catalogue } from "./types";
import type { Screen } from "./screen";

let catalogue: Catalogue | null = null;
let screen: Screen | null = null;
const header = h("header", { class: "app-header" });
const outlet = h("div", { class: "outlet" });

function navigate(hash: string): void {
  if (location.hash === hash) void route();
  else location.hash = hash;
}

function segments(hash: string, route: string): string[] {
  return hash.slice(route.length).split("/").filter(Boolean).map(decodeURIComponent);
}

function sessionScreen(session: Session, catalogue: Catalogue): Screen {
  showHelpOnce();
  if (isHotSeat(session)) return new HotSeatScreen({ session, catalogue, navigate });
  const color = heldColors(session)[0];
  return new GameScreen({ game: session.game, token: session.seats[color]!, invite: session.invite, catalogue, navigate });
}

async function screenFor(hash: string): Promise<Screen> {
  if (hash.startsWith("#/rules")) return new RulesPage();
  catalogue ??= await fetchCatalogue();
  if (hash.startsWith("#/lobby")) return new LobbyScreen(catalogue, navigate);
  if (hash.startsWith("#/replay")) {
    const [id] = segments(hash, "#/replay");
    return new ReplayScreen(catalogue, id ?? null, navigate);
  }
  const [game, invite] = segments(hash, hash.startsWith("#/join/") ? "#/join/" : "#/watch/");
  if (hash.startsWith("#/join/") && game && invite) return new JoinScreen(game, invite, navigate);
  if (hash.startsWith("#/watch/") && game) return new GameScreen({ game, token: null, catalogue, navigate });
  const session = currentSession();
  if (hash.startsWith("#/game") && session && heldColors(session).length) return sessionScreen(session, catalogue);
  return new StartScreen(catalogue, navigate, changeLang);
}

async function route(): Promise<void> {
  screen?.dispose();
  screen = null;
  outlet.replaceChildren(h("p", { class: "loading" }, t("start_loading")));
  try {
    screen = await screenFor(location.hash);
    outlet.replaceChildren(screen.element);
  } catch (e) {
    outlet.replaceChildren(h("p", { class: "notice" }, t("start_unreachable", { message: (e as Error).message })));
  }
  renderHeader();
}

function changeLang(next: Lang): void {
  setLang(next);
  document.title = t("app_title");
  screen?.render();
  renderHeader();
}

function renderHeader(): void {
  const link = (hash: string, key: Parameters<typeof t>[0], active: boolean) =>
    h("a", { href: hash, class: active ? "active" : undefined, "aria-current": active ? "page" : undefined }, t(key));
  const hash = location.hash || "#/";
  const help = h("button", { class: "subtle", id: "help-button" }, t("nav_help"));
  help.addEventListener("click", showHelp);
  const language = h("select", { id: "language", "aria-label": t("language") },
    ...LANGS.map((l) => h("option", { value: l, selected: l === lang() }, l === "de" ? "Deutsch" : "English")));
  language.addEventListener("change", () => changeLang(language.value as Lang));
  header.replaceChildren(
    h("a", { class: "brand", href: "#/" }, h("span", { class: "brand-mark", "aria-hidden": "true" }), t("app_title")),
    h("nav", {},
      link(currentSession() ? "#/game" : "#/", "nav_play", hash === "#/" || hash.startsWith("#/game")),
      link("#/lobby", "nav_lobby", hash.startsWith("#/lobby")),
      link("#/replay", "nav_replay", hash.startsWith("#/replay")),
      link("#/rules", "nav_rules", hash.startsWith("#/rules")),
      help),
    language,
  );
}

initLang();
document.title = t("app_title");
document.body.append(header, outlet);
window.addEventListener("hashchange", () => void route());
// Coming back to the page continues a game in progress.
if (!location.hash && currentSession()) location.hash = "#/game";
else void route();
