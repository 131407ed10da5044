#!/usr/bin/env python3
"""Checks which files each hook of .pre-commit-hooks.yaml takes, as pre-commit itself decides.

The hooks are read with pre-commit's own manifest loader and matched with its
own Classifier (its `files`, `exclude` and `types`, through the identify
package), in a scratch folder of files a repository holds: prose, Markdown in
any case, and the files whose lines are records by convention, which neither
hook may take. Exits 1, naming each difference, if a hook takes a file it
should not or misses one it should.

The data files' names have one list, in Sources/ReflowConfiguration/DataFileNames.swift,
which the folder walk uses. The text and Markdown hooks' `exclude` must be that
list translated to a regular expression (`--print-exclude` prints the
translation), and a name made from each glob, in three cases and under a
folder, is checked too.

Source code has one list too: the extensions and whole names of
Sources/ReflowComments/CommentLanguage.swift, by which reflow reads a file as
code. The reflow-comments hook's `files` must be that list translated
(`--print-files` prints it), and a file of each, in two cases and under a
folder, must be taken by that hook alone. It has no `exclude`: a file that is
code by its name (CMakeLists.txt among them) has only its comments changed.
"""

import os
import re
import sys
import tempfile
import types

from pre_commit.clientlib import load_manifest
from pre_commit.commands.run import Classifier

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Each file of the scratch folder, and the hook that should take it (None: neither).
EXPECTED = {
    "notes.txt": "reflow-text",
    "docs/guide.txt": "reflow-text",
    "docs/requirements-guide.md": "reflow-markdown",
    "README.md": "reflow-markdown",
    "CHANGELOG.MD": "reflow-markdown",
    "CONTRIBUTING.md": "reflow-markdown",
    "docs/intro.markdown": "reflow-markdown",
    "requirements.txt": None,
    "requirements-dev.txt": None,
    "dev-requirements.txt": None,
    "requirements/dev.txt": None,
    "backend/requirements.txt": None,
    "constraints.txt": None,
    "CMakeLists.txt": None,
    "src/CMakeLists.txt": None,
    "LICENSE": None,
    "LICENSE.txt": None,
    "LICENCE.txt": None,
    "license.txt": None,
    "LICENSE.md": None,
    "COPYING": None,
    "COPYING.txt": None,
    "NOTICE.txt": None,
    "AUTHORS": None,
    "AUTHORS.txt": None,
    "CONTRIBUTORS.txt": None,
    ".wordlist.txt": None,
    "docs/spelling_wordlist.txt": None,
    "robots.txt": None,
    "script.sh": "reflow-comments",
    "Sources/App/main.swift": "reflow-comments",
    "setup.cfg": "reflow-comments",
    "bin/tool": None,
    "notes.rst": None,
}

# The hook that takes source code by its name, and has no `exclude`.
CODE_HOOK = "reflow-comments"

SWIFT_LIST = os.path.join(ROOT, "Sources", "ReflowConfiguration", "DataFileNames.swift")
LANGUAGE_LIST = os.path.join(ROOT, "Sources", "ReflowComments", "CommentLanguage.swift")


def data_file_globs() -> list[str]:
    """The globs of DataFileNames.globs, read from the Swift file between the list's brackets."""
    with open(SWIFT_LIST) as file:
        source = file.read()
    body = re.search(r"static let globs: \[String\] = \[(.*?)\]\n", source, re.S)
    if not body:
        sys.exit(f"check_hooks: no `static let globs: [String] = [` list in {SWIFT_LIST}")
    return re.findall(r'"([^"]+)"', body.group(1))


def code_names() -> tuple[list[str], list[str]]:
    """The extensions and whole names (lowercased) of CommentLanguage.byExtension and .byName, read from the Swift
    file: the keys of each dictionary literal."""
    with open(LANGUAGE_LIST) as file:
        source = file.read()
    found = {}
    for name in ["byExtension", "byName"]:
        body = re.search(r"static let " + name + r": \[String: String\] = \[(.*?)\n  \]", source, re.S)
        if not body:
            sys.exit(f"check_hooks: no `static let {name}: [String: String] = [` list in {LANGUAGE_LIST}")
        found[name] = sorted(re.findall(r'"([^"]+)":', body.group(1)))
    return found["byExtension"], found["byName"]


def files_pattern(extensions: list[str], names: list[str]) -> str:
    """The reflow-comments hook's `files`: a known whole name, or a name ending in a known extension; any case."""
    escaped = "|".join(re.escape(name) for name in names)
    return f"(?i)(^|/)({escaped})$|\\.({'|'.join(re.escape(ext) for ext in extensions)})$"


def glob_to_regex(glob: str) -> str:
    """One glob as a regular expression for one name along a path: `*` and `?` stop at a slash."""
    out = ""
    index = 0
    while index < len(glob):
        char = glob[index]
        if char == "*":
            out += "[^/]*"
        elif char == "?":
            out += "[^/]"
        elif char == "[":
            end = glob.index("]", index)
            out += glob[index : end + 1]
            index = end
        elif char in ".+()^$|\\{}":
            out += "\\" + char
        else:
            out += char
        index += 1
    return out


def exclude_pattern(globs: list[str]) -> str:
    """The hooks' `exclude`: any name glob as a path's last name, any folder glob as a name along it; any case."""
    names = [glob_to_regex(g) for g in globs if not g.endswith("/")]
    folders = [glob_to_regex(g[:-1]) for g in globs if g.endswith("/")]
    return f"(?i)(^|/)({'|'.join(names)})$|(^|/)({'|'.join(folders)})/"


def sample_names(glob: str) -> list[str]:
    """Paths a glob matches: its wildcards filled (a last `*` also as `.txt` and `.md`), in lower, upper and the
    glob's own case, and under a folder."""

    def filled(pattern: str) -> str:
        return re.sub(r"\[(.)[^\]]*\]", r"\1", pattern).replace("*", "x").replace("?", "x")

    names = [filled(glob)]
    if glob.endswith("*"):
        names += [filled(glob[:-1]) + ".txt", filled(glob[:-1]) + ".md"]
    names = [name + "notes.txt" if name.endswith("/") else name for name in names]
    return [variant for name in names for variant in (name, name.lower(), name.upper(), "sub/" + name)]


def main() -> int:
    globs = data_file_globs()
    pattern = exclude_pattern(globs)
    extensions, names = code_names()
    files = files_pattern(extensions, names)
    if sys.argv[1:] == ["--print-exclude"]:
        print(pattern)
        return 0
    if sys.argv[1:] == ["--print-files"]:
        print(files)
        return 0
    hooks = load_manifest(os.path.join(ROOT, ".pre-commit-hooks.yaml"))
    failures = 0
    for hook in hooks:
        if hook["id"] == CODE_HOOK:
            if hook["files"] != files:
                print(f"{CODE_HOOK}: files is not CommentLanguage's extensions and names translated; it should be\n  {files}")
                failures += 1
            if hook["exclude"] != "^$":
                print(f"{CODE_HOOK}: has an exclude; a file that is code by its name has only its comments changed")
                failures += 1
        elif hook["exclude"] != pattern:
            print(f"{hook['id']}: exclude is not DataFileNames.globs translated; it should be\n  {pattern}")
            failures += 1
    expected = dict(EXPECTED)
    for glob in globs:
        for name in sample_names(glob):
            expected.setdefault(name, None)
    for name in names:
        for variant in (name, name.upper(), "sub/" + name):
            expected[variant] = CODE_HOOK
    # A data file's name that is code by its whole name (CMakeLists.txt) is the code hook's, in any case.
    for path in expected:
        if path.rsplit("/", 1)[-1].lower() in names:
            expected[path] = CODE_HOOK
    for ext in extensions:
        for variant in (f"code.{ext}", f"src/CODE.{ext.upper()}"):
            expected[variant] = CODE_HOOK
    EXPECTED.clear()
    EXPECTED.update(expected)
    with tempfile.TemporaryDirectory() as scratch:
        for name in EXPECTED:
            path = os.path.join(scratch, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as file:
                file.write("some text\n")
        os.chdir(scratch)
        classifier = Classifier.from_config(sorted(EXPECTED), "", "^$")
        for hook in hooks:
            view = types.SimpleNamespace(**hook)
            taken = set(classifier.filenames_for_hook(view))
            wanted = {name for name, owner in EXPECTED.items() if owner == hook["id"]}
            for name in sorted(taken - wanted):
                print(f"{hook['id']} takes {name}, which it should leave alone")
                failures += 1
            for name in sorted(wanted - taken):
                print(f"{hook['id']} misses {name}")
                failures += 1
            print(f"{hook['id']}: {', '.join(sorted(taken))}")
    checks = len(EXPECTED) * len(hooks)
    print(f"{checks - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
