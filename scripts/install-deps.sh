#!/usr/bin/env bash
# Installs what building and testing need on Debian 12, only where it is missing.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git
  libboost1.81-dev libboost-url1.81-dev nlohmann-json3-dev libpugixml-dev libcli11-dev libspdlog-dev libfmt-dev
  libsqlite3-dev libsqlitecpp-dev libzip-dev libncurses-dev libsodium-dev
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  python3 tmux
  clang-14 libclang-rt-14-dev  # libFuzzer and the sanitizer runtimes for scripts/fuzz.sh
)
if [ "${1:-}" = "--web" ]; then
  packages+=(nodejs chromium sqlite3)  # sqlite3: the rescue e2e test stores its games
  # NodeSource's nodejs bundles npm and conflicts with Debian's npm package.
  command -v npm >/dev/null || packages+=(npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
