"""*Reflow all*, for a client that resolves code actions, is offered without its edit (on a large document the edit
is megabytes, worked out at every request for actions) and worked out when chosen; it is not offered where an
earlier format says nothing would change."""

from __future__ import annotations

from lsprotocol import types as t

from lsp_support import apply_edits, reflow_cli
from test_session import LONG, client, diagnostics, open_document, start, whole  # noqa: F401 (a fixture)


def fix_all(uri: str) -> t.CodeActionParams:
    return t.CodeActionParams(
        text_document=t.TextDocumentIdentifier(uri=uri),
        range=whole(uri),
        context=t.CodeActionContext(diagnostics=[], only=["source.fixAll.reflow"]),
    )


async def test_reflow_all_is_worked_out_when_chosen(client, tmp_path):  # noqa: F811
    await start(client, {"width": 30}, resolves=True)
    text = f"{LONG}\n\nShort.\n\n{LONG}\n"
    path = tmp_path / "a.txt"
    uri = open_document(client, path, text)
    actions = await client.text_document_code_action_async(fix_all(uri))
    assert [a.title for a in actions] == ["Reflow all"]
    assert actions[0].edit is None and actions[0].data is not None
    resolved = await client.code_action_resolve_async(actions[0])
    assert apply_edits(text, resolved.edit.changes[uri]) == reflow_cli(text, str(path), "-w", "30")


async def test_reflow_all_is_not_offered_for_a_document_already_reflowed(client, tmp_path):  # noqa: F811
    await start(client, {"width": 30}, resolves=True)
    path = tmp_path / "a.txt"
    text = reflow_cli(f"{LONG}\n", str(path), "-w", "30")
    uri = open_document(client, path, text)
    await diagnostics(client, uri)
    assert not await client.text_document_code_action_async(fix_all(uri))
