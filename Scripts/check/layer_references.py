#!/usr/bin/env python3
"""Lists the references in ReflowText's sources that point up, from a lower layer to a name a higher one declares.

ReflowText's folders are layers, lowest first. A file may use what its own layer and the layers below it declare;
a name declared only in a higher layer, used in a lower file, is an upward reference. When each layer is a target
of its own the compiler refuses those; this script counts them in the folders, so that the count can be read
before the split and checked after it (0).

How it counts, from the text alone (no type checker):
- Comments and string literals are removed first.
- Declared names: every type (class, struct, enum, protocol, actor, typealias, nested ones too) and every
  top-level function, variable and constant, filed under the layer of the file that declares it; and every member
  declared in an extension of a type that the same layer does not declare (an `extension TextSegment` in
  Paragraph/ adds Paragraph's members to a Segmentation type).
- A reference is an identifier, in a file of a lower layer, that names one of those; a member name counts only
  where it follows a dot. A name that a lower or the same layer (or FlowLayout) also declares is left out, since
  the reference may be to that one.
- One line that names the same thing twice counts once.

Usage, from the repository root: `Scripts/check/layer_references.py` checks the layers as they are now (the
targets ReflowUnicode, ReflowParagraph, ReflowText and ReflowMarkdown, and the folders inside them). The count
before the split, on the single ReflowText target's folders:

    Scripts/check/layer_references.py --root Sources/ReflowText --layer Unicode=Unicode,Escapes,Parallel \
      --layer Segmentation=Segmentation --layer Paragraph=Paragraph,Rendering --layer Document=Document \
      --layer API=API

Exit status 1 when any upward reference is found.
"""

import argparse
import os
import re
import sys
from collections import defaultdict

# Layers, lowest first, each a list of folders under the sources root (Sources). Inside ReflowUnicode the folders
# keep an order too: Unicode's own folders below Segmentation, which the compiler does not enforce. Escapes (ANSI
# sequences as zero-width units) and Parallel (threads and memory, which know no paragraph) sit with Unicode.
# ReflowText's Document and API folders are one layer: the wrapper reads documents' leads (LeadRules) and documents
# are wrapped by the wrapper, so neither is below the other.
DEFAULT_LAYERS = [
    ("Unicode", ["ReflowUnicode/Unicode", "ReflowUnicode/Escapes", "ReflowUnicode/Parallel"]),
    ("Segmentation", ["ReflowUnicode/Segmentation"]),
    ("Paragraph", ["ReflowParagraph"]),
    ("Text", ["ReflowText"]),
    ("Markdown", ["ReflowMarkdown"]),
]

KEYWORDS = set(
    """
    associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private
    precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default
    defer do else fallthrough for guard if in repeat return throw switch where while Any as await false is nil self
    Self super throws true try package some any consuming borrowing mutating nonmutating final override lazy weak
    unowned convenience required dynamic optional indirect actor async get set willSet didSet
    """.split()
)

TYPE_DECL = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")
MEMBER_DECL = re.compile(r"\b(func|var|let|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)`?(?:<[^(]*>)?(?:\(\s*([A-Za-z_][A-Za-z0-9_]*))?")
PRIVATE = re.compile(r"\b(?:private|fileprivate)\b")
EXTENSION = re.compile(r"\bextension\s+([A-Za-z_][A-Za-z0-9_.]*)")
# An identifier, with the name before its dot if it follows one, and the first argument label if it is called.
IDENT = re.compile(
    r"(?:([A-Za-z_][A-Za-z0-9_]*)?(\.))?(?<![A-Za-z0-9_])([A-Za-z_][A-Za-z0-9_]*)(?:\(\s*(?:([A-Za-z_][A-Za-z0-9_]*)\s*:)?)?"
)


def strip_comments_and_strings(text):
    """Returns the text with comments and string literals blanked, line breaks kept so that lines still count."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def declarations(code):
    """Yields (kind, name, line, extended) for each declaration: kind is 'type' or 'member'; extended is the type
    an enclosing extension names, or None."""
    depth = 0
    # Stack of (depth at which the scope's body opened, kind of scope: 'type', 'extension' or 'code', its name).
    scopes = []
    pending = None
    for number, line in enumerate(code.split("\n"), 1):
        enclosing = scopes[-1] if scopes else None
        in_code = any(kind == "code" for _, kind, _ in scopes)
        if not in_code:
            m = TYPE_DECL.search(line)
            if m:
                yield "type", m.group(1), number, None
                pending = ("type", m.group(1))
            e = EXTENSION.search(line)
            if e and not m:
                pending = ("extension", e.group(1).split(".")[0])
            f = MEMBER_DECL.search(line)
            if f and not m and not e:
                member = (f.group(2), f.group(3) if f.group(1) == "func" else None)
                if PRIVATE.search(line):
                    pass
                elif enclosing is None:
                    yield "member", member, number, None
                elif enclosing[1] == "extension":
                    yield "member", member, number, enclosing[2]
                else:
                    yield "own", member, number, enclosing[2]
                if re.search(r"\bfunc\b|\binit\b|\bvar\b.*\{\s*$", line):
                    pending = ("code", None)
            elif re.search(r"\binit\b|\bsubscript\b|\bdeinit\b", line) and not m and not e:
                pending = ("code", None)
        for ch in line:
            if ch == "{":
                depth += 1
                if pending:
                    scopes.append((depth, pending[0], pending[1]))
                    pending = None
                else:
                    scopes.append((depth, "code" if in_code or (scopes and scopes[-1][1] == "code") else "block", None))
            elif ch == "}":
                if scopes and scopes[-1][0] == depth:
                    scopes.pop()
                depth -= 1
        if pending and pending[0] == "code" and not line.rstrip().endswith(("{", ",", "(", "->")) and "{" not in line:
            # A protocol requirement or a stored property: no body follows.
            if not re.search(r"\bfunc\b|\binit\b", line) or line.rstrip().endswith(")"):
                pending = None


def layer_of(path, root, layers):
    """The index of the layer whose folder holds `path` (the longest folder that does), or None."""
    relative = os.path.relpath(path, root)
    best, best_length = None, -1
    for index, (_, folders) in enumerate(layers):
        for folder in folders:
            if (relative + os.sep).startswith(folder.rstrip("/") + os.sep) and len(folder) > best_length:
                best, best_length = index, len(folder)
    return best


def swift_files(root):
    for base, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default="Sources", help="the folder the layers' folders are in")
    parser.add_argument("--engine", default="Sources/FlowLayout", help="names declared here are never upward")
    parser.add_argument(
        "--layer",
        action="append",
        metavar="NAME=FOLDER,...",
        help="one layer and its folders under ROOT, lowest first; repeated (default: the targets' layers)",
    )
    args = parser.parse_args()
    layers = (
        [(name, folders.split(",")) for name, folders in (spec.split("=", 1) for spec in args.layer)]
        if args.layer
        else DEFAULT_LAYERS
    )
    args.sources = args.root

    codes = {}
    for path in swift_files(args.sources):
        if layer_of(path, args.sources, layers) is not None:
            with open(path, encoding="utf-8") as f:
                codes[path] = strip_comments_and_strings(f.read())

    types_by_layer = defaultdict(set)
    # Layer -> {(name, first argument label or None): extended type or None}.
    members_by_layer = defaultdict(dict)
    # Every name a layer declares, members of its own types too: what a file of that layer or above may mean.
    names_by_layer = defaultdict(set)
    engine_names = set()
    if os.path.isdir(args.engine):
        for path in swift_files(args.engine):
            with open(path, encoding="utf-8") as f:
                for _, name, _, _ in declarations(strip_comments_and_strings(f.read())):
                    engine_names.add(name if isinstance(name, str) else name[0])
    for path, code in codes.items():
        layer = layer_of(path, args.sources, layers)
        for kind, name, _, extended in declarations(code):
            if kind == "type":
                types_by_layer[layer].add(name)
                names_by_layer[layer].add(name)
            else:
                names_by_layer[layer].add(name[0])
                if kind == "member":
                    members_by_layer[layer][name] = extended
    for layer, members in members_by_layer.items():
        # An extension of the layer's own type adds to a type no lower layer can name.
        for key in [key for key, extended in members.items() if extended in types_by_layer[layer]]:
            del members[key]

    def upward_member(layer, qualifier, name, label):
        """The higher layer that declares member `name` called with `label` on `qualifier`, or None."""
        for higher in range(layer + 1, len(layers)):
            for (declared, declared_label), extended in members_by_layer[higher].items():
                if declared != name:
                    continue
                if qualifier and qualifier[0].isupper() and qualifier != extended:
                    continue
                if declared_label is not None and declared_label != "_" and declared_label != label:
                    continue
                if declared_label == "_" and label is not None:
                    continue
                return higher
        return None

    found = []
    for path in sorted(codes):
        layer = layer_of(path, args.sources, layers)
        below = set(engine_names) | KEYWORDS
        for lower in range(layer + 1):
            below |= names_by_layer[lower]
        for number, line in enumerate(codes[path].split("\n"), 1):
            seen = set()
            for m in IDENT.finditer(line):
                qualifier, dot, name, label = m.group(1), m.group(2), m.group(3), m.group(4)
                uses = [(None, None, name, label)] if not dot else [(qualifier, dot, name, label)]
                if qualifier:
                    uses.insert(0, (None, None, qualifier, None))
                for qualifier, dot, name, label in uses:
                    if name in seen:
                        continue
                    higher = None
                    if not dot and name not in below:
                        higher = next((h for h in range(layer + 1, len(layers)) if name in types_by_layer[h]), None)
                        if higher is None:
                            higher = upward_member(layer, None, name, label)
                    elif dot:
                        higher = upward_member(layer, qualifier, name, label)
                    if higher is not None:
                        found.append((path, number, name, layers[layer][0], layers[higher][0]))
                        seen.add(name)

    for path, number, name, low, high in found:
        print(f"{path}:{number} → {name} ({low} → {high})")
    files = len({path for path, *_ in found})
    pairs = len({(path, name) for path, _, name, *_ in found})
    print(f"{len(found)} upward references ({pairs} distinct file → name pairs) in {files} files")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
