"""On-type fill works out the paragraph up to the cursor, where a construct that closes after the cursor reads as
prose: a code span, a link destination in angle brackets, a Liquid or Hugo highlight block, a definition's term, a
doc comment's code span. Whatever edit a space typed there asks for, the document then formats as it did before it:
the fill agrees with formatting the whole paragraph, and so never breaks such a unit."""

from __future__ import annotations

import subprocess

import pytest
import pytest_lsp
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_support import apply_edits, reflow_binary

FORMATTING = t.FormattingOptions(tab_size=4, insert_spaces=True)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[reflow_binary(), "lsp"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


def formatted(text: str, name: str) -> str:
    """`text` as `reflow -w 40` formats it as the file `name`."""
    return subprocess.run(
        [reflow_binary(), "-w", "40", "--stdin-filepath", name], input=text.encode(), capture_output=True, check=True
    ).stdout.decode()


CASES = [
    ("doc.md", "markdown", "To list all the files, run this: `ls  -l  |  sort  -k5` in the shell.\n", 0, "sort "),
    ("doc.md", "markdown", "See the notes in [the guide](<docs/my long file name.md>) for details.\n", 0, "file "),
    (
        "doc.md", "markdown",
        'Intro.\n\n{% highlight ruby %}\ndef greet(name) puts "Hello there, #{name}, nice to meet \nend\n'
        "{% endhighlight %}\n",
        3, "meet ",
    ),
    (
        "doc.md", "markdown",
        'Intro.\n\n{{< highlight go >}}\nfunc main() { fmt.Println("hello there, this is a long line of go \n'
        "{{< /highlight >}}\n",
        3, "go ",
    ),
    ("doc.md", "markdown", "Intro.\n\nA term that is long and keeps going past the width of forty \n:   The definition.\n", 2, "forty "),
    ("a.rs", "rust", "/// Call it as `run  --fast  --all  --verbose  now` from the shell please.\nfn main() {}\n", 0, "--all "),
]


@pytest.mark.parametrize(
    "name, language, text, line, after", CASES,
    ids=["code span", "angle-bracket link", "Liquid highlight", "Hugo highlight", "definition term", "doc comment span"],
)
async def test_a_space_typed_inside_a_unit_never_breaks_it(client, tmp_path, name, language, text, line, after):
    await client.initialize_session(
        t.InitializeParams(capabilities=t.ClientCapabilities(), initialization_options={"width": 40})
    )
    uri = (tmp_path / name).as_uri()
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(text_document=t.TextDocumentItem(uri=uri, language_id=language, version=1, text=text))
    )
    row = text.split("\n")[line]
    edits = await client.text_document_on_type_formatting_async(
        t.DocumentOnTypeFormattingParams(
            text_document=t.TextDocumentIdentifier(uri=uri),
            position=t.Position(line=line, character=row.index(after) + len(after)),
            ch=" ",
            options=FORMATTING,
        )
    )
    assert formatted(apply_edits(text, edits or []), name) == formatted(text, name)
