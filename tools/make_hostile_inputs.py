#!/usr/bin/env python3
"""Writes the hostile inputs of issue 12 into a folder (never into the repository: some
expand to gigabytes): zip bombs, lying zip headers, huge lines, deep nesting, endless move
lists. Used by scripts/hostile_inputs.sh, which measures what `stratego` makes of them.

    python3 tools/make_hostile_inputs.py DIR"""
import os
import struct
import sys
import zipfile
import zlib

MIB = 1024 * 1024


def deflated_zip(path, name, head, body_byte, size, tail=b""):
    """A zip with one entry of `size` bytes: head, then body_byte repeated, then tail, deflated
    in a stream so that nothing of that size is ever held in memory here."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=1) as zf:
        with zf.open(name, "w", force_zip64=True) as entry:
            entry.write(head)
            chunk = body_byte * (4 * MIB)
            left = size - len(head) - len(tail)
            while left > 0:
                entry.write(chunk[: min(left, len(chunk))])
                left -= len(chunk)
            entry.write(tail)


def lying_zip(path, claimed, zip64):
    """One small stored entry whose headers claim `claimed` bytes uncompressed (in a zip64
    extra field when zip64), written by hand so that both headers lie alike."""
    name = b"game.xml"
    data = b"<stratego><game/></stratego>"
    crc = zlib.crc32(data)
    if zip64:
        sizes = struct.pack("<II", 0xFFFFFFFF, 0xFFFFFFFF)
        extra = struct.pack("<HHQQ", 1, 16, claimed, len(data))
    else:
        sizes = struct.pack("<II", len(data), claimed)
        extra = b""
    version = 45 if zip64 else 20
    local = struct.pack("<IHHHHHI", 0x04034B50, version, 0, 0, 0, 0, crc) + sizes
    local += struct.pack("<HH", len(name), len(extra)) + name + extra
    central = struct.pack("<IHHHHHHI", 0x02014B50, version, version, 0, 0, 0, 0, crc) + sizes
    central += struct.pack("<HHHHHII", len(name), len(extra), 0, 0, 0, 0, 0) + name + extra
    offset = len(local) + len(data)
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), offset, 0)
    with open(path, "wb") as f:
        f.write(local + data + central + end)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    p = lambda name: os.path.join(folder, name)
    deflated_zip(p("bomb.zip"), "bomb.xml", b"", b"\0", 4000 * MIB)
    deflated_zip(p("whitespace.zip"), "game.xml", b'<stratego><game type="classic">', b" ", 4000 * MIB, b"</game></stratego>")
    lying_zip(p("claims-4gb.zip"), 0xFFFFFFF0, zip64=False)
    lying_zip(p("zip64-1tib.zip"), 1 << 40, zip64=True)
    field = "A" * 100
    with open(p("long-line.gsn"), "w") as f:
        f.write("#X38FA11 Stratego-Notation v2\ntype 0\n" + field + "\n" + "x" * (10 * MIB) + "\nEND\n")
    with open(p("million-moves.gsn"), "w") as f:
        f.write("#X38FA11 Stratego-Notation v2\ntype 0\n" + field + "\n" + "A4-A5\n" * 1_000_000 + "END\n")
    with open(p("million-moves.json"), "w") as f:
        f.write('{"format":"stratego-game","variant":"classic","moves":[' + ",".join(['"a4-a5"'] * 1_000_000) + "]}")
    with open(p("deep.xml"), "w") as f:
        f.write('<stratego><game type="classic">' + "<a>" * 100_000 + "</a>" * 100_000 + "</game></stratego>")
    with open(p("deep.json"), "w") as f:
        f.write('{"format":"stratego-game","x":' + "[" * 100_000 + "]" * 100_000 + "}")
    with open(p("many-tags.xml"), "w") as f:
        f.write('<stratego><game type="classic">' + "<a/>" * (4 * MIB - 16) + "</game></stratego>")
    with open(p("many-values.json"), "w") as f:
        f.write('{"format":"stratego-game","x":[' + "0," * (8 * MIB - 32) + "0]}")
    with open(p("under-cap.xml"), "w") as f:
        f.write('<stratego><game type="classic">' + "<a/>" * 999_000 + "</game></stratego>")
    with open(p("under-cap.json"), "w") as f:
        f.write('{"format":"stratego-game","x":[' + "0," * 999_000 + "0]}")
    with open(p("latin1.xml"), "wb") as f:
        f.write(b'<stratego><game type="classic"><player id="1">J\xfcrgen</player><player id="2">Ren\xe9</player>'
                b'<result type="3" winner="1"/></game></stratego>')
    with open(p("big.xml"), "wb") as f:
        f.truncate(100 * MIB)  # sparse: a 100 MB file of zero bytes
    if not os.path.exists(p("fifo.xml")):
        os.mkfifo(p("fifo.xml"))


if __name__ == "__main__":
    main(sys.argv[1])
