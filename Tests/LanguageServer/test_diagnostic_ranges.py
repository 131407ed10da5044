"""Diagnostic ranges end where their last line's text ends, before its line end, in LF and CR LF documents alike
(a CR LF document's range once ended one character past the line, on its CR)."""

from __future__ import annotations

import pytest

from test_session import LONG, client, diagnostics, open_document, start  # noqa: F401 (client is a fixture)


@pytest.mark.parametrize("ending", ["\n", "\r\n"], ids=["LF", "CR LF"])
async def test_a_paragraph_range_ends_at_its_last_line_text(client, tmp_path, ending):  # noqa: F811
    await start(client, {"width": 30})
    lines = ["Intro.", "", LONG, "last words here"]
    text = ending.join(lines) + ending
    uri = open_document(client, tmp_path / "a.txt", text)
    found = await diagnostics(client, uri)
    assert found, "the long paragraph gets a diagnostic"
    end = found[0].range.end
    assert (end.line, end.character) == (3, len(lines[3]))
