#!/usr/bin/env bash
# The web client's tests: npm ci when node_modules is missing, type check, Vitest unit
# tests, the Vite build into web/dist, then the Playwright end-to-end tests against a real
# `stratego serve` (they skip, saying why, when the binary has no serve command yet).
# STRATEGO_BIN names the binary; otherwise the first build/*/cli/stratego found.
set -euo pipefail
cd "$(dirname "$0")"

[ -d node_modules ] || npm ci --no-audit --no-fund
npx tsc --noEmit
npx vitest run
npx vite build
node e2e/run.mjs
