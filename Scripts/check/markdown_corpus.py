#!/usr/bin/env python3
"""Counts what `reflow --markdown` does to a corpus that a careful writer would check by eye (issue 46).

Usage: Scripts/check/markdown_corpus.py [--reflow PATH] [--before PATH] [--widths 72,80] [--tables] [--list]

The corpus is every Markdown file Debian packages install under /usr/share/doc
(README.md, *.md.gz, ...), valid UTF-8 without NUL, and Reflow's own test
documents (Tests/ReflowMarkdownTests/Corpus/*.md). At each width it prints:

  links split    links and images whose text holds a line end in the output, in
                 all, and where the text fits the line (its width, brackets
                 included, within the width less the paragraph's indentation);
                 the text of a link inside another counts for the inner one only
  named          paragraphs named on standard error ("kept as written")
  meaning        documents whose HTML changed, for each --wrap mode: cmark-gfm's
                 HTML of input and output, whitespace runs as one space (a line
                 end between two East Asian wide characters as none), but exact
                 inside <pre>, <textarea>, <script> and <style>
  second pass    documents a second run changes, for each --wrap mode
  table words    with --tables: every table drawn alone by `reflow render
                 --format plain` at 50 and 80 columns, and the words of its
                 cells (read from the table drawn 4,096 columns wide) that a
                 cell could hold whole (width - 4) but that stand whole in no
                 drawn line: words cut inside a cell

--before PATH gives the links and named counts of another build too (the one
before a change), on the same documents. cmark-gfm is the system library
(libcmark-gfm, with its extensions), called through ctypes: the checks share
no code with Reflow. --list prints each document that a count names.
Build first: swift build -c release --product reflow
"""
import argparse, ctypes, gzip, os, re, subprocess, sys, tempfile, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODES = ["width", "no", "keep", "sentence"]

# cmark-gfm, through ctypes.
cmark = ctypes.CDLL("libcmark-gfm.so.0.29.0.gfm.6")
extensions = ctypes.CDLL("libcmark-gfm-extensions.so.0.29.0.gfm.6")
for name, result, arguments in [
    ("cmark_parser_new", ctypes.c_void_p, [ctypes.c_int]),
    ("cmark_parser_feed", None, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]),
    ("cmark_parser_finish", ctypes.c_void_p, [ctypes.c_void_p]),
    ("cmark_parser_free", None, [ctypes.c_void_p]),
    ("cmark_parser_attach_syntax_extension", ctypes.c_int, [ctypes.c_void_p, ctypes.c_void_p]),
    ("cmark_parser_get_syntax_extensions", ctypes.c_void_p, [ctypes.c_void_p]),
    ("cmark_find_syntax_extension", ctypes.c_void_p, [ctypes.c_char_p]),
    ("cmark_node_free", None, [ctypes.c_void_p]),
    ("cmark_node_first_child", ctypes.c_void_p, [ctypes.c_void_p]),
    ("cmark_node_next", ctypes.c_void_p, [ctypes.c_void_p]),
    ("cmark_node_get_type", ctypes.c_int, [ctypes.c_void_p]),
    ("cmark_node_get_start_column", ctypes.c_int, [ctypes.c_void_p]),
    ("cmark_node_get_start_line", ctypes.c_int, [ctypes.c_void_p]),
    ("cmark_node_get_end_line", ctypes.c_int, [ctypes.c_void_p]),
    ("cmark_node_get_type_string", ctypes.c_char_p, [ctypes.c_void_p]),
    ("cmark_render_html", ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]),
    ("cmark_render_commonmark", ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]),
]:
    function = getattr(cmark, name)
    function.restype, function.argtypes = result, arguments
extensions.cmark_gfm_core_extensions_ensure_registered.restype = None
extensions.cmark_gfm_core_extensions_ensure_registered()
libc = ctypes.CDLL(None)
libc.free.argtypes = [ctypes.c_void_p]

BLOCK, INLINE = 0x8000, 0xC000
PARAGRAPH, ITEM, SOFTBREAK, LINK, IMAGE = BLOCK | 8, BLOCK | 4, INLINE | 2, INLINE | 9, INLINE | 10
OPT_NOBREAKS, OPT_FOOTNOTES, OPT_UNSAFE = 1 << 4, 1 << 13, 1 << 17

def parse(text):
    parser = cmark.cmark_parser_new(OPT_FOOTNOTES)
    for name in [b"table", b"strikethrough", b"autolink", b"tasklist"]:
        cmark.cmark_parser_attach_syntax_extension(parser, cmark.cmark_find_syntax_extension(name))
    data = text.encode("utf-8")
    cmark.cmark_parser_feed(parser, data, len(data))
    return parser, cmark.cmark_parser_finish(parser)

def take(pointer):
    text = ctypes.string_at(pointer).decode("utf-8", "replace")
    libc.free(pointer)
    return text

def html(text):
    parser, root = parse(text)
    result = take(cmark.cmark_render_html(root, OPT_UNSAFE | OPT_FOOTNOTES,
                                          cmark.cmark_parser_get_syntax_extensions(parser)))
    cmark.cmark_node_free(root)
    cmark.cmark_parser_free(parser)
    return result

def children(node):
    child = cmark.cmark_node_first_child(node)
    while child:
        yield child
        child = cmark.cmark_node_next(child)

def columns(text):
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)

def split_links(text, width):
    """(all, fitting): links and images whose own text holds a soft line break, and those whose text fits."""
    parser, root = parse(text)
    split = fitting = 0
    # Walk with the indentation of the innermost paragraph or list item, which the text's lines start at.
    stack = [(root, 0)]
    while stack:
        node, indent = stack.pop()
        kind = cmark.cmark_node_get_type(node)
        if kind in (PARAGRAPH, ITEM):
            indent = max(indent, cmark.cmark_node_get_start_column(node) - 1)
        if kind in (LINK, IMAGE) and has_own_softbreak(node):
            split += 1
            inside = "".join(take(cmark.cmark_render_commonmark(child, OPT_NOBREAKS, 0)).rstrip("\n")
                             for child in children(node))
            if columns(("!" if kind == IMAGE else "") + "[" + inside + "]") <= width - indent:
                fitting += 1
        stack.extend((child, indent) for child in children(node))
    cmark.cmark_node_free(root)
    cmark.cmark_parser_free(parser)
    return split, fitting

def has_own_softbreak(node):
    """Whether a soft break lies in the node's text, outside any link or image inside it."""
    for child in children(node):
        kind = cmark.cmark_node_get_type(child)
        if kind == SOFTBREAK or (kind not in (LINK, IMAGE) and has_own_softbreak(child)):
            return True
    return False

RAW = re.compile(r"<(/?)(pre|textarea|script|style)(?=[\s>/])", re.IGNORECASE)

def wide(ch):
    return unicodedata.east_asian_width(ch) in "WF" and not ("\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff")

def normalized(rendered):
    """The HTML with whitespace as a browser reads it: one space a run, exact inside the raw-text elements."""
    out, position, inside, depth = [], 0, None, 0
    def collapse(part):
        def space(match):
            start, end = match.start(), match.end()
            before = part[start - 1] if start > 0 else ""
            after = part[end] if end < len(part) else ""
            return "" if "\n" in match.group(0) and before and after and wide(before) and wide(after) else " "
        return re.sub(r"[ \t\r\n]+", space, part)
    for match in RAW.finditer(rendered):
        piece = rendered[position:match.start()]
        out.append(piece if inside else collapse(piece))
        closing, name = match.group(1) == "/", match.group(2).lower()
        if inside is None and not closing:
            inside, depth = name, 1
        elif inside == name:
            depth += -1 if closing else 1
            if depth == 0:
                inside = None
        out.append(match.group(0))
        position = match.end()
    tail = rendered[position:]
    out.append(tail if inside else collapse(tail))
    return "".join(out).strip()

def tables(text):
    """The source of each table, its lines without the indentation or quote markers of its containers."""
    parser, root = parse(text)
    lines, found, stack = text.split("\n"), [], [root]
    while stack:
        node = stack.pop()
        if cmark.cmark_node_get_type_string(node) == b"table":
            first, last = cmark.cmark_node_get_start_line(node), cmark.cmark_node_get_end_line(node)
            column = cmark.cmark_node_get_start_column(node)
            if 0 < first <= last <= len(lines):
                found.append("\n".join(line[column - 1:] for line in lines[first - 1:last]) + "\n")
            continue
        stack.extend(children(node))
    cmark.cmark_node_free(root)
    cmark.cmark_parser_free(parser)
    return found

def cut_words(binary, table, width):
    """The words of `table`'s cells a cell of `width` could hold whole that no drawn line holds whole."""
    drawn, _, status = run(binary, ["render", "--format", "plain", "-w", str(width)], table)
    wide, error, wide_status = run(binary, ["render", "--format", "plain", "-w", "4096"], table)
    if status or wide_status:
        sys.exit(f"{binary} render failed: {error}")
    words = {w for line in wide.split("\n") if line.startswith("│") for w in re.split(r"[ │]+", line) if w}
    pieces = {p for line in drawn.split("\n") for p in re.split(r"[ │]+", line) if p}
    return [w for w in words if columns(w) <= width - 4 and not any(w in p for p in pieces)]

def documents():
    found = []
    for base, _, names in os.walk("/usr/share/doc"):
        for name in names:
            lower, path = name.lower(), os.path.join(base, name)
            if lower.endswith(".md.gz"):
                found.append((path, gzip.open(path, "rb").read()))
            elif lower.endswith(".md") or lower.endswith(".markdown"):
                found.append((path, open(path, "rb").read()))
    own = os.path.join(ROOT, "Tests/ReflowMarkdownTests/Corpus")
    for name in sorted(os.listdir(own)):
        if name.endswith(".md"):
            found.append((os.path.join(own, name), open(os.path.join(own, name), "rb").read()))
    result = []
    for path, data in sorted(found):
        if b"\0" in data:
            continue
        try:
            result.append((path, data.decode("utf-8")))
        except UnicodeDecodeError:
            pass
    return result

def run(binary, arguments, text):
    done = subprocess.run([binary] + arguments, input=text.encode("utf-8"), capture_output=True)
    return done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"), done.returncode

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build/release/reflow"))
    parser.add_argument("--before")
    parser.add_argument("--widths", default="72,80")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--tables", action="store_true")
    args = parser.parse_args()
    corpus = documents()
    print(f"{len(corpus)} documents; reflow {args.reflow}" + (f", before {args.before}" if args.before else ""))
    if args.tables:
        found = [(path, table) for path, text in corpus if "|" in text for table in tables(text)]
        for width in (50, 80):
            for label, binary in [("after", args.reflow)] + ([("before", args.before)] if args.before else []):
                cut = []
                for path, table in found:
                    words = cut_words(binary, table, width)
                    cut += words
                    if args.list and words:
                        print(f"  {label} render -w {width} {path}: {words[:3]}")
                print(f"render -w {width} {label}: {len(found)} tables, words cut inside a cell {len(cut)}")
    for width in [int(w) for w in args.widths.split(",")]:
        builds = [("after", args.reflow)] + ([("before", args.before)] if args.before else [])
        for label, binary in builds:
            split = fitting = named = 0
            for path, text in corpus:
                out, err, _ = run(binary, ["--markdown", "-w", str(width)], text)
                named_here = err.count("paragraph kept as written")
                named += named_here
                links = split_links(out, width)
                split += links[0]
                fitting += links[1]
                if args.list and (links[1] or named_here):
                    print(f"  {label} -w {width} {path}: {links[1]} split where they fit, {named_here} named")
            print(f"-w {width} {label}: links and images split inside their text {split}, of which fit the line "
                  f"{fitting}; paragraphs named on stderr {named}")
        meaning = {mode: 0 for mode in MODES}
        second = {mode: 0 for mode in MODES}
        for path, text in corpus:
            before = normalized(html(text))
            for mode in MODES:
                arguments = ["--markdown", "-w", str(width), "--wrap", mode]
                once, _, _ = run(args.reflow, arguments, text)
                if normalized(html(once)) != before:
                    meaning[mode] += 1
                    if args.list:
                        print(f"  meaning --wrap {mode} -w {width} {path}")
                twice, _, _ = run(args.reflow, arguments, once)
                if twice != once:
                    second[mode] += 1
                    if args.list:
                        print(f"  second pass --wrap {mode} -w {width} {path}")
        print(f"-w {width}: meaning changes (whitespace exact in <pre>) " +
              ", ".join(f"--wrap {mode} {count}" for mode, count in meaning.items()))
        print(f"-w {width}: second-pass changes " + ", ".join(f"--wrap {mode} {count}" for mode, count in second.items()))

if __name__ == "__main__":
    main()
