#!/usr/bin/env bash
# A scripted terminal session of `stratego play` in tmux: set up (swap two pieces by typing
# and two by cursor keys), start, play moves by typing, quit, resume with --resume, play on,
# resign, see the board revealed, and find the finished game (in German) when resuming again.
# Then an ultimate lightning game saved one move before a rescue: in German the piece and its
# square are chosen in the rescue chooser, in English the rescue is typed with the move.
# Every step waits, a bounded number of times, for text on the captured screen.
# Usage: play_session.sh PATH/TO/stratego
set -euo pipefail

stratego=$(realpath "$1")
command -v tmux >/dev/null || { echo "tmux is not installed: skipped"; exit 77; }

work=$(mktemp -d)
# Each game on a tmux server of its own: a server whose last session was just killed exits
# in its own time, and a session sent to it meanwhile fails ("server exited unexpectedly").
socket_base="stratego-play-test-$$"
servers=0
socket="$socket_base-0"
save="$work/game.json"
cleanup() {
  for ((i = 0; i <= servers; i++)); do tmux -L "$socket_base-$i" kill-server 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

screen() { tmux -L "$socket" capture-pane -p -t play; }

fail() {
  echo "FAILED: $*"
  echo "---- screen ----"
  screen || true
  exit 1
}

# Waits until the screen shows the text (a fixed string), polling at most 150 times.
wait_for() {
  for _ in $(seq 400); do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "the screen never showed: $1"
}

type_line() { tmux -L "$socket" send-keys -t play -l -- "$1"; tmux -L "$socket" send-keys -t play Enter; }
press() { tmux -L "$socket" send-keys -t play "$@"; }

launch() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  servers=$((servers + 1))
  socket="$socket_base-$servers"
  # The shell stays after the game to keep what it printed on the screen; killing the
  # session (or the server, on exit) ends it.
  tmux -L "$socket" new-session -d -s play -x 100 -y 30 \
    "env HOME='$work' LANG=C.UTF-8 $stratego play $*; echo \"[exit status \$?]\"; read -r _"
}

# The four-character cell of a square ("e4") on the captured board; rank 10 is line 2.
cell() {
  local file=$(( $(printf '%d' "'${1:0:1}") - 97 )) rank=${1:1}
  local line
  line=$(screen | sed -n "$(( 2 + 10 - rank + 1 ))p")
  printf '%-4s' "${line:$(( 3 + 4 * file )):4}"  # capture-pane drops trailing blanks
}

# A move forward for the first own piece that can make one: an own movable piece (" 9  ",
# " S  ", " 10 ") with an empty square or an enemy in front of it.
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

moves_saved() { grep -oE '"[a-j][0-9]+-[a-j][0-9]+"' "$save" | wc -l; }

# --- setup ------------------------------------------------------------------------------
launch --seed 5 --level random --lang en --rules isf --save "'$save'"
wait_for "Set up your army"
wait_for "swap"
a1=$(cell a1); j4=$(cell j4)
type_line "swap a1 j4"
wait_for "swapped: a1 <-> j4"
[ "$(cell a1)" == "$j4" ] && [ "$(cell j4)" == "$a1" ] || fail "a1 and j4 were not exchanged"

# The cursor starts on a4: Enter picks it, Right and space pick b4 and swap.
a4=$(cell a4); b4=$(cell b4)
press Enter
wait_for "Selected a4"
press Right Space
wait_for "swapped: a4 <-> b4"
[ "$(cell a4)" == "$b4" ] && [ "$(cell b4)" == "$a4" ] || fail "a4 and b4 were not exchanged"

type_line "a1 a9"
wait_for "invalid setup"
[ -e "$save" ] && fail "a game was saved before it started"

type_line "start"
wait_for "The battle begins"
wait_for "Your move (red)"
[ "$(cell j7)" == "(?) " ] || fail "an enemy piece is not shown as unknown"

# --- two moves by typing, then an illegal one --------------------------------------------
for turn in 1 2; do
  move=$(forward_move)
  type_line "$move"
  wait_for "you: ${move/ /-}"
  wait_for "computer: "
  wait_for "Move $(( 2 * turn + 1 ))"
done
type_line "a1 b2"
wait_for "illegal move: a1-b2"
[ "$(moves_saved)" -eq 4 ] || fail "expected 4 saved moves, found $(moves_saved)"

type_line "quit"
wait_for "game saved to $save"
wait_for "[exit status 0]"

# --- resume, play on, resign -------------------------------------------------------------
launch --resume --lang en --save "'$save'"
wait_for "Game resumed from $save"
wait_for "Move 5"
move=$(forward_move)
type_line "$move"
wait_for "you: ${move/ /-}"
wait_for "Move 7"
[ "$(moves_saved)" -eq 6 ] || fail "expected 6 saved moves after resuming, found $(moves_saved)"

type_line "resign"
wait_for "You resigned."
wait_for "The computer wins."
wait_for "All pieces revealed"
wait_for "(F)"
grep -q '"code": 3' "$save" || fail "the saved game does not record the resignation"
type_line "quit"
wait_for "game saved to"
wait_for "[exit status 0]"

# --- the finished game, resumed in German ------------------------------------------------
launch --resume --lang de --save "'$save'"
wait_for "Diese gespeicherte Partie ist schon beendet."
wait_for "Alle Figuren aufgedeckt"
type_line "ende"
wait_for "Partie gespeichert in"
wait_for "[exit status 0]"

# --- ultimate lightning: a rescue --------------------------------------------------------
# The game of resume_before_rescue in tests/terminal_rescue_game.hpp: red lost the scout from
# b4 against the marshal on b7, blue played j7-j6, and red's scout on a4 can run up the open
# a-file onto blue's back row (a10) and bring a captured piece back.
rescue_save="$work/rescue.json"
write_rescue_game() {
  cat > "$rescue_save" <<'JSON'
{"format": "stratego-game", "version": 1, "variant": "ultimate-lightning", "rules": "gravon",
 "players": {"red": "person", "blue": "computer (random)"},
 "field": "AAAAAAAAAAAAAAAAAAAAHHIJKLCBBMDDDDEEFFGGAA__AA__AAAA__AA__AAAXPPPPQQRRASSTTUVWONAAAAAAAAANAAAAAAAAAY",
 "moves": ["b4-b7", "j7-j6"], "result": null, "metadata": {"level": "random", "seed": "3"}}
JSON
}

# In German, by the chooser: Enter takes the highlighted scout, the cursor starts on a4
# (the square the scout leaves), Right and Enter put it on b4.
write_rescue_game
launch --resume --lang de --save "'$rescue_save'"
wait_for "Ultimate Lightning (20 Figuren) - Zufall"
wait_for "Du bist am Zug (Rot)"
type_line "a4 a10"
wait_for "a4-a10 erreicht die hinterste gegnerische Reihe. Eine geschlagene Figur zurückholen?"
wait_for "> 1  Aufklärer (2)"
wait_for "0  keine Rettung"
press Enter
wait_for "Auf welches freie Feld?"
press Right Enter
wait_for "du: a4-a10+b4=2. Du hast einen Aufklärer auf b4 zurückgeholt."
wait_for "3. Du hast einen Aufklärer auf b4 zurückgeholt."
[ "$(cell b4)" == " 2  " ] || fail "the rescued scout is not on b4"
grep -q '"a4-a10+b4=scout"' "$rescue_save" || fail "the saved game lacks the rescue"
type_line "ende"
wait_for "[exit status 0]"

# In English, typed with the move: no question asked.
write_rescue_game
launch --resume --lang en --save "'$rescue_save'"
wait_for "Ultimate Lightning (20 pieces) - Random"
type_line "a4 a10 +b4=scout"
wait_for "you: a4-a10+b4=2. You brought back a scout onto b4."
[ "$(cell b4)" == " 2  " ] || fail "the typed rescue did not bring the scout back onto b4"
type_line "quit"
wait_for "[exit status 0]"
echo "terminal session passed"
