#!/usr/bin/env python3
"""A random bot for the UCC Programming Competition 2012 Stratego manager protocol.

The test double for `stratego referee` and `stratego match cmd:...`: it speaks the protocol
as the competition's own sample bots did, from nothing but what the manager sends. It
places a random full army and then plays a random move that looks legal on the board it
is shown. It never moves a piece straight back along the line it just came (that keeps it
clear of the two-square rule, which the 2012 manager did not have). With --shuttle it does
the opposite, as many 2012 bots did: it moves its last piece straight back whenever it
can, forever. Standard library only.

Usage: ucc_random_bot.py [SEED] [--shuttle]
"""

import random
import sys

SIZE = 10
ARMY = "1" + "2" + "3" * 2 + "4" * 3 + "5" * 4 + "6" * 4 + "7" * 4 + "8" * 5 + "9" * 8 + "s" + "B" * 6 + "F"
MOBILE = set("123456789s")
STEPS = {"UP": (0, -1), "DOWN": (0, 1), "LEFT": (-1, 0), "RIGHT": (1, 0)}
OPPOSITE = {"UP": "DOWN", "DOWN": "UP", "LEFT": "RIGHT", "RIGHT": "LEFT"}
GAME_OVER = ("ILLEGAL", "VICTORY_FLAG", "VICTORY_ATTRITION")


class Quit(Exception):
    """The manager said QUIT, or went away."""


def read_line():
    line = sys.stdin.readline()
    if not line or line.split()[:1] == ["QUIT"]:
        raise Quit()
    return line.rstrip("\r\n")


def send(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()  # unbuffered, as the manager manual demands


def random_setup(rng):
    pieces = list(ARMY)
    rng.shuffle(pieces)
    return ["".join(pieces[row * SIZE:(row + 1) * SIZE]) for row in range(4)]


def read_board():
    return [read_line().ljust(SIZE, ".")[:SIZE] for _ in range(SIZE)]


def shuttle_back(board, last_move):
    """The move that takes the last moved piece straight back, if the board allows it."""
    if not last_move:
        return None
    (x, y), direction, n = last_move
    dx, dy = STEPS[OPPOSITE[direction]]
    tx, ty = x + dx * n, y + dy * n
    if 0 <= tx < SIZE and 0 <= ty < SIZE and board[y][x] in MOBILE and board[ty][tx] == ".":
        return (x, y, OPPOSITE[direction], n)
    return None


def candidate_moves(board, last_move):
    """Every move that looks legal on the board: (x, y, direction, squares)."""
    moves = []
    for y in range(SIZE):
        for x in range(SIZE):
            piece = board[y][x]
            if piece not in MOBILE:
                continue
            for direction, (dx, dy) in STEPS.items():
                if last_move and (x, y) == last_move[0] and direction == OPPOSITE[last_move[1]]:
                    continue
                reach = SIZE if piece == "9" else 1
                for n in range(1, reach + 1):
                    tx, ty = x + dx * n, y + dy * n
                    if not (0 <= tx < SIZE and 0 <= ty < SIZE):
                        break
                    target = board[ty][tx]
                    if target == "." or target == "#":
                        moves.append((x, y, direction, n))
                    if target != ".":
                        break
    return moves


def move_text(x, y, direction, n):
    return "%d %d %s" % (x, y, direction) + (" %d" % n if n > 1 else "")


def outcome_ends_game(confirmation):
    return any(word in GAME_OVER for word in confirmation.split())


def play(rng, shuttle):
    query = read_line().split()
    if len(query) != 4 or query[0] not in ("RED", "BLUE"):
        sys.stderr.write("ucc_random_bot: unexpected setup query %r\n" % query)
        return
    colour = query[0]
    for row in random_setup(rng):
        send(row)
    first = read_line()  # START for Red, Red's first move for Blue
    if colour == "BLUE" and outcome_ends_game(first):
        read_line()
    last_move = None
    while True:
        board = read_board()
        back = shuttle_back(board, last_move) if shuttle else None
        moves = [back] if back else candidate_moves(board, last_move)
        if not moves:
            send("NO_MOVE")
            read_line()
            continue
        x, y, direction, n = rng.choice(moves)
        send(move_text(x, y, direction, n))
        dx, dy = STEPS[direction]
        last_move = ((x + dx * n, y + dy * n), direction, n)
        for _ in range(2):  # our move's confirmation, then the opponent's
            if outcome_ends_game(read_line()):
                read_line()  # only QUIT can follow


def main():
    args = [a for a in sys.argv[1:] if a != "--shuttle"]
    seed = int(args[0]) if args else 2012
    try:
        play(random.Random(seed), "--shuttle" in sys.argv[1:])
    except Quit:
        pass


if __name__ == "__main__":
    main()
