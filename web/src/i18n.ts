// Texts in German and English. Every key exists in both languages (the compiler checks
// that de has the keys of en; a unit test checks that no text is empty and that both
// use the same {placeholders}).
import type { RankName } from "./types";

export type Lang = "en" | "de";
export const LANGS: Lang[] = ["de", "en"];

const en = {
  app_title: "Stratego",
  nav_play: "Play",
  nav_replay: "Replay",
  nav_rules: "Rules",
  nav_help: "Help",
  language: "Language",

  start_heading: "New game",
  start_intro: "Protect your flag. Discover the enemy army. Every encounter brings new information.",
  start_variant: "Variant",
  start_level: "Computer level",
  start_rules: "Rule set",
  start_button: "Play the computer",
  start_color: "Your colour",
  color_red: "Red (moves first)",
  color_blue: "Blue",
  color_random: "Random",
  start_computer: "Against the computer",
  start_person: "Against a person",
  start_name: "Your name",
  start_second_name: "Second player's name (at this device)",
  start_invite_button: "Play a person (invitation link)",
  start_device_button: "Play at this device",
  name_guest: "Guest",
  name_second: "Second player",
  start_continue: "Continue the game",
  start_loading: "Loading…",
  start_unreachable: "The server cannot be reached: {message}",

  variant_classic: "Classic (40 pieces)",
  variant_barrage: "Barrage (8 pieces)",
  variant_duell: "Duell (10 pieces)",
  "variant_ultimate-lightning": "Ultimate Lightning (20 pieces)",
  "variant_classic-free": "Classic, free placement",
  variant_small: "Small Stratego 8×8 (24 pieces)",
  level_random: "Random (makes any legal move)",
  level_beginner: "Beginner",
  level_strong: "Strong",
  rules_gravon: "Two-square rule, 3 moves (Gravon, ISF, Jumbo)",
  rules_gravon2006: "Two-square rule, 5 moves (Gravon until 2006)",
  rules_isf: "ISF: two-square rule and more-squares rule",
  rules_ucc2012: "No two-square rule, draw after 5000 moves (UCC 2012 bots)",

  setup_heading: "Set up your army",
  setup_hint: "Pick two of your pieces to swap them, or drag a piece onto another square.",
  setup_new: "New setup",
  setup_start: "Start the game",
  setup_save: "Save",
  setup_load: "Load",
  setup_delete: "Delete",
  setup_name: "Name of the setup",
  setup_saved: "Setup “{name}” saved.",
  setup_none_saved: "No saved setups for this variant.",
  setup_invalid: "This setup cannot be started: {reason}",
  setup_valid: "Valid setup: {count} pieces.",
  setup_too_many: "too many of {rank} ({have}, at most {want})",
  setup_too_few: "too few of {rank} ({have}, need {want})",
  setup_selected: "Selected: {rank} on {square}. Pick a second square.",

  turn_yours: "Your move",
  turn_computer: "The computer is thinking…",
  turn_person: "{name} is to move…",
  turn_side: "{side} to move ({name})",
  wait_setup: "Waiting for {name} to set up…",
  wait_setup_all: "The players are setting up.",
  side_red: "Red",
  side_blue: "Blue",
  seat_away: "away",
  seat_computer: "Computer ({level})",
  seat_open: "open seat",
  seat_you: "you",
  seat_watching: "You are watching this game.",
  invite_heading: "Invite your opponent",
  invite_text: "Send this private link to the person you want to play. Whoever opens it first takes the other seat.",
  invite_waiting: "Waiting for your opponent to join…",
  watch_heading: "Watch link",
  watch_text: "Anyone with this link can watch the game; hidden ranks stay hidden.",
  copy: "Copy",
  copied: "Copied",
  join_heading: "Join a game",
  join_intro: "You have been invited to a game of Stratego. Your name:",
  join_button: "Join the game",
  join_invited: "{name} invites you to a game of {variant}; you play {side}.",
  join_forbidden: "This invitation is not valid for this game.",
  join_taken: "Someone has already taken this seat.",
  join_missing: "This game does not exist (any more).",
  pass_heading: "Pass the device to {name} ({side})",
  pass_text: "Only {name} should look at the screen now.",
  pass_ready: "Ready",
  select_hint: "Select one of your movable pieces, then one of the marked squares.",
  selected_piece: "{rank} on {square} selected: choose a marked square.",
  resign: "Resign",
  rescue_choose: "{from}-{to} reaches the enemy back row: bring back a captured piece?",
  rescue_square: "Choose a marked square for your {rank}.",
  rescue_if_won: "This is an attack: the piece comes back only if yours wins.",
  rescue_back: "Another piece",
  rescue_none: "No rescue",
  rescue_mine: "Your {rank} came back on {square}.",
  rescue_theirs: "The enemy brought back its {rank} on {square}.",
  rescue_red: "Red brought back a {rank} on {square}.",
  rescue_blue: "Blue brought back a {rank} on {square}.",
  cancel: "Cancel",
  status_over: "Game over",
  status_setup: "Setting up",
  resign_confirm: "Really resign?",
  yes: "Yes",
  no: "No",
  offer_draw: "Offer a draw",
  draw_accepted: "The computer accepts the draw.",
  draw_declined: "The computer declines the draw.",
  draw_sent: "You offered a draw.",
  draw_offered: "{name} offers a draw.",
  draw_accept: "Accept",
  draw_decline: "Decline",
  draw_agreed: "The draw is agreed.",
  draw_refused: "The draw offer was declined.",
  new_game: "New game",
  battle_log: "Battle log",
  battle_log_empty: "No encounters yet.",
  move_list: "Moves",
  captured: "Captured",
  captured_own: "Your losses",
  captured_enemy: "Enemy losses",
  captured_red_side: "Red's losses",
  captured_blue_side: "Blue's losses",
  nothing: "none",
  legend: "Marks",
  legend_revealed: "Your opponent knows this piece's rank",
  legend_moved: "Your opponent has seen this piece move",
  legend_known: "A known enemy rank",
  legend_unveiled: "A rank shown only now, at the end",
  server_error: "The server says: {message}",
  connection_lost: "Connection lost; reconnecting…",
  move_queued: "Your move {move} is sent as soon as the connection is back.",
  game_missing: "The saved game could not be found; start a new one.",

  battle_vs: "{attacker} attacks {defender}",
  outcome_attacker_wins: "The attacker wins",
  outcome_defender_wins: "The defender holds",
  outcome_both_removed: "Both pieces are removed",

  over_heading: "The game is over",
  over_won: "You won!",
  over_lost: "The computer won.",
  over_winner: "{name} won.",
  over_draw: "Draw.",
  over_reason: "Reason: {ending}",
  over_replay: "Replay the game",
  "ending_flag captured": "the flag was captured",
  "ending_no legal move": "one side had no legal move left",
  "ending_neither side can move": "neither side can move",
  ending_resignation: "resignation",
  "ending_draw agreed": "draw agreed",
  "ending_move limit reached": "the move limit was reached",
  "ending_time ran out": "time ran out",
  ending_forfeit: "forfeit",

  replay_heading: "Replay",
  replay_upload: "Open a game record (Gravon XML, GSN or JSON)",
  replay_game_id: "Stored game number",
  replay_show: "Show",
  replay_first: "First move",
  replay_prev: "Previous move",
  replay_next: "Next move",
  replay_last: "Last move",
  replay_position: "Move {ply} of {total}",
  replay_start_position: "Starting position ({total} moves)",
  replay_error: "The record cannot be replayed: {message}",
  replay_back: "Back to the game",

  help_heading: "How to play",
  help_1: "Your army stands at the bottom of the board. Red moves first.",
  help_2: "Before the game: pick two of your pieces to swap them, draw a new setup, or drag pieces. Then start.",
  help_3: "In the game: select one of your pieces; the squares it may move to are marked. Select a marked square to move.",
  help_4: "Moving onto an enemy piece attacks it: both ranks are shown and the battle log explains the result.",
  help_5: "Capture the enemy flag or leave your opponent without a legal move to win.",
  help_6: "Keyboard: arrow keys move over the board, Enter selects. Your game is saved after every move.",
  help_close: "Got it",

  board_label: "Board",
  square_empty: "{square}: empty",
  square_lake: "{square}: lake",
  square_own: "{square}: your {rank}",
  square_enemy: "{square}: enemy {rank}",
  square_red: "{square}: {rank} (Red)",
  square_blue: "{square}: {rank} (Blue)",
  square_target: "{label}, legal target",
  unknown_piece: "unknown piece",

  rank_marshal: "Marshal",
  rank_general: "General",
  rank_colonel: "Colonel",
  rank_major: "Major",
  rank_captain: "Captain",
  rank_lieutenant: "Lieutenant",
  rank_sergeant: "Sergeant",
  rank_miner: "Miner",
  rank_scout: "Scout",
  rank_spy: "Spy",
  rank_bomb: "Bomb",
  rank_flag: "Flag",
  rank_unknown: "Unknown",
};

export type TextKey = keyof typeof en;

const de: Record<TextKey, string> = {
  app_title: "Stratego",
  nav_play: "Spielen",
  nav_replay: "Wiederholung",
  nav_rules: "Regeln",
  nav_help: "Hilfe",
  language: "Sprache",

  start_heading: "Neue Partie",
  start_intro: "Schütze deine Fahne. Entdecke die gegnerische Armee. Jede Begegnung liefert neue Informationen.",
  start_variant: "Variante",
  start_level: "Spielstärke des Computers",
  start_rules: "Regelwerk",
  start_button: "Gegen den Computer spielen",
  start_color: "Deine Farbe",
  color_red: "Rot (beginnt)",
  color_blue: "Blau",
  color_random: "Zufällig",
  start_computer: "Gegen den Computer",
  start_person: "Gegen einen Menschen",
  start_name: "Dein Name",
  start_second_name: "Name der zweiten Person (an diesem Gerät)",
  start_invite_button: "Gegen einen Menschen spielen (Einladungslink)",
  start_device_button: "Zu zweit an diesem Gerät spielen",
  name_guest: "Gast",
  name_second: "Zweite Person",
  start_continue: "Partie fortsetzen",
  start_loading: "Wird geladen…",
  start_unreachable: "Der Server ist nicht erreichbar: {message}",

  variant_classic: "Klassisch (40 Figuren)",
  variant_barrage: "Barrage (8 Figuren)",
  variant_duell: "Duell (10 Figuren)",
  "variant_ultimate-lightning": "Ultimate Lightning (20 Figuren)",
  "variant_classic-free": "Klassisch, freie Aufstellung",
  variant_small: "Kleines Stratego 8×8 (24 Figuren)",
  level_random: "Zufall (macht irgendeinen erlaubten Zug)",
  level_beginner: "Einsteiger",
  level_strong: "Stark",
  rules_gravon: "Zwei-Felder-Regel, 3 Züge (Gravon, ISF, Jumbo)",
  rules_gravon2006: "Zwei-Felder-Regel, 5 Züge (Gravon bis 2006)",
  rules_isf: "ISF: Zwei-Felder-Regel und Mehr-Felder-Regel",
  rules_ucc2012: "Ohne Zwei-Felder-Regel, remis nach 5000 Zügen (UCC-2012-Bots)",

  setup_heading: "Stelle deine Armee auf",
  setup_hint: "Wähle zwei eigene Figuren zum Tauschen oder ziehe eine Figur auf ein anderes Feld.",
  setup_new: "Neue Aufstellung",
  setup_start: "Partie beginnen",
  setup_save: "Speichern",
  setup_load: "Laden",
  setup_delete: "Löschen",
  setup_name: "Name der Aufstellung",
  setup_saved: "Aufstellung „{name}“ gespeichert.",
  setup_none_saved: "Keine gespeicherten Aufstellungen für diese Variante.",
  setup_invalid: "Mit dieser Aufstellung kann die Partie nicht beginnen: {reason}",
  setup_valid: "Gültige Aufstellung: {count} Figuren.",
  setup_too_many: "zu viele {rank} ({have}, höchstens {want})",
  setup_too_few: "zu wenige {rank} ({have}, benötigt {want})",
  setup_selected: "Gewählt: {rank} auf {square}. Wähle ein zweites Feld.",

  turn_yours: "Du bist am Zug",
  turn_computer: "Der Computer überlegt…",
  turn_person: "{name} ist am Zug…",
  turn_side: "{side} ist am Zug ({name})",
  wait_setup: "Warte, bis {name} aufgestellt hat…",
  wait_setup_all: "Die Spieler stellen ihre Armeen auf.",
  side_red: "Rot",
  side_blue: "Blau",
  seat_away: "abwesend",
  seat_computer: "Computer ({level})",
  seat_open: "freier Platz",
  seat_you: "du",
  seat_watching: "Du schaust dieser Partie zu.",
  invite_heading: "Lade deinen Gegner ein",
  invite_text: "Schicke diesen privaten Link an die Person, gegen die du spielen willst. Wer ihn zuerst öffnet, bekommt den anderen Platz.",
  invite_waiting: "Warte, bis dein Gegner beitritt…",
  watch_heading: "Link zum Zuschauen",
  watch_text: "Mit diesem Link kann jeder zuschauen; verdeckte Ränge bleiben verdeckt.",
  copy: "Kopieren",
  copied: "Kopiert",
  join_heading: "Einer Partie beitreten",
  join_intro: "Du wurdest zu einer Partie Stratego eingeladen. Dein Name:",
  join_button: "Der Partie beitreten",
  join_invited: "{name} lädt dich zu einer Partie {variant} ein; du spielst {side}.",
  join_forbidden: "Diese Einladung gilt nicht für diese Partie.",
  join_taken: "Dieser Platz ist bereits vergeben.",
  join_missing: "Diese Partie gibt es nicht (mehr).",
  pass_heading: "Gib das Gerät an {name} ({side})",
  pass_text: "Jetzt sollte nur {name} auf den Bildschirm schauen.",
  pass_ready: "Bereit",
  select_hint: "Wähle eine bewegliche Figur und anschließend eines der markierten Zielfelder.",
  selected_piece: "{rank} auf {square} gewählt: wähle ein markiertes Feld.",
  resign: "Aufgeben",
  rescue_choose: "{from}-{to} erreicht die gegnerische Grundreihe: eine geschlagene Figur zurückholen?",
  rescue_square: "Wähle ein markiertes Feld für deinen {rank}.",
  rescue_if_won: "Das ist ein Angriff: die Figur kommt nur zurück, wenn deine gewinnt.",
  rescue_back: "Andere Figur",
  rescue_none: "Keine Rettung",
  rescue_mine: "Dein {rank} kehrt auf {square} zurück.",
  rescue_theirs: "Der Gegner holt seinen {rank} auf {square} zurück.",
  rescue_red: "Rot holt einen {rank} auf {square} zurück.",
  rescue_blue: "Blau holt einen {rank} auf {square} zurück.",
  cancel: "Abbrechen",
  status_over: "Partie beendet",
  status_setup: "Aufstellung",
  resign_confirm: "Wirklich aufgeben?",
  yes: "Ja",
  no: "Nein",
  offer_draw: "Remis anbieten",
  draw_accepted: "Der Computer nimmt das Remis an.",
  draw_declined: "Der Computer lehnt das Remis ab.",
  draw_sent: "Du hast Remis angeboten.",
  draw_offered: "{name} bietet Remis an.",
  draw_accept: "Annehmen",
  draw_decline: "Ablehnen",
  draw_agreed: "Remis ist vereinbart.",
  draw_refused: "Das Remisangebot wurde abgelehnt.",
  new_game: "Neue Partie",
  battle_log: "Kampfprotokoll",
  battle_log_empty: "Noch keine Begegnungen.",
  move_list: "Züge",
  captured: "Geschlagen",
  captured_own: "Deine Verluste",
  captured_enemy: "Verluste des Gegners",
  captured_red_side: "Verluste von Rot",
  captured_blue_side: "Verluste von Blau",
  nothing: "keine",
  legend: "Markierungen",
  legend_revealed: "Dein Gegner kennt den Rang dieser Figur",
  legend_moved: "Dein Gegner hat diese Figur ziehen sehen",
  legend_known: "Ein bekannter gegnerischer Rang",
  legend_unveiled: "Ein Rang, der erst jetzt am Ende aufgedeckt wird",
  server_error: "Der Server meldet: {message}",
  connection_lost: "Verbindung unterbrochen; neuer Versuch…",
  move_queued: "Dein Zug {move} wird gesendet, sobald die Verbindung wieder steht.",
  game_missing: "Die gespeicherte Partie wurde nicht gefunden; beginne eine neue.",

  battle_vs: "{attacker} greift {defender} an",
  outcome_attacker_wins: "Der Angreifer gewinnt",
  outcome_defender_wins: "Der Verteidiger hält stand",
  outcome_both_removed: "Beide Figuren werden entfernt",

  over_heading: "Die Partie ist beendet",
  over_won: "Du hast gewonnen!",
  over_lost: "Der Computer hat gewonnen.",
  over_winner: "{name} hat gewonnen.",
  over_draw: "Remis.",
  over_reason: "Grund: {ending}",
  over_replay: "Partie nachspielen",
  "ending_flag captured": "die Fahne wurde erobert",
  "ending_no legal move": "eine Seite hatte keinen erlaubten Zug mehr",
  "ending_neither side can move": "keine Seite kann mehr ziehen",
  ending_resignation: "Aufgabe",
  "ending_draw agreed": "Remis vereinbart",
  "ending_move limit reached": "die Zuggrenze wurde erreicht",
  "ending_time ran out": "die Zeit ist abgelaufen",
  ending_forfeit: "kampflos verloren",

  replay_heading: "Wiederholung",
  replay_upload: "Partiedatei öffnen (Gravon-XML, GSN oder JSON)",
  replay_game_id: "Nummer einer gespeicherten Partie",
  replay_show: "Anzeigen",
  replay_first: "Erster Zug",
  replay_prev: "Vorheriger Zug",
  replay_next: "Nächster Zug",
  replay_last: "Letzter Zug",
  replay_position: "Zug {ply} von {total}",
  replay_start_position: "Ausgangsstellung ({total} Züge)",
  replay_error: "Die Partie kann nicht nachgespielt werden: {message}",
  replay_back: "Zurück zur Partie",

  help_heading: "So wird gespielt",
  help_1: "Deine Armee steht am unteren Rand des Bretts. Rot beginnt.",
  help_2: "Vor der Partie: wähle zwei eigene Figuren zum Tauschen, erzeuge eine neue Aufstellung oder ziehe Figuren. Dann beginne.",
  help_3: "In der Partie: wähle eine eigene Figur; ihre erlaubten Zielfelder werden markiert. Wähle ein markiertes Feld, um zu ziehen.",
  help_4: "Ein Zug auf eine gegnerische Figur ist ein Angriff: beide Ränge werden gezeigt und das Kampfprotokoll erklärt das Ergebnis.",
  help_5: "Erobere die gegnerische Fahne oder lass deinem Gegner keinen erlaubten Zug, um zu gewinnen.",
  help_6: "Tastatur: Pfeiltasten bewegen über das Brett, Eingabe wählt. Die Partie wird nach jedem Zug gespeichert.",
  help_close: "Verstanden",

  board_label: "Spielbrett",
  square_empty: "{square}: leer",
  square_lake: "{square}: See",
  square_own: "{square}: dein {rank}",
  square_enemy: "{square}: gegnerischer {rank}",
  square_red: "{square}: {rank} (Rot)",
  square_blue: "{square}: {rank} (Blau)",
  square_target: "{label}, erlaubtes Ziel",
  unknown_piece: "unbekannte Figur",

  rank_marshal: "Feldmarschall",
  rank_general: "General",
  rank_colonel: "Oberst",
  rank_major: "Major",
  rank_captain: "Hauptmann",
  rank_lieutenant: "Leutnant",
  rank_sergeant: "Sergeant",
  rank_miner: "Mineur",
  rank_scout: "Aufklärer",
  rank_spy: "Spion",
  rank_bomb: "Bombe",
  rank_flag: "Fahne",
  rank_unknown: "Unbekannt",
};

export const TEXTS: Record<Lang, Record<TextKey, string>> = { en, de };

const LANG_KEY = "stratego.lang";
let current: Lang = "en";

export function detectLang(stored: string | null, browserLanguages: readonly string[]): Lang {
  if (stored === "de" || stored === "en") return stored;
  for (const l of browserLanguages) {
    const base = l.toLowerCase().slice(0, 2);
    if (base === "de" || base === "en") return base;
  }
  return "en";
}

export function initLang(): Lang {
  current = detectLang(localStorage.getItem(LANG_KEY), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = current;
  return current;
}

export function setLang(lang: Lang): void {
  current = lang;
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
}

export function lang(): Lang {
  return current;
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

export function t(key: TextKey, params: Record<string, string | number> = {}): string {
  return fill(TEXTS[current][key], params);
}

// A text for a key that comes from the server (variant, level, rules, ending); falls back
// to the server's own words when the client does not know the name.
export function tryT(key: string, fallback: string): string {
  return key in TEXTS[current] ? TEXTS[current][key as TextKey] : fallback;
}

export function rankText(rank: RankName): string {
  return t(`rank_${rank}` as TextKey);
}

// German articles and adjectives follow the rank's gender: the bomb and the flag are
// feminine, every other rank masculine (as in the server's battle texts). These are the
// feminine forms of the texts that name a rank; the masculine ones stand in `de`.
export const DE_FEMININE: Partial<Record<TextKey, string>> = {
  square_own: "{square}: deine {rank}",
  square_enemy: "{square}: gegnerische {rank}",
  rescue_square: "Wähle ein markiertes Feld für deine {rank}.",
  rescue_mine: "Deine {rank} kehrt auf {square} zurück.",
  rescue_theirs: "Der Gegner holt seine {rank} auf {square} zurück.",
  rescue_red: "Rot holt eine {rank} auf {square} zurück.",
  rescue_blue: "Blau holt eine {rank} auf {square} zurück.",
};

function feminine(rank: RankName): boolean {
  return rank === "bomb" || rank === "flag";
}

// The text `key` about a piece of `rank`, its name in {rank}, declined for its gender.
export function rankT(key: TextKey, rank: RankName, params: Record<string, string | number> = {}): string {
  const filled = { ...params, rank: rank === "unknown" ? t("unknown_piece") : rankText(rank) };
  const form = current === "de" && feminine(rank) ? DE_FEMININE[key] : undefined;
  return form ? fill(form, filled) : t(key, filled);
}
