#!/usr/bin/env python3
"""Runs GNU fmt's own test cases (coreutils tests/fmt, in Tests/ReflowCLITests/FmtCases/cases.json) through fmt and
reflow and prints how many give the same output and exit status, how many differ on purpose (each case's stated
reason), and how many are wrong: differing without a reason, or listed as differing but equal.

Usage: Scripts/check/fmt_differential.py [path/to/reflow]   (default: .build/release/reflow, else .build/debug/reflow)
"""
import json
import os
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
reflow = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else next(
    p for p in (os.path.join(root, ".build/release/reflow"), os.path.join(root, ".build/debug/reflow"))
    if os.path.exists(p))
cases = json.load(open(os.path.join(root, "Tests/ReflowCLITests/FmtCases/cases.json"), encoding="utf-8"))


def run(command, text):
    result = subprocess.run(command, input=text.encode(), capture_output=True, cwd="/tmp")
    return result.returncode == 0, result.stdout


counts = {"equal": 0, "differs on purpose": 0, "wrong": 0}
for case in cases:
    fmt = run(["fmt"] + case["args"], case["input"])
    ours = run([reflow] + case.get("reflowArgs", case["args"]), case["input"])
    same = fmt == ours
    if same and "differs" not in case:
        verdict = "equal"
    elif not same and "differs" in case:
        verdict = "differs on purpose"
    else:
        verdict = "wrong"
    counts[verdict] += 1
    reason = f"  ({case['differs']})" if verdict == "differs on purpose" else ""
    print(f"{verdict:18} {case['name']}{reason}")
print(", ".join(f"{name}: {count}" for name, count in counts.items()))
sys.exit(1 if counts["wrong"] else 0)
