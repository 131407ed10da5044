"""`$/cancelRequest`: a request the client cancels while the server works it out is answered at once with
RequestCancelled (-32800), and only once; a cancel for a request answered already is ignored; the session goes on."""

from __future__ import annotations

import time

import pytest

from lsp_support import WireClient

REQUEST_CANCELLED = -32800
PARAGRAPH = (
    "Reflow treats every word as a box and every space as glue, and then it asks a single question of the whole "
    "paragraph: where should the lines end? "
) * 4


@pytest.fixture
def wire():
    client = WireClient()
    yield client
    client.close()


def test_a_cancelled_whole_document_format_answers_at_once(wire, tmp_path):
    wire.initialize({"width": 40, "diagnostic-severity": "off"})
    # A few megabytes of Markdown: formatting it whole takes seconds in a debug build.
    text = ("# Title\n\n" + (PARAGRAPH + "\n\n") * 6000)
    uri = (tmp_path / "big.md").as_uri()
    wire.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}})
    wire.send({"jsonrpc": "2.0", "id": 41, "method": "textDocument/formatting",
               "params": {"textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": True}}})
    time.sleep(0.3)
    cancelled_at = time.monotonic()
    wire.notify("$/cancelRequest", {"id": 41})
    answer = wire.response(41)
    waited = time.monotonic() - cancelled_at
    assert answer["error"]["code"] == REQUEST_CANCELLED
    assert waited < 0.1, f"the cancellation was answered after {waited:.3f} s"
    # The request's own answer, worked out later, is not sent: every message up to the next request's answer is
    # another's.
    wire.send({"jsonrpc": "2.0", "id": 42, "method": "textDocument/formatting",
               "params": {"textDocument": {"uri": "file:///nowhere.txt"}, "options": {}}})
    while True:
        message = wire.read(timeout=60)
        assert message.get("id") != 41, "the cancelled request was answered twice"
        if message.get("id") == 42:
            break


def test_a_cancel_for_an_answered_request_is_ignored(wire, tmp_path):
    wire.initialize({"width": 40})
    uri = (tmp_path / "a.txt").as_uri()
    wire.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": PARAGRAPH + "\n"}})
    answer = wire.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {}})
    assert answer["result"]
    wire.notify("$/cancelRequest", {"id": wire.next_id})
    again = wire.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {}})
    assert again["id"] == wire.next_id and again["result"] == answer["result"]
