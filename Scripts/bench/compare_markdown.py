#!/usr/bin/env python3
"""Times `reflow --markdown` against cmark-gfm's own rewrapper, and checks both for meaning.

Usage: Scripts/bench/compare_markdown.py [--runs N] [--size MB] [--guarantee [--cases] [--reflow PATH]] [--render]

The corpus is every Markdown file Debian packages install under /usr/share/doc
(README.md, NEWS.md.gz, ...), in path order until they hold about --size MB
(default 10), concatenated with blank lines between them. Each tool runs --runs
times on that file, the tools taking turns (one run of each per round, so a
machine that slows down part way affects all alike); the median wall time and
its ratio to cmark-gfm's are reported:
  cmark-gfm -e table -e strikethrough -e autolink -e tasklist -t commonmark --width 80
  reflow --markdown -w 80               (meaning check on: the default)
  reflow --markdown --no-verify -w 80   (no second parse)

With --render, it times `reflow render --format plain` and `--format ansi`
at width 80 against `cmark-gfm -e footnotes --to html` on the same file
instead (issue 6). Both parse GitHub's footnotes (the corpus holds Node.js's
BUILDING.md, which has some), which costs each a walk over the whole tree.

With --guarantee, every document is also formatted alone at widths 20, 40
and 80 by both tools and checked independently of Reflow's code: the HTML of
input and output from the cmark-gfm command, GitHub's footnotes on
(whitespace runs made one space, a line end between two East Asian wide
characters removed) must be equal, and a second pass must change nothing.
Reflow's lines wider than the width are counted too (terminal columns; code,
tables and words wider than the width included), beside the input's.
--reflow PATH checks another build (a previous one, for before and after).
Needs `apt-get install cmark-gfm`; build reflow first: swift build -c release --product reflow
"""
import argparse, gzip, os, re, statistics, subprocess, sys, tempfile, time, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REFLOW = os.path.join(ROOT, ".build/release/reflow")
CMARK = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist", "-e", "footnotes"]

def documents():
    found = []
    for base, _, names in os.walk("/usr/share/doc"):
        for name in sorted(names):
            lower = name.lower()
            path = os.path.join(base, name)
            if lower.endswith(".md.gz"):
                found.append((path, gzip.open(path, "rb").read()))
            elif lower.endswith(".md") or lower.endswith(".markdown"):
                found.append((path, open(path, "rb").read()))
    return [(p, d) for p, d in sorted(found) if b"\0" not in d and valid(d)]

def valid(data):
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False

def wide(ch):
    return unicodedata.east_asian_width(ch) in "WF" and not ("\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff")

def normalized(html):
    text = html.decode("utf-8")
    def join(match):
        before, after = match.group(1), match.group(3)
        gap = "" if ("\n" in match.group(2) and wide(before) and wide(after)) else " "
        return before + gap + after
    text = re.sub(r"(\S)(\s+)(?=(\S))", lambda m: m.group(1) + ("" if "\n" in m.group(2) and wide(m.group(1)) and wide(m.group(3)) else " "), text)
    return text.strip()

def run(command, data):
    return subprocess.run(command, input=data, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True).stdout

def html(data):
    return normalized(run(CMARK + ["--unsafe", "-t", "html"], data))

def timed(commands, runs):
    """Median wall time of each command. Runs are interleaved, one of each command per round, so a
    machine that speeds up or slows down during the measurement affects every command alike."""
    times = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times[index].append(time.perf_counter() - start)
    return [statistics.median(each) for each in times]

def columns(line):
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 0 if unicodedata.combining(ch) else 1
               for ch in line)

def over(data, width):
    return sum(1 for line in data.decode("utf-8").split("\n") if columns(line) > width)

def guarantee(docs, reflow):
    tools = {
        "reflow --markdown": lambda w: [reflow, "--markdown", "--no-verify", "-w", str(w)],
        "cmark-gfm --width": lambda w: CMARK + ["-t", "commonmark", "--width", str(w)],
    }
    pairs = len(docs) * 3
    for name, command in tools.items():
        changed = unstable = wide_out = wide_in = 0
        for _, data in docs:
            before = html(data)
            for width in (20, 40, 80):
                once = run(command(width), data)
                if html(once) != before:
                    changed += 1
                if run(command(width), once) != once:
                    unstable += 1
                wide_out += over(once, width)
                wide_in += over(data, width)
        print(f"{name:20} meaning changed in {changed} of {pairs} document-width pairs; "
              f"a second pass changed {unstable}; lines over the width {wide_out} (input {wide_in})")

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", type=float, default=10)
    parser.add_argument("--guarantee", action="store_true")
    parser.add_argument("--reflow", default=REFLOW)
    parser.add_argument("--cases", action="store_true",
                        help="with --guarantee, check Reflow's 1,200 small cases (Corpus/cases.txt) too")
    parser.add_argument("--render", action="store_true",
                        help="time `reflow render --format plain` against `cmark-gfm -e footnotes --to html` instead")
    args = parser.parse_args()
    docs = documents()
    chosen, total = [], 0
    for _, data in docs:
        if total >= args.size * 1e6:
            break
        chosen.append(data)
        total += len(data)
    one = b"\n\n".join(chosen) + b"\n"
    copies = max(1, round(args.size * 1e6 / len(one)))
    corpus = tempfile.NamedTemporaryFile("wb", suffix=".md", delete=False)
    corpus.write(one * copies)
    corpus.close()
    size = os.path.getsize(corpus.name)
    print(f"corpus: {len(chosen)} Markdown files from /usr/share/doc, x{copies} = {size / 1e6:.1f} MB, "
          f"median of {args.runs} runs")
    if args.render:
        rows = [
            ("cmark-gfm -e footnotes --to html", CMARK + ["--to", "html", corpus.name]),
            ("reflow render --format plain -w 80", [REFLOW, "render", "--format", "plain", "-w", "80", corpus.name]),
            ("reflow render --format ansi -w 80", [REFLOW, "render", "--format", "ansi", "-w", "80", corpus.name]),
        ]
    else:
        rows = [
            ("cmark-gfm -t commonmark --width 80", CMARK + ["-t", "commonmark", "--width", "80", corpus.name]),
            ("reflow --markdown -w 80", [REFLOW, "--markdown", "-w", "80", corpus.name]),
            ("reflow --markdown --no-verify -w 80", [REFLOW, "--markdown", "--no-verify", "-w", "80", corpus.name]),
        ]
    seconds = timed([command for _, command in rows], args.runs)
    base = seconds[0]
    for (name, _), each in zip(rows, seconds):
        print(f"{name:38} {each:6.3f} s  {size / each / 1e6:6.1f} MB/s  {each / base:5.2f}x cmark-gfm")
    os.unlink(corpus.name)
    if args.render:
        return
    if args.guarantee:
        print(f"{len(docs)} documents from /usr/share/doc:")
        guarantee(docs, args.reflow)
        if args.cases:
            path = os.path.join(ROOT, "Tests/ReflowMarkdownTests/Corpus/cases.txt")
            cases = open(path, "rb").read().split(b"\n%%%% case %%%%\n")
            print(f"{len(cases)} small cases from Corpus/cases.txt:")
            guarantee([(path, case) for case in cases], args.reflow)

if __name__ == "__main__":
    main()
