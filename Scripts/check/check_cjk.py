#!/usr/bin/env python3
"""Checks reflow's output on Chinese and Japanese text, quickly enough for a whole book.

A sibling of check_widths.py, which compares content with difflib and takes
minutes on a 200 KB text; this one walks the text once. For every file given,
runs `reflow -w WIDTH FILE` and counts, with wcwidth (from PyPI) rather than
Reflow's own width code:
  - lines wider than WIDTH, apart from lines kept verbatim (the same line is in
    the input, where it was as wide), with those that hold one word a reader
    copies whole (a URL, an e-mail address: never cut) counted apart, and
    those Reflow has no break in counted apart too (each, alone as a
    paragraph, stays one line at `reflow -w 1`: a path glued by quotes to
    CJK punctuation, say), the lines among all these that hold a space
    after CJK punctuation (`。 "-R"`) named;
  - characters lost or added: the non-space characters of the output against
    the input's, in order, where only `>` (a quote's marker repeated on the
    lines it is wrapped into) may be added;
  - lines that open with closing punctuation (，。、；：！？）」』】》〉”’ and
    the like, Unicode categories Pe and Pf) that the input did not open a line
    with, nor follow a space with: a break the input gave no room for;
  - Latin words cut by a line end although they fit the line: a line ending
    in a letter or digit, the next starting with one, the two halves one word
    in the input (never with a space between them), and that word, from space
    to space, no wider than the next line's room after its indent;
  - lines left short by a run cut because it is wider than the line (the cuts
    the previous count lets pass): the line a cut ends, and the line before
    the run when the run starts a line, must each have had no room for the
    run's next character (a piece fills its line; nothing is left alone
    before the run).
It also prints the fill ratio, a figure to compare between builds rather than
a check: the mean of width / WIDTH over the output lines that a refill wrote
(not in the input as they are), but the last of each paragraph.
Prints one line per file and exits 1 if any count is not 0.

Usage: python3 Scripts/check/check_cjk.py [--width N] [--reflow PATH] [--units-reflow PATH] FILE...
  --units-reflow names the build whose rules judge which lines have no break
  (by default the one checked), to check an older build by today's rules.
"""
import argparse
import re
import subprocess
import sys
import unicodedata

import wcwidth

CLOSING = set("，。、；：！？）」』】》〉〕］｝”’,.;:!?)]}") | {"\u30fc"}
LATIN = re.compile(r"[A-Za-z0-9]")
# One word that is never cut (Reflow's WholeWords): a URL, or an e-mail address, with its brackets or quotes.
WHOLE = re.compile(r"""["'(<\[]*([A-Za-z][A-Za-z0-9+.-]*://|www\.|mailto:|[A-Za-z0-9._%+-]+@)\S+""")


def width(line):
    return max(wcwidth.wcswidth(line), 0)


def units(reflow, lines, markdown=False):
    """Those of `lines` that Reflow has no break in: each, alone as a paragraph, stays one line at `-w 1`.

    Such a line is one unbreakable unit under Reflow's rules: a Latin word
    (never cut inside, as fmt), what UAX #14 glues to it (quotes, closing
    punctuation, an ellipsis), a CJK character next to Latin text with no
    space (a line end there would read back as a space the text did not
    have), and a space after CJK punctuation where the line end would read
    back as nothing and glue what follows (`。 "-R"`: the next run could not
    break there, so this one does not either). With `markdown`, by
    `--markdown`'s rules (a link's text and its destination, say).
    """
    if not lines:
        return set()
    text = "\n\n".join(line.strip() for line in lines) + "\n"
    output = subprocess.run([reflow, "-w", "1"] + (["--markdown"] if markdown else []), input=text, check=True, capture_output=True, text=True).stdout
    paragraphs = output.rstrip("\n").split("\n\n")
    if len(paragraphs) != len(lines):
        return set()
    return {line for line, paragraph in zip(lines, paragraphs) if "\n" not in paragraph}


def spaced_after_cjk_punctuation(line):
    """Whether `line` holds CJK punctuation (a wide punctuation mark) then a space, after its indent."""
    text = line.strip()
    return any(unicodedata.category(a).startswith("P") and unicodedata.east_asian_width(a) in "WF" and b == " "
               for a, b in zip(text, text[1:]))


def closes(char):
    return char in CLOSING or unicodedata.category(char) in ("Pe", "Pf")


def lost_or_added(source, output):
    """Characters of `source` missing from `output`, or added to it beyond `>` markers, walking both once."""
    before = [c for c in source if not c.isspace()]
    after = [c for c in output if not c.isspace()]
    i = j = 0
    while i < len(before) and j < len(after):
        if before[i] == after[j]:
            i += 1
            j += 1
        elif after[j] == ">":
            j += 1
        else:
            return True
    return i < len(before) or any(c != ">" for c in after[j:])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--width", type=int, default=40)
    parser.add_argument("--reflow", default=".build/release/reflow")
    parser.add_argument("--units-reflow", help="the build that judges which lines have no break (default: --reflow)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    print(f"wcwidth {wcwidth.__version__}, width {args.width}")
    failed = False
    for path in args.files:
        source = open(path, encoding="utf-8").read()
        output = subprocess.run([args.reflow, "-w", str(args.width), path], check=True, capture_output=True,
                                text=True).stdout
        inputs = set(source.split("\n"))
        opened = {re.sub(r"\s+", " ", line.lstrip())[:12] for line in inputs if line.strip()}
        lines = output.split("\n")
        wide = [line for line in lines if width(line) > args.width and line not in inputs]
        whole = [line for line in wide if WHOLE.fullmatch(line.strip())]
        over = [line for line in wide if line not in whole]
        held = [line for line in over if spaced_after_cjk_punctuation(line)]
        unbreakable = units(args.units_reflow or args.reflow, over)
        over = [line for line in over if line not in unbreakable]
        verbatim = sum(1 for line in lines if width(line) > args.width and line in inputs)
        # A line that opens with closing punctuation where the input had none at a line start or after a space:
        # the text just before it in the input is not white space.
        spaced = re.sub(r"\s+", " ", source)
        opening = []
        for line in lines:
            start = re.sub(r"\s+", " ", line.lstrip())[:12]
            if start and closes(start[0]) and not any(known.startswith(start) for known in opened):
                at = spaced.find(start)
                if at < 0 or (at > 0 and spaced[at - 1] != " "):
                    opening.append(line)
        cuts = []
        short = []
        for number, (first, second) in enumerate(zip(lines, lines[1:])):
            a, b = first.rstrip(), second.lstrip()
            if a and b and LATIN.match(a[-1]) and LATIN.match(b[0]):
                tail = re.search(r"[A-Za-z0-9]+$", a).group()
                head = re.match(r"[A-Za-z0-9]+", b).group()
                # The word: the whole run of non-space characters the two halves make in the input, where they
                # meet with nothing between them (and never with a space between them).
                if re.search(re.escape(tail) + r"\s+" + re.escape(head), source):
                    continue
                token = re.search(r"\S*" + re.escape(a.split()[-1] + b.split()[0]) + r"\S*", source)
                room = args.width - (len(second) - len(b))
                if token and width(token.group()) <= room:
                    cuts.append(f"{a[-20:]} | {b[:20]}")
                elif token:
                    # A run no line holds, cut: this line must be full, and so must the one before the run.
                    if width(first) + width(b[0]) <= args.width:
                        short.append(f"{a[-20:]} | {b[:20]}")
                    run_start = a.lstrip()
                    previous = lines[number - 1] if number > 0 else ""
                    # The line before, when it is the same paragraph's: as deeply indented (in ASCII spaces; a
                    # no-break space is text).
                    same = len(previous) - len(previous.lstrip(" ")) == len(first) - len(first.lstrip(" "))
                    if token.group().startswith(run_start) and previous.strip() and same \
                            and not closes(run_start[0]) and width(previous) + width(run_start[0]) <= args.width:
                        short.append(f"{previous[-20:]} | {run_start[:20]}")
        filled = [min(width(line), args.width) / args.width
                  for line, after in zip(lines, lines[1:]) if line.strip() and after.strip() and line not in inputs]
        fill = sum(filled) / len(filled) if filled else 1.0
        lost = lost_or_added(source, output)
        status = "ok" if not (over or opening or cuts or short or lost) else "FAIL"
        failed |= status != "ok"
        print(f"{status:4} {path}: {len(source.encode())} bytes, {len(lines)} lines; {len(over)} over the width "
              f"({len(whole)} more a URL kept whole, {len(unbreakable)} more one unit with no break, "
              f"{verbatim} more kept verbatim; {len(held)} of all these holding a "
              f"space after CJK punctuation); {len(opening)} opening with closing punctuation; {len(cuts)} Latin "
              f"words cut; {len(short)} lines short before or inside a cut run; "
              f"characters {'LOST or ADDED' if lost else 'all kept, none added'}; fill {fill:.3f}")
        for line in over[:5]:
            print(f"     over: {line!r} ({width(line)})")
        for line in held:
            kind = "one unit" if line in unbreakable else "OVER"
            print(f"     {kind}, a space after CJK punctuation: {line!r} ({width(line)})")
        for line in opening[:5]:
            print(f"     opens: {line!r}")
        for cut in cuts[:5]:
            print(f"     cut: {cut}")
        for cut in short[:5]:
            print(f"     short: {cut}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
