#!/usr/bin/env bash
# `stratego play --server` in tmux against `stratego online --level random --challenge` on a
# real `stratego serve --db :memory: --port 0`: the person accepts the bot's barrage
# challenge, sets up, says a line in the players' chat (the server echoes it into the chat
# under the board), mutes the chat and shows it again, plays two moves by typing, offers a draw, resigns, sees the board
# revealed, and both sides learn the same result. Then, in German, with a clock and as Blue:
# the challenge is chosen by its number in the lobby list, the set-up clock and the game
# clocks run, the board shows Blue's home rows at the bottom, the server is killed and
# started again (the screen says it reconnects, and the game goes on), and Blue resigns.
# Last, an invitation link (a game made with POST /api/games) seats the person as Blue.
# Every step waits, a bounded number of times (40 s: a loaded machine), for text on the captured screen; the seeds
# fix the setups and the bot's moves.
# Usage: online_session.sh PATH/TO/stratego
set -euo pipefail

stratego=$(realpath "$1")
command -v tmux >/dev/null || { echo "tmux is not installed: skipped"; exit 77; }

work=$(mktemp -d)
# Each session on a tmux server of its own: a server whose last session was just killed
# exits in its own time, and a session sent to it meanwhile fails ("server exited unexpectedly").
socket_base="stratego-online-test-$$"
servers=0
socket="$socket_base-0"
next_tmux_server() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  servers=$((servers + 1))
  socket="$socket_base-$servers"
}
server_pid=""
bot_pid=""
cleanup() {
  for ((i = 0; i <= servers; i++)); do tmux -L "$socket_base-$i" kill-server 2>/dev/null || true; done
  [ -n "$bot_pid" ] && kill "$bot_pid" 2>/dev/null || true
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

screen() { tmux -L "$socket" capture-pane -p -t play; }

fail() {
  echo "FAILED: $*"
  echo "---- screen ----"
  screen || true
  echo "---- bot ----"
  cat "$work/bot.out" "$work/bot.err" 2>/dev/null || true
  exit 1
}

wait_for() {
  for _ in $(seq 400); do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "the screen never showed: $1"
}

# The same for an extended regular expression.
wait_for_match() {
  for _ in $(seq 400); do
    if screen | grep -qE -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "the screen never matched: $1"
}

type_line() { tmux -L "$socket" send-keys -t play -l -- "$1"; tmux -L "$socket" send-keys -t play Enter; }

# The four-character cell of a square on Red's board (rank 10 on line 3).
cell() {
  local file=$(( $(printf '%d' "'${1:0:1}") - 97 )) rank=${1:1}
  local line
  line=$(screen | sed -n "$(( 2 + 10 - rank + 1 ))p")
  printf '%-4s' "${line:$(( 3 + 4 * file )):4}"
}

forward_move() {
  local rank file square ahead here there
  for rank in 1 2 3 4 5 6 7 8 9; do
    for file in a b c d e f g h i j; do
      square="$file$rank"
      ahead="$file$(( rank + 1 ))"
      here=$(cell "$square")
      there=$(cell "$ahead")
      [[ "$here" =~ ^\ ([2-9S]|10)\ *$ ]] || continue
      [[ "$there" == " .  " || "$there" == \(* ]] || continue
      echo "$square $ahead"
      return 0
    done
  done
  fail "no forward move found"
}

# --- the server, on a free port (or the given one) ----------------------------------------
mkdir -p "$work/web"
# start_server DB PORT: sets server_pid and url.
start_server() {
  : > "$work/server.out"
  "$stratego" serve --db "$1" --port "$2" --web-root "$work/web" --think-ms 50 > "$work/server.out" 2> "$work/server.err" &
  server_pid=$!
  for _ in $(seq 400); do grep -q '^Serving' "$work/server.out" 2>/dev/null && break; sleep 0.1; done
  url=$(grep -oE 'http://[^ ]+:[0-9]+' "$work/server.out" | head -1)
  [ -n "$url" ] || { cat "$work/server.err"; fail "the server did not start"; }
  url=${url/0.0.0.0/127.0.0.1}
}
start_server :memory: 0

# --- the bot's challenge -----------------------------------------------------------------
"$stratego" online --server "$url" --name Bot --level random --challenge --variant barrage --color blue \
  --movetime 50 --seed 3 --json > "$work/bot.out" 2> "$work/bot.err" &
bot_pid=$!

# --- the person accepts it ---------------------------------------------------------------
tmux -L "$socket" new-session -d -s play -x 110 -y 32 \
  "env HOME='$work' LANG=C.UTF-8 $stratego play --server '$url' --name Ann --accept --lang en --seed 5; echo \"[exit status \$?]\"; read -r _"
wait_for "Set up your army"
wait_for "you: red"
wait_for "blue Bot"
type_line "start"
wait_for "Setup sent."
wait_for "Your move"
[ "$(cell j7)" == "(?) " ] || [ "$(cell j7)" == " .  " ] || fail "an enemy piece is shown with its rank"
wait_for "Chat (say TEXT):"
type_line "say good luck"
wait_for "  Ann: good luck"
type_line "mute"
wait_for "This chat is muted (unmute: show it again)."
screen | grep -qF "  Ann: good luck" && fail "a muted chat still shows its lines"
type_line "unmute"
wait_for "  Ann: good luck"

for turn in 1 2; do
  move=$(forward_move)
  type_line "$move"
  wait_for "you: ${move/ /-}"
  wait_for "opponent: "
  wait_for "Move $(( 2 * turn + 1 ))"
done
type_line "a1 b2"
wait_for "illegal move: a1-b2"

type_line "draw"
wait_for "The draw was"
if screen | grep -qF "The draw was accepted."; then
  wait_for "A draw."
  expected='"winner":null'
else
  type_line "resign"
  wait_for "You lose."
  expected='"winner":"blue"'
fi
wait_for "All pieces revealed"
wait_for "(F)"
for _ in $(seq 400); do grep -q '"ending"' "$work/bot.out" && break; sleep 0.1; done
grep -qF "$expected" "$work/bot.out" || fail "the bot did not learn the same result ($expected)"
grep -qF '"red":"Ann"' "$work/bot.out" || fail "the bot's game was not against Ann"
type_line "quit"
wait_for "[exit status 0]"
wait_for "blue wins, resignation"
wait "$bot_pid"
bot_pid=""
kill "$server_pid"
wait "$server_pid" || true
next_tmux_server

# --- in German, as Blue, with a clock, from the lobby list; the server restarts -----------
start_server "$work/games.db" 0
port=${url##*:}
"$stratego" online --server "$url" --name Bot --level random --challenge --variant barrage --color red \
  --clock fischer:60+0 --movetime 50 --seed 4 --json > "$work/bot.out" 2> "$work/bot.err" &
bot_pid=$!
tmux -L "$socket" new-session -d -s play -x 110 -y 32 \
  "env HOME='$work' LANG=C.UTF-8 $stratego play --server '$url' --name Bea --lang de --seed 6; echo \"[exit status \$?]\"; read -r _"
wait_for "Offene Herausforderungen"
wait_for "1  Bot  (barrage, gravon, fischer:60+0, red)"
type_line "7"
wait_for "keine der Nummern: 7"
type_line "1"
wait_for "Stelle deine Armee auf"
wait_for "du: Blau"
wait_for "Aufstellungsuhr 4:5"
[[ "$(screen | sed -n 3p)" =~ ^1\  ]] || fail "Blue's board does not start with rank 1 at the top"
[[ "$(screen | sed -n 12p)" =~ ^10 ]] || fail "Blue's home row 10 is not at the bottom"
type_line "los"
wait_for "Aufstellung gesendet."
wait_for "Du bist am Zug"
wait_for "Blau Bea  0:5"
# Red's clock after its quick move: a whole minute still when the lag credit covered it.
wait_for_match "Rot Bot  (1:00|0:5[0-9])"

kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null || true
wait_for "Verbindung verloren: verbinde neu"
start_server "$work/games.db" "$port"
wait_for "Du bist am Zug"
type_line "aufgeben"
wait_for "Du verlierst."
for _ in $(seq 400); do grep -q '"ending"' "$work/bot.out" && break; sleep 0.1; done
grep -qF '"winner":"red"' "$work/bot.out" || fail "the bot did not learn that red won"
type_line "ende"
wait_for "[exit status 0]"
wait_for "red wins, resignation"
next_tmux_server

# --- an invitation link: the invited seat (Blue) is taken and set up -----------------------
command -v curl >/dev/null || { echo "curl is not installed: the invitation is not tried"; echo "online terminal session passed"; exit 0; }
created=$(curl -s -X POST -H 'Content-Type: application/json' \
  -d '{"variant": "barrage", "opponent": "person", "color": "red", "name": "Cy"}' "$url/api/games")
game=$(echo "$created" | sed -nE 's/.*"game": *"([^"]+)".*/\1/p')
invite=$(echo "$created" | sed -nE 's/.*"invite": *"([^"]+)".*/\1/p')
[ -n "$game" ] && [ -n "$invite" ] || fail "no invitation: $created"
tmux -L "$socket" new-session -d -s play -x 110 -y 32 \
  "env HOME='$work' LANG=C.UTF-8 $stratego play --server '$url' --name Dee --invite '$url/#/join/$game/$invite' --lang en; echo \"[exit status \$?]\"; read -r _"
wait_for "Set up your army"
wait_for "you: blue"
wait_for "red Cy"
type_line "start"
wait_for "Waiting for the opponent to set up"
type_line "quit"
wait_for "[exit status 0]"
echo "online terminal session passed"
