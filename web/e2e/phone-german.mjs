// A phone in German: the language comes from the browser, the rules page is German,
// pieces are chosen by tapping, and the switch to English works.
import { assert, launchBrowser, screenshotter } from "./harness.mjs";
import { assertTextFits, chooseMove, dismissHelp, serverState, waitForTurn } from "./game-driver.mjs";

export const name = "phone-german";

export async function run({ url }) {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, locale: "de-DE", hasTouch: true, isMobile: true });
  try {
    const page = await phone.context.newPage();
    const shot = screenshotter(page, name);
    await page.goto(url);
    await page.waitForSelector("#new-game-start");
    assert((await page.textContent(".start-form h2")) === "Neue Partie", "German from the browser's language");
    assert((await page.textContent("#new-game-start")) === "Gegen den Computer spielen", "German start button");
    await assertTextFits(page, ".start-form button, .start-form label span, .start-form legend, #rules-note");
    assert(await page.isVisible("#rules-note"), "the whole rule set stands below its select on a phone");
    await shot("start-de");
    await page.selectOption("#variant", "small");
    await page.tap("#new-game-start");
    await page.waitForSelector(".setup-board .piece");
    assert(await page.isVisible(".help-overlay"), "the help overlay greets a first-time player");
    await shot("help-overlay");
    await dismissHelp(page);
    const pieces = await page.$$eval(".setup-board .piece", (els) => els.length);
    assert(pieces === 24, `8x8 has 24 pieces, saw ${pieces}`);
    const width = await page.evaluate(() => document.querySelector(".board").getBoundingClientRect().width);
    assert(width <= 390, `the board fits the phone (${width}px)`);
    await page.tap("#start-game");
    await page.waitForSelector('.game-screen[data-phase="play"]');
    await waitForTurn(page);
    const move = chooseMove(await serverState(page));
    await page.tap(`[data-square="${move.from}"]`);
    await page.waitForSelector(`[data-square="${move.to}"].target`);
    await shot("tap-selected");
    await page.tap(`[data-square="${move.to}"]`);
    await page.waitForFunction(() => Number(document.querySelector(".play-view")?.dataset.plies) >= 1);
    await waitForTurn(page);
    assert((await page.textContent("#status strong")) === "Du bist am Zug", "German status line");
    await assertTextFits(page, ".controls button, .seat-bar, #status strong, #watch-link h3, #watch-link button");
    await shot("played-de");
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 390, `nothing sticks out sideways (${wide}px)`);
    const latest = await page.$("#latest-battle");
    if (latest) assert(await latest.isVisible(), "the latest battle stands under the board on a phone");
    await page.goto(`${url}/#/lobby`);
    await page.waitForSelector("#lobby-guest");
    assert((await page.textContent(".lobby-screen h1")) === "Treffpunkt", "the German lobby");
    await assertTextFits(page, ".lobby-screen button, .lobby-screen label span, .lobby-screen h2");
    const lobbyWide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(lobbyWide <= 390, `the lobby fits the phone (${lobbyWide}px)`);
    await shot("lobby-de");
    await page.goto(`${url}/#/rules`);
    await page.waitForSelector("#rules-two-square");
    assert((await page.textContent("#rules-two-square h2")) === "Die Zwei-Felder-Regel", "German rules page");
    assert((await page.textContent("#rules-faq h2")) === "Fragen vor der ersten Partie", "the rules page has its questions");
    assert((await page.$$("#rules-faq dt")).length >= 5, "five questions or more, each answered");
    assert((await page.textContent("#rules-sources")).includes("Das Feldhandbuch"), "the rules name their sources");
    await assertTextFits(page, "#rules-faq dt, #rules-faq dd, #rules-sources li");
    await page.selectOption("#language", "en");
    assert((await page.textContent("#rules-two-square h2")) === "The two-square rule", "switched to English");
    await shot("rules-en");
    await page.close();
    return "German, tapping on a 390px phone, rules page in both languages";
  } finally {
    await phone.close();
  }
}
