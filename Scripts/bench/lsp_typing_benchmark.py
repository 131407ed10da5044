#!/usr/bin/env python3
"""What typing costs in `reflow lsp`, by document size: on-type fill, diagnostics, and memory (issue 58).

Usage: Scripts/bench/lsp_typing_benchmark.py [--size MB] [--markdown] [--keys N] [--edits N] [--reflow PATH]

The document is lsp_range_benchmark.py's (the Debian Reference's text, or Debian's Markdown, to --size MB) at width
72, opened in one session with pull diagnostics off (the server publishes them, as to Neovim or eglot). Then:

  first diagnostics   from didOpen to the first publishDiagnostics
  on-type fill        --keys keystrokes (default 200) typed at the end of a paragraph in the middle of the
                      document, each a didChange of one character; at each space an onTypeFormatting request,
                      timed from sending it to its answer, as an editor waits for it (median, 95th, max)
  after an edit       from the didChange of one keystroke to the diagnostics of that version, less the 200 ms
                      debounce (median over --keys / 10 pauses): as parsed by this client, and as sent (their
                      message's header read), which leaves out the client's parse of a list that can be megabytes
  after a fill sent   the same, as sent, for the change that applies an on-type fill's edit: the whole text sent
                      back, as editors apply an edit
  memory              the server's resident set (VmRSS) before opening and after opening, its peak (VmHWM)
                      over --edits further one-character edits (default 2,000), and after didClose

An edit an answer makes is applied to the client's copy, as an editor would, so what is typed next lands where it
should. Build first: swift build -c release --product reflow
"""
import argparse, os, statistics, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lsp_range_benchmark import ROOT, Session, markdown_document, paragraph_starts, plain_document  # noqa: E402

DEBOUNCE = 0.2


def memory(pid, field):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return 0.0


def utf16(text):
    return len(text.encode("utf-16-le")) // 2


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=float, default=10)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--edits", type=int, default=2000)
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build/release/reflow"))
    args = parser.parse_args()
    size = int(args.size * 1_000_000)
    text = markdown_document(size) if args.markdown else plain_document(size)
    # Cut to the size at a blank line (the corpora come in whole documents of up to a megabyte): the last one before
    # the size, unless that leaves less than half of it (the Debian Reference opens with pages of contents, with
    # few blank lines), then from the middle of the text on.
    if len(text) > size * 1.2:
        cut = text.rfind("\n\n", 0, size)
        if cut < size // 2:
            text = text[text.find("\n\n", len(text) // 2) + 2:]
            cut = text.rfind("\n\n", 0, size)
        text = text[: cut + 1] if cut > 0 else text
    lines = text.split("\n")
    starts = paragraph_starts(lines, args.markdown)
    if not starts:
        sys.exit("no paragraph to type in")
    start = starts[len(starts) // 2]
    line = start
    while line + 1 < len(lines) and lines[line + 1].strip():
        line += 1
    uri = "file:///tmp/reflow-lsp-benchmark/" + ("bench.md" if args.markdown else "bench.txt")
    session = Session(args.reflow)
    session.answer(session.request("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                                  "initializationOptions": {"width": 72}}))
    session.notify("initialized", {})
    pid = session.process.pid
    before_rss = memory(pid, "VmRSS")
    started = time.perf_counter()
    session.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "markdown" if args.markdown else "plaintext", "version": 1, "text": text}})
    session.wait_for_diagnostics(uri, 1)
    first = time.perf_counter() - started
    opened_rss = memory(pid, "VmRSS")
    version = 1

    def type_char(character):
        nonlocal version
        version += 1
        column = utf16(lines[line])
        session.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
            {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}},
             "text": character}]})
        lines[line] += character

    def apply(edits):
        nonlocal line, version
        # One edit, within the typed paragraph: replace its lines (editors apply it; here the copy follows).
        for edit in edits:
            first_line, last_line = edit["range"]["start"]["line"], edit["range"]["end"]["line"]
            head = lines[first_line][: edit["range"]["start"]["character"]]
            tail = lines[last_line][edit["range"]["end"]["character"]:]
            new = (head + edit["newText"] + tail).split("\n")
            lines[first_line:last_line + 1] = new
            line += len(new) - (last_line - first_line + 1)

    words = "the quick brown fox jumps over the lazy dog and keeps on running far away ".split(" ")
    typed = " ".join(words[i % len(words)] for i in range(args.keys)) + " "
    fills, lints, sent, refills = [], [], [], []
    for index, character in enumerate(typed[: args.keys]):
        type_char(character)
        if character == " ":
            position = {"line": line, "character": utf16(lines[line])}
            asked = time.perf_counter()
            edits = session.answer(session.request("textDocument/onTypeFormatting", {
                "textDocument": {"uri": uri}, "position": position, "ch": " ",
                "options": {"tabSize": 4, "insertSpaces": True}}))
            fills.append(time.perf_counter() - asked)
            if edits:
                apply(edits)
                # The editor sends the edit back as a change of the document.
                version += 1
                session.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                         "contentChanges": [{"text": "\n".join(lines)}]})
                returned = time.perf_counter()
                session.wait_for_diagnostics(uri, version)
                refills.append(session.diagnostics_seen[uri] - returned - DEBOUNCE)
        if index % 10 == 9:
            changed = time.perf_counter()
            session.wait_for_diagnostics(uri, version)
            lints.append(time.perf_counter() - changed - DEBOUNCE)
            sent.append(session.diagnostics_seen[uri] - changed - DEBOUNCE)
    peak = 0.0
    for _ in range(args.edits):
        type_char("x")
        if version % 200 == 0:
            session.wait_for_diagnostics(uri, version)
            peak = max(peak, memory(pid, "VmHWM"))
    session.wait_for_diagnostics(uri, version)
    peak = max(peak, memory(pid, "VmHWM"))
    session.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    session.answer(session.request("shutdown", None))
    closed_rss = memory(pid, "VmRSS")
    session.notify("exit", None)
    session.process.wait(timeout=30)

    def figures(times):
        times = sorted(times)
        return "median %.1f ms, 95th %.1f ms, max %.1f ms (%d)" % (
            1000 * statistics.median(times), 1000 * times[int(0.95 * (len(times) - 1))], 1000 * times[-1], len(times))

    print("%s, %.2f MB" % ("Markdown" if args.markdown else "plain text", len(text.encode()) / 1e6))
    print("  first diagnostics  %.2f s" % first)
    print("  on-type fill       " + figures(fills))
    print("  after an edit      " + figures(lints))
    print("    as sent          " + figures(sent))
    if refills:
        print("  after a fill sent  " + figures(refills))
    print("  memory             %.0f MB before open, %.0f MB open, %.0f MB peak over %d edits, %.0f MB after close"
          % (before_rss, opened_rss, peak, args.edits, closed_rss))


if __name__ == "__main__":
    main()
