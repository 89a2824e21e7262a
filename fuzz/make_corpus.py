#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target into fuzz/corpus/<target>/: small valid
records, protocol transcripts and messages, written here from scratch (nothing copied from
the Gravon archive). Run from anywhere: python3 fuzz/make_corpus.py"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# A classic army, one home row per string from the back row, setup-string symbols.
ROWS = ["FB3B3B3B33", "BB44445555", "6666777889", "2222X22S22"]
SYMBOL_ORDER = "BS23456789XF"  # Gravon's letter order: bomb, spy, scout, ..., marshal, flag


def field():
    cells = ["A"] * 100
    for rank in (4, 5):
        for file in (2, 3, 6, 7):
            cells[rank * 10 + file] = "_"
    for i, row in enumerate(ROWS):
        for file, symbol in enumerate(row):
            cells[i * 10 + file] = chr(ord("B") + SYMBOL_ORDER.index(symbol))  # red, rank i+1
            cells[(9 - i) * 10 + file] = chr(ord("N") + SYMBOL_ORDER.index(symbol))  # blue, rank 10-i
    return "".join(cells)


MOVES = [("A4", "A5"), ("A7", "A6"), ("A5", "A6"), ("B7", "B6"), ("B4", "B5"), ("B6", "B5")]


def xml_game(kind="classic", moves=MOVES, with_field=True, rescue=False, result=(1, 1), names=("red", "blue")):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>', "<stratego>", f'<game type="{kind}">']
    if with_field:
        parts.append(f'<field content="{field()}"/>')
    for i, (a, b) in enumerate(moves):
        extra = '<rescue rescuefield="E4" rescuepiece="11"/>' if rescue and i == 0 else ""
        parts.append(f'<move id="{i + 1}" source="{a}" target="{b}">{extra}</move>')
    parts.append(f'<player id="1">{names[0]}</player><player id="2">{names[1]}</player>')
    if result:
        parts.append(f'<result type="{result[0]}" winner="{result[1]}"/>')
    parts.append("</game></stratego>")
    return "\n".join(parts) + "\n"


def gsn_game(moves=MOVES, rescue=False, result="red vs blue result 3 winner 1"):
    lines = ["#X38FA11 Stratego-Notation v2", "type 0", field()]
    for i, (a, b) in enumerate(moves):
        lines.append(f"{a}-{b}")
        if rescue and i == 0:
            lines.append("E4:11")
    lines += ["END", result]
    return "\n".join(lines) + "\n"


def json_game(moves=MOVES, result=True, metadata=None):
    record = {
        "format": "stratego-game", "version": 1, "variant": "classic", "rules": "gravon",
        "players": {"red": "red", "blue": "blue"}, "field": field(),
        "moves": [f"{a.lower()}-{b.lower()}".replace(":", "10") for a, b in moves],
        "result": {"code": 1, "ending": "flag captured", "winner": "red", "draw": False} if result else None,
        "metadata": metadata or {"event": "seed"},
    }
    return json.dumps(record, indent=1) + "\n"


UCC_START_RED = ["FB8sB479B8", "BB31555583", "6724898974", "967B669999", "..++..++..", "..++..++.."] + ["#" * 10] * 4
# A barrage army in UCC rows ('.' where no piece stands) and the boards that start with it.
UCC_BARRAGE_ROWS = ["..........", "..........", "...B.F.2.9", "s..1..9.8."]
UCC_BARRAGE_START_RED = UCC_BARRAGE_ROWS + ["..++..++..", "..++..++..", "..........", "..##..#...",
                                             "##........", "..#...#.#."]
# Blue's first board after Red's scout stepped from 9 2 to 9 3.
UCC_BARRAGE_START_BLUE = ["..........", "..........", "...#.#.#..", "#..#..#.##",
                          "..++..++..", "..++..++..", *UCC_BARRAGE_ROWS]
# The fuzz_ucc_bot variant byte.
CLASSIC, BARRAGE, DUELL, CLASSIC_FREE = "\x00", "\x01", "\x02", "\x03"
UCC_START_BLUE = ["#" * 10] * 4 + ["..++..++..", "..++..++.."] + ["FB8sB479B8", "BB31555583", "6724898974", "967B669999"]


def lines(*items):
    return "\n".join(items) + "\n"


# Frames of `stratego serve` for Blue in a barrage game (docs/web-api.md), as
# fuzz_server_frames reads them: one JSON frame a line.
FILES = "abcdefghij"
LAKES = {f + str(r) for f in "cdgh" for r in (5, 6)}
BARRAGE_RED = {"a1": "flag", "b1": "bomb", "c1": "marshal", "d1": "general", "e2": "miner", "f2": "scout",
               "g2": "scout", "h2": "spy"}
BARRAGE_BLUE = {"a10": "flag", "b10": "bomb", "c10": "marshal", "d10": "general", "e9": "miner", "f9": "scout",
                "g9": "scout", "h9": "spy"}


def blue_board(red, blue):
    board = []
    for rank in range(1, 11):
        for f in FILES:
            square = f + str(rank)
            entry = {"square": square, "kind": "empty", "color": None, "rank": None, "moved": False, "revealed": False}
            if square in LAKES:
                entry["kind"] = "lake"
            elif square in blue:
                entry.update(kind="own", color="blue", rank=blue[square])
            elif square in red:
                entry.update(kind="enemy", color="red", rank="unknown", moved=red[square] == "moved")
            board.append(entry)
    return board


def blue_legal_moves(red, blue):
    moves = []
    for square, rank in blue.items():
        if rank in ("flag", "bomb"):
            continue
        f, r = FILES.index(square[0]), int(square[1:])
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = f + df, r + dr
            while 0 <= x < 10 and 1 <= y <= 10:
                target = FILES[x] + str(y)
                if target in LAKES or target in blue:
                    break
                moves.append({"from": square, "to": target})
                if target in red or rank != "scout":
                    break
                x, y = x + df, y + dr
    return moves


def blue_state(red, blue, log, to_move, phase="play"):
    return {"type": "state", "game": "g1", "variant": "barrage", "rules": "gravon", "you": "blue",
            "seats": {"red": {"kind": "person", "name": "Ann", "level": None, "connected": True, "set_up": True},
                      "blue": {"kind": "person", "name": "Bot", "level": None, "connected": True, "set_up": True}},
            "width": 10, "height": 10, "phase": phase, "to_move": to_move, "board": blue_board(red, blue),
            "legal_moves": blue_legal_moves(red, blue) if to_move == "blue" and phase == "play" else [],
            "captured": {"red": {}, "blue": {}}, "log": log, "result": None, "clock": None, "claim_in_ms": None}


CHANGED_BY_A_MOVE = ("captured", "claim_in_ms", "clock", "legal_moves", "phase", "result", "reveal", "to_move")


def move_frame(before, after, entry):
    """The server's move frame: what the move changed of the state before it."""
    squares = [square for old, square in zip(before["board"], after["board"]) if old != square]
    return dict(entry, type="move", squares=squares, **{key: after.get(key) for key in CHANGED_BY_A_MOVE})


def frames(*items):
    return "".join(json.dumps(item) + "\n" for item in items)


RED_MOVED = dict(BARRAGE_RED, f3="moved")
del RED_MOVED["f2"]
FIRST_MOVE = {"ply": 1, "side": "red", "from": "f2", "to": "f3", "battle": None}
SERVER_FRAMES = {
    "start": frames(blue_state(BARRAGE_RED, BARRAGE_BLUE, [], "red")),
    "first_move": frames(blue_state(BARRAGE_RED, BARRAGE_BLUE, [], "red"),
                         move_frame(blue_state(BARRAGE_RED, BARRAGE_BLUE, [], "red"),
                                    blue_state(RED_MOVED, BARRAGE_BLUE, [FIRST_MOVE], "blue"), FIRST_MOVE)),
    "draw_offer": frames(blue_state(RED_MOVED, BARRAGE_BLUE, [FIRST_MOVE], "blue"), {"type": "draw_offer", "from": "red"},
                         {"type": "error", "message": "no offer"}, {"type": "presence", "seats": {}, "claim_in_ms": 0}),
    "setup": frames(dict(blue_state({}, {}, [], "red", "setup"),
                         seats={"red": {"name": "Ann", "set_up": False}, "blue": {"name": "Bot", "set_up": False}})),
    "over": frames(dict(blue_state(BARRAGE_RED, BARRAGE_BLUE, [], "red", "over"),
                        result={"ending": "resignation", "code": 3, "winner": "blue"})),
}

CORPUS = {
    "fuzz_gravon_xml": {
        "classic.xml": xml_game(),
        "no_setup.xml": xml_game(with_field=False, moves=[], result=(3, 2)),
        "lightning_rescue.xml": xml_game(kind="ultimate lightning", rescue=True),
        "barrage.xml": xml_game(kind="barrage", moves=MOVES[:2], result=(4, 3)),
        "names.xml": xml_game(names=("J\u00fcrgen", "Ren\u00e9"), result=(13, 2)),
    },
    "fuzz_gsn": {
        "classic.gsn": gsn_game(),
        "rescue.gsn": gsn_game(rescue=True),
        "no_result.gsn": gsn_game(result=""),
        "draw.gsn": gsn_game(result="a vs b result 4 winner 2"),
    },
    "fuzz_json_record": {
        "classic.json": json_game(),
        "in_progress.json": json_game(result=False),
        "metadata.json": json_game(moves=MOVES[:1], metadata={"date": "2026-12-01", "site": "club"}),
        "no_setup.json": json.dumps({"format": "stratego-game", "variant": "small", "field": None, "moves": []}),
    },
    "fuzz_setup_string": {
        "classic_red": "\x00" + "/".join(ROWS),
        "classic_blue": "\x80" + "/".join(reversed(ROWS)),
        "barrage": "\x01" + "F.2......./X..9....../........B./...2..S...",
        "lowercase": "\x00" + "/".join(ROWS).lower(),
        "empty_rows": "\x04" + "........../........../........../..........",
    },
    "fuzz_replay_upload": {
        "classic.xml": xml_game(),
        "classic.gsn": gsn_game(),
        "classic.json": json_game(),
        "lightning.xml": xml_game(kind="ultimate lightning", rescue=True),
    },
    "fuzz_client_message": {
        "move": json.dumps({"type": "move", "from": "a4", "to": "a5"}),
        "move_with_id": json.dumps({"type": "move", "from": "a4", "to": "a5", "id": 17}),
        "sync_with_text_id": json.dumps({"type": "sync", "id": "m-17"}),
        "rescue": json.dumps({"type": "move", "from": "d9", "to": "d10", "rescue_to": "e3", "rescue_rank": "captain"}),
        "setup": json.dumps({"type": "setup", "setup": "/".join(ROWS)}),
        "resign": json.dumps({"type": "resign"}),
        "offer_draw": json.dumps({"type": "offer_draw"}),
        "sync": json.dumps({"type": "sync"}),
        "chat": json.dumps({"type": "chat", "text": "good luck \u00e4\u4e2d"}),
    },
    "fuzz_lobby_message": {
        "challenge": json.dumps({"type": "challenge", "variant": "barrage", "rules": "isf", "clock": "fischer:300+5",
                                 "color": "blue", "no_battle_limit": 200}),
        "challenge_plain": json.dumps({"type": "challenge"}),
        "days": json.dumps({"type": "challenge", "clock": "days:14"}),
        "move_clock": json.dumps({"type": "challenge", "clock": "move:30", "color": "random"}),
        "cancel": json.dumps({"type": "cancel", "challenge": "0123456789ab"}),
        "accept": json.dumps({"type": "accept", "challenge": "0123456789ab"}),
    },
    "fuzz_ucc_messages": {
        "query": lines("RED vixen 10 10", "BLUE bot 10 10"),
        "moves": lines("0 3 DOWN", "9 6 UP 2", "4 4 LEFT 1", "5 5 RIGHT"),
        "confirmations": lines("0 3 DOWN OK", "9 6 UP 2 KILLS 9 s", "1 1 LEFT DIES 8 B", "2 2 RIGHT BOTHDIE 3 3",
                               "3 3 UP VICTORY_FLAG", "4 4 DOWN ILLEGAL", "5 5 UP VICTORY_ATTRITION"),
        "control": lines("START", "QUIT", "QUIT stratego RED VICTORY 4 100 98", "NO_MOVE ILLEGAL"),
        "board": lines(*UCC_START_RED),
    },
    # The first byte picks the variant the bot is told: 0 classic, 1 barrage, 2 duell, 3 classic-free.
    "fuzz_ucc_bot": {
        "red_start": CLASSIC + lines("RED x 10 10", "START", *UCC_START_RED, "QUIT"),
        "blue_first": CLASSIC + lines("BLUE x 10 10", "9 3 DOWN OK", *UCC_START_BLUE, "QUIT"),
        "red_battle": CLASSIC + lines("RED x 10 10", "START", *UCC_START_RED, "0 3 DOWN OK", "9 6 UP KILLS 9 8",
                                      *UCC_START_RED, "QUIT RED VICTORY"),
        "illegal": CLASSIC + lines("BLUE x 10 10", "move please ILLEGAL", "QUIT x RED ILLEGAL 1 0 0"),
        "barrage_start": BARRAGE + lines("RED x 10 10", "START", *UCC_BARRAGE_START_RED, "QUIT"),
        "barrage_blue": BARRAGE + lines("BLUE x 10 10", "9 2 DOWN OK", *UCC_BARRAGE_START_BLUE, "QUIT"),
        "duell_start": DUELL + lines("RED x 10 10", "START", *UCC_BARRAGE_START_RED, "QUIT"),
        "free_start": CLASSIC_FREE + lines("RED x 10 10", "START", *UCC_START_RED, "QUIT"),
    },
    "fuzz_ucc_referee": {
        "red_setup_moves": lines("FB8sB479B8", "BB31555583", "6724898974", "967B669999", "0 3 DOWN", "9 3 DOWN 2"),
        "partial_army": lines("F.........", "..........", "..........", "..........", "0 0 RIGHT"),
        "barrage": lines(*UCC_BARRAGE_ROWS, "9 2 DOWN 4"),
        "bad_rows": lines("FB8sB479B8", "BB31555583", "67248#8974", "967B669999"),
    },
    "fuzz_request_target": {
        "variants": "/api/variants",
        "setup": "/api/setup?variant=barrage&seed=3",
        "game": "/api/games/0123abcd",
        "record": "/api/games/0123abcd/record",
        "bad_utf8": "/api/nope%ff",
        "encoded_slash": "/%2Fetc%2Fpasswd",
        "client_route": "/play/123?x=a+b&y=%20",
        "ws": "/ws?game=a&token=b",
    },
    "fuzz_server_frames": SERVER_FRAMES,
    "fuzz_static_files": {
        "index": "index.html",
        "asset": "assets/app.js",
        "dotdot": "../secret.db",
        "link_dir": "up/secret.db",
        "link_file": "leak",
        "absolute": "/etc/passwd",
        "inside_dotdot": "assets/../index.html",
        "nul": "a\0b",
    },
}


def main():
    for target, files in CORPUS.items():
        folder = os.path.join(HERE, "corpus", target)
        os.makedirs(folder, exist_ok=True)
        for name, text in files.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8", newline="") as out:
                out.write(text)


if __name__ == "__main__":
    main()
