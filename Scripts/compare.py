#!/usr/bin/env python3
"""Times reflow against GNU fmt, par and Python's textwrap on the same file, in one run.

Usage: Scripts/compare.py [FILE] [--width N] [--runs N]

Without FILE, the input is the GPL-3 text from /usr/share/common-licenses
repeated to about 8 MB. Each tool runs --runs times; the median wall time is
reported with its ratio to reflow's, and each output's quality: lines over the
width, and the mean squared slack of lines that are not the last of a paragraph.
Build reflow first: swift build -c release --product reflow
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TEXTWRAP = r'''
import sys, textwrap
width = int(sys.argv[1])
text = sys.stdin.read()
out = []
for para in text.split("\n\n"):
    out.append(textwrap.fill(para, width, break_long_words=False, break_on_hyphens=False))
sys.stdout.write("\n\n".join(out) + "\n")
'''

def corpus():
    source = "/usr/share/common-licenses/GPL-3"
    text = open(source, encoding="utf-8").read()
    handle = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8")
    while handle.tell() < 8_000_000:
        handle.write(text)
    handle.close()
    return handle.name

def quality(output, width):
    over = 0
    slack = []
    paragraph = []
    for line in output.split("\n") + [""]:
        if line.strip():
            paragraph.append(line)
            continue
        for body in paragraph[:-1]:
            slack.append((width - len(body)) ** 2)
        over += sum(1 for body in paragraph if len(body) > width)
        paragraph = []
    return over, (statistics.mean(slack) if slack else 0.0)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file", nargs="?")
    parser.add_argument("--width", type=int, default=72)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    path = args.file or corpus()
    reflow = os.path.join(ROOT, ".build", "release", "reflow")
    if not os.path.exists(reflow):
        sys.exit("build reflow first: swift build -c release --product reflow")
    tools = [
        ("reflow (optimal)", [reflow, "-w", str(args.width)]),
        ("reflow (greedy)", [reflow, "-w", str(args.width), "--algorithm", "greedy"]),
        ("GNU fmt", ["fmt", "-w", str(args.width)]),
        ("par", ["par", str(args.width)]),
        ("python textwrap", [sys.executable, "-c", TEXTWRAP, str(args.width)]),
    ]
    data = open(path, "rb").read()
    print(f"input: {path} ({len(data) / 1e6:.1f} MB), width {args.width}, median of {args.runs} runs")
    print(f"{'tool':18} {'seconds':>8} {'MB/s':>8} {'vs reflow':>10} {'lines>w':>8} {'mean slack²':>12}")
    baseline = None
    for name, command in tools:
        if shutil.which(command[0]) is None and not os.path.exists(command[0]):
            print(f"{name:18} not installed")
            continue
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            result = subprocess.run(command, input=data, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
        median = statistics.median(times)
        baseline = baseline or median
        over, slack = quality(result.stdout.decode("utf-8", "replace"), args.width)
        print(f"{name:18} {median:8.3f} {len(data) / 1e6 / median:8.1f} {median / baseline:9.2f}x {over:8} {slack:12.1f}")

if __name__ == "__main__":
    main()
