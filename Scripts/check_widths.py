#!/usr/bin/env python3
"""Checks reflow's output with an independent width implementation.

For every file given, runs `reflow -w WIDTH FILE` and checks, with the
wcwidth package (0.9 or later, from PyPI) rather than Reflow's own code:
  - no output line is wider than WIDTH columns;
  - nothing is lost: the non-space characters, escape sequences removed, are
    the same and in the same order.
Prints one line per file and exits 1 if any check fails.

Usage: python3 Scripts/check_widths.py [--width N] [--reflow PATH] FILE...
"""
import argparse
import re
import subprocess
import sys

import wcwidth

ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])")


def visible(text):
    """Non-space characters with escape sequences removed."""
    return "".join(ESCAPE.sub("", text).split())


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
        lost = visible(source) != visible(output)
        status = "ok" if not over and not lost else "FAIL"
        failed |= status != "ok"
        print(f"{status:4} {path}: {len(lines)} lines, widest {widest} columns, "
              f"{len(over)} over, content {'LOST' if lost else 'kept'}")
        for line in over:
            print(f"     over: {line!r} ({wcwidth.width(line)})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
