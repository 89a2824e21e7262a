// Runs the end-to-end tests against a real `stratego serve` (built client in web/dist).
// Skips, saying why, when the stratego binary has no `serve` command yet.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { findBinary, hasServe, launchBrowser, resultsRoot, startServer, webRoot } from "./harness.mjs";
import * as completeGame from "./complete-game.mjs";
import * as resignAndReplay from "./resign-and-replay.mjs";
import * as phoneGerman from "./phone-german.mjs";
import * as rescue from "./rescue.mjs";
import * as hotSeat from "./hot-seat.mjs";
import * as blueAgainstComputer from "./blue-against-computer.mjs";
import * as firstUser from "./first-user.mjs";
import * as clocksAndClaim from "./clocks-and-claim.mjs";
import * as lobbyGame from "./lobby-game.mjs";

const TESTS = [completeGame, resignAndReplay, phoneGerman, rescue, lobbyGame, hotSeat, blueAgainstComputer, firstUser, clocksAndClaim];

const binary = findBinary();
if (!binary || !hasServe(binary)) {
  console.log(`e2e: SKIPPED: ${binary ? `${binary} has no 'serve' command` : "no stratego binary built"} yet`);
  process.exit(0);
}
if (!existsSync(join(webRoot, "dist", "index.html"))) {
  console.error("e2e: web/dist is missing; run `npm run build` first");
  process.exit(1);
}
const only = process.argv.slice(2);
const selected = TESTS.filter((t) => !only.length || only.includes(t.name));
const server = await startServer(binary);
console.log(`e2e: ${binary} serving at ${server.url}`);
let failed = 0;
try {
  for (const test of selected) {
    const browser = await launchBrowser();
    const started = Date.now();
    try {
      const summary = await test.run({ url: server.url, browser, db: server.db });
      const blocked = browser.problems.filter((p) => /Content Security Policy|Refused to/i.test(p));
      if (blocked.length) throw new Error(`the page broke its Content-Security-Policy:\n${blocked.join("\n")}`);
      console.log(`  ok   ${test.name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${summary}`);
    } catch (e) {
      failed++;
      console.log(`  FAIL ${test.name}: ${e.stack ?? e}`);
      const page = browser.context.pages()[0];
      if (page) await page.screenshot({ path: join(resultsRoot, `${test.name}-failure.png`), fullPage: true }).catch(() => {});
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
console.log(`e2e: ${selected.length - failed} passed, ${failed} failed; screenshots in ${resultsRoot}`);
process.exit(failed ? 1 : 0);
