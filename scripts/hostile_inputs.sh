#!/usr/bin/env bash
# Measures what `stratego` makes of the hostile inputs of issue 12 (zip bombs, lying zip
# headers, FIFOs, devices, huge lines, deep nesting, a million moves): exit code, wall
# time, peak memory (/usr/bin/time -v) and the first line it prints. The inputs are written
# into a temporary folder by tools/make_hostile_inputs.py and removed afterwards.
#
#   bash scripts/hostile_inputs.sh [STRATEGO_BINARY]    (default build/dev/cli/stratego)
set -euo pipefail
cd "$(dirname "$0")/.."
stratego=$(realpath "${1:-build/dev/cli/stratego}")
dir=$(mktemp -d /tmp/stratego-hostile.XXXXXX)
trap 'rm -rf "$dir"' EXIT
python3 tools/make_hostile_inputs.py "$dir"
# A manager's board with 46 enemy pieces ('#'), after the bot's setup query and START.
{
  printf 'RED manager 10 10\nSTART\n'
  for _ in 1 2 3 4; do echo ".........."; done
  printf '##++##++##\n..++..++..\n'
  for _ in 1 2 3 4; do echo "##########"; done
} >"$dir/board-46.txt"
mkdir "$dir/folder"
cp "$dir/latin1.xml" "$dir/long-line.gsn" "$dir/claims-4gb.zip" "$dir/folder/"
echo "not a zip" >"$dir/folder/broken.zip"
truncate -s 20M "$dir/folder/oversize.json"
mkfifo "$dir/folder/pipe.xml"

run() {  # description, then the stratego arguments; LINE=last shows the last line instead, IN= a file for stdin
  local what=$1
  shift
  local status=0
  timeout 120 /usr/bin/time -v -o "$dir/time" "$stratego" "$@" <"${IN:-/dev/null}" >"$dir/out" 2>&1 || status=$?
  local wall rss message
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/time")
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time")
  if [ "${LINE:-first}" = last ]; then
    message=$(tail -1 "$dir/out" | cut -c1-150)
  else
    message=$( (grep -m1 -vE '^$' "$dir/out" || true) | cut -c1-150 | sed "s|$dir/||g")
  fi
  printf '| %s | %s | %s | %s MB | %s |\n' "$what" "$status" "$wall" "$((rss / 1024))" "$message"
}

echo "| input | exit | wall (m:ss) | peak RSS | first line of output (the summary for the folder) |"
echo "|---|---|---|---|---|"
run "4 MB zip expanding to 4 GB of zero bytes" verify "$dir/bomb.zip"
run "zip: 4 GB of whitespace inside <game>" verify "$dir/whitespace.zip"
run "142-byte zip whose headers claim 4 GB" verify "$dir/claims-4gb.zip"
run "182-byte zip64 claiming 1 TiB" verify "$dir/zip64-1tib.zip"
run "a FIFO as argument" verify "$dir/fifo.xml"
run "/dev/zero (verify)" verify /dev/zero
run "/dev/zero (convert)" convert /dev/zero "$dir/out.json"
run "100 MB file" verify "$dir/big.xml"
run "GSN with a 10 MB line" verify "$dir/long-line.gsn"
run "GSN with 10^6 moves" verify "$dir/million-moves.gsn"
run "JSON with 10^6 moves" verify "$dir/million-moves.json"
run "XML nested 100,000 deep" verify "$dir/deep.xml"
run "JSON nested 100,000 deep" verify "$dir/deep.json"
run "XML of 4 M empty tags (16 MB)" verify "$dir/many-tags.xml"
run "JSON of 8 M numbers (16 MB)" verify "$dir/many-values.json"
run "XML of 999,000 empty tags (under the cap)" verify "$dir/under-cap.xml"
run "JSON of 999,000 numbers (under the cap)" verify "$dir/under-cap.json"
run "Latin-1 player names (convert to JSON)" convert "$dir/latin1.xml" "$dir/latin1.json"
python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['players'])" "$dir/latin1.json" >&2
IN="$dir/board-46.txt" LINE=last run "UCC manager board with 46 enemy pieces" engine --protocol ucc --level random
LINE=last run "folder: good, bad, oversize, broken zip, FIFO" verify "$dir/folder"
