#!/usr/bin/env bash
# The main job: installs what is missing, builds the server and the browser client, and
# runs `stratego serve` on http://127.0.0.1:8080 with its SQLite default (stratego.db).
# Extra arguments go to `stratego serve` (for example --port 9000 --db /var/lib/stratego.db).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh --web
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build/release -j "$(nproc)" --target stratego
(cd web && { [ -d node_modules ] || npm ci --no-audit --no-fund; } && npx vite build)
exec build/release/cli/stratego serve --web-root web/dist "$@"
