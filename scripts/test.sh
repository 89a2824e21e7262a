#!/usr/bin/env bash
# The test command: installs what is missing, builds with warnings as errors, runs every
# test suite (unit, property, archive, end-to-end), then the same unit tests under
# AddressSanitizer and UndefinedBehaviorSanitizer, and a short run of every libFuzzer target.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh --web

jobs=$(nproc)
cmake -S . -B build/ci -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTRATEGO_WERROR=ON
cmake --build build/ci -j "$jobs"
ctest --test-dir build/ci --output-on-failure -j "$jobs"

# Under the sanitizers: only the unit suites (label sanitize), so only their executables
# are built; the servers, processes and browsers above ran in the release build.
sanitized=(engine_tests formats_tests protocol_tests ai_tests server_service_tests terminal_tests terminal_online_tests)
cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSTRATEGO_WERROR=ON -DSTRATEGO_SANITIZE=ON
cmake --build build/asan -j "$jobs" --target "${sanitized[@]}"
ctest --test-dir build/asan --output-on-failure -j "$jobs" -L sanitize

# The web client: unit tests, build, end-to-end tests against the server built above.
STRATEGO_BIN="$PWD/build/ci/cli/stratego" bash web/test.sh

# Every libFuzzer target (clang-14, build/fuzz: only the libraries they need) for 20 s on
# its seed corpus; a crash fails the run and keeps its input in build/fuzz/artifacts/.
bash scripts/fuzz.sh 20
