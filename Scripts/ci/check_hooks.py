#!/usr/bin/env python3
"""Checks which files each hook of .pre-commit-hooks.yaml takes, as pre-commit itself decides.

The hooks are read with pre-commit's own manifest loader and matched with its
own Classifier (its `files`, `exclude` and `types`, through the identify
package), in a scratch folder of files a repository holds: prose, Markdown in
any case, and the files whose lines are lists by convention, which the
plain-text hook must leave alone. Exits 1, naming each difference, if a hook
takes a file it should not or misses one it should.
"""

import os
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
    "README.md": "reflow-markdown",
    "CHANGELOG.MD": "reflow-markdown",
    "docs/intro.markdown": "reflow-markdown",
    "requirements.txt": None,
    "requirements-dev.txt": None,
    "backend/requirements.txt": None,
    "CMakeLists.txt": None,
    "src/CMakeLists.txt": None,
    "LICENSE": None,
    "LICENSE.txt": None,
    "COPYING": None,
    "COPYING.txt": None,
    "AUTHORS": None,
    "script.sh": None,
}


def main() -> int:
    hooks = load_manifest(os.path.join(ROOT, ".pre-commit-hooks.yaml"))
    failures = 0
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
