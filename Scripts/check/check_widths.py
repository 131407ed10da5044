#!/usr/bin/env python3
"""Checks reflow's output with an independent width implementation.

For every file given, runs `reflow -w WIDTH FILE` and checks, with the
wcwidth package (0.9 or later, from PyPI) rather than Reflow's own code:
  - no output line is wider than WIDTH columns;
  - nothing is lost: the non-space characters, escape sequences removed, are
    all there and in the same order. The only characters that may be added
    are quotation marks (">"): a quoted paragraph's prefix is repeated on
    every line it is wrapped into, as fmt -p and par repeat it.
Prints one line per file and exits 1 if any check fails.

Usage: python3 Scripts/check/check_widths.py [--width N] [--reflow PATH] FILE...
"""
import argparse
import difflib
import re
import subprocess
import sys

import wcwidth

ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])")


def visible(text):
    """Non-space characters with escape sequences removed."""
    return "".join(ESCAPE.sub("", text).split())


# What a rewrapped line may begin with that its source line did not: the quotation marks of its paragraph's prefix.
REPEATED_PREFIX = set(">")


def kept(source, output):
    """Whether every visible character of `source` is in `output` in order, with only prefix marks added."""
    before, after = visible(source), visible(output)
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag != "insert" or not set(after[j1:j2]) <= REPEATED_PREFIX:
            return False
    return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--width", type=int, default=20)
    parser.add_argument("--reflow", default=".build/release/reflow")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    print(f"wcwidth {wcwidth.__version__}, width {args.width}")
    failed = False
    for path in args.files:
        source = open(path, encoding="utf-8").read()
        output = subprocess.run([args.reflow, "-w", str(args.width), path], check=True, capture_output=True,
                                text=True).stdout
        lines = output.split("\n")
        widest = max(wcwidth.width(line) for line in lines)
        over = [line for line in lines if wcwidth.width(line) > args.width]
        lost = not kept(source, output)
        status = "ok" if not over and not lost else "FAIL"
        failed |= status != "ok"
        print(f"{status:4} {path}: {len(lines)} lines, widest {widest} columns, "
              f"{len(over)} over, content {'LOST' if lost else 'kept'}")
        for line in over:
            print(f"     over: {line!r} ({wcwidth.width(line)})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
