"""Pull diagnostics (LSP 3.17): a client that says it pulls them gets each document's with `textDocument/diagnostic`,
the same as a pushing client is sent, and no published ones besides, so that none is shown twice."""

from __future__ import annotations

import asyncio

from lsprotocol import types as t

from test_session import LONG, client, diagnostics, open_document, start  # noqa: F401 (a fixture)


async def test_a_pulling_client_gets_what_a_pushing_one_is_sent(client, tmp_path):  # noqa: F811
    capabilities = t.ClientCapabilities(
        text_document=t.TextDocumentClientCapabilities(diagnostic=t.DiagnosticClientCapabilities())
    )
    result = await client.initialize_session(
        t.InitializeParams(capabilities=capabilities, initialization_options={"width": 40})
    )
    assert result.capabilities.diagnostic_provider is not None
    text = f"{LONG}\n\nShort.\n\n{LONG}\n"
    uri = open_document(client, tmp_path / "a.txt", text)
    report = await client.text_document_diagnostic_async(
        t.DocumentDiagnosticParams(text_document=t.TextDocumentIdentifier(uri=uri))
    )
    assert report.kind == "full"
    assert [(d.range.start.line, d.code) for d in report.items] == [(0, "rewrap"), (4, "rewrap")]
    await asyncio.sleep(0.5)
    assert uri not in client.diagnostics


async def test_a_pushing_client_is_sent_the_same(client, tmp_path):  # noqa: F811
    await start(client, {"width": 40})
    text = f"{LONG}\n\nShort.\n\n{LONG}\n"
    found = await diagnostics(client, open_document(client, tmp_path / "a.txt", text))
    assert [(d.range.start.line, d.code) for d in found] == [(0, "rewrap"), (4, "rewrap")]
