"""Settings for clients that watch no files (Neovim 0.7): a `.reflow.toml` saved on disk is read again at the next
message, with no notification, and a broken one is reported on the document it stops, not only on itself."""

from __future__ import annotations

from lsprotocol import types as t

from test_session import FORMATTING, LONG, client, diagnostics, open_document, start  # noqa: F401 (a fixture)


async def widest_line(client, uri: str) -> int:
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert edits
    return max(len(line) for edit in edits for line in edit.new_text.split("\n"))


async def test_a_configuration_file_saved_on_disk_is_read_at_the_next_request(client, tmp_path):  # noqa: F811
    (tmp_path / ".reflow.toml").write_text("width = 60\n")
    await start(client)
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    assert 50 < await widest_line(client, uri) <= 60
    (tmp_path / ".reflow.toml").write_text("width = 30\n")
    assert await widest_line(client, uri) <= 30


async def test_a_broken_configuration_is_shown_on_the_document_it_stops(client, tmp_path):  # noqa: F811
    (tmp_path / ".reflow.toml").write_text('width = "wide"\n')
    await start(client)
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    found = await diagnostics(client, uri)
    assert [d.code for d in found] == ["configuration"]
    assert ".reflow.toml:1" in found[0].message and "width" in found[0].message
