#!/usr/bin/env python3
"""Times `reflow --diff` on a large file whose every paragraph changes, against formatting alone and against
formatting followed by `diff -u`, taking turns; for BENCHMARKS.md, not a test.

Usage: Scripts/bench/diff_speed.py [--mb 20] [--runs 5] [--reflow .build/release/reflow] [--old OLD --old-mb 1]

The input is the plain-text corpus of Scripts/bench/compare.py, repeated to about `--mb` megabytes and wrapped at
72 columns by reflow itself; it is then formatted, and diffed, at 40, which changes every paragraph that has
more than one line. `--old` also times another binary's `--diff` on the first `--old-mb` megabytes (the
quadratic one of before issue 44), with a 10-minute limit.
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402


def timed(command, shell=False):
    start = time.perf_counter()
    done = subprocess.run(command, shell=shell, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    return time.perf_counter() - start, done.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=float, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--reflow", default=os.path.join(compare.ROOT, ".build", "release", "reflow"))
    parser.add_argument("--old")
    parser.add_argument("--old-mb", type=float, default=1)
    args = parser.parse_args()
    corpus = compare.corpus(max(1, round(args.mb / 0.88)))
    wrapped = tempfile.NamedTemporaryFile("wb", suffix=".txt", delete=False)
    subprocess.run([args.reflow, "-w", "72", corpus], stdout=wrapped, check=True)
    wrapped.close()
    with open(wrapped.name, "rb") as source:
        data = source.read(int(args.mb * 1e6))
    data = data[: data.rfind(b"\n\n") + 2]
    with open(wrapped.name, "wb") as target:
        target.write(data)
    path = wrapped.name
    patch = subprocess.run([args.reflow, "--diff", "-w", "40", path], capture_output=True).stdout
    hunks = patch.count(b"\n@@ ")
    changed = sum(1 for line in patch.split(b"\n") if line.startswith(b"-") and not line.startswith(b"---"))
    lines = data.count(b"\n")
    print(f"{len(data) / 1e6:.1f} MB, {lines:,} lines; the diff: {hunks:,} hunks, "
          f"{changed:,} lines removed, {len(patch) / 1e6:.1f} MB")
    out = tempfile.NamedTemporaryFile("wb", suffix=".out", delete=False).name
    commands = {
        "format alone": [args.reflow, "-w", "40", path],
        "--diff": [args.reflow, "--diff", "-w", "40", path],
        "format, then diff -u": f"'{args.reflow}' -w 40 '{path}' >'{out}' && diff -u '{path}' '{out}' >/dev/null; true",
    }
    times = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, command in commands.items():
            times[name].append(timed(command, shell=isinstance(command, str))[0])
    alone = statistics.median(times["format alone"])
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:24} {median:7.3f} s  {median / alone:5.2f}x formatting alone  (median of {args.runs})")
    if args.old:
        small = tempfile.NamedTemporaryFile("wb", suffix=".txt", delete=False)
        part = data[: int(args.old_mb * 1e6)]
        small.write(part[: part.rfind(b"\n\n") + 2])
        small.close()
        for binary, label in ((args.old, "old --diff"), (args.reflow, "new --diff")):
            try:
                seconds, _ = timed([binary, "--diff", "-w", "40", small.name])
                print(f"{label}, {args.old_mb:g} MB: {seconds:.3f} s")
            except subprocess.TimeoutExpired:
                print(f"{label}, {args.old_mb:g} MB: did not finish in 600 s")
        os.unlink(small.name)
    for name in (corpus, path, out):
        os.unlink(name)


if __name__ == "__main__":
    main()
