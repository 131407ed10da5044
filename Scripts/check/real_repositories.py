#!/usr/bin/env python3
"""Runs reflow as a new user would on files nobody on the project wrote, and names every file it damages.

Usage: Scripts/check/real_repositories.py [--reflow PATH] [--packages N | --share F] [--seed S] [--list] [--keep DIR]

The corpus is copied to a scratch folder first, never touched in place:

  checkouts/   the package checkouts under .build/checkouts (their .git folders left out)
  debian/      a folder built from /usr/share/doc: each package's files, a gzip-compressed one
               decompressed under its name without `.gz` (changelog.Debian, NEWS.md, README.txt, ...);
               --packages N takes N packages at random (--seed), 0 takes them all; --share F takes
               the packages whose name's SHA-1 falls in the first F of its range, the same ones on every
               machine that has them (CI's sample)

Each run below starts from a fresh copy, and is then run a second time on its own output:

  text          reflow -i --include '*.txt' .
  markdown      reflow --markdown -i .
  hook text     the files the reflow-text hook of .pre-commit-hooks.yaml takes, as pre-commit's own
                Classifier picks them (its files, exclude and types), given to its entry
  hook markdown the same for the reflow-markdown hook

A changed file is damaged when, read here with no code of reflow's:

  binary        it holds a NUL byte or starts with a UTF-16 or UTF-32 byte-order mark
  record        its name is a data file's by convention (requirements, CMakeLists, LICENSE, AUTHORS, ...)
  words         plain text whose words changed (settle_corpus.py's reader: only whitespace and the
                markers that lead a line may change)
  not prose     a plain-text paragraph that is not prose (an ASCII or box-drawing table, a paragraph of
                one item a line, a Debian changelog signature) whose lines are no longer in the output;
                an item is any one word alone on its line, but in a script written without spaces
                (ideographs, kana, emoji, Thai), and, but on the last line, a word ending where a wrap
                breaks inside a word (`-`, `/`, a soft hyphen), which the next line may go on with
  meaning       Markdown whose HTML changed (markdown_corpus.py's cmark-gfm, through ctypes)
  dialect       Markdown lines that cmark-gfm cannot see as syntax (GitHub alerts, DocC directives,
                admonitions, `:::` fences, `$$`, Liquid and Hugo tags, `[[_TOC_]]`, definitions) that
                are no longer lines of the output
  unsettled     a file that the second run changes

It prints, for each run, the files changed, the files reflow skipped (by the kind its message
names), the lines of warnings, and each damaged file; then a closing line `N passed, N failed`
(one check a run and kind). Exits 1 when a file is damaged. Build first: swift build -c release.
"""
import argparse
import collections
import fnmatch
import gzip
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import types
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from settle_corpus import words  # noqa: E402

try:
    from markdown_corpus import html, normalized  # noqa: E402
except OSError:  # libcmark-gfm missing: Markdown's meaning cannot be checked.
    html = normalized = None

# Names of files whose lines are records by convention, in any case: this list is the script's own, written
# from the conventions (pip, CMake, licences, credits, word lists), not read from reflow's.
DATA_NAMES = [
    "*requirements*.txt", "*requirements*/*.txt", "constraints*.txt", "cmakelists.txt", "licen[cs]e*",
    "copying*", "notice*", "authors*", "contributors*", "*.wordlist*", "*wordlist*.txt", "robots.txt",
    "maintainers*", "credits*", "thanks*", "owners*", "codeowners*", "*.dic", "pipfile*",
]
TABLE_LINE = re.compile(r"^\s*(\|.*\|\s*|\+[-=+:]*\+\s*)$")
BOX_DRAWING = re.compile(r"[\u2500-\u257f]")
SIGNATURE = re.compile(r"^ -- .+<[^>]*>  \S")
# One item alone on its line: a word, or a requirement such as `flask>=2` or `pkg[extra]==1.0`; a path, `main()`
# and `{` are items too. Not one: a line of a script written without spaces (wide characters: ideographs, kana,
# emoji; Thai, Lao, Myanmar, Khmer), where a wrap may end a line anywhere, so that a paragraph of such lines is prose.
ITEM = re.compile(r"^\s*[^\s]+\s*$")
UNSPACED = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")
# A word a wrap broke, to go on on the next line: one ending in a hyphen, a slash or a soft hyphen.
OPEN_WORD = re.compile(r"[-/\u00ad]\s*$")
DIALECT = [
    re.compile(r"^\s*>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$", re.I),
    re.compile(r"^\s*@[A-Z]\w*(\(.*\))?\s*\{?\s*$"),
    re.compile(r"^\s*(!!!|\?\?\?\+?)\s+\w"),
    re.compile(r"^\s*:{3,}"),
    re.compile(r"^\s*\$\$\s*$"),
    re.compile(r"^\s*(\{%.*%\}|\{\{[<%].*[>%]\}\})\s*$"),
    re.compile(r"^\s*\[\[_TOC_\]\]\s*$"),
]
# A definition (`Term` / `:   text`) starts a line of its own; its text may be rewrapped under it.
DEFINITION = re.compile(r"^:\s{1,4}\S")


def characters(data):
    """The text's characters but white space and the characters markers are made of (`>`, `#`, `;`, `/`, `%`, `*`,
    `-`): a second reading of its words, for where settle_corpus.py's reader and reflow's differ on a line that
    opens with a marker's character and is text to reflow (a `>` shell redirect inside an indented paragraph, a
    `#` without -q, a `;` after a `>`), which a join moves into a line, as reflow's README says. Letters and digits
    added or lost still show."""
    text = data.decode("utf-8", "surrogateescape")
    return "".join(c for c in text if not c.isspace() and c not in ">#;/%*-")


def is_binary(data):
    return b"\0" in data or data.startswith((b"\xff\xfe", b"\xfe\xff", b"\0\0\xfe\xff"))


def is_data_name(path):
    name = path.lower()
    base = os.path.basename(name)
    parent = os.path.basename(os.path.dirname(name))
    return any(fnmatch.fnmatch(base, p) or fnmatch.fnmatch(parent + "/" + base, p) for p in DATA_NAMES)


def paragraphs(text):
    block = []
    for line in text.split("\n"):
        if line.strip():
            block.append(line)
        elif block:
            yield block
            block = []
    if block:
        yield block


def not_prose(block):
    """What of a plain-text paragraph a rewrap must keep: ("lines", drawn lines each kept whole, wherever they
    go), ("block", a paragraph of records kept as it is), or None for prose."""
    kept = [line for line in block if TABLE_LINE.match(line) or BOX_DRAWING.search(line) or SIGNATURE.match(line)]
    if kept:
        return ("lines", kept)
    if len(block) >= 2 and all(is_item(line, last=number == len(block) - 1) for number, line in enumerate(block)):
        return ("block", block)
    return None


def is_item(line, last):
    """Whether `line` holds a single item (ITEM); one ending a word a wrap broke (OPEN_WORD) only as a paragraph's
    last line, since on any other the next line may go on with the word."""
    if not ITEM.match(line) or UNSPACED.search(line) or (not last and OPEN_WORD.search(line)):
        return False
    return not any(unicodedata.east_asian_width(c) in "WF" for c in line)


def keeps(text, kept):
    """Whether `text` keeps what not_prose() found: each drawn line as a line of its own, or the block whole."""
    kind, lines = kept
    if kind == "block":
        return contains_lines(text, lines)
    have = collections.Counter(line.rstrip() for line in text.split("\n"))
    want = collections.Counter(line.rstrip() for line in lines)
    return all(have[line] >= count for line, count in want.items())


def contains_lines(text, lines):
    """Whether `lines` stand, in order and one after another, as lines of `text` (trailing spaces aside)."""
    have = [line.rstrip() for line in text.split("\n")]
    want = [line.rstrip() for line in lines]
    for start in range(len(have) - len(want) + 1):
        if have[start:start + len(want)] == want:
            return True
    return False


def build_corpus(folder, packages, seed, share=None):
    checkouts = os.path.join(ROOT, ".build", "checkouts")
    if os.path.isdir(checkouts):
        shutil.copytree(checkouts, os.path.join(folder, "checkouts"), symlinks=True,
                        ignore=shutil.ignore_patterns(".git"))
        # SwiftPM leaves its checkouts read-only; a user's own clone is writable.
        for base, folders, files in os.walk(os.path.join(folder, "checkouts")):
            for entry in folders + files:
                path = os.path.join(base, entry)
                if not os.path.islink(path):
                    os.chmod(path, 0o755 if os.path.isdir(path) else 0o644)
    names = sorted(os.listdir("/usr/share/doc")) if os.path.isdir("/usr/share/doc") else []
    if share is not None:
        names = [n for n in names if int(hashlib.sha1(n.encode()).hexdigest(), 16) < share * (1 << 160)]
    elif packages:
        names = sorted(random.Random(seed).sample(names, min(packages, len(names))))
    for name in names:
        source = os.path.join("/usr/share/doc", name)
        if os.path.islink(source) or not os.path.isdir(source):
            continue
        for base, _, files in os.walk(source):
            for file in files:
                path = os.path.join(base, file)
                if os.path.islink(path) or not os.path.isfile(path):
                    continue
                target = os.path.join(folder, "debian", os.path.relpath(path, "/usr/share/doc"))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                if file.endswith(".gz"):
                    try:
                        with gzip.open(path) as packed:
                            data = packed.read()
                    except (OSError, EOFError):
                        continue
                    with open(target[:-3], "wb") as out:
                        out.write(data)
                else:
                    shutil.copyfile(path, target)


def snapshot(folder):
    files = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            if os.path.isfile(path) and not os.path.islink(path):
                with open(path, "rb") as file:
                    files[os.path.relpath(path, folder)] = file.read()
    return files


def hook_files(folder, hook_id, paths):
    """The files pre-commit's Classifier gives the hook, or None when pre-commit is not installed."""
    try:
        from pre_commit.clientlib import load_manifest
        from pre_commit.commands.run import Classifier
    except ImportError:
        return None
    hook = next(h for h in load_manifest(os.path.join(ROOT, ".pre-commit-hooks.yaml")) if h["id"] == hook_id)
    here = os.getcwd()
    os.chdir(folder)
    try:
        return sorted(Classifier.from_config(sorted(paths), "", "^$").filenames_for_hook(types.SimpleNamespace(**hook)))
    finally:
        os.chdir(here)


def run(command, folder):
    result = subprocess.run(command, cwd=folder, capture_output=True, stdin=subprocess.DEVNULL)
    return result.returncode, result.stderr.decode("utf-8", "replace")


def commands(reflow, name, folder, before):
    """The command lines of the run `name` (a hook's files are given in batches, as pre-commit does)."""
    if name == "text":
        return [[reflow, "-i", "--include", "*.txt", "."]]
    if name == "markdown":
        return [[reflow, "--markdown", "-i", "."]]
    hook_id = "reflow-text" if name == "hook text" else "reflow-markdown"
    files = hook_files(folder, hook_id, before.keys())
    if files is None:
        return None
    entry = {"reflow-text": [reflow, "-i"], "reflow-markdown": [reflow, "--markdown", "-i"]}[hook_id]
    return [entry + ["--"] + files[i:i + 200] for i in range(0, len(files), 200)]


def damage(path, old, new, markdown):
    """The kinds of damage that changing `old` into `new` does to the file at `path`."""
    kinds = []
    if is_binary(old):
        return ["binary"]
    if is_data_name(path):
        kinds.append("record")
    old_text, new_text = old.decode("utf-8", "surrogateescape"), new.decode("utf-8", "surrogateescape")
    if markdown:
        if html is not None and normalized(html(old_text)) != normalized(html(new_text)):
            kinds.append("meaning")
        lost = [line for line in old_text.split("\n") if any(p.match(line) for p in DIALECT)
                and not contains_lines(new_text, [line])]
        starts = {" ".join(line.split()[:3]) for line in new_text.split("\n")}
        lost += [line for line in old_text.split("\n")
                 if DEFINITION.match(line) and " ".join(line.split()[:3]) not in starts]
        if lost:
            kinds.append("dialect")
    else:
        if words(old) != words(new) and characters(old) != characters(new):
            kinds.append("words")
        for block in paragraphs(old_text):
            kept = not_prose(block)
            if kept and not keeps(new_text, kept):
                kinds.append("not prose")
                break
    return kinds


SKIP = re.compile(r"(skipped|not rewritten|binary|UTF-16|UTF-32|data file|record)", re.I)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build", "release", "reflow"))
    parser.add_argument("--packages", type=int, default=0, help="Debian packages to sample (0: all)")
    parser.add_argument("--share", type=float, default=None, help="the share of Debian packages to take, by name")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--list", action="store_true", help="name every changed file")
    parser.add_argument("--keep", help="leave the scratch folders here")
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.randrange(1 << 30)
    print(f"seed {seed}")
    reflow = os.path.abspath(arguments.reflow)
    scratch = arguments.keep or tempfile.mkdtemp(prefix="reflow-real-")
    original = os.path.join(scratch, "original")
    shutil.rmtree(original, ignore_errors=True)
    build_corpus(original, arguments.packages, seed, arguments.share)
    before = snapshot(original)
    kinds = collections.Counter("binary" if is_binary(d) else "record" if is_data_name(p) else
                                os.path.splitext(p)[1].lower() or "(none)" for p, d in before.items())
    print(f"corpus: {len(before)} files, {sum(map(len, before.values())) / 1e6:.1f} MB; "
          + ", ".join(f"{k} {n}" for k, n in kinds.most_common(12)))
    passed = failed = 0
    for name in ["text", "markdown", "hook text", "hook markdown"]:
        folder = os.path.join(scratch, name.replace(" ", "-"))
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(original, folder, symlinks=True)
        lines = commands(reflow, name, folder, before)
        if lines is None:
            print(f"{name}: pre-commit is not installed; skipped")
            continue
        warnings = []
        codes = []
        for command in lines:
            code, stderr = run(command, folder)
            codes.append(code)
            warnings += [line for line in stderr.splitlines() if line.strip()]
        after = snapshot(folder)
        for command in lines:
            run(command, folder)
        again = snapshot(folder)
        changed = sorted(p for p in before if after.get(p) != before[p])
        skipped = collections.Counter()
        for line in warnings:
            match = SKIP.search(line)
            if match:
                skipped[match.group(1).lower()] += 1
        damaged = collections.defaultdict(list)
        for path in changed:
            for kind in damage(path, before[path], after.get(path, b""), name.endswith("markdown")):
                damaged[kind].append(path)
        for path in sorted(p for p in after if again.get(p) != after[p]):
            damaged["unsettled"].append(path)
        print(f"{name}: {len(changed)} files changed, exit codes {sorted(set(codes))}, {len(warnings)} lines of "
              f"warnings; skipped: " + (", ".join(f"{k} {n}" for k, n in skipped.items()) or "none"))
        if arguments.list:
            for path in changed:
                print(f"  changed {path}")
        for kind in ["binary", "record", "words", "not prose", "meaning", "dialect", "unsettled"]:
            if kind == "meaning" and not name.endswith("markdown"):
                continue
            if damaged[kind]:
                failed += 1
                for path in damaged[kind]:
                    print(f"  {kind}: {path}")
            else:
                passed += 1
    if not arguments.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
