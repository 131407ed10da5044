#!/usr/bin/env python3
"""Rewraps the comments of real source code nobody here wrote, and checks that only comments changed.

The corpus: the package checkouts under .build/checkouts (Swift, C, shell,
Python...), Python's standard library (/usr/lib/python3.11) and the system's C
headers (/usr/include). For each width it copies the corpus, runs
`reflow -w WIDTH -i --include ...` over the copy as a user would, and then:

  - code bytes changed, by oracles written elsewhere: Python's own `tokenize`
    (every token but comments and blank-line tokens equal) for Python, and
    GCC's preprocessor (`gcc -fpreprocessed -dD -E -P`, which drops comments
    and nothing else) for C, C++ and the C-family languages whose comments
    and strings it reads alike (Swift, Rust, Go, Java, JavaScript); a file
    the oracle itself cannot read is counted apart, not as a change;
  - runs that do not settle: a second `reflow -i` over the copy changes a file;
  - comment lines the rewrap wrote that are still over the width, by reason:
    one word (a URL, a path) wider than the room after the leader, or other;
  - files kept as written, named on stderr by reflow, by reason;
  - MB/s of the first run.

Usage: python3 Scripts/check/comment_corpus.py [--reflow PATH] [--widths 60,80]
           [--sources checkouts,python,headers] [--limit N]
Exits 1 if a code byte changed or a run did not settle.
"""
import argparse
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tokenize

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_cjk import units  # noqa: E402 (the same test of a line with no break)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCES = {
    "checkouts": os.path.join(ROOT, ".build", "checkouts"),
    "python": "/usr/lib/python3.11",
    "headers": "/usr/include",
}
C_FAMILY = {".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx", ".swift", ".rs", ".go", ".java", ".js",
            ".mjs", ".cjs"}
PATTERNS = ["*.swift", "*.c", "*.h", "*.cc", "*.cpp", "*.cxx", "*.hpp", "*.hh", "*.hxx", "*.py", "*.pyi", "*.sh",
            "*.bash", "*.rs", "*.go", "*.js", "*.mjs", "*.cjs", "*.java"]
LEADER = re.compile(r"^\s*(//+!?|#+|/\*+|\*+|--)\s?")


def corpus_files(source, limit):
    """The code files under `source` that the patterns take, in path order, at most `limit`."""
    found = []
    for folder, folders, names in os.walk(source):
        folders.sort()
        for name in sorted(names):
            path = os.path.join(folder, name)
            if os.path.splitext(name)[1].lower() in {p[1:] for p in PATTERNS} and os.path.isfile(path) \
                    and not os.path.islink(path):
                found.append(path)
    return found[:limit] if limit else found


def python_tokens(text):
    """Python's tokens but comments and blank-line tokens, or None when tokenize cannot read the text."""
    try:
        return [(token.type, token.string) for token in tokenize.generate_tokens(io.StringIO(text).readline)
                if token.type not in (tokenize.COMMENT, tokenize.NL)]
    except (tokenize.TokenError, SyntaxError, IndentationError, UnicodeDecodeError):
        return None


def preprocessed(path):
    """GCC's reading of `path` with its comments dropped, as whitespace-separated tokens; None when GCC fails."""
    language = "c++" if os.path.splitext(path)[1] in {".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx"} else "c"
    done = subprocess.run(["gcc", "-fpreprocessed", "-dD", "-E", "-P", "-w", "-x", language, path],
                          capture_output=True, text=True, errors="replace")
    return done.stdout.split() if done.returncode == 0 else None


def code_changed(original, formatted):
    """True when the code differs, False when it is the same, None when no oracle reads the file."""
    extension = os.path.splitext(original)[1].lower()
    if extension in (".py", ".pyi"):
        before = python_tokens(open(original, encoding="utf-8", errors="replace").read())
        after = python_tokens(open(formatted, encoding="utf-8", errors="replace").read())
    elif extension in C_FAMILY:
        before, after = preprocessed(original), preprocessed(formatted)
    else:
        return None
    if before is None:
        return None
    return before != after


def over_width(original, formatted, width):
    """The comment lines of `formatted` that the rewrap wrote (not in `original`) and that are over `width`."""
    written = set(open(original, encoding="utf-8", errors="replace").read().split("\n"))
    return [line for line in open(formatted, encoding="utf-8", errors="replace").read().split("\n")
            if line not in written and len(line.expandtabs(8)) > width and LEADER.match(line)]


def reasons(reflow, lines):
    """Each line over the width with why: one word, one unit Reflow has no break in (check_cjk's test), or other."""
    texts = [line[LEADER.match(line).end():].strip() for line in lines]
    # A doc comment (`///`, `//!`, ` * `) is Markdown, whose rules say where its lines may break.
    documented = {text for line, text in zip(lines, texts) if re.match(r"\s*(///|//!|\*)", line)}
    whole = units(reflow, [text for text in texts if " " in text and text not in documented])
    whole |= units(reflow, [text for text in texts if " " in text and text in documented], markdown=True)
    return [("one word wider than the room" if " " not in text else
             "one unit with no break (a URL and its bracket, say)" if text in whole else "other", line)
            for text, line in zip(texts, lines)]


def snapshot(folder):
    files = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            files[os.path.relpath(path, folder)] = open(path, "rb").read()
    return files


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build", "release", "reflow"))
    parser.add_argument("--widths", default="60,80")
    parser.add_argument("--sources", default="checkouts,python,headers")
    parser.add_argument("--limit", type=int, default=0, help="at most this many files a source (0: all)")
    args = parser.parse_args()
    args.reflow = os.path.abspath(args.reflow)
    failed = False
    work = tempfile.mkdtemp(prefix="comment-corpus-")
    try:
        originals = os.path.join(work, "originals")
        for source in args.sources.split(","):
            for path in corpus_files(SOURCES[source], args.limit):
                target = os.path.join(originals, source, os.path.relpath(path, SOURCES[source]))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copyfile(path, target)
        before = snapshot(originals)
        size = sum(len(content) for content in before.values())
        print(f"{len(before)} files, {size / 1e6:.1f} MB ({args.sources})")
        includes = [argument for pattern in PATTERNS for argument in ("--include", pattern)]
        for width in (int(w) for w in args.widths.split(",")):
            copy = os.path.join(work, f"w{width}")
            shutil.copytree(originals, copy)
            started = time.perf_counter()
            first = subprocess.run([args.reflow, "-w", str(width), "-i", *includes, "."], cwd=copy,
                                   capture_output=True, text=True, errors="replace")
            seconds = time.perf_counter() - started
            after = snapshot(copy)
            changed = [name for name in before if after[name] != before[name]]
            subprocess.run([args.reflow, "-w", str(width), "-i", *includes, "."], cwd=copy, capture_output=True)
            again = snapshot(copy)
            unsettled = [name for name in before if again[name] != after[name]]
            code = []
            unread = 0
            over = {}
            wide = []
            for name in changed:
                check = os.path.join(work, "check" + os.path.splitext(name)[1])
                open(check, "wb").write(after[name])
                verdict = code_changed(os.path.join(originals, name), check)
                if verdict is None:
                    unread += 1
                elif verdict:
                    code.append(name)
                wide += [(name, line) for line in over_width(os.path.join(originals, name), check, width)]
            for (name, _), (reason, line) in zip(wide, reasons(args.reflow, [line for _, line in wide])):
                over.setdefault(reason, []).append(f"{name}: {line.strip()[:70]}")
            kept = {}
            for line in first.stderr.splitlines():
                match = re.search(r": kept as written: (.*)$", line)
                if match:
                    kept.setdefault(match.group(1), []).append(line.split(": kept as written")[0])
            failed |= bool(code or unsettled) or first.returncode not in (0, 1)
            print(f"-w {width}: {len(changed)} files changed, {len(code)} with code bytes changed "
                  f"({unread} changed files no oracle reads), {len(unsettled)} not settled, "
                  f"{sum(map(len, over.values()))} comment lines over the width, "
                  f"{sum(map(len, kept.values()))} files kept; {size / 1e6 / seconds:.2f} MB/s "
                  f"(exit {first.returncode})")
            for name in code[:10]:
                print(f"     code changed: {name}")
            for name in unsettled[:10]:
                print(f"     not settled: {name}")
            for reason, lines in sorted(over.items()):
                print(f"     over the width, {reason}: {len(lines)}" + "".join(f"\n       {l}" for l in lines[:3]))
            for reason, names in sorted(kept.items()):
                print(f"     kept, {reason}: {len(names)}" + "".join(f"\n       {n}" for n in names[:3]))
            if first.returncode not in (0, 1):
                print("     " + first.stderr.strip()[-300:])
    finally:
        shutil.rmtree(work)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
