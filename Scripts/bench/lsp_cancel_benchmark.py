#!/usr/bin/env python3
"""How soon `reflow lsp` answers a whole-document format the client cancels (issue 58).

Usage: Scripts/bench/lsp_cancel_benchmark.py [--size MB] [--after SECONDS ...] [--rounds N] [--reflow PATH]

For Debian's Markdown and the Debian Reference's text, each --size MB (lsp_range_benchmark.py's documents): a
server is started with diagnostics off, the document opened, a textDocument/formatting request sent, and
`$/cancelRequest` sent --after seconds later (by default 0.02, while the server may still be taking the document
in, and 0.3, while it formats). Prints, for each, the milliseconds from the cancel to the answer, which must be
RequestCancelled (-32800); a format that answered before the cancel is counted apart. Build first:
swift build -c release --product reflow
"""
import argparse, os, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lsp_range_benchmark import ROOT, markdown_document, plain_document  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "Tests", "LanguageServer"))
from lsp_support import WireClient  # noqa: E402

REQUEST_CANCELLED = -32800


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=float, default=10)
    parser.add_argument("--after", type=float, nargs="+", default=[0.02, 0.3])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build/release/reflow"))
    args = parser.parse_args()
    for kind, make in (("markdown", markdown_document), ("plaintext", plain_document)):
        text = make(int(args.size * 1_000_000))
        for after in args.after:
            waits, answered = [], 0
            for _ in range(args.rounds):
                client = WireClient(binary=args.reflow, timeout=300)
                client.initialize({"width": 72, "diagnostic-severity": "off"})
                uri = "file:///reflow-benchmark/big." + ("md" if kind == "markdown" else "txt")
                client.notify("textDocument/didOpen", {"textDocument": {
                    "uri": uri, "languageId": kind, "version": 1, "text": text}})
                client.send({"jsonrpc": "2.0", "id": 41, "method": "textDocument/formatting", "params": {
                    "textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": True}}})
                time.sleep(after)
                cancelled = time.monotonic()
                client.notify("$/cancelRequest", {"id": 41})
                answer = client.response(41)
                waited = (time.monotonic() - cancelled) * 1000
                client.close()
                if "result" in answer:
                    answered += 1
                    continue
                if answer.get("error", {}).get("code") != REQUEST_CANCELLED:
                    sys.exit(f"not RequestCancelled: {answer}")
                waits.append(waited)
            print(f"{kind}, {len(text.encode()) / 1e6:.1f} MB, cancelled {after * 1000:.0f} ms after the request: "
                  + (" ".join(f"{w:.1f}" for w in waits) + " ms" if waits else "none cancelled")
                  + (f"; {answered} answered before the cancel" if answered else ""))


if __name__ == "__main__":
    main()
