"""Keys only the command line may give (`in-place`, `check`, `diff`, `version`) in a project's `.reflow.toml` are left
out for the editor, with a warning on the server's standard error, so formatting keeps working: they stopped every
document of the project before."""

from __future__ import annotations

import pytest
from lsprotocol import types as t

from lsp_support import apply_edits, reflow_cli
from test_session import FORMATTING, LONG, client, open_document, start  # noqa: F401 (a fixture)


@pytest.mark.parametrize("setting", ["in-place = true", "check = true", "diff = true", "version = true"])
async def test_a_command_line_key_in_the_configuration_does_not_stop_formatting(client, tmp_path, setting):  # noqa: F811
    (tmp_path / ".reflow.toml").write_text(f"root = true\nwidth = 30\n{setting}\n")
    await start(client)
    path = tmp_path / "a.txt"
    uri = open_document(client, path, LONG + "\n")
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    # The command line agrees: --stdin-filepath leaves the key out too, and the width of 30 applies.
    assert apply_edits(LONG + "\n", edits) == reflow_cli(LONG + "\n", str(path))
    assert max(len(line) for line in reflow_cli(LONG + "\n", str(path)).splitlines()) <= 30
