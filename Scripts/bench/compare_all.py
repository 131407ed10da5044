#!/usr/bin/env python3
"""Every speed and memory figure Reflow is measured by against the C tools, in one run.

Usage: Scripts/bench/compare_all.py [--runs N] [--reflow PATH]

Builds the corpora of Scripts/bench/compare.py (the Debian Reference, 52.7 MB) and
Scripts/bench/compare_markdown.py (Debian's Markdown, about 10 MB), and the 25 MB
paragraph of Scripts/check/resource_bounds.sh, then runs each pair of commands
--runs times (default 5), the C tool and Reflow taking turns within each
round, so a machine that slows down part way affects both alike:
  plain text        fmt -w 72                      reflow -w 72
  Markdown rewrap   cmark-gfm -t commonmark --width 80   reflow --markdown -w 80
  render            cmark-gfm --to html            reflow render --format plain -w 80
and reflow alone on the 25 MB paragraph. Wall times are medians; peak
memory is each run's own (GNU time's maximum resident set), the largest of
its runs. Prints one table with each ratio, its goal and
whether it is met. No figure here is a test: this is for BENCHMARKS.md.
Needs fmt, cmark-gfm and GNU time (apt-get install time); build reflow first: swift build -c release --product reflow
"""
import argparse, os, random, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402
import compare_markdown  # noqa: E402


def paragraph_file():
    """The 25 MB paragraph of Scripts/check/resource_bounds.sh: one line of ten Latin words in a seeded order."""
    random.seed(1)
    words = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do']
    text, size = [], 0
    while size < 25_000_000:
        word = random.choice(words)
        text.append(word)
        size += len(word) + 1
    handle = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
    handle.write(" ".join(text) + "\n")
    handle.close()
    return handle.name


def markdown_file(size):
    """About `size` MB of Debian's Markdown, as Scripts/bench/compare_markdown.py builds it."""
    chosen, total = [], 0
    for _, data in compare_markdown.documents():
        if total >= size * 1e6:
            break
        chosen.append(data)
        total += len(data)
    one = b"\n\n".join(chosen) + b"\n"
    handle = tempfile.NamedTemporaryFile("wb", suffix=".md", delete=False)
    handle.write(one * max(1, round(size * 1e6 / len(one))))
    handle.close()
    return handle.name


def run(command):
    """Runs `command` with its output thrown away; its wall time in seconds and peak memory in KiB.

    The peak comes from GNU time, whose own small process forks the command: a child forked straight from
    this script would start with the script's pages counted in its peak.
    """
    with tempfile.NamedTemporaryFile("r", suffix=".peak") as peak:
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", peak.name] + command,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit(f"{command[0]} failed ({done.returncode}): {' '.join(command)}")
        return seconds, int(peak.read().split()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--reflow", default=os.path.join(compare.ROOT, ".build", "release", "reflow"))
    args = parser.parse_args()
    reflow = args.reflow
    if not os.path.exists(reflow):
        sys.exit("build reflow first: swift build -c release --product reflow")
    plain = compare.corpus(60)
    markdown = markdown_file(10)
    paragraph = paragraph_file()
    cmark = compare_markdown.CMARK
    pairs = [
        ("plain text, 52.7 MB, -w 72", ["fmt", "-w", "72", plain], [reflow, "-w", "72", plain]),
        ("--markdown -w 80, 10 MB", cmark + ["-t", "commonmark", "--width", "80", markdown],
         [reflow, "--markdown", "-w", "80", markdown]),
        ("render --format plain -w 80", cmark + ["--to", "html", markdown],
         [reflow, "render", "--format", "plain", "-w", "80", markdown]),
    ]
    alone = ("25 MB paragraph, -w 72", [reflow, "-w", "72", paragraph])
    times = {name: ([], []) for name, _, _ in pairs}
    peaks = {name: [0, 0] for name, _, _ in pairs}
    alone_times, alone_peak = [], 0
    for _ in range(args.runs):
        for name, theirs, ours in pairs:
            for side, command in enumerate((theirs, ours)):
                seconds, peak = run(command)
                times[name][side].append(seconds)
                peaks[name][side] = max(peaks[name][side], peak)
        seconds, peak = run(alone[1])
        alone_times.append(seconds)
        alone_peak = max(alone_peak, peak)
    sizes = {pairs[0][0]: os.path.getsize(plain), pairs[1][0]: os.path.getsize(markdown),
             pairs[2][0]: os.path.getsize(markdown)}
    goals = {pairs[0][0]: 1 / 1.5, pairs[1][0]: 1.3, pairs[2][0]: 2.0}
    print(f"median of {args.runs} alternating runs; peak memory the largest of each command's runs")
    print(f"{'work':30} {'C tool':>8} {'reflow':>8} {'ratio':>7} {'goal':>6} {'met':>4} "
          f"{'C peak':>9} {'reflow peak':>12} {'bytes/byte':>10}")
    for name, _, _ in pairs:
        theirs, ours = (statistics.median(each) for each in times[name])
        ratio = ours / theirs
        per_byte = peaks[name][1] * 1024 / sizes[name]
        print(f"{name:30} {theirs:7.3f}s {ours:7.3f}s {ratio:6.2f}x {goals[name]:5.2f}x "
              f"{'yes' if ratio <= goals[name] else 'no':>4} {peaks[name][0] / 1024:7.1f}Mi {peaks[name][1] / 1024:10.1f}Mi "
              f"{per_byte:10.1f}")
    print(f"{alone[0]:30} {'':8} {statistics.median(alone_times):7.3f}s {'':7} {'':6} "
          f"{'yes' if alone_peak <= 200 * 1024 else 'no':>4} {'':9} {alone_peak / 1024:10.1f}Mi "
          f"(goal 200 MiB)")
    for path in (plain, markdown, paragraph):
        os.unlink(path)


if __name__ == "__main__":
    main()
