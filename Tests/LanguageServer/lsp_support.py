"""Helpers for the tests of `reflow lsp`: where the binary is, what the command line makes of a text, and edits
applied as an editor applies them, counting positions in UTF-16 or UTF-8 code units."""

from __future__ import annotations

import json
import os
import pathlib
import select
import subprocess

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]


def reflow_binary() -> str:
    """The built `reflow`: REFLOW_BINARY, else the debug build of this checkout."""
    return os.environ.get("REFLOW_BINARY") or str(REPOSITORY / ".build" / "debug" / "reflow")


def reflow_cli(text: str, path: str, *arguments: str) -> str:
    """What `reflow --stdin-filepath PATH` writes for `text`: the output the server must agree with."""
    run = subprocess.run(
        [reflow_binary(), "--stdin-filepath", path, *arguments],
        input=text.encode(),
        capture_output=True,
        check=True,
    )
    return run.stdout.decode()


def units(text: str, encoding: str) -> int:
    """The length of `text` in code units of `encoding` ("utf-16" or "utf-8")."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    return len(text.encode("utf-16-le")) // 2


def line_starts(text: str) -> list[int]:
    """The index each line starts at, lines ending at LF, CR LF or CR as LSP counts them."""
    starts = [0]
    index = 0
    while index < len(text):
        if text[index] == "\r" and text[index + 1 : index + 2] == "\n":
            index += 2
            starts.append(index)
            continue
        if text[index] in "\r\n":
            starts.append(index + 1)
        index += 1
    return starts


def offset(text: str, line: int, character: int, encoding: str) -> int:
    """The string index of an LSP position."""
    starts = line_starts(text)
    assert line < len(starts), f"line {line} is past the {len(starts)} lines"
    index = starts[line]
    counted = 0
    while index < len(text) and text[index] not in "\r\n" and counted < character:
        counted += units(text[index], encoding)
        index += 1
    assert counted == character or index == len(text) or text[index] in "\r\n"
    return index


def position(text: str, index: int, encoding: str) -> tuple[int, int]:
    """The LSP position (line, character) of string index `index`."""
    starts = line_starts(text)
    line = max(number for number, start in enumerate(starts) if start <= index)
    return line, units(text[starts[line] : index], encoding)


def apply_edits(text: str, edits, encoding: str = "utf-16") -> str:
    """`text` with LSP `edits` (lsprotocol TextEdits or dicts) applied, last first, as an editor applies them."""

    def bounds(edit):
        if isinstance(edit, dict):
            start, end, new = edit["range"]["start"], edit["range"]["end"], edit["newText"]
            return (start["line"], start["character"]), (end["line"], end["character"]), new
        return (
            (edit.range.start.line, edit.range.start.character),
            (edit.range.end.line, edit.range.end.character),
            edit.new_text,
        )

    resolved = []
    for edit in edits:
        start, end, new = bounds(edit)
        resolved.append((offset(text, *start, encoding), offset(text, *end, encoding), new))
    resolved.sort(reverse=True)
    for lower, upper, new in resolved:
        text = text[:lower] + new + text[upper:]
    return text


class WireClient:
    """A client that writes raw bytes, for what a well-behaved client library cannot send: bad headers, bad JSON,
    invalid UTF-8."""

    def __init__(self, cwd: str | None = None, binary: str | None = None, timeout: float = 10.0, stderr=subprocess.PIPE):
        self.process = subprocess.Popen(
            [binary or reflow_binary(), "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            cwd=cwd,
        )
        self.timeout = timeout
        self.pending = b""
        self.next_id = 0

    def write(self, data: bytes) -> None:
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self, timeout: float | None = None) -> dict:
        """The next message from the server; fails after `timeout` seconds of silence (the client's, by default)."""
        timeout = timeout or self.timeout
        while True:
            header_end = self.pending.find(b"\r\n\r\n")
            if header_end >= 0:
                header = self.pending[:header_end].decode()
                length = int(header.split(":")[1])
                body_start = header_end + 4
                if len(self.pending) >= body_start + length:
                    body = self.pending[body_start : body_start + length]
                    self.pending = self.pending[body_start + length :]
                    return json.loads(body)
            ready, _, _ = select.select([self.process.stdout], [], [], timeout)
            assert ready, f"no message from the server in {timeout} s"
            chunk = os.read(self.process.stdout.fileno(), 65536)
            assert chunk, "the server closed its output"
            self.pending += chunk

    def request(self, method: str, params) -> dict:
        """Sends a request and returns its response, skipping notifications."""
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.response(self.next_id)

    def response(self, id_) -> dict:
        while True:
            message = self.read()
            if "method" not in message and message.get("id") == id_:
                return message

    def notify(self, method: str, params) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def initialize(self, options: dict | None = None) -> dict:
        response = self.request(
            "initialize", {"processId": None, "rootUri": None, "capabilities": {}, "initializationOptions": options}
        )
        self.notify("initialized", {})
        return response

    def close(self) -> int:
        """Closes the pipe and returns the server's exit status."""
        if self.process.stdin and not self.process.stdin.closed:
            self.process.stdin.close()
        return self.process.wait(timeout=10)
