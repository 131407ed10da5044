#!/usr/bin/env python3
"""Lists the test files that break "each suite in a file of its own name".

A suite is a top-level type marked `@Suite`, or a top-level struct, class or
enum whose name ends in `Tests`. A file breaks the rule when it holds more than
one suite, or one whose name is not the file's. Exits 1 when any file does.

usage: Scripts/check/suite_files.py [TESTS_FOLDER]   (default: Tests)
"""

import pathlib
import re
import sys

# A top-level declaration, with the attribute lines before it (an `@Suite(...)` of its own line, or on the same one).
DECLARATION = re.compile(
    r"^((?:@[^\n]*\n)*)((?:@\S+(?:\([^)\n]*\))?\s+)*)"
    r"(?:(?:public|internal|final|private|fileprivate)\s+)*(?:struct|class|enum|actor)\s+(\w+)",
    re.M,
)


def suites(text: str) -> list[str]:
    """The suites declared at the top level of a Swift file, in order."""
    found = []
    for match in DECLARATION.finditer(text):
        attributes = match.group(1) + match.group(2)
        name = match.group(3)
        if "@Suite" in attributes or name.endswith("Tests"):
            found.append(name)
    return found


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Tests")
    breaking = 0
    for path in sorted(root.rglob("*.swift")):
        if not path.is_file():  # a link to a source file outside the folder
            continue
        names = suites(path.read_text(encoding="utf-8"))
        if len(names) > 1 or (names and names[0] != path.stem):
            breaking += 1
            print(f"{path}: {', '.join(names)}")
    print(f"{breaking} file(s) break the rule")
    return 1 if breaking else 0


if __name__ == "__main__":
    sys.exit(main())
