"""A document the configuration's `exclude` names is neither formatted nor linted, as a folder walk or a hook would
not take it; its neighbours still are."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types as t

from test_session import FORMATTING, LONG, client, diagnostics, open_document, start  # noqa: F401 (a fixture)


@pytest.mark.parametrize(
    "exclude, name", [('["CHANGELOG.md"]', "CHANGELOG.md"), ('["docs/*.md"]', "docs/guide.md")]
)
async def test_an_excluded_document_gets_no_edit_and_no_diagnostic(client, tmp_path, exclude, name):  # noqa: F811
    (tmp_path / ".reflow.toml").write_text(f"width = 40\nexclude = {exclude}\n")
    (tmp_path / "docs").mkdir()
    await start(client)
    excluded = open_document(client, tmp_path / name, LONG + "\n")
    neighbour = open_document(client, tmp_path / "README.md", LONG + "\n")
    assert await diagnostics(client, neighbour)
    await asyncio.sleep(0.5)
    assert not client.diagnostics.get(excluded)
    for uri, wanted in [(excluded, False), (neighbour, True)]:
        edits = await client.text_document_formatting_async(
            t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
        )
        assert bool(edits) == wanted
