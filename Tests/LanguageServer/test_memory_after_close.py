"""Memory after a document closes (issue 58.5): a server that had a large document open and edited comes back
near the size it had before opening it. What it holds is measured (anonymous pages: heap and stacks), so the pages
of its code and data files read meanwhile do not count. Each of these held memory after close: the message that
opened the document, kept in the queue between the reading thread and the main loop; and pages malloc kept."""

from __future__ import annotations

import time

import pytest

from lsp_support import WireClient

PARAGRAPH = (
    "Reflow treats every word as a box and every space as glue, and then it asks a single question of the whole "
    "paragraph: where should the lines end?\n"
) * 3


def resident_megabytes(pid: int) -> float:
    """The server's anonymous resident memory: its heap and stacks, not the pages of its code and data files."""
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("RssAnon:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no RssAnon")


def diagnostics_of(wire: WireClient, uri: str, version: int) -> None:
    while True:
        message = wire.read(timeout=120)
        params = message.get("params") or {}
        if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                and params.get("version") == version:
            return


@pytest.fixture
def wire():
    client = WireClient(timeout=120)
    yield client
    client.close()


def open_edit_and_close(wire: WireClient, uri: str, language: str, text: str, edits: int) -> None:
    """Opens `text` as `uri`, types `edits` keystrokes in its middle, each linted, and closes it; asserts that the
    document took memory while open, and that the server's memory falls back near its start once it is closed."""
    wire.initialize({"width": 60})
    pid = wire.process.pid
    started = resident_megabytes(pid)
    wire.notify("textDocument/didOpen",
                {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}})
    diagnostics_of(wire, uri, 1)
    for version in range(2, edits + 2):
        wire.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": 20_000, "character": 0},
                                          "end": {"line": 20_000, "character": 0}}, "text": "x"}]})
        diagnostics_of(wire, uri, version)
    opened = resident_megabytes(pid)
    assert opened > started + 20, f"the document did not take memory: {started:.0f} MB, then {opened:.0f} MB"
    wire.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    # The server clears the document's diagnostics as it closes it; what it frees goes back on its linting queue.
    diagnostics_of(wire, uri, None)
    # Polled, not timed: the memory goes back on the server's linting queue, after the close is answered.
    closed = opened
    for _ in range(100):
        closed = resident_megabytes(pid)
        if closed < started + 3:
            break
        time.sleep(0.1)
    assert closed < started + 3, (
        f"{started:.0f} MB before opening, {opened:.0f} MB open, still {closed:.0f} MB after closing")


def test_memory_returns_near_its_start_after_a_large_document_closes(wire, tmp_path):
    # About 4 MB: several times what the server holds before it.
    open_edit_and_close(wire, (tmp_path / "large.txt").as_uri(), "plaintext", (PARAGRAPH + "\n") * 10_000, 5)


MARKDOWN = (
    "Reflow treats every *word* as a box and every space as glue, and then it asks a [single question](x) of the "
    "whole paragraph: where should the lines end?\n\n- a list item that runs on past the width of the line\n"
    "- and `another` one\n\n"
)


def test_memory_returns_near_its_start_after_a_large_markdown_document_closes(wire, tmp_path):
    """A Markdown document is formatted on several threads (the main loop, the lint's queue, a parallel format's
    workers); each kept what it freed in an arena of its own, many times the document's size in all, until the
    server keeps one arena."""
    open_edit_and_close(wire, (tmp_path / "large.md").as_uri(), "markdown", MARKDOWN * 12_000, 3)
