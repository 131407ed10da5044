#!/usr/bin/env python3
"""Runs the cases of the "Never damage a file, part 2" report against any build of reflow.

Each case is a file or a command a user met, with the damage the report
measured; the script says, per case, whether the build given does that damage
("DAMAGE") or not ("ok"). Run against the build the report was filed on
(6e608d7) every case shows its damage; against a build that fixed them all,
none does. The unit and CLI tests hold the same cases one by one
(Tests/ReflowCLITests, Tests/ReflowTextTests, Tests/ReflowMarkdownTests); this
script shows them failing on the old binary, which those tests cannot.

Usage: python3 Scripts/check/damage_cases.py TREE
  TREE is a checkout with a release build (TREE/.build/release/reflow) and its
  .pre-commit-hooks.yaml; the Chinese and Japanese checks use this
  repository's Scripts/check/check_cjk.py with TREE's binary.
Prints one line per case and the count of cases damaged; exits 1 if any is.
"""
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
TREE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(HERE, "..", "..")
REFLOW = os.path.join(TREE, ".build", "release", "reflow")
results = []


def run(args, stdin=None, cwd=None):
    """reflow with `args`: (exit status, stdout, stderr), text in and out."""
    done = subprocess.run([REFLOW] + args, input=stdin, capture_output=True, text=True, cwd=cwd,
                          errors="replace", timeout=120)
    return done.returncode, done.stdout, done.stderr


def case(name, ok, detail=""):
    results.append(ok)
    print(f"{'ok    ' if ok else 'DAMAGE'} {name}{': ' + detail if detail and not ok else ''}")


def folder(files):
    """A new folder holding `files` (name: bytes or text)."""
    path = tempfile.mkdtemp(prefix="damage-")
    for name, content in files.items():
        full = os.path.join(path, name)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as file:
            file.write(content.encode() if isinstance(content, str) else content)
    return path


def unchanged_after(files, args):
    """Whether every file of a folder made of `files` is byte for byte the same after `reflow ARGS` in it."""
    path = folder(files)
    try:
        run(args, cwd=path)
        changed = []
        for name, content in files.items():
            expected = content.encode() if isinstance(content, str) else content
            if open(os.path.join(path, name), "rb").read() != expected:
                changed.append(name)
        return changed
    finally:
        shutil.rmtree(path)


def binary_files():
    def refused(name, content, label):
        path = folder({name: content})
        try:
            status, _, _ = run(["-i", name], cwd=path)
            same = open(os.path.join(path, name), "rb").read() == content
            case(label, same and status == 1, f"exit {status}, {'kept' if same else 'rewritten'}")
        finally:
            shutil.rmtree(path)

    refused("t.txt", open("/usr/bin/true", "rb").read(), "a binary named t.txt: -i refuses it, exit 1, bytes kept")
    refused("u.txt", "\ufeffFirst line of a paragraph\r\nsecond line of it\r\n".encode("utf-16-le"),
            "a UTF-16 .txt with CR LF: kept, exit 1")


def record_files():
    records = {
        "requirements.txt": "requests\nflask>=2  # pinned\npytest==8.0\n",
        "CMakeLists.txt": "# Enable C.\nproject(x C)\nadd_executable(x main.c)\n",
        "constraints.txt": "urllib3<2\ncertifi>=2023\n",
        "AUTHORS.txt": "Ada Lovelace\nAlan Turing\nGrace Hopper\n",
        "words.txt": "apple\nbanana\ncherry\ndamson\n",
    }
    status, out, err = run(["-i", "."], cwd=folder({}))
    hint = re.search(r"--include '([^']*)'", out + err)
    include = hint.group(1) if hint else "*.txt"
    for name, content in records.items():
        changed = unchanged_after({name: content}, ["-i", "--include", include, "."])
        case(f"{name} through the folder hint (--include '{include}')", not changed, "joined")


def hook_exclusions():
    hooks = yaml.safe_load(open(os.path.join(TREE, ".pre-commit-hooks.yaml")))
    text = next(hook for hook in hooks if hook["id"] == "reflow-text")
    files = re.compile(text.get("files", ""))
    exclude = re.compile(text["exclude"]) if text.get("exclude") else None
    for name in ["dev-requirements.txt", "requirements/dev.txt", "LICENCE.txt", "license.txt", "NOTICE.txt",
                 "CONTRIBUTORS.txt", ".wordlist.txt"]:
        taken = files.search(name) and not (exclude and exclude.search(name))
        case(f"reflow-text hook leaves {name} alone", not taken, "taken by the hook")


def plain_text_shapes():
    table = "    |debian-faq          |I:850 |790  |Debian FAQ                   |\n"
    _, out, _ = run(["-w", "60"], table)
    case("an ASCII table row at -w 60 stays one line", out == table, repr(out))
    signature = " -- Johannes Schauer Marin Rodrigues <josch@debian.org>  Thu, 12 May 2022 17:05:40 +0200\n"
    _, out, _ = run([], "pkg (1.0-1) unstable; urgency=medium\n\n  * New release.\n\n" + signature)
    case("a Debian changelog signature gains no '--'", out.count("--") == 1, repr(out[-120:]))
    _, out, _ = run([], "Thumbs \U0001F600\n\u4e2d\u6587 here.\n")
    case("a space between an emoji and CJK text is kept", "\U0001F600 \u4e2d" in out, repr(out))


def settling_modes():
    text = ("The constitutional convention considered the representation of the states and the "
            "extraordinary responsibilities of the legislature in considerable detail.\n")
    # The choice the README gives: a hyphen it adds reads back as part of its word, so the modes that write files
    # refuse it (the report's alternative), rather than take out hyphens that may be a compound's.
    for mode in ("-i", "--check", "--diff"):
        path = folder({"h.txt": text})
        try:
            status, _, err = run(["--hyphenate", "auto", "-w", "30", mode, "h.txt"], cwd=path)
            kept = open(os.path.join(path, "h.txt")).read() == text
            case(f"--hyphenate auto with {mode}: refused, file kept", status != 0 and kept and "hyphenate" in err,
                 f"exit {status}")
        finally:
            shutil.rmtree(path)
    path = folder({"c.txt": "A paragraph of prose, centred in a column of forty, which takes a few lines to say.\n"})
    try:
        run(["--align", "center", "-w", "40", "-i", "c.txt"], cwd=path)
        status, _, _ = run(["--align", "center", "-w", "40", "--check", "c.txt"], cwd=path)
        case("--align center settles in one run (--check passes after it)", status == 0, f"--check exit {status}")
    finally:
        shutil.rmtree(path)


def cjk():
    books = []
    for language in ("zh-cn", "ja"):
        path = os.path.join(tempfile.gettempdir(), f"damage-reference.{language}.txt")
        if not os.path.exists(path):
            with gzip.open(f"/usr/share/debian-reference/debian-reference.{language}.txt.gz", "rb") as source:
                open(path, "wb").write(source.read())
        books.append(path)
    # Which lines are one unit with no break is judged by this repository's build, whose rules the report asks for.
    judge = os.path.join(HERE, "..", "..", ".build", "release", "reflow")
    done = subprocess.run([sys.executable, os.path.join(HERE, "check_cjk.py"), "--width", "40", "--reflow", REFLOW,
                           "--units-reflow", judge] + books, capture_output=True, text=True)
    over = re.findall(r"; (\d+) over the width", done.stdout)
    case("Chinese and Japanese Debian References at -w 40: no line over but one unit",
         done.returncode == 0, " / ".join(over) + " over")
    for locale in ("zh", "ja"):
        status, _, err = run(["--wrap", "sentence", "--locale", locale, "-w", "20"],
                             "\u4e2d\u6587\u7684\u53e5\u5b50\u3002\u7b2c\u4e8c\u53e5\u3002\n")
        case(f"--wrap sentence --locale {locale} works", status == 0, err.strip()[:80])


def markdown_dialects():
    shapes = {
        "GitHub alert": "> [!NOTE]\n> Useful information that users should know, even when skimming content.\n",
        "DocC directive": "@Metadata {\n  @DisplayName(\"Getting started\")\n}\n\nText.\n",
        "MkDocs admonition": "!!! note\n    An admonition body that is indented by four spaces.\n\nText.\n",
        "definition list": "Term\n:   The definition of the term, on its own line.\n",
        "display math": "$$\nx = y\n$$\n",
        "Liquid tag": "{% highlight ruby %}\ndef foo\n{% endhighlight %}\n",
        "MyST fence": ":::note\nA note in a colon fence.\n:::\n",
        "table of contents": "[[_TOC_]]\nText after it.\n",
    }
    for name, text in shapes.items():
        _, out, _ = run(["--markdown", "-w", "80"], text)
        case(f"Markdown {name} keeps its lines", out == text, repr(out))
    ignored = "<!-- reflow-ignore-start -->\nkept\nas\nwritten\n<!-- reflow-ignore-end -->\n"
    _, out, _ = run(["--markdown", "-w", "80"], ignored)
    case("<!-- reflow-ignore-start --> keeps its region", out == ignored, repr(out))
    plain = "reflow: off\nkept\nas\nwritten, every line of it, a line of several words\nreflow: on\n"
    _, out, _ = run(["-w", "80"], plain)
    case("a reflow: off line keeps its region in plain text", out == plain, repr(out))


def markdown_regressions():
    badges = ("![CI](https://github.com/o/r/actions/workflows/ci.yml/badge.svg) "
              "![PyPI](https://img.shields.io/pypi/v/r.svg) ![License](https://img.shields.io/badge/license-MIT-blue.svg)\n")
    _, out, _ = run(["--markdown", "-w", "80"], badges)
    case("three badges at -w 80 take three lines", out.count("\n") == 3, repr(out))
    definitions = "".join(f"[d{n}]: https://example.com/{n}\n" for n in range(1, 65))
    status, out, err = run(["--markdown", "-w", "80"], definitions + "Next file\n")
    case("a line after 64 link definitions is not joined to one", "Next file" not in out.replace(
        "\nNext file", "") and "kept" not in err, repr(err[:80]))


def render():
    _, out, _ = run(["render", "--format", "plain", "-w", "20"],
                    "| Name | Description of the option in words |\n|---|---|\n")
    case("render: a header-only table keeps its words", "Description" in out and "words" in out, repr(out))
    _, out, _ = run(["render", "--format", "html"], "[![badge](https://img.example/b.svg)](https://target.example/)\n")
    case("render: a linked image links to its target", "https://target.example/" in out, repr(out[:120]))


def command_line():
    path = folder({"-dash.md": "A paragraph\nof two lines.\n"})
    try:
        status, _, _ = run(["--markdown", "-i", "-dash.md"], cwd=path)
        case("a file name that starts with - is an error", status != 0, f"exit {status}")
    finally:
        shutil.rmtree(path)
    path = folder({"real.md": "A paragraph of words that the rewrap at twenty columns will split.\n"})
    try:
        os.symlink("real.md", os.path.join(path, "link.md"))
        _, diff, _ = run(["--markdown", "-w", "20", "--diff", "link.md"], cwd=path)
        applied = subprocess.run(["patch", "-p0", "--dry-run"], input=diff, capture_output=True, text=True, cwd=path)
        case("--diff of a named symbolic link applies", applied.returncode == 0 and diff != "",
             applied.stdout.strip()[:80])
    finally:
        shutil.rmtree(path)
    files = {".reflow.toml": "width = 60\n", ".editorconfig": "root = true\n[*]\nmax_line_length = 40\n",
             "a.txt": "one two three four five six seven eight nine ten eleven twelve\n"}
    path = folder(files)
    try:
        status, _, err = run(["-g", "50", "a.txt"], cwd=path)
        case("-g 50 wins over both configuration files", status == 0, err.strip()[:80])
    finally:
        shutil.rmtree(path)
    for name, config in {"locale = \"xx\"": "locale = \"xx\"\n", "a [section]": "[section]\nwidth = 3\n",
                         "in-place = true": "in-place = true\n"}.items():
        path = folder({".reflow.toml": config, "a.txt": "text\n"})
        try:
            status, _, err = run(["a.txt"], cwd=path)
            case(f"configuration {name}: named with file and line", status != 0 and re.search(r"\.reflow\.toml:\d+:", err) is not None,
                 err.strip()[:80])
        finally:
            shutil.rmtree(path)
    path = folder({".reflow.toml": "in-place = true\n", "a.txt": "text\n"})
    try:
        status, out, err = run(["--stdin-filepath", "a.txt"], "some text\n", cwd=path)
        case("in-place = true never breaks --stdin-filepath", status == 0 and out == "some text\n", err.strip()[:80])
    finally:
        shutil.rmtree(path)
    _, out, _ = run(["--help"])
    before = next((number for number, line in enumerate(out.split("\n")) if line.startswith("OPTIONS")), 999)
    case("--help shows its options within a screen (40 lines)", before <= 40, f"options at line {before + 1}")


for group in (binary_files, record_files, hook_exclusions, plain_text_shapes, settling_modes, cjk,
              markdown_dialects, markdown_regressions, render, command_line):
    group()
damaged = results.count(False)
print(f"{len(results)} cases, {damaged} damaged ({REFLOW})")
sys.exit(1 if damaged else 0)
