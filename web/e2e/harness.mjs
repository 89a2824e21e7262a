// The end-to-end harness: a real `stratego serve` on a free loopback port with a fresh
// database, Debian's chromium driven by playwright-core (never a downloaded browser),
// and screenshots under web/test-results/<test>/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const webRoot = resolve(here, "..");
export const repoRoot = resolve(webRoot, "..");
export const resultsRoot = join(webRoot, "test-results");

const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic",
  "--no-first-run", "--disable-component-update", "--disable-sync",
];

// The stratego binary: $STRATEGO_BIN, else the first build that has one.
export function findBinary() {
  const candidates = [
    process.env.STRATEGO_BIN,
    ...["ci", "release", "web", "debug", "asan", ""].map((d) => join(repoRoot, "build", d, "cli", "stratego")),
    ...["ci", "release", "web", "debug", ""].map((d) => join(repoRoot, "build", d, "stratego")),
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? null;
}

export function hasServe(binary) {
  const help = spawnSync(binary, ["serve", "--help"], { encoding: "utf8" });
  return help.status === 0 && /serve/i.test(help.stdout + help.stderr);
}

// A person away this long may be claimed against (a short time, so that a test can wait
// for it); only where the binary has the option.
export const ABANDON_SECONDS = 3;

export function serveOptions(binary) {
  return spawnSync(binary, ["serve", "--help"], { encoding: "utf8" }).stdout ?? "";
}

export async function startServer(binary) {
  const dir = mkdtempSync(join(tmpdir(), "stratego-e2e-"));
  const args = ["serve", "--host", "127.0.0.1", "--port", "0", "--db", join(dir, "games.db"),
    "--web-root", join(webRoot, "dist"), "--think-ms", "30"];
  if (serveOptions(binary).includes("--abandon-seconds")) args.push("--abandon-seconds", String(ABANDON_SECONDS));
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const url = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${log}`)), 20000);
    const read = (chunk) => {
      log += chunk;
      const m = /Serving (http:\/\/[^/\s]+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => fail(new Error(`server exited (${code}):\n${log}`)));
  });
  return {
    url,
    dir,
    db: join(dir, "games.db"),  // tests may store games in it while the server runs
    get log() {
      return log;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill("SIGKILL");
            r();
          }, 3000);
          child.on("exit", () => {
            clearTimeout(t);
            r();
          });
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "stratego-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? "en-US",
    reducedMotion: options.reducedMotion ?? "reduce",
    hasTouch: options.hasTouch ?? false,
    isMobile: options.isMobile ?? false,
  });
  // Errors a page reports (a script that throws, a resource the Content-Security-Policy
  // blocks): run.mjs fails the test that caused them.
  const problems = [];
  const watch = (page) => {
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return {
    context,
    problems,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function screenshotter(page, test) {
  const dir = join(resultsRoot, test);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return async (name) => {
    const file = join(dir, `${String(++n).padStart(2, "0")}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  };
}

export function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}
