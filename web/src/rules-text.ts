// The rules as this system implements them (engine/variant.cpp and engine/rules.cpp), in
// both languages, written from the seed manuals. Each section has a title and paragraphs;
// a paragraph that starts with "• " is a list item.
import type { Lang } from "./i18n";

export interface RulesSection {
  id: string;
  title: string;
  body: string[];
  faq?: [question: string, answer: string][];
}

const en: RulesSection[] = [
  { id: "goal", title: "The goal", body: [
    "Protect your flag and capture the enemy flag. Each side has an army whose ranks stay hidden from the opponent until they meet in battle.",
    "You also win when the opponent has no legal move left, for example when its last movable pieces are shut in or only bombs and the flag remain.",
  ] },
  { id: "setup", title: "Setting up", body: [
    "In the classic game each side has 40 pieces and fills the four rows in front of it. The two middle rows stay empty, and no piece may stand on the lakes.",
    "You play Red or Blue; Red moves first, and your own home rows are always drawn at the bottom. A valid setup is prepared for you: pick two of your pieces to swap them, drag a piece onto another square, or draw a new setup. You can save setups under a name and load them later in this browser.",
  ] },
  { id: "ranks", title: "The pieces", body: [
    "• Marshal (10), General (9), Colonel (8), Major (7), Captain (6), Lieutenant (5), Sergeant (4), Miner (3), Scout (2), Spy (S).",
    "• Bombs (B) and the flag (F) never move. A move with them is not offered.",
    "Classic army: 1 marshal, 1 general, 2 colonels, 3 majors, 4 captains, 4 lieutenants, 4 sergeants, 5 miners, 8 scouts, 1 spy, 6 bombs, 1 flag.",
  ] },
  { id: "moving", title: "Moving", body: [
    "• A piece moves one square forwards, backwards, left or right. Diagonal moves are not allowed.",
    "• Pieces cannot jump over other pieces, move onto their own pieces, or enter or cross the lakes.",
    "• Scouts move any distance along a free straight line and may attack the enemy piece at the end of that line.",
    "Select one of your pieces and its legal targets are marked; select a marked square to move.",
  ] },
  { id: "battle", title: "Battles", body: [
    "Moving onto an enemy piece attacks it. Both ranks are revealed to both players. The higher rank wins: a winning attacker takes the square, a winning defender stays. Equal ranks remove both pieces.",
    "• A miner that attacks a bomb defuses it and takes its square; any other attacker is destroyed and the bomb stays.",
    "• A spy that attacks the marshal wins. If the marshal attacks the spy, the marshal wins.",
    "• Any movable piece that attacks the flag wins the game.",
    "The battle log explains every encounter with the same rules the game uses.",
  ] },
  { id: "two-square", title: "The two-square rule", body: [
    "A piece may move back and forth between the same two squares at most three times in a row: from A to B, from B to A and from A to B again. The fourth move is not allowed and is not offered. A scout that moves back along its line and stops within the squares of its previous move counts as moving between the same two squares.",
    "The rule set “Gravon until 2006” allows five such moves instead of three. A repeated position is not a draw by itself.",
    "The ISF rule set adds the more-squares rule: a piece may not chase an enemy piece endlessly over more squares; a move that would repeat a chase is not allowed. Under ISF rules a scout's move back also counts while it stops within the squares of the first move of its run.",
  ] },
  { id: "knowledge", title: "What each side knows", body: [
    "Your opponent, the computer or a person, receives its own army and what has become known during the game: battles, pieces that have moved (so they are no bombs or flags) and scouts that moved more than one square. It never receives the true ranks of your hidden pieces. Spectators see only what is known to both sides; the whole board is shown once the game is over.",
    "Known enemy ranks stay marked on the board. An eye on one of your pieces means your opponent knows its rank; a dot means it has seen the piece move.",
    "The game is saved on the server after every move; close the tab and come back to continue.",
  ] },
  { id: "variants", title: "Variants", body: [
    "• Barrage: 8 pieces each (marshal, general, 2 scouts, miner, spy, bomb, flag), set up anywhere in the four home rows.",
    "• Duell: 10 pieces each (marshal, general, 2 miners, 2 scouts, spy, 2 bombs, flag), anywhere in the four home rows.",
    "• Ultimate Lightning: 20 pieces each. The attacker wins battles of equal rank, the captain may move up to two squares (straight or around a corner), a bomb that is hit is removed, and a piece reaching the enemy back row may bring back one captured piece.",
    "• Small Stratego 8×8: 24 pieces in three home rows, no marshal and no lieutenants; the spy beats the general when it attacks. The two lakes cover files c and f of the two middle rows.",
    "• Classic, free placement: the classic army, placed in the classic home rows.",
  ] },
  { id: "end", title: "The end of a game", body: [
    "The game ends when a flag is captured, when a side has no legal move, when neither side can move (a draw), when you resign, or when your opponent accepts a draw offer. Then the whole board is revealed and the game can be replayed move by move.",
  ] },
  { id: "faq", title: "Questions before the first game", body: [], faq: [
    ["May I move or attack diagonally?", "No. Every move and every attack goes along a row or a file, one square at a time; only the scout goes further, and only in a straight line."],
    ["Is a bomb gone once it has been attacked?", "Only when a miner attacks it: the miner defuses it and stands on its square. Any other attacker is removed and the bomb stays where it is. In Ultimate Lightning a bomb that is hit disappears together with its attacker, and a scout survives it."],
    ["Can a scout take the flag from far away?", "Yes, as long as every square between the scout and the flag is empty. The same holds for any other enemy piece at the end of its line."],
    ["Does the spy also beat the marshal when the marshal attacks?", "No. The spy wins only as the attacker; attacked, it loses against every other piece. (In Small Stratego 8×8, which has no marshal, the attacking spy beats the general.)"],
    ["Is a position that keeps repeating a draw?", "No. The two-square rule (and, in the ISF rule set, the more-squares rule) forbids the moves that would go on for ever, and those moves are simply not offered."],
    ["What if I cannot move any more?", "Then you lose: a side left with only bombs and the flag, or whose movable pieces are shut in, has lost. When neither side can move, the game is a draw."],
    ["Can the computer see my pieces?", "No. It receives only what you would know in its place: its own army, the battles, which pieces moved, and scouts that went more than one square."],
    ["Do I need a second player?", "No. Play the computer at one of three levels with a single click, send a private invitation link to a friend, or play with two people at one device."],
  ] },
  { id: "sources", title: "Sources", body: [
    "These rules were written in our own words from the following documents and checked against the engine that referees every game:",
    "• Projekt Gravon – Stratego: “Classic Stratego Spielregeln” (Gravon's rules, also for its older five-moves limit).",
    "• “Stratego ist ein tolles Strategiespiel für 2 Spieler ab 8 Jahren” – a German rules article on the pieces, their values and the end of the game.",
    "• “Das Feldhandbuch – Stratego-Regeln” (after Jumbo, instructions 19945, Stratego Original with 40 pieces), with its questions before the first game.",
    "• “Bedienungsanleitung Stratego Travel” (Jumbo): the two-square and more-squares rules, and the ranks' names in German.",
    "• “Stratego” – Czech rules (Úvod, Hrací potřeby, Pravidla) with the small 8×8 variant.",
    "• The ISF tournament rules (the two-square rule, 10.2, and the more-squares rule, 11) and the manager manual of the UCC Programming Competition 2012 (the rule set for computer programs).",
  ] },
];

const de: RulesSection[] = [
  { id: "goal", title: "Das Ziel", body: [
    "Schütze deine Fahne und erobere die gegnerische Fahne. Jede Seite hat eine Armee, deren Ränge dem Gegner verborgen bleiben, bis sie im Kampf aufeinandertreffen.",
    "Du gewinnst auch, wenn der Gegner keinen erlaubten Zug mehr hat – etwa wenn seine letzten beweglichen Figuren eingeschlossen sind oder nur noch Bomben und die Fahne übrig sind.",
  ] },
  { id: "setup", title: "Die Aufstellung", body: [
    "Im klassischen Spiel hat jede Seite 40 Figuren und füllt die vier Reihen vor sich. Die beiden mittleren Reihen bleiben frei, und auf den Seen darf keine Figur stehen.",
    "Du spielst Rot oder Blau; Rot beginnt, und deine eigenen Reihen stehen immer unten. Eine gültige Aufstellung ist bereits vorbereitet: wähle zwei eigene Figuren zum Tauschen, ziehe eine Figur auf ein anderes Feld oder erzeuge eine neue Aufstellung. Aufstellungen lassen sich unter einem Namen speichern und in diesem Browser wieder laden.",
  ] },
  { id: "ranks", title: "Die Figuren", body: [
    "• Feldmarschall (10), General (9), Oberst (8), Major (7), Hauptmann (6), Leutnant (5), Sergeant (4), Mineur (3), Aufklärer (2), Spion (S).",
    "• Bomben (B) und die Fahne (F) ziehen nie. Ein Zug mit ihnen wird nicht angeboten.",
    "Klassische Armee: 1 Feldmarschall, 1 General, 2 Obersten, 3 Majore, 4 Hauptleute, 4 Leutnants, 4 Sergeants, 5 Mineure, 8 Aufklärer, 1 Spion, 6 Bomben, 1 Fahne.",
  ] },
  { id: "moving", title: "Ziehen", body: [
    "• Eine Figur zieht ein Feld vorwärts, rückwärts, nach links oder nach rechts. Diagonale Züge sind nicht erlaubt.",
    "• Figuren dürfen keine Figuren überspringen, nicht auf eigene Figuren ziehen und Seen weder betreten noch überqueren.",
    "• Aufklärer ziehen beliebig weit entlang einer freien geraden Linie und dürfen die gegnerische Figur am Ende dieser Linie angreifen.",
    "Wähle eine eigene Figur, und ihre erlaubten Zielfelder werden markiert; wähle ein markiertes Feld, um zu ziehen.",
  ] },
  { id: "battle", title: "Kämpfe", body: [
    "Ein Zug auf eine gegnerische Figur ist ein Angriff. Beide Ränge werden beiden Spielern aufgedeckt. Der höhere Rang gewinnt: ein siegreicher Angreifer besetzt das Feld, ein siegreicher Verteidiger bleibt stehen. Bei gleichem Rang werden beide Figuren entfernt.",
    "• Ein Mineur, der eine Bombe angreift, entschärft sie und besetzt ihr Feld; jeder andere Angreifer wird entfernt, die Bombe bleibt.",
    "• Ein Spion, der den Feldmarschall angreift, gewinnt. Greift der Feldmarschall den Spion an, gewinnt der Feldmarschall.",
    "• Jede bewegliche Figur, die die Fahne angreift, gewinnt die Partie.",
    "Das Kampfprotokoll erklärt jede Begegnung anhand derselben Regeln wie die Spiellogik.",
  ] },
  { id: "two-square", title: "Die Zwei-Felder-Regel", body: [
    "Eine Figur darf höchstens dreimal hintereinander zwischen denselben zwei Feldern wechseln: von A nach B, von B nach A und wieder von A nach B. Der vierte Wechsel ist nicht erlaubt und wird nicht angeboten. Ein Aufklärer, der auf seiner Linie zurückzieht und innerhalb der Strecke seines vorigen Zuges stehen bleibt, wechselt ebenfalls zwischen denselben zwei Feldern.",
    "Das Regelwerk „Gravon bis 2006“ erlaubt fünf statt drei solcher Züge. Eine wiederholte Stellung ist für sich allein kein Remis.",
    "Das ISF-Regelwerk ergänzt die Mehr-Felder-Regel: eine Figur darf eine gegnerische Figur nicht endlos über mehrere Felder verfolgen; ein Zug, der eine Verfolgung wiederholt, ist nicht erlaubt. Nach ISF-Regeln zählt der Rückzug eines Aufklärers auch dann, wenn er innerhalb der Strecke des ersten Zuges seiner Folge stehen bleibt.",
  ] },
  { id: "knowledge", title: "Was jede Seite weiß", body: [
    "Dein Gegner, der Computer oder ein Mensch, erhält seine eigene Armee und die im Spiel bekannt gewordenen Informationen: Kämpfe, bereits bewegte Figuren (also keine Bomben oder Fahnen) und Aufklärer, die mehr als ein Feld gezogen sind. Die echten Ränge deiner verdeckten Figuren erhält er nie. Zuschauer sehen nur, was beiden Seiten bekannt ist; das ganze Brett erst nach dem Ende der Partie.",
    "Bekannte gegnerische Ränge bleiben auf dem Brett markiert. Ein Auge auf einer deiner Figuren bedeutet, dass dein Gegner ihren Rang kennt; ein Punkt, dass er sie ziehen sah.",
    "Die Partie wird nach jedem Zug auf dem Server gespeichert; schließe den Tab und kehre zurück, um weiterzuspielen.",
  ] },
  { id: "variants", title: "Varianten", body: [
    "• Barrage: je 8 Figuren (Feldmarschall, General, 2 Aufklärer, Mineur, Spion, Bombe, Fahne), frei in den vier eigenen Reihen aufgestellt.",
    "• Duell: je 10 Figuren (Feldmarschall, General, 2 Mineure, 2 Aufklärer, Spion, 2 Bomben, Fahne), frei in den vier eigenen Reihen.",
    "• Ultimate Lightning: je 20 Figuren. Bei gleichem Rang gewinnt der Angreifer, der Hauptmann darf bis zu zwei Felder ziehen (gerade oder um eine Ecke), eine getroffene Bombe wird entfernt, und eine Figur, die die gegnerische Grundreihe erreicht, darf eine geschlagene Figur zurückholen.",
    "• Kleines Stratego 8×8: 24 Figuren in drei eigenen Reihen, ohne Feldmarschall und ohne Leutnants; der Spion schlägt den General, wenn er angreift. Die beiden Seen liegen auf den Linien c und f der beiden mittleren Reihen.",
    "• Klassisch, freie Aufstellung: die klassische Armee in den klassischen eigenen Reihen.",
  ] },
  { id: "end", title: "Das Ende der Partie", body: [
    "Die Partie endet, wenn eine Fahne erobert wird, wenn eine Seite keinen erlaubten Zug hat, wenn keine Seite mehr ziehen kann (Remis), wenn du aufgibst oder wenn der Gegner ein Remisangebot annimmt. Dann wird das ganze Brett aufgedeckt, und die Partie lässt sich Zug für Zug nachspielen.",
  ] },
  { id: "faq", title: "Fragen vor der ersten Partie", body: [], faq: [
    ["Darf ich schräg ziehen oder angreifen?", "Nein. Jeder Zug und jeder Angriff führt entlang einer Reihe oder Linie, ein Feld weit; nur der Aufklärer zieht weiter, und auch er nur geradeaus."],
    ["Ist eine Bombe nach einem Angriff verschwunden?", "Nur wenn ein Mineur sie angreift: er entschärft sie und besetzt ihr Feld. Jeder andere Angreifer wird entfernt, und die Bombe bleibt stehen. In Ultimate Lightning verschwindet eine getroffene Bombe zusammen mit ihrem Angreifer; ein Aufklärer überlebt sie."],
    ["Kann ein Aufklärer die Fahne aus der Ferne erobern?", "Ja, sofern jedes Feld zwischen ihm und der Fahne frei ist. Das gilt für jede gegnerische Figur am Ende seiner Linie."],
    ["Schlägt der Spion den Feldmarschall auch, wenn dieser angreift?", "Nein. Der Spion gewinnt nur als Angreifer; wird er angegriffen, verliert er gegen jede andere Figur. (Im kleinen Stratego 8×8 ohne Feldmarschall schlägt der angreifende Spion den General.)"],
    ["Ist eine Stellung, die sich ständig wiederholt, ein Remis?", "Nein. Die Zwei-Felder-Regel (und im ISF-Regelwerk die Mehr-Felder-Regel) verbietet die Züge, die endlos so weitergingen; solche Züge werden gar nicht erst angeboten."],
    ["Was geschieht, wenn ich nicht mehr ziehen kann?", "Dann hast du verloren: eine Seite mit nur noch Bomben und Fahne oder mit eingeschlossenen beweglichen Figuren verliert. Kann keine Seite mehr ziehen, endet die Partie remis."],
    ["Sieht der Computer meine Figuren?", "Nein. Er erhält nur, was du an seiner Stelle wüsstest: seine eigene Armee, die Kämpfe, welche Figuren gezogen haben und Aufklärer, die mehr als ein Feld weit zogen."],
    ["Brauche ich einen zweiten Spieler?", "Nein. Spiele mit einem Klick gegen den Computer in einer von drei Stärken, schicke einer Freundin einen privaten Einladungslink oder spiele zu zweit an einem Gerät."],
  ] },
  { id: "sources", title: "Quellen", body: [
    "Diese Regeln sind in eigenen Worten nach den folgenden Dokumenten geschrieben und mit der Spiellogik abgeglichen, die jede Partie leitet:",
    "• Projekt Gravon – Stratego: „Classic Stratego Spielregeln“ (die Regeln von Gravon, auch mit der früheren Grenze von fünf Zügen).",
    "• „Stratego ist ein tolles Strategiespiel für 2 Spieler ab 8 Jahren“ – ein deutscher Regeltext über die Figuren, ihre Werte und das Spielende.",
    "• „Das Feldhandbuch – Stratego-Regeln“ (nach Jumbo, Anleitung 19945, Stratego Original mit 40 Figuren), mit seinen Fragen vor der ersten Partie.",
    "• „Bedienungsanleitung Stratego Travel“ (Jumbo): die Zwei-Felder- und die Mehr-Felder-Regel und die deutschen Namen der Ränge.",
    "• „Stratego“ – tschechische Regeln (Úvod, Hrací potřeby, Pravidla) mit der kleinen 8×8-Variante.",
    "• Die ISF-Turnierregeln (Zwei-Felder-Regel 10.2 und Mehr-Felder-Regel 11) und das Handbuch des Managers der UCC Programming Competition 2012 (das Regelwerk für Computerprogramme).",
  ] },
];

export const RULES: Record<Lang, RulesSection[]> = { en, de };
