#!/usr/bin/env python3
"""Times two reflow binaries on the same command, taking turns, and prints the ratio.

Usage: Scripts/bench/compare_binaries.py OLD NEW [--runs N] -- ARGUMENTS...

Each round runs OLD and NEW with ARGUMENTS (output to /dev/null), old first in
even rounds and new first in odd ones; the medians of
wall time and of CPU time (user + system, all threads) over the rounds are
printed with NEW's ratio to OLD's, and the median of each round's own ratio
with its middle half. Taking turns keeps a slow phase of the
machine from landing on one binary only. Used to check that a change costs no
speed ("speed does not drop") and to state what a feature costs, such as the
highlighting of code blocks:

  Scripts/bench/compare_binaries.py /tmp/reflow-before .build/release/reflow --runs 7 -- \\
      render --color always -w 80 big.md
"""
import argparse, resource, statistics, subprocess, sys, time

def main():
    if "--" not in sys.argv:
        sys.exit("usage: compare_binaries.py OLD NEW [--runs N] -- ARGUMENTS...")
    split = sys.argv.index("--")
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(sys.argv[1:split])
    arguments = sys.argv[split + 1:]
    wall = {"old": [], "new": []}
    cpu = {"old": [], "new": []}
    for round in range(args.runs):
        # The order turns each round (old first, then new first): the second run of a pair was measured 4 to 7 %
        # slower than the first whichever binary it was (2026-11-27, plain text on 52.7 MB, --jobs 1), so a fixed
        # order charged that to the new build.
        pair = (("old", args.old), ("new", args.new))
        for name, binary in (pair if round % 2 == 0 else pair[::-1]):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            status = subprocess.run([binary] + arguments, stdout=subprocess.DEVNULL).returncode
            wall[name].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[name].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            if status != 0:
                sys.exit(f"{binary} exited with {status}")
    median = lambda values: statistics.median(values)
    w_old, w_new, c_old, c_new = median(wall["old"]), median(wall["new"]), median(cpu["old"]), median(cpu["new"])
    print(f"reflow {' '.join(arguments)}  ({args.runs} rounds, medians)")
    print(f"  wall: old {w_old:.3f} s, new {w_new:.3f} s, new/old {w_new / w_old:.2f}")
    print(f"  cpu:  old {c_old:.3f} s, new {c_new:.3f} s, new/old {c_new / c_old:.2f}")
    # The ratio within each round, whose two runs met the machine in much the same state: on a shared machine
    # whose speed drifts by a third over minutes, the median of these is steadier than a ratio of two medians.
    for label, times in (("wall", wall), ("cpu", cpu)):
        ratios = sorted(new / old for old, new in zip(times["old"], times["new"]))
        quartiles = statistics.quantiles(ratios, n=4) if len(ratios) >= 2 else [ratios[0]] * 3
        print(f"  {label} by round: median new/old {quartiles[1]:.3f} (middle half {quartiles[0]:.3f}–{quartiles[2]:.3f})")

if __name__ == "__main__":
    main()
