#!/usr/bin/env python3
"""The archive's evidence on the two-square rule's scout clause (README, "The rules as
implemented"). Run from the repository root:

    python3 tools/scout_shuttle_evidence.py ../shared/gravon/games

For every side of every 2014 game (limit three) it follows the side's own consecutive moves
and counts two runs of one piece at once:
  pair:     moves straight back to the square the piece came from;
  previous: moves back along the line that stop inside the previous move's span (Gravon's
            rule in engine/position.cpp; the same as pair for pieces that move one square).
It reports how often the same piece moved next after a previous-run of two and of three
whose pair-run was shorter (a scout's run that began with a long move), and how often that
next move went back inside its previous move. If Gravon counted pairs only, the second
figure would not fall to zero at three.
"""
import os
import re
import sys
import zipfile

COLUMNS = "ABCDEFGHIK"
MOVE = re.compile(r'<move id="\d+" source="([^"]+)" target="([^"]+)"')


def square(text):
    column = "K" if text[0].upper() == "J" else text[0].upper()
    return COLUMNS.index(column), 9 if text[1] == ":" else int(text[1:]) - 1


def goes_back_inside(previous, move):
    """move leaves where previous arrived, along the same line, back, and stops inside it."""
    (pf, pr), (tf, tr) = previous
    (mf, mr), (nf, nr) = move
    if (mf, mr) != (tf, tr):
        return False
    if pr == tr == nr:  # along a rank
        axis, start, end, stop = 0, pf, tf, nf
    elif pf == tf == nf:  # along a file
        axis, start, end, stop = 1, pr, tr, nr
    else:
        return False
    direction = (end > start) - (end < start)
    return (stop - end) * direction < 0 and min(start, end) <= stop <= max(start, end)


def runs_of(moves):
    """Yields (previous-run, pair-run, next move continues the previous-run) per own move."""
    previous = pair = 0
    last = None
    for move in moves:
        if last is not None and move[0] == last[1]:
            yield previous, pair, goes_back_inside(last, move)
        if last is not None and goes_back_inside(last, move):
            previous += 1
        else:
            previous = 1
        pair = pair + 1 if last is not None and move == (last[1], last[0]) else 1
        last = move


def main(folder):
    seen = {2: [0, 0], 3: [0, 0]}  # previous-run length -> [same piece moved next, went back inside]
    for name in sorted(os.listdir(folder)):
        if "2014" not in name:
            continue
        with zipfile.ZipFile(os.path.join(folder, name)) as archive:
            for game in archive.namelist():
                text = archive.read(game).decode("latin-1")
                moves = [(square(a), square(b)) for a, b in MOVE.findall(text)]
                for side in (0, 1):
                    for previous, pair, back in runs_of(moves[side::2]):
                        if previous in seen and pair < previous:
                            seen[previous][0] += 1
                            seen[previous][1] += back
    for length, (moved, back) in sorted(seen.items()):
        print(f"after {length} moves inside the previous span (fewer between one pair): "
              f"the same piece moved next {moved} times, back inside its previous move {back} times")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/gravon/games")
