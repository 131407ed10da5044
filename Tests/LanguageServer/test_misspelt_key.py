"""A misspelt key (`widht`), in the editor's settings or in `.reflow.toml`, is left out with a warning on the
document that names it and suggests the key meant, and stops nothing else: the other settings still apply."""

from __future__ import annotations

import pytest
from lsprotocol import types as t

from test_session import FORMATTING, LONG, client, diagnostics, open_document, start  # noqa: F401 (a fixture)


@pytest.mark.parametrize("where", ["editor", "file"])
async def test_a_misspelt_key_is_named_and_the_rest_applies(client, tmp_path, where):  # noqa: F811
    if where == "file":
        (tmp_path / ".reflow.toml").write_text("width = 30\nwidht = 40\n")
        await start(client)
    else:
        await start(client, {"width": 30, "widht": 40})
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    found = await diagnostics(client, uri)
    warnings = [d for d in found if d.code == "configuration"]
    assert len(warnings) == 1 and warnings[0].severity == t.DiagnosticSeverity.Warning
    assert "'widht'" in warnings[0].message and "--width" in warnings[0].message
    if where == "file":
        assert ".reflow.toml:2" in warnings[0].message
    assert any(d.code == "rewrap" for d in found)
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert edits and all(len(line) <= 30 for edit in edits for line in edit.new_text.split("\n"))
