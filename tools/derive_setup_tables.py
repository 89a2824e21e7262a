#!/usr/bin/env python3
"""Derives the setup priors in ai/setup_tables.cpp from the Gravon data.

Run from the repository root:

    python3 tools/derive_setup_tables.py ../shared/gravon > ai/setup_tables.cpp

Sources: setups.zip ("Gravon setups database.txt", about 160,000 classic setups) for the
classic table, and the barrage games in games/*.zip (both sides' setups) for the barrage
table. Every table counts, per setup square in the owner's own view (row 0 = the owner's
back row, file 0 = the owner's left), how often each rank stood there.

Orientation of the database, checked against the 8,100 classic setups in the game files
(log-likelihood of the game setups under the database's per-square frequencies, per setup):
rows as listed -102.65, rows reversed -83.65; with rows reversed, files as listed -83.65,
files reversed -83.71 (red and blue agree separately). So the database lists the FRONT row
first (not the back row, as its notes say) and files from the owner's own left.
"""
import glob
import os
import re
import sys
import zipfile

# Rank values of the engine (engine/types.hpp): Flag 0, Spy 1, Scout 2, ..., Marshal 10, Bomb 11.
DB_CODE_TO_RANK = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5, 7: 4, 8: 3, 9: 2, 10: 1, 11: 0, 12: 11}
# Gravon <field> letters for red; blue letters are 12 further on.
FIELD_ORDER = "BCDEFGHIJKLM"  # bomb, spy, scout, miner, sergeant, ..., marshal, flag
FIELD_LETTER_TO_RANK = {c: r for c, r in zip(FIELD_ORDER, [11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0])}
ROWS, FILES = 4, 10
FLAG, SPY, GENERAL, BOMB = 0, 1, 9, 11
SPY_DISTANCES = 6  # squares from the general: 1..4, and 5 for five or more (0 unused)


def database_setups(shared):
    with zipfile.ZipFile(os.path.join(shared, "setups.zip")) as z:
        name = next(n for n in z.namelist() if n.endswith("Gravon setups database.txt"))
        for line in z.read(name).decode("latin1").splitlines():
            fields = line.strip().split(",")
            if len(fields) != 2 + ROWS * FILES:
                continue
            codes = [int(x) for x in fields[2:]]
            # Listed front row first: own-view row = 3 - listed row.
            grid = [[0] * FILES for _ in range(ROWS)]
            for i, code in enumerate(codes):
                listed_row, file = divmod(i, FILES)
                grid[ROWS - 1 - listed_row][file] = DB_CODE_TO_RANK[code]
            yield grid


def game_setups(shared, game_type):
    for path in sorted(glob.glob(os.path.join(shared, "games", "*.zip"))):
        with zipfile.ZipFile(path) as z:
            for name in z.namelist():
                text = z.read(name).decode("latin1")
                if f'type="{game_type}"' not in text:
                    continue
                m = re.search(r'content="([^"]{100})"', text)
                if not m:
                    continue
                board = [m.group(1)[r * 10:(r + 1) * 10] for r in range(10)]  # board row 1 first
                red = [[letter_rank(board[r][f], 0) for f in range(FILES)] for r in range(ROWS)]
                blue = [[letter_rank(board[9 - r][9 - f], 12) for f in range(FILES)] for r in range(ROWS)]
                yield red
                yield blue


def letter_rank(letter, offset):
    index = ord(letter) - ord("B") - offset
    if 0 <= index < len(FIELD_ORDER):
        return FIELD_LETTER_TO_RANK[FIELD_ORDER[index]]
    return None  # empty square (barrage)


def neighbours(row, file):
    for dr, df in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        r, f = row + dr, file + df
        if 0 <= r < ROWS and 0 <= f < FILES:
            yield r, f


def spy_by_general_distance(setups, counts, total):
    """How often the spy stood 1, 2, 3, 4, 5+ squares from the general, and how often the
    per-square spy frequencies alone would put it there: their ratio is how much more
    likely a piece is the spy for standing that far from the general."""
    spy_share = [c[SPY] / total for c in counts]
    seen, expected = [0] * SPY_DISTANCES, [0.0] * SPY_DISTANCES
    for grid in setups:
        where = {grid[r][f]: (r, f) for r in range(ROWS) for f in range(FILES) if grid[r][f] in (SPY, GENERAL)}
        if SPY not in where or GENERAL not in where:
            continue
        (gr, gf), (sr, sf) = where[GENERAL], where[SPY]
        seen[min(abs(sr - gr) + abs(sf - gf), SPY_DISTANCES - 1)] += 1
        for r in range(ROWS):
            for f in range(FILES):
                if (r, f) != (gr, gf):
                    expected[min(abs(r - gr) + abs(f - gf), SPY_DISTANCES - 1)] += spy_share[r * FILES + f]
    return seen, [round(x) for x in expected]


def tally(setups):
    setups = list(setups)
    counts = [[0] * 12 for _ in range(ROWS * FILES)]
    total = fully_bombed = some_bomb = 0
    for grid in setups:
        total += 1
        for r in range(ROWS):
            for f in range(FILES):
                if grid[r][f] is not None:
                    counts[r * FILES + f][grid[r][f]] += 1
        flag = next((r, f) for r in range(ROWS) for f in range(FILES) if grid[r][f] == FLAG)
        around = [grid[r][f] for r, f in neighbours(*flag)]
        fully_bombed += all(x == BOMB for x in around)
        some_bomb += any(x == BOMB for x in around)
    spy_seen, spy_expected = spy_by_general_distance(setups, counts, total)
    return {"counts": counts, "setups": total, "fully_bombed": fully_bombed, "some_bomb": some_bomb,
            "spy_seen": spy_seen, "spy_expected": spy_expected}


def emit_table(name, source, t):
    rows = []
    for sq, c in enumerate(t["counts"]):
        rows.append("      {{" + ", ".join(str(x) for x in c) + "}},  // row %d file %d" % divmod(sq, FILES))
    return "\n".join([
        f"const SetupPrior& {name}() {{",
        "  static const SetupPrior prior{",
        f'      "{source}",',
        f'      {t["setups"]}, {t["fully_bombed"]}, {t["some_bomb"]},',
        "      {" + ", ".join(str(x) for x in t["spy_seen"]) + "},",
        "      {" + ", ".join(str(x) for x in t["spy_expected"]) + "},",
        "      {{",
        *rows,
        "      }}};",
        "  return prior;",
        "}",
    ])


def main():
    shared = sys.argv[1] if len(sys.argv) > 1 else "../shared/gravon"
    classic = tally(database_setups(shared))
    barrage = tally(game_setups(shared, "barrage"))
    print("// Generated by tools/derive_setup_tables.py from the Gravon setups database and the")
    print("// barrage games of the Gravon archive. Do not edit: run")
    print("//   python3 tools/derive_setup_tables.py ../shared/gravon > ai/setup_tables.cpp")
    print('#include "ai/setup_tables.hpp"')
    print()
    print("namespace stratego {")
    print()
    print(emit_table("classic_setup_prior", "Gravon setups database (classic)", classic))
    print()
    print(emit_table("barrage_setup_prior", "Gravon archive, barrage games (both sides)", barrage))
    print()
    print("}  // namespace stratego")


if __name__ == "__main__":
    main()
