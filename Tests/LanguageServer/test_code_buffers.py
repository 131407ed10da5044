"""Source code buffers in `reflow lsp` (issue 59 point 7, issue 58 point 7): the client's languageId makes a buffer
code in its language, and then only its comments change, as `reflow` formats a source file. Whole-document and
range formatting, filling as the user types, and diagnostics each read the comment formatter's result, so an edit
never reaches a line of code, however much a string or a here-document inside it looks like a comment."""

from __future__ import annotations

import pytest
from lsprotocol import types as t

from lsp_support import apply_edits, reflow_cli
from test_session import FORMATTING, client, published, start  # noqa: F401 (client is a fixture)

WORDS = "comment words that keep going well past the width of forty columns here"

PYTHON = (
    "import sys\n"
    "\n"
    f"# First {WORDS}.\n"
    "x = 1\n"
    f'TEXT = "# a string {WORDS}"\n'
    "\n"
    f"    # Second, indented, {WORDS}.\n"
    "y = 2\n"
)

SWIFT = (
    "import Foundation\n"
    "\n"
    f"// First {WORDS}.\n"
    "let x = 1\n"
    f'let text = "// a string {WORDS}"\n'
    "\n"
    f"// Second {WORDS}.\n"
    "let y = 2\n"
)

SHELL = (
    "#!/bin/sh\n"
    f"# A comment {WORDS}.\n"
    "cat <<EOF\n"
    f"# not a comment but the script's output, {WORDS}\n"
    "# and its second line\n"
    "EOF\n"
)

BUFFERS = {"python": ("a.py", PYTHON), "swift": ("a.swift", SWIFT)}


def open_code(client, uri: str, language_id: str, text: str) -> None:
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)
        )
    )


def code_lines(text: str) -> list[str]:
    """The lines that hold no comment of their own: the code."""
    return [line for line in text.split("\n") if not line.lstrip().startswith(("#", "//"))]


@pytest.mark.parametrize("language_id", ["python", "swift"])
@pytest.mark.parametrize("named", [True, False], ids=["named by languageId over a .txt name", "untitled"])
async def test_a_code_buffer_is_formatted_as_the_command_formats_its_source_file(
    client, tmp_path, language_id, named  # noqa: F811
):
    await start(client, {"width": 40})
    name, text = BUFFERS[language_id]
    uri = (tmp_path / "notes.txt").as_uri() if named else "untitled:Untitled-1"
    open_code(client, uri, language_id, text)
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert edits
    result = apply_edits(text, edits)
    assert result == reflow_cli(text, str(tmp_path / name), "-w", "40")
    assert code_lines(result) == code_lines(text)
    assert all(len(line) <= 40 for line in result.split("\n") if line.lstrip().startswith(("#", "//")))


@pytest.mark.parametrize("language_id", ["python", "swift"])
async def test_a_range_changes_only_the_comment_runs_it_touches(client, tmp_path, language_id):  # noqa: F811
    await start(client, {"width": 40})
    name, text = BUFFERS[language_id]
    uri = (tmp_path / name).as_uri()
    open_code(client, uri, language_id, text)
    lines = text.split("\n")
    # The range covers the code line and the string of lines 3 and 4, and ends inside the second run (line 6).
    range_ = t.Range(start=t.Position(line=3, character=0), end=t.Position(line=6, character=8))
    edits = await client.text_document_range_formatting_async(
        t.DocumentRangeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri), range=range_, options=FORMATTING
        )
    )
    assert edits
    assert all(edit.range.start.line >= 6 for edit in edits), "only the second run changes"
    result = apply_edits(text, edits).split("\n")
    assert result[:6] == lines[:6]
    whole = reflow_cli(text, str(tmp_path / name), "-w", "40").split("\n")
    assert result[6:] == whole[len(whole) - len(result) + 6 :]


async def test_a_range_over_code_alone_changes_nothing(client, tmp_path):  # noqa: F811
    await start(client, {"width": 40})
    uri = (tmp_path / "a.py").as_uri()
    open_code(client, uri, "python", PYTHON)
    range_ = t.Range(start=t.Position(line=3, character=0), end=t.Position(line=5, character=0))
    edits = await client.text_document_range_formatting_async(
        t.DocumentRangeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri), range=range_, options=FORMATTING
        )
    )
    assert not edits


async def typed_space(client, uri: str, text: str, line: int):
    return await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            position=t.Position(line=line, character=len(text.split("\n")[line])),
            ch=" ",
            options=FORMATTING,
        )
    )


@pytest.mark.parametrize("language_id", ["python", "swift"])
async def test_a_space_typed_past_the_width_in_a_comment_refills_its_run(client, tmp_path, language_id):  # noqa: F811
    await start(client, {"width": 40})
    name, text = BUFFERS[language_id]
    # The space has just been typed at the end of the first run's line.
    lines = text.split("\n")
    lines[2] += " "
    typed = "\n".join(lines)
    uri = (tmp_path / name).as_uri()
    open_code(client, uri, language_id, typed)
    edits = await typed_space(client, uri, typed, 2)
    assert edits
    assert all(edit.range.start.line == 2 and edit.range.end.line == 2 for edit in edits), "the typed run alone"
    result = apply_edits(typed, edits)
    assert code_lines(result) == code_lines(typed)
    changed = result.split("\n")[2 : 2 + len(result.split("\n")) - len(lines) + 1]
    assert len(changed) > 1 and all(len(line) <= 40 for line in changed)


@pytest.mark.parametrize("language_id", ["python", "swift"])
async def test_a_space_typed_past_the_width_in_code_asks_for_nothing(client, tmp_path, language_id):  # noqa: F811
    await start(client, {"width": 40})
    name, text = BUFFERS[language_id]
    lines = text.split("\n")
    lines[4] += " "
    typed = "\n".join(lines)
    uri = (tmp_path / name).as_uri()
    open_code(client, uri, language_id, typed)
    assert not await typed_space(client, uri, typed, 4)


@pytest.mark.parametrize("language_id", ["python", "swift"])
async def test_a_comment_run_formatting_would_change_gets_a_diagnostic(client, tmp_path, language_id):  # noqa: F811
    await start(client, {"width": 40})
    name, text = BUFFERS[language_id]
    uri = (tmp_path / name).as_uri()
    open_code(client, uri, language_id, text)
    found = await published(client, uri, lambda diagnostics: len(diagnostics) >= 2)
    assert sorted(d.range.start.line for d in found) == [2, 6], "each run, and not the string's line"
    assert all(d.code == "rewrap" and d.source == "reflow" for d in found)


async def test_a_here_document_is_never_edited(client, tmp_path):  # noqa: F811
    await start(client, {"width": 40})
    uri = (tmp_path / "run.sh").as_uri()
    open_code(client, uri, "shellscript", SHELL)
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert edits, "the comment above the here-document is rewrapped"
    assert all(edit.range.end.line <= 2 for edit in edits)
    result = apply_edits(SHELL, edits)
    assert result.endswith(SHELL[SHELL.index("cat <<EOF") :])
    # Typing in the here-document's long line asks for nothing either.
    lines = SHELL.split("\n")
    assert not await typed_space(client, uri, SHELL, 3)
    assert lines[3].startswith("# not a comment")


async def test_a_kept_file_gets_no_edits_and_a_diagnostic_naming_why(client, tmp_path):  # noqa: F811
    """A line longer than the lexer reads (minified code) keeps the whole file, as the command keeps it."""
    text = f"// A comment {WORDS}.\nvar s = \"{'x' * 1000}\";\n"
    uri = (tmp_path / "a.js").as_uri()
    await start(client, {"width": 40})
    open_code(client, uri, "javascript", text)
    edits = await client.text_document_formatting_async(
        t.DocumentFormattingParams(text_document=t.TextDocumentIdentifier(uri=uri), options=FORMATTING)
    )
    assert not edits
    found = await published(client, uri, lambda diagnostics: len(diagnostics) >= 1)
    assert [(d.code, d.range.start.line) for d in found] == [("kept-as-written", 0)]
    assert "kept as written" in found[0].message and "lexer" in found[0].message


@pytest.mark.parametrize(
    "name, language_id, text, line",
    [
        ("a.c", "c", f"int x;\n/*\n * A block comment, {WORDS} \n * and more\n */\nint y;\n", 2),
        ("A.java", "java", f"class A {{\n  /**\n   * Javadoc {WORDS} \n   */\n  void f() {{}}\n}}\n", 2),
    ],
    ids=["C block comment", "Javadoc"],
)
async def test_a_space_typed_inside_a_block_comment_refills_the_lines_up_to_the_cursor(
    client, tmp_path, name, language_id, text, line  # noqa: F811
):
    """Cut at the cursor, the block comment is still closed where the buffer closes it, so its lines are a comment
    run; the lines after the cursor stay as typed."""
    await start(client, {"width": 40})
    uri = (tmp_path / name).as_uri()
    open_code(client, uri, language_id, text)
    edits = await typed_space(client, uri, text, line)
    assert edits
    assert all(edit.range.start.line == line and edit.range.end.line == line for edit in edits)
    result = apply_edits(text, edits).split("\n")
    before = text.split("\n")
    added = len(result) - len(before)
    assert added > 0
    assert all(len(typed.rstrip()) <= 40 for typed in result[line : line + added + 1])
    assert result[line + added + 1 :] == before[line + 1 :]


async def test_typing_in_a_crlf_buffer_keeps_its_line_ends(client, tmp_path):  # noqa: F811
    await start(client, {"width": 40})
    lines = PYTHON.split("\n")
    lines[2] += " "
    typed = "\r\n".join(lines)
    uri = (tmp_path / "a.py").as_uri()
    open_code(client, uri, "python", typed)
    edits = await typed_space(client, uri, typed.replace("\r\n", "\n"), 2)
    assert edits
    result = apply_edits(typed, edits)
    assert "\n" not in result.replace("\r\n", "")
    assert len(result.split("\r\n")) > len(lines)
