"""`reflow lsp` driven by pytest-lsp's client (pygls underneath): every method the server offers, with the
command line's output as the reference, Markdown's guarantee, configuration files, and positions on lines of
emoji and CJK in UTF-16 and UTF-8 sessions."""

from __future__ import annotations

import asyncio
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types as t
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_support import apply_edits, reflow_binary, reflow_cli, units

FORMATTING = t.FormattingOptions(tab_size=4, insert_spaces=True)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[reflow_binary(), "lsp"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def start(
    client: LanguageClient, options: dict | None = None, encodings: list[str] | None = None, resolves: bool = False
):
    """Initializes the session with `options` as initializationOptions, offering `encodings`, and resolving code
    actions' edits when `resolves`."""
    resolve = t.ClientCodeActionResolveOptions(properties=["edit"]) if resolves else None
    capabilities = t.ClientCapabilities(
        general=t.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        text_document=t.TextDocumentClientCapabilities(
            code_action=t.CodeActionClientCapabilities(resolve_support=resolve)
        ),
        workspace=t.WorkspaceClientCapabilities(
            did_change_watched_files=t.DidChangeWatchedFilesClientCapabilities(dynamic_registration=False)
        ),
    )
    return await client.initialize_session(
        t.InitializeParams(capabilities=capabilities, initialization_options=options)
    )


def open_document(client: LanguageClient, path: pathlib.Path, text: str, version: int = 1) -> str:
    """Opens `path` as an editor does, with the languageId an editor gives its name."""
    uri = path.as_uri()
    language = "markdown" if path.suffix.lower() in (".md", ".markdown") else "plaintext"
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=uri, language_id=language, version=version, text=text)
        )
    )
    return uri


async def diagnostics(client: LanguageClient, uri: str, timeout: float = 10.0):
    """The next diagnostics published for `uri` (those published before the call are dropped first)."""
    client.diagnostics.pop(uri, None)
    for _ in range(int(timeout / 0.02)):
        if uri in client.diagnostics:
            return client.diagnostics[uri]
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics for {uri} in {timeout} s")


async def published(client: LanguageClient, uri: str, condition, timeout: float = 10.0):
    """Waits until the diagnostics of `uri` satisfy `condition`, and returns them."""
    for _ in range(int(timeout / 0.02)):
        found = client.diagnostics.get(uri)
        if found is not None and condition(found):
            return found
        await asyncio.sleep(0.02)
    raise AssertionError(f"diagnostics for {uri} never became as expected: {client.diagnostics.get(uri)}")


def whole(uri: str, start=(0, 0), end=(0, 0)) -> t.Range:
    return t.Range(start=t.Position(line=start[0], character=start[1]), end=t.Position(line=end[0], character=end[1]))


LONG = (
    "Reflow treats every word as a box and every space as glue, and then it asks a single question of the "
    "whole paragraph: where should the lines end?"
)
SENTENCES = "One sentence here. Another sentence there, a little longer than the first. A third."


async def test_initialize_offers_every_method_with_utf16_positions(client):
    result = await start(client)
    capabilities = result.capabilities
    assert capabilities.position_encoding == "utf-16"
    assert capabilities.document_formatting_provider
    assert capabilities.document_range_formatting_provider
    assert capabilities.document_on_type_formatting_provider.first_trigger_character == " "
    assert capabilities.document_on_type_formatting_provider.more_trigger_character == ("\n",)
    assert capabilities.text_document_sync.change == t.TextDocumentSyncKind.Incremental
    assert result.server_info.name == "reflow"


async def test_utf8_positions_when_the_client_offers_them(client):
    result = await start(client, encodings=["utf-8", "utf-16"])
    assert result.capabilities.position_encoding == "utf-8"


async def test_diagnostics_name_each_paragraph_reflow_would_change(client, tmp_path):
    await start(client, {"width": 40})
    text = f"{LONG}\n\nShort.\n\n{LONG}\n"
    uri = open_document(client, tmp_path / "notes.txt", text)
    found = await diagnostics(client, uri)
    assert [(d.range.start.line, d.range.end.line) for d in found] == [(0, 0), (4, 4)]
    assert all(d.severity == t.DiagnosticSeverity.Hint and d.source == "reflow" for d in found)
    assert found[0].message == f"Line 1 is {len(LONG)} columns, past the width of 40: reflow would rewrap this paragraph"
    assert found[0].range.end.character == len(LONG)


async def test_closing_a_document_clears_its_diagnostics(client, tmp_path):
    await start(client, {"width": 40})
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    assert len(await diagnostics(client, uri)) == 1
    client.text_document_did_close(t.DidCloseTextDocumentParams(text_document=t.TextDocumentIdentifier(uri=uri)))
    await published(client, uri, lambda found: len(found) == 0)
    with pytest.raises(JsonRpcException) as closed:
        await client.text_document_formatting_async(
            t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
        )
    assert "is not open" in str(closed.value)


async def test_the_severity_is_a_setting(client, tmp_path):
    await start(client, {"width": 40, "diagnostic-severity": "information"})
    found = await diagnostics(client, open_document(client, tmp_path / "a.txt", LONG + "\n"))
    assert [d.severity for d in found] == [t.DiagnosticSeverity.Information]


async def test_diagnostics_follow_changes_and_clear_when_fixed(client, tmp_path):
    await start(client, {"width": 40})
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    assert len(await diagnostics(client, uri)) == 1
    fixed = reflow_cli(LONG + "\n", str(tmp_path / "a.txt"), "-w", "40")
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    assert len(await diagnostics(client, uri)) == 0


@pytest.mark.parametrize(
    "name, text",
    [
        ("mail.txt", f"> {LONG}\n> {LONG}\n\n- {LONG}\n-  {SENTENCES}\n\nplain   spaced    words\n"),
        ("README.md", f"# Title\n\n{LONG}\n\n```sh\n{LONG}\n```\n\n- {LONG}\n"),
    ],
)
async def test_formatting_gives_what_the_command_line_gives(client, tmp_path, name, text):
    await start(client, {"width": 36})
    path = tmp_path / name
    uri = open_document(client, path, text)
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert apply_edits(text, edits) == reflow_cli(text, str(path), "-w", "36")
    # Each edit covers only lines that change: no edit reaches a line that stays as it was.
    lines = text.split("\n")
    for edit in edits:
        first, last = edit.range.start.line, edit.range.end.line - 1
        assert edit.new_text.split("\n")[0] != lines[first]
        assert last < first or edit.new_text.split("\n")[-2] != lines[last]


async def test_range_formatting_changes_only_the_paragraphs_the_range_touches(client, tmp_path):
    await start(client, {"width": 30})
    paragraphs = [LONG, SENTENCES, LONG]
    text = "\n\n".join(paragraphs) + "\n"
    uri = open_document(client, tmp_path / "a.txt", text)
    # A selection inside the middle paragraph, not at its start.
    edits = await client.text_document_range_formatting_async(
        t.DocumentRangeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri), range=whole(uri, (2, 10), (2, 20)), options=FORMATTING
        )
    )
    result = apply_edits(text, edits)
    middle = reflow_cli(SENTENCES + "\n", str(tmp_path / "a.txt"), "-w", "30")
    assert result == f"{LONG}\n\n{middle}\n{LONG}\n"


async def test_markdown_range_formatting_keeps_what_would_change_meaning(client, tmp_path):
    await start(client, {"width": 20})
    hazard = "start the  \n1.\nthe end of it all, which runs past twenty\n"
    text = f"Intro that runs on past twenty columns.\n\n{hazard}"
    uri = open_document(client, tmp_path / "doc.md", text)
    found = await diagnostics(client, uri)
    kept = [d for d in found if d.code == "kept-as-written"]
    assert len(kept) == 1 and kept[0].range.start.line == 2
    assert kept[0].message.startswith("Paragraph kept as written: a line of it starts with what could open a list")
    edits = await client.text_document_range_formatting_async(
        t.DocumentRangeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri), range=whole(uri, (0, 0), (4, 5)), options=FORMATTING
        )
    )
    result = apply_edits(text, edits)
    assert result.endswith(hazard)
    assert result.startswith("Intro that runs on\npast twenty columns.\n")


async def test_a_plain_paragraph_that_would_not_settle_is_kept_and_its_diagnostic_says_why(client, tmp_path):
    await start(client, {"width": 40})
    # Joined to the separator, the prose would read back apart from it on the next run (FmtHabitTests).
    prose = "-- \n" + "words that run on " * 8 + "\n"
    text = f"Intro.\n\n{prose}"
    uri = open_document(client, tmp_path / "mail.txt", text)
    found = await diagnostics(client, uri)
    assert [(d.code, d.range.start.line) for d in found] == [("kept-as-written", 2)]
    assert found[0].message.startswith("Paragraph kept as written: rewrapped, its lines would read back")
    edits = await client.text_document_range_formatting_async(
        t.DocumentRangeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri), range=whole(uri, (2, 0), (3, 5)), options=FORMATTING
        )
    )
    assert not edits


async def test_typing_past_the_width_refills_up_to_the_cursor(client, tmp_path):
    await start(client, {"width": 30})
    typed = "Intro.\n\nThe quick brown fox jumps over the lazy dog and keeps on running "
    text = typed + "\n"
    uri = open_document(client, tmp_path / "a.txt", text)
    cursor = t.Position(line=2, character=len(typed.split("\n")[-1]))
    edits = await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri), position=cursor, ch=" ", options=FORMATTING
        )
    )
    result = apply_edits(text, edits)
    filled = reflow_cli(typed.split("\n")[-1].rstrip() + "\n", str(tmp_path / "a.txt"), "-w", "30")
    # The paragraph up to the cursor is filled as the command line fills it; the typed space stays at the end.
    assert result == "Intro.\n\n" + filled[:-1] + " \n"
    # The edits end before the cursor, so an editor keeps it after the space.
    assert all((e.range.end.line, e.range.end.character) <= (cursor.line, cursor.character) for e in edits)


async def test_a_line_end_typed_past_the_width_refills_the_line_it_ended(client, tmp_path):
    await start(client, {"width": 30})
    ended = "> " + LONG
    text = ended + "\n> \n"
    path = tmp_path / "mail.txt"
    uri = open_document(client, path, text)
    edits = await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            position=t.Position(line=1, character=2),
            ch="\n",
            options=FORMATTING,
        )
    )
    # The quoted line is filled inside its marker, and the new line the cursor is on stays as typed.
    assert apply_edits(text, edits) == reflow_cli(ended + "\n", str(path), "-w", "30") + "> \n"


async def test_typing_within_the_width_asks_for_nothing(client, tmp_path):
    await start(client, {"width": 30})
    uri = open_document(client, tmp_path / "a.txt", "Short words \n")
    edits = await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            position=t.Position(line=0, character=12),
            ch=" ",
            options=FORMATTING,
        )
    )
    assert not edits


async def test_code_actions_reflow_join_split_sentences_and_reflow_all(client, tmp_path):
    await start(client, {"width": 30})
    text = f"{SENTENCES}\n\n{LONG}\n"
    path = tmp_path / "a.txt"
    uri = open_document(client, path, text)
    found = await diagnostics(client, uri)
    actions = await client.text_document_code_action_async(
        t.CodeActionParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            range=whole(uri, (0, 3), (0, 3)),
            context=t.CodeActionContext(diagnostics=[found[0]]),
        )
    )
    by_title = {action.title: action for action in actions}
    assert list(by_title) == ["Reflow paragraph", "One sentence per line", "Reflow all"]
    reflow = by_title["Reflow paragraph"]
    assert reflow.kind == t.CodeActionKind.QuickFix and reflow.is_preferred
    assert list(reflow.diagnostics) == [found[0]]
    assert apply_edits(text, reflow.edit.changes[uri]) == reflow_cli(SENTENCES + "\n", str(path), "-w", "30") + "\n" + LONG + "\n"
    sentences = apply_edits(text, by_title["One sentence per line"].edit.changes[uri])
    first = sentences.split("\n\n")[0].split("\n")
    assert [line for line in first if line.startswith(("One ", "Another ", "A third"))] == [
        line for line in first if line[0].isupper()
    ]
    assert first[0] == "One sentence here." and first[-1] == "A third." and len(first) >= 3
    assert apply_edits(text, by_title["Reflow all"].edit.changes[uri]) == reflow_cli(text, str(path), "-w", "30")
    assert by_title["Reflow all"].kind == "source.fixAll.reflow"

    wrapped = reflow_cli(text, str(path), "-w", "30")
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=wrapped)],
        )
    )
    second = wrapped.split("\n").index("") + 1
    actions = await client.text_document_code_action_async(
        t.CodeActionParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            range=whole(uri, (second + 1, 0), (second + 1, 0)),
            context=t.CodeActionContext(diagnostics=[], only=[t.CodeActionKind.RefactorRewrite]),
        )
    )
    # Filled already, and one sentence: only joining changes it.
    assert [action.title for action in actions] == ["Join paragraph into one line"]
    joined = apply_edits(wrapped, actions[0].edit.changes[uri])
    assert LONG in joined.split("\n")


async def test_a_costly_markdown_action_is_worked_out_when_chosen(client, tmp_path):
    await start(client, {"width": 30}, resolves=True)
    # A footnote makes the paragraph's stretch mean something else alone (its definition moves to the end), so
    # another wrapping of it is the whole document formatted again.
    noted = SENTENCES.replace("here.", "here.[^1]")
    text = f"# Notes\n\n{noted}\n\n{LONG}\n\n[^1]: A note.\n"
    path = tmp_path / "notes.md"
    uri = open_document(client, path, text)
    await diagnostics(client, uri)
    request = t.CodeActionParams(
        text_document=t.TextDocumentIdentifier(uri=uri),
        range=whole(uri, (2, 0), (2, 0)),
        context=t.CodeActionContext(diagnostics=[]),
    )
    actions = {action.title: action for action in await client.text_document_code_action_async(request)}
    # Reflowing reads the diagnostics' result; another wrapping would format the whole document again, so it waits.
    assert actions["Reflow paragraph"].edit is not None
    assert actions["One sentence per line"].edit is None and actions["One sentence per line"].data is not None
    resolved = await client.code_action_resolve_async(actions["One sentence per line"])
    # The paragraph under the cursor only, as `reflow --wrap sentence` writes it in the document.
    sentences = reflow_cli(text, str(path), "-w", "30", "--wrap", "sentence").split("\n\n")[1]
    assert sentences.endswith("\nA third.")
    assert apply_edits(text, resolved.edit.changes[uri]) == text.replace(noted, sentences)
    # Once the document changes, an action offered before it is refused rather than applied to other text.
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=text + "\nMore.\n")],
        )
    )
    with pytest.raises(JsonRpcException) as stale:
        await client.code_action_resolve_async(actions["Join paragraph into one line"])
    assert "changed since the action was offered" in str(stale.value)


async def test_a_broken_configuration_is_reported_on_its_key_and_refuses_formatting(client, tmp_path):
    await start(client)
    config = tmp_path / ".reflow.toml"
    config.write_text('width = 40\nalgorithm = "fastest"\n')
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    found = await published(client, config.as_uri(), lambda found: len(found) == 1)
    assert found[0].range == whole(config.as_uri(), (1, 0), (1, 9))
    assert found[0].severity == t.DiagnosticSeverity.Error
    assert "'algorithm'" in found[0].message and "fastest" in found[0].message
    with pytest.raises(JsonRpcException) as refused:
        await client.text_document_formatting_async(
            t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
        )
    assert ".reflow.toml:2: 'algorithm'" in str(refused.value)

    # Fixed on disk and reported by the editor's file watcher: the diagnostic goes, and formatting comes back.
    config.write_text('width = 40\nalgorithm = "greedy"\n')
    client.workspace_did_change_watched_files(
        t.DidChangeWatchedFilesParams(changes=[t.FileEvent(uri=config.as_uri(), type=t.FileChangeType.Changed)])
    )
    await published(client, config.as_uri(), lambda found: len(found) == 0)
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert apply_edits(LONG + "\n", edits) == reflow_cli(LONG + "\n", str(tmp_path / "a.txt"))


async def test_nested_configurations_and_editorconfig_apply_as_on_the_command_line(client, tmp_path):
    await start(client)
    # EditorConfig's width at the top; a nearer .reflow.toml wins over it, and one nearer still keeps its key.
    (tmp_path / ".editorconfig").write_text("root = true\n\n[*]\nmax_line_length = 50\n")
    (tmp_path / ".reflow.toml").write_text("root = true\n")
    docs = tmp_path / "docs"
    guide = docs / "guide"
    guide.mkdir(parents=True)
    (docs / ".reflow.toml").write_text("width = 35\n")
    (guide / ".reflow.toml").write_text('align = "right"\n')
    top = open_document(client, tmp_path / "top.txt", LONG + "\n")
    assert "width of 50" in (await diagnostics(client, top))[0].message
    path = guide / "deep.txt"
    uri = open_document(client, path, LONG + "\n")
    assert "width of 35" in (await diagnostics(client, uri))[0].message
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    expected = reflow_cli(LONG + "\n", str(path), "--no-config", "-w", "35", "--align", "right")
    assert expected.startswith(" ")
    assert apply_edits(LONG + "\n", edits) == expected

    # A bad key in a configuration file above the document is reported on that file, and refuses formatting.
    (docs / ".reflow.toml").write_text("width = 35\nalgorithm = \"fastest\"\n")
    client.workspace_did_change_watched_files(
        t.DidChangeWatchedFilesParams(
            changes=[t.FileEvent(uri=(docs / ".reflow.toml").as_uri(), type=t.FileChangeType.Changed)]
        )
    )
    found = await published(client, (docs / ".reflow.toml").as_uri(), lambda found: len(found) == 1)
    assert found[0].range.start.line == 1 and "'algorithm'" in found[0].message
    with pytest.raises(JsonRpcException):
        await client.text_document_formatting_async(
            t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
        )


async def test_saving_the_configuration_in_the_editor_checks_it_again(client, tmp_path):
    await start(client)
    config = tmp_path / ".reflow.toml"
    config.write_text("width = [\n")
    open_document(client, tmp_path / "a.txt", LONG + "\n")
    found = await published(client, config.as_uri(), lambda found: len(found) == 1)
    assert found[0].range.start.line >= 0
    config_uri = open_document(client, config, "width = [\n")
    config.write_text("width = 50\n")
    client.text_document_did_save(t.DidSaveTextDocumentParams(text_document=t.TextDocumentIdentifier(uri=config_uri)))
    await published(client, config.as_uri(), lambda found: len(found) == 0)
    # The document showed the broken configuration too; what it shows now is its own paragraph's diagnostic.
    found = await published(
        client, (tmp_path / "a.txt").as_uri(), lambda found: len(found) == 1 and found[0].code == "rewrap"
    )
    assert "width of 50" in found[0].message


async def test_the_editors_settings_win_over_the_configuration_file(client, tmp_path):
    await start(client, {"width": 30})
    (tmp_path / ".reflow.toml").write_text("width = 60\n")
    path = tmp_path / "a.txt"
    uri = open_document(client, path, LONG + "\n")
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert apply_edits(LONG + "\n", edits) == reflow_cli(LONG + "\n", str(path), "-w", "30")


async def test_a_configuration_change_takes_effect_without_a_restart(client, tmp_path):
    await start(client, {"width": 60})
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    assert "width of 60" in (await diagnostics(client, uri))[0].message
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(settings={"reflow": {"width": 25}}))
    found = await published(client, uri, lambda found: found and "width of 25" in found[0].message)
    assert len(found) == 1


@pytest.mark.parametrize(
    "settings, reason",
    [
        ({"width": "wide"}, "'width'"),
        ({"width": {"columns": 30}}, "'width': expected true, false, a number, a string or an array"),
        ({"exclude": ["a", {"b": 1}]}, "'exclude': an array may hold only strings and numbers"),
    ],
)
async def test_a_bad_setting_from_the_editor_is_shown_and_refuses_formatting(client, tmp_path, settings, reason):
    await start(client, settings)
    uri = open_document(client, tmp_path / "a.txt", LONG + "\n")
    for _ in range(500):
        if client.messages:
            break
        await asyncio.sleep(0.02)
    assert "the editor's settings" in client.messages[0].message
    assert reason in client.messages[0].message
    with pytest.raises(JsonRpcException):
        await client.text_document_formatting_async(
            t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
        )


async def test_incremental_changes_are_applied_before_formatting(client, tmp_path):
    await start(client, {"width": 30})
    text = "Start.\n\nA 😀 line with 中文 in it.\n"
    path = tmp_path / "a.txt"
    uri = open_document(client, path, text)
    # Insert after the emoji (UTF-16: 'A', ' ', two units of emoji) and replace '中文' by a longer run.
    insert = t.Position(line=2, character=4)
    changes = [
        t.TextDocumentContentChangePartial(range=t.Range(start=insert, end=insert), text=" inserted words that run long"),
    ]
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=2), content_changes=changes
        )
    )
    expected = "Start.\n\nA 😀 inserted words that run long line with 中文 in it.\n"
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert apply_edits(expected, edits) == reflow_cli(expected, str(path), "-w", "30")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8"])
async def test_positions_count_emoji_and_cjk_in_the_sessions_units(client, tmp_path, encoding):
    result = await start(client, {"width": 24}, encodings=[encoding])
    assert result.capabilities.position_encoding == encoding
    line = "前置き 😀 emoji and 漢字 on one line that runs past the width"
    text = f"Title\n\n{line}\n"
    path = tmp_path / "cjk.txt"
    uri = open_document(client, path, text)
    found = await diagnostics(client, uri)
    # The diagnostic ends at the line's end, counted in the session's units.
    assert found[0].range.end == t.Position(line=2, character=units(line, encoding))
    # A range that starts after the emoji, counted in the session's units, selects the paragraph.
    after_emoji = units("前置き 😀 ", encoding)
    edits = await client.text_document_range_formatting_async(
        t.DocumentRangeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            range=whole(uri, (2, after_emoji), (2, after_emoji + 1)),
            options=FORMATTING,
        )
    )
    assert apply_edits(text, edits, encoding) == reflow_cli(text, str(path), "-w", "24")
    # Typing a space after '漢字' refills up to there, counted in the same units.
    cursor = units("前置き 😀 emoji and 漢字 ", encoding)
    typed = f"Title\n\n{line[: len('前置き 😀 emoji and 漢字 ')]}\n"
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=typed)],
        )
    )
    edits = await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            position=t.Position(line=2, character=cursor),
            ch=" ",
            options=FORMATTING,
        )
    )
    refilled = apply_edits(typed, edits, encoding)
    assert refilled.endswith("漢字 \n") and refilled.startswith("Title\n\n前置き")
    assert "".join(refilled.split()) == "".join(typed.split())
