#!/usr/bin/env python3
"""Times reflow against GNU fmt, par and Python's textwrap on the same file, in one run.

Usage: Scripts/bench/compare.py [FILE] [--copies N] [--width N] [--runs N]

Without FILE, the input is debian-reference-en's text
(/usr/share/debian-reference/debian-reference.en.txt.gz) repeated --copies
times (60 gives about 53 MB). Each tool runs --runs times on the same file, the
tools taking turns (one run of each per round); the median wall time is reported with throughput and its ratio to GNU fmt's, and
each output's quality: lines wider than the width and the mean squared slack
of lines that are not the last of a paragraph, both in display columns (East
Asian wide characters count two, combining marks none), and whether every
non-space character of the input is still there, in order.
Build reflow first: swift build -c release --product reflow
"""
import argparse, gzip, os, shutil, statistics, subprocess, sys, tempfile, time, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = "/usr/share/debian-reference/debian-reference.en.txt.gz"

TEXTWRAP = r'''
import sys, textwrap
width = int(sys.argv[1])
text = sys.stdin.read()
out = []
for para in text.split("\n\n"):
    out.append(textwrap.fill(para, width, break_long_words=False, break_on_hyphens=False))
sys.stdout.write("\n\n".join(out) + "\n")
'''

def corpus(copies):
    text = gzip.open(CORPUS, "rb").read()
    handle = tempfile.NamedTemporaryFile("wb", suffix=".txt", delete=False)
    for _ in range(copies):
        handle.write(text)
    handle.close()
    return handle.name

def columns(line):
    width = 0
    for char in line:
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in "WF" else 1
    return width

def quality(output, width):
    """Lines wider than the width, and mean squared slack of non-last lines of blank-line-separated blocks."""
    over = 0
    slack = []
    paragraph = []
    for line in output.split("\n") + [""]:
        if line.strip():
            paragraph.append(columns(line))
            continue
        slack.extend((width - body) ** 2 for body in paragraph[:-1])
        over += sum(1 for body in paragraph if body > width)
        paragraph = []
    return over, (statistics.mean(slack) if slack else 0.0)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file", nargs="?")
    parser.add_argument("--copies", type=int, default=60)
    parser.add_argument("--width", type=int, default=72)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    path = args.file or corpus(args.copies)
    reflow = os.path.join(ROOT, ".build", "release", "reflow")
    if not os.path.exists(reflow):
        sys.exit("build reflow first: swift build -c release --product reflow")
    width = str(args.width)
    tools = [
        ("reflow", [reflow, "-w", width, path]),
        ("reflow --jobs 1", [reflow, "--jobs", "1", "-w", width, path]),
        ("reflow greedy", [reflow, "--algorithm", "greedy", "-w", width, path]),
        ("GNU fmt", ["fmt", "-w", width, path]),
        ("par", ["sh", "-c", f"par {width} < '{path}'"]),
        ("python textwrap", [sys.executable, "-c", TEXTWRAP, width]),
    ]
    data = open(path, "rb").read()
    kept_input = b"".join(data.split())
    print(f"input: {path} ({len(data) / 1e6:.1f} MB), width {args.width}, median of {args.runs} runs")
    print(f"{'tool':16} {'seconds':>8} {'MB/s':>7} {'vs fmt':>7} {'lines>w':>8} {'slack²':>8} {'kept':>5}")
    installed = []
    for name, command in tools:
        program = command[2].split()[0] if command[0] == "sh" else command[0]
        if shutil.which(program) is None and not os.path.exists(program):
            print(f"{name:16} not installed")
            continue
        installed.append((name, command))
    # The tools take turns, one run of each per round, so a machine that slows down part way
    # affects every tool alike.
    times = {name: [] for name, _ in installed}
    outputs = {}
    for _ in range(args.runs):
        for name, command in installed:
            start = time.perf_counter()
            stdin = data if name == "python textwrap" else None
            result = subprocess.run(command, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            times[name].append(time.perf_counter() - start)
            outputs[name] = result.stdout
    rows = []
    for name, _ in installed:
        output = outputs[name]
        over, slack = quality(output.decode("utf-8", "replace"), args.width)
        kept = b"".join(output.split()) == kept_input
        rows.append((name, statistics.median(times[name]), over, slack, kept))
    fmt_time = next((row[1] for row in rows if row[0] == "GNU fmt"), None)
    for name, seconds, over, slack, kept in rows:
        ratio = f"{fmt_time / seconds:6.2f}x" if fmt_time else "   n/a"
        print(f"{name:16} {seconds:8.3f} {len(data) / 1e6 / seconds:7.1f} {ratio:>7} {over:8} {slack:8.1f} {'yes' if kept else 'no':>5}")
    if not args.file:
        os.unlink(path)

if __name__ == "__main__":
    main()
