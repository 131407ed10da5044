#!/usr/bin/env python3
"""Startup: the CPU time reflow and GNU fmt take on a two-line input, in paired runs.

Usage: Scripts/bench/startup.py [REFLOW] [--runs N]

REFLOW defaults to .build/release/reflow (build it as `make install` does:
`swift build -c release --static-swift-stdlib`). Each round feeds the same two
lines to fmt -w 40, then to reflow -w 40, through a pipe; the CPU time of each
(user + system, from the kernel's rusage of the child) is recorded. The medians
and reflow's ratio to fmt are printed. This is what an editor or a pre-commit
hook pays per call, so it matters even though each call is short.
"""
import argparse, os, resource, statistics, subprocess, sys

TEXT = b"A two-line input, as an editor's gq sends\nwhen it formats one short paragraph.\n"


def cpu_of(command):
    """Runs `command` on TEXT and returns its CPU time in milliseconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, input=TEXT, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{command[0]} exited with {done.returncode}")
    return 1000 * (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reflow", nargs="?", default=".build/release/reflow")
    parser.add_argument("--runs", type=int, default=301)
    args = parser.parse_args()
    reflow = os.path.abspath(args.reflow)
    times = {"fmt": [], "reflow": []}
    for _ in range(args.runs):
        times["fmt"].append(cpu_of(["fmt", "-w", "40"]))
        times["reflow"].append(cpu_of([reflow, "-w", "40"]))
    fmt = statistics.median(times["fmt"])
    ours = statistics.median(times["reflow"])
    print(f"runs: {args.runs} pairs, two-line input")
    print(f"fmt:    {fmt:.2f} ms CPU (median)")
    print(f"reflow: {ours:.2f} ms CPU (median)")
    print(f"ratio:  {ours / fmt:.2f}x fmt" if fmt > 0 else "ratio: fmt took no measurable CPU")


if __name__ == "__main__":
    main()
