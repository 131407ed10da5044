"""On-type fill reads the block the cursor is in from the whole document, as formatting does: a space typed past
the width inside YAML front matter, at the end of a table's header row or on a setext heading's text asks for no
edit (cut at the cursor, each reads as a paragraph), while a paragraph of the same document is still filled."""

from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_support import apply_edits, reflow_binary

FORMATTING = t.FormattingOptions(tab_size=4, insert_spaces=True)
WORDS = "words that keep going well past the width of forty columns"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[reflow_binary(), "lsp"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def typed_space(client: LanguageClient, tmp_path, text: str, line: int) -> list[t.TextEdit]:
    """The edits asked for by a space typed at the end of `line` of the Markdown document `text`."""
    await client.initialize_session(t.InitializeParams(capabilities=t.ClientCapabilities(), initialization_options={"width": 40}))
    uri = (tmp_path / "doc.md").as_uri()
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=text)
        )
    )
    character = len(text.split("\n")[line])
    return await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            position=t.Position(line=line, character=character),
            ch=" ",
            options=FORMATTING,
        )
    )


@pytest.mark.parametrize(
    "text, line",
    [
        (f"---\ntitle: x {WORDS} \nauthor: me\n---\n\nBody.\n", 1),
        (f"| Name | Value | column three | column four |\n|---|---|---|---|\n| a | b | c | d |\n", 0),
        (f"Intro.\n\nA heading whose text {WORDS} \n===\n\nBody.\n", 2),
        (f"Intro.\n\nA heading whose text {WORDS} \n---\n\nBody.\n", 2),
    ],
    ids=["front matter", "table header row", "setext heading", "setext heading, dashes"],
)
async def test_a_block_that_formatting_keeps_is_not_filled_as_typed(client, tmp_path, text, line):
    edits = await typed_space(client, tmp_path, text, line)
    assert not edits


async def test_a_paragraph_after_such_blocks_is_still_filled(client, tmp_path):
    text = f"---\ntitle: x\n---\n\n| a | b |\n|---|---|\n\nA paragraph of {WORDS} \n"
    edits = await typed_space(client, tmp_path, text, 7)
    result = apply_edits(text, edits)
    assert result.startswith("---\ntitle: x\n---\n\n| a | b |\n|---|---|\n\nA paragraph of")
    assert all(len(line) <= 40 for line in result.split("\n")[7:-2])
    assert result.endswith(" \n")
