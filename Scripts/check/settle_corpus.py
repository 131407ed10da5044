#!/usr/bin/env python3
"""Plain text's guarantee on a corpus, with an independent reader.

For every input, mode and width: runs reflow once, then again on its output,
and counts the runs whose second pass changes anything (0 is the goal), the
runs whose words changed (0 is the goal), and the paragraphs reflow kept as
written and named on standard error.

Words are read here, not by reflow: every line loses the markers that lead it
(quote markers, comment leaders) and its escape sequences, and the lines of a
stretch between blank lines are joined the way a refill joins them (CSS Text's
rule: no space between two wide characters, or two letters of a script that
writes no spaces, or after a soft hyphen). A cut inside a word, or a space put
where there was none, changes the words.

Usage: Scripts/check/settle_corpus.py BINARY [FILE ...]
Without files: Samples/*.txt and Debian Reference's text in English, Chinese
and Japanese. Modes and widths: --modes and --widths (defaults below).
"""
import argparse
import glob
import gzip
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

MODES = {
    "default": [],
    "sentence": ["--wrap", "sentence"],
    "keep": ["--wrap", "keep"],
    "no": ["--wrap", "no"],
    "-u": ["-u"],
    "-s": ["-s"],
    "-c": ["-c"],
    "-t": ["-t"],
    "-q": ["-q"],
    "-p": ["-p", "# "],
    "justify": ["--align", "justify"],
    "greedy": ["--algorithm", "greedy"],
    "balance": ["--algorithm", "balance"],
}
ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\))")
LEADING_MARKERS = re.compile(r"^[ \t]*(>+[ \t]*)?((>+|#|//[/!]?|--|;+|%+|\*)([ \t]+|$))*")
# A marker standing alone as a word: a kept prefix that a refill may repeat on a new line, or text (fmt's reading
# of a `#` line) that it moves into a line. Either way no word of the text.
MARKER_WORD = re.compile(r"^(>+|#|//[/!]?|--+|;+|%+|\*)$")
# The spaces a refill reads: ASCII's. A no-break space or an ideographic space is a character of the text.
SPACES = " \t\r\n\f\v"


def joins_without_space(before, after):
    """Whether a refill joins a line ending with `before` to one starting with `after` without a space."""
    if before == "\u00ad" or before == "\u200b" or after == "\u200b":
        return True

    def wide(c):
        return unicodedata.east_asian_width(c) in ("W", "F") and not 0xAC00 <= ord(c) <= 0xD7A3

    def complex_context(c):
        o = ord(c)
        return 0x0E00 <= o <= 0x0EFF or 0x1000 <= o <= 0x109F or 0x1780 <= o <= 0x17FF or 0xAA60 <= o <= 0xAADF

    return (wide(before) and wide(after)) or (complex_context(before) and complex_context(after))


def words(data):
    """The words a refill reads from `data`."""
    text = ESCAPE.sub("", data.decode("utf-8", "surrogateescape"))
    stream = []
    previous = None
    for line in text.split("\n"):
        line = LEADING_MARKERS.sub("", line).rstrip(SPACES)
        if not line.strip(SPACES):
            previous = None
            stream.append(" ")
            continue
        body = line.lstrip(SPACES)
        if previous is not None and not joins_without_space(previous, body[0]):
            stream.append(" ")
        stream.append(body)
        previous = body[-1]
    return [word for word in re.split(f"[{re.escape(SPACES)}]+", "".join(stream)) if word and not MARKER_WORD.match(word)]


def corpus():
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    files = sorted(glob.glob(os.path.join(root, "Samples", "*.txt")))
    folder = tempfile.mkdtemp()
    for lang in ("en", "zh-cn", "ja"):
        source = f"/usr/share/debian-reference/debian-reference.{lang}.txt.gz"
        if os.path.exists(source):
            target = os.path.join(folder, f"reference.{lang}.txt")
            with gzip.open(source) as packed, open(target, "wb") as unpacked:
                unpacked.write(packed.read())
            files.append(target)
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("files", nargs="*")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--widths", default="20,40,72,100")
    arguments = parser.parse_args()
    files = arguments.files or corpus()
    widths = [int(w) for w in arguments.widths.split(",")]
    runs = unsettled = changed = named = 0
    for path in files:
        data = open(path, "rb").read()
        for mode in arguments.modes.split(","):
            for width in widths:
                command = [arguments.binary, "-w", str(width)] + MODES[mode]
                first = subprocess.run(command, input=data, capture_output=True)
                second = subprocess.run(command, input=first.stdout, capture_output=True)
                runs += 1
                kept = first.stderr.decode("utf-8", "replace").count("paragraph kept as written")
                named += kept
                label = f"{os.path.basename(path)} {mode} -w {width}"
                if first.stdout != second.stdout:
                    unsettled += 1
                    a = first.stdout.decode("utf-8", "replace").split("\n")
                    b = second.stdout.decode("utf-8", "replace").split("\n")
                    line = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
                    print(f"unsettled: {label}: line {line + 1}: {a[line:line + 1]} -> {b[line:line + 1]}")
                if words(data) != words(first.stdout):
                    changed += 1
                    before, after = words(data), words(first.stdout)
                    at = next((i for i in range(min(len(before), len(after))) if before[i] != after[i]), 0)
                    print(f"words: {label}: {before[at:at + 3]} -> {after[at:at + 3]}")
                if kept:
                    print(f"named: {label}: {kept}")
    print(f"{runs} runs over {len(files)} files: {unsettled} unsettled, {changed} with words changed, "
          f"{named} paragraphs kept as written and named")
    return 1 if unsettled or changed else 0


if __name__ == "__main__":
    sys.exit(main())
