#!/usr/bin/env python3
"""What on-type fill costs in a code buffer of `reflow lsp`, by buffer size (issue 58, point 7).

Usage: Scripts/bench/lsp_code_typing_benchmark.py [--size BYTES ...] [--keys N] [--reflow PATH] [--source FILE]

The buffer is C (`/usr/include/*.h` joined, or --source), cut to each size, with a `//` comment line past the width
put in its middle. After the buffer's first diagnostics (and --pause seconds, in which the lint finds where the
buffer can be cut), each keystroke is a didChange of one space at the end of that line and an onTypeFormatting
request for it, timed from sending the request to its answer, as an editor waits for it; the answer's edit is not
applied, so each keystroke asks the same refill. Prints the first key's time, the median and the maximum, and how
many keys were answered with an edit (a key in a large buffer whose cut lines are not yet found gets none). Build
first:
swift build -c release --product reflow
"""
import argparse, glob, os, statistics, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "LanguageServer"))
from lsp_support import WireClient  # noqa: E402

COMMENT = "// This comment goes on and on past the width so that typing a space refills it now"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--keys", type=int, default=15)
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build/release/reflow"))
    parser.add_argument("--source")
    parser.add_argument("--pause", type=float, default=0.0, help="seconds to wait after the first diagnostics")
    args = parser.parse_args()
    paths = [args.source] if args.source else sorted(glob.glob("/usr/include/*.h"))
    source = "".join(open(path, encoding="utf-8", errors="replace").read() for path in paths)
    for size in args.size:
        text = source
        while len(text) < size:
            text += source
        text = text[:size]
        cut = text.rfind("\n", 0, len(text) // 2) + 1
        text = text[:cut] + COMMENT + "\n" + text[cut:]
        line = text[:cut].count("\n")
        client = WireClient(binary=args.reflow, timeout=120)
        client.initialize({"width": 60})
        uri = "file:///reflow-benchmark/buffer.c"
        opened = time.perf_counter()
        client.notify("textDocument/didOpen",
                      {"textDocument": {"uri": uri, "languageId": "c", "version": 1, "text": text}})
        # As a user pauses after opening a file: its first diagnostics, after which the lint has found where the
        # buffer can be cut.
        while True:
            message = client.read(timeout=300)
            if message.get("method") == "textDocument/publishDiagnostics":
                break
        first_diagnostics = (time.perf_counter() - opened) * 1000
        time.sleep(args.pause)
        times, edited = [], 0
        for key in range(args.keys):
            column = len(COMMENT) + key
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": key + 2},
                "contentChanges": [{"range": {"start": {"line": line, "character": column},
                                              "end": {"line": line, "character": column}}, "text": " "}]})
            started = time.perf_counter()
            answer = client.request("textDocument/onTypeFormatting", {
                "textDocument": {"uri": uri}, "position": {"line": line, "character": column + 1}, "ch": " ",
                "options": {"tabSize": 4, "insertSpaces": True}})
            times.append((time.perf_counter() - started) * 1000)
            edited += bool(answer.get("result"))
        client.close()
        print(f"{size:>9} bytes: first diagnostics {first_diagnostics:.0f} ms; keys: first {times[0]:.1f} ms, "
              f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms; {edited} of {len(times)} answered "
              "with an edit")


if __name__ == "__main__":
    main()
