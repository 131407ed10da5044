#!/usr/bin/env python3
"""Times `reflow lsp` answering a range format of one paragraph in a 10 MB document (issue 48: under 50 ms).

Usage: Scripts/bench/lsp_range_benchmark.py [--size MB] [--runs N] [--reflow PATH] [--markdown]

The document is debian-reference-en's text (plain text) repeated to --size MB (default 10), or with --markdown
the Markdown files Debian installs under /usr/share/doc (compare_markdown.py's corpus), opened in one session of
`reflow lsp` at width 72. Each round picks a paragraph in the middle half of the document, makes its first line
too long with an incremental didChange (as a keystroke would: the whole-document result the diagnostics left is
then stale), waits 50 ms (less than the diagnostics' 200 ms debounce, so no lint runs meanwhile), and sends a
rangeFormatting request over that line. Reported over --runs rounds (default 21), each a different paragraph:
  answer       from sending the request to reading its response (the median is the figure);
  change+answer  the same with the didChange sent just before it, unpaused (what a keystroke then a format costs);
  warm         the request when nothing changed since the diagnostics (their result is reused).
Between rounds the diagnostics of the change are awaited, so no lint shares the machine with a measured request.
Every answer is checked: one edit, starting at the paragraph, holding the words inserted.
Build first: swift build -c release --product reflow
"""
import argparse, gzip, json, os, select, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Scripts"))
PLAIN_CORPUS = "/usr/share/debian-reference/debian-reference.en.txt.gz"


class Session:
    """A `reflow lsp` process and the messages it sends."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.pending = b""
        self.next_id = 0
        self.diagnostics = {}
        # When the header of the message being read arrived, and of each document's latest diagnostics: the server's
        # part of a publish, without the time this client takes to parse it.
        self.header_seen = None
        self.diagnostics_seen = {}

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self, timeout=120):
        while True:
            end = self.pending.find(b"\r\n\r\n")
            if end >= 0:
                if self.header_seen is None:
                    self.header_seen = time.perf_counter()
                length = int(self.pending[:end].split(b":")[1])
                if len(self.pending) >= end + 4 + length:
                    body = self.pending[end + 4 : end + 4 + length]
                    self.pending = self.pending[end + 4 + length :]
                    message = json.loads(body)
                    seen, self.header_seen = self.header_seen, None
                    if message.get("method") == "textDocument/publishDiagnostics":
                        self.diagnostics[message["params"]["uri"]] = message["params"]
                        self.diagnostics_seen[message["params"]["uri"]] = seen
                    return message
            ready, _, _ = select.select([self.process.stdout], [], [], timeout)
            if not ready:
                sys.exit("the server said nothing for %d s" % timeout)
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                sys.exit("the server closed its output")
            self.pending += chunk

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def answer(self, id_):
        while True:
            message = self.read()
            if message.get("id") == id_ and "method" not in message:
                if "error" in message:
                    sys.exit("error: %s" % message["error"])
                return message["result"]

    def wait_for_diagnostics(self, uri, version):
        while self.diagnostics.get(uri, {}).get("version") != version:
            self.read()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})


def plain_document(size):
    text = gzip.open(PLAIN_CORPUS, "rt", encoding="utf-8").read()
    copies = size // len(text.encode()) + 1
    return (text.rstrip("\n") + "\n\n") * copies


def markdown_document(size):
    from compare_markdown import documents

    parts, total = [], 0
    for _, data in documents():
        parts.append(data.decode())
        total += len(data)
        if total >= size:
            break
    return "\n\n".join(parts)


def indent(line):
    return len(line) - len(line.lstrip(" "))


def paragraph_starts(lines, markdown):
    """Lines that start a paragraph of at least two lines of prose (indented alike), in the middle half; in
    Markdown, not indented (four spaces would make code of it) and outside fenced code."""
    starts = []
    fenced = False
    for number in range(1, 3 * len(lines) // 4):
        before, line, after = lines[number - 1], lines[number], lines[number + 1]
        if markdown and line.lstrip(" ").startswith(("```", "~~~")):
            fenced = not fenced
        if fenced or number < len(lines) // 4:
            continue
        prose = line.lstrip(" ")[:1].isalpha() and len(line.split()) >= 6 and len(line) < 72
        follows = after.lstrip(" ")[:1].isalpha() and len(after.split()) >= 4 and indent(after) == indent(line)
        if before.strip() == "" and prose and follows and not (markdown and indent(line) > 0):
            starts.append(number)
    return starts


def utf16(text):
    return len(text.encode("utf-16-le")) // 2


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=float, default=10)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--reflow", default=os.path.join(ROOT, ".build/release/reflow"))
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    size = int(args.size * 1_000_000)
    text = markdown_document(size) if args.markdown else plain_document(size)
    lines = text.split("\n")
    starts = paragraph_starts(lines, args.markdown)
    step = max(1, len(starts) // args.runs)
    chosen = starts[::step][: args.runs]
    if len(chosen) < args.runs:
        sys.exit("only %d paragraphs to choose from" % len(chosen))
    name = "bench.md" if args.markdown else "bench.txt"
    uri = "file:///tmp/reflow-lsp-benchmark/" + name

    session = Session(args.reflow)
    session.answer(session.request("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                                  "initializationOptions": {"width": 72}}))
    session.notify("initialized", {})
    opened = time.perf_counter()
    language = "markdown" if args.markdown else "plaintext"
    session.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language, "version": 1,
                                                             "text": text}})
    session.wait_for_diagnostics(uri, 1)
    print("%s, %.1f MB, %d lines; open to first diagnostics %.2f s (%d paragraphs to rewrap)"
          % ("Markdown" if args.markdown else "plain text", len(text.encode()) / 1e6, len(lines),
             time.perf_counter() - opened, len(session.diagnostics[uri]["diagnostics"])))

    def range_params(number):
        return {"textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": True},
                "range": {"start": {"line": number, "character": 0},
                          "end": {"line": number, "character": utf16(lines[number])}}}

    def check(edits, number, words):
        assert len(edits) == 1, edits
        edit = edits[0]
        assert edit["range"]["start"]["line"] >= number - 1 and edit["range"]["start"]["line"] <= number + 1, edit
        assert all(word in edit["newText"] for word in words), (words, edit["newText"][:200])

    warm, answer, both = [], [], []
    version = 1
    for round_, number in enumerate(chosen):
        # Warm: the document is as its diagnostics saw it.
        started = time.perf_counter()
        session.answer(session.request("textDocument/rangeFormatting", range_params(number)))
        warm.append(time.perf_counter() - started)
        # A change, then the request after a pause shorter than the debounce (the request alone), or at once.
        inserted = "inserted words that make this first line run well past the width of the page "
        version += 1
        session.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": number, "character": indent(lines[number])},
                                          "end": {"line": number, "character": indent(lines[number])}},
                                "text": inserted}]})
        lines[number] = lines[number][: indent(lines[number])] + inserted + lines[number].lstrip(" ")
        if round_ % 2 == 0:
            time.sleep(0.05)
            started = time.perf_counter()
            edits = session.answer(session.request("textDocument/rangeFormatting", range_params(number)))
            answer.append(time.perf_counter() - started)
        else:
            started = time.perf_counter()
            edits = session.answer(session.request("textDocument/rangeFormatting", range_params(number)))
            both.append(time.perf_counter() - started)
        check(edits, number, ["inserted", "width"])
        session.wait_for_diagnostics(uri, version)

    session.answer(session.request("shutdown", None))
    session.notify("exit", None)
    session.process.wait(timeout=30)

    def figures(label, times):
        times = sorted(times)
        print("%-14s median %6.1f ms  90th %6.1f ms  max %6.1f ms  (%d rounds)" % (
            label, 1000 * statistics.median(times), 1000 * times[int(0.9 * (len(times) - 1))], 1000 * times[-1],
            len(times)))

    figures("answer", answer)
    figures("change+answer", both)
    figures("warm", warm)


if __name__ == "__main__":
    main()
