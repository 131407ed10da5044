#!/usr/bin/env python3
"""Writes the order in which the release link places reflow's hottest functions.

The code one paragraph runs through is larger than the processor's
instruction cache, so it is fetched again for every paragraph. Laid out by
the linker in whatever order the object files come, the hot functions share
their cache lines with cold code (error paths, start-up, other modes), and
each paragraph fetches more lines than it runs. Placed together, hottest
first, they fetch fewer (Benchmarks/HISTORY.md, 2026-12-03). The list is a
hint: a function renamed since it was written is placed where it would have
been, and the build still links.

usage: Scripts/bench/function_order.py BINARY PROFILE...   (cachegrind out files, most important first)

For each profile in turn, the functions that ran at least MIN_INSTRUCTIONS
instructions, most first, that the binary defines and no earlier profile
listed. Printed as symbol names, one a line, for lld's --symbol-ordering-file.
"""

import subprocess
import sys

# A function that ran fewer instructions than this on a 1 MiB input is start-up or a rare path: left where it falls.
MIN_INSTRUCTIONS = 1000

# ThinLTO renames a file's private function that another module inlines or calls as `NAME.llvm.HASH`, the hash taken
# from the module's bitcode, which holds the folder it was built in. A clone elsewhere names that function otherwise,
# so a list holding such a name is followed in one folder and not in another: the misses then differ by clone.
PROMOTED_LOCAL = ".llvm."


def costs(profile: str) -> dict[str, int]:
    """Instructions by function in a cachegrind out file (its first event is Ir)."""
    found: dict[str, int] = {}
    function = None
    with open(profile, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            if line.startswith("fn="):
                function = line[3:].strip()
            elif function and line[:1].isdigit():
                fields = line.split()
                if len(fields) >= 2:
                    found[function] = found.get(function, 0) + int(fields[1])
    return found


def defined(binary: str) -> set[str]:
    """The functions the binary defines (its own code, not the shared libraries')."""
    symbols = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    rows = (line.split() for line in symbols.splitlines())
    return {fields[2] for fields in rows if len(fields) == 3 and fields[1] in "tT"}


def main() -> int:
    if len(sys.argv) < 3:
        print("usage: Scripts/bench/function_order.py BINARY PROFILE...", file=sys.stderr)
        return 2
    own = defined(sys.argv[1])
    listed: set[str] = set()
    for profile in sys.argv[2:]:
        for function, count in sorted(costs(profile).items(), key=lambda item: -item[1]):
            if count < MIN_INSTRUCTIONS or PROMOTED_LOCAL in function:
                continue
            if function in own and function not in listed:
                listed.add(function)
                print(function)
    return 0


if __name__ == "__main__":
    sys.exit(main())
