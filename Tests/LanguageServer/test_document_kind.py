"""The client's languageId decides whether a document is Markdown or plain text (an untitled buffer, a README with
no extension and an `.Rmd` file are Markdown when the editor says so), and settings nested under `reflow` in
initializationOptions are taken, as they are in didChangeConfiguration."""

from __future__ import annotations

import pytest
from lsprotocol import types as t

from test_session import FORMATTING, LONG, client, start  # noqa: F401 (client is a fixture)

# A long paragraph, then a fenced code block whose lines plain text would join.
DOCUMENT = f"{LONG}\n\n```sh\nmake\nmake install\n```\n"


async def formatted(client, uri: str, language_id: str, text: str) -> list[t.TextEdit]:
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)
        )
    )
    return await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )


@pytest.mark.parametrize("name", ["untitled:Untitled-1", "README", "report.Rmd", "notes.mkd"])
async def test_a_markdown_language_id_formats_as_markdown(client, tmp_path, name):  # noqa: F811
    await start(client, {"width": 40})
    uri = name if name.startswith("untitled:") else (tmp_path / name).as_uri()
    edits = await formatted(client, uri, "markdown", DOCUMENT)
    assert edits, "the long paragraph is rewrapped"
    # The code block's lines are untouched: every edit ends before it.
    assert all(edit.range.end.line < 2 for edit in edits)


async def test_a_plaintext_language_id_formats_a_md_file_as_plain_text(client, tmp_path):  # noqa: F811
    await start(client, {"width": 40})
    edits = await formatted(client, (tmp_path / "a.md").as_uri(), "plaintext", DOCUMENT)
    # Plain text joins the fence's lines into one paragraph.
    assert any(edit.range.end.line >= 3 for edit in edits)


async def test_settings_nested_under_reflow_in_initialization_options_are_taken(client, tmp_path):  # noqa: F811
    await start(client, {"reflow": {"width": 30}})
    edits = await formatted(client, (tmp_path / "a.txt").as_uri(), "plaintext", LONG + "\n")
    assert edits
    assert all(len(line) <= 30 for edit in edits for line in edit.new_text.split("\n"))


@pytest.mark.parametrize("configured", [False, True])
async def test_markdown_extensions_decide_when_the_language_id_does_not(client, tmp_path, configured):  # noqa: F811
    """An `.mdx` file whose languageId (`mdx`) names no kind Reflow knows is read by its name, as the command reads
    it: plain text, which joins the fence, unless `.reflow.toml`'s `markdown-extensions` makes `.mdx` Markdown."""
    if configured:
        (tmp_path / ".reflow.toml").write_text('markdown-extensions = ["mdx"]\n')
    await start(client, {"width": 40})
    edits = await formatted(client, (tmp_path / "page.mdx").as_uri(), "mdx", DOCUMENT)
    assert edits, "the long paragraph is rewrapped either way"
    fence_untouched = all(edit.range.end.line < 2 for edit in edits)
    assert fence_untouched == configured


def test_an_mdx_document_keeps_its_module_blocks(tmp_path):
    """A `.mdx` document that `markdown-extensions` makes Markdown keeps its `import` and `export` blocks, which MDX
    reads as JavaScript, and has its prose rewrapped."""
    from lsp_support import WireClient, apply_edits

    modules = 'import { Chart } from "./chart"\nexport const meta = { title: "A title" }\n'
    text = modules + "\nSome prose that is long enough to be rewrapped at a width of forty columns, surely.\n"
    wire = WireClient()
    try:
        wire.initialize({"width": 40, "markdown-extensions": ["mdx"]})
        uri = (tmp_path / "page.mdx").as_uri()
        wire.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "mdx", "version": 1, "text": text}})
        answer = wire.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": True}})
        result = apply_edits(text, answer["result"])
        assert result.startswith(modules + "\n"), result
        assert result != text
        assert all(len(line) <= 40 for line in result.split("\n"))
    finally:
        wire.close()
