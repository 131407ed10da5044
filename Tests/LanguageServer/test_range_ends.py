"""A range that ends at the start of the line after the last, as LSP writes a range that takes in the last line with
its line end (Neovim's `gq` over a whole buffer sends it), is formatted to the document's end when the document has
no last line end, rather than refused as past the end."""

from __future__ import annotations

from lsp_support import WireClient, apply_edits

TEXT = "Reflow treats every word as a box and every space as glue, and asks where the lines should end.\n\nlast line"


def test_a_range_ending_past_a_document_without_a_last_line_end_is_formatted():
    wire = WireClient()
    try:
        wire.initialize({"width": 30})
        uri = "file:///tmp/range-ends/notes.txt"
        wire.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": TEXT}})
        answer = wire.request("textDocument/rangeFormatting", {
            "textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": True},
            "range": {"start": {"line": 0, "character": 0}, "end": {"line": 3, "character": 0}}})
        assert "error" not in answer, answer
        result = apply_edits(TEXT, answer["result"])
        assert all(len(line) <= 30 for line in result.split("\n"))
        assert result.endswith("\n\nlast line")
    finally:
        wire.close()
