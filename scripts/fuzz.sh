#!/usr/bin/env bash
# Builds the libFuzzer targets (clang-14, ASan + UBSan, build/fuzz) and runs each for
# SECONDS (default 60) on a copy of its seed corpus in fuzz/corpus/<target>/, so that runs
# never write into the repository. Prints per target: executions, executions per second,
# coverage (cov = edges, ft = features, from libFuzzer's final stats) and crashes. A crash
# makes the script exit 1; the crashing input stays in build/fuzz/artifacts/<target>/.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
build=build/fuzz
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
  -DCMAKE_CXX_COMPILER=clang++-14 -DSTRATEGO_WERROR=ON -DSTRATEGO_FUZZ=ON >/dev/null
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(ls fuzz/corpus)
fi
ninja -C "$build" -j "${FUZZ_BUILD_JOBS:-$(nproc)}" "${targets[@]}"

work=$(mktemp -d /tmp/stratego-fuzz.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
printf '%-22s %12s %10s %8s %8s %s\n' target execs exec/s cov ft crashes
for target in "${targets[@]}"; do
  corpus="$work/$target"
  artifacts="$build/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  cp fuzz/corpus/"$target"/* "$corpus"/
  log="$work/$target.log"
  touch "$work/$target.start"
  status=0
  "$build/fuzz/$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  crashes=$(find "$artifacts" -type f -newer "$work/$target.start" | wc -l)
  printf '%-22s %12s %10s %8s %8s %s\n' "$target" "${execs:-?}" "${speed:-?}" "${cov:-?}" "${ft:-?}" "$crashes"
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "--- $target failed (exit $status); the input is in $artifacts/:" >&2
    grep -E 'ERROR|invariant|SUMMARY|Test unit written' "$log" | head -20 >&2 || tail -30 "$log" >&2
  fi
done
exit "$failed"
