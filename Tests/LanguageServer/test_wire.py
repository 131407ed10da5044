"""`reflow lsp` on the wire: every malformed message gets a JSON-RPC error that says what was wrong, the session
goes on after it, and the end of the pipe or `exit` ends the server cleanly."""

from __future__ import annotations

import time

import pytest

from lsp_support import WireClient

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS = -32700, -32600, -32601, -32602
NOT_INITIALIZED, REQUEST_FAILED = -32002, -32803


@pytest.fixture
def wire():
    client = WireClient()
    yield client
    client.close()


def still_answers(wire: WireClient) -> None:
    """The session goes on: a request after the bad message is answered."""
    answer = wire.request("textDocument/formatting", {"textDocument": {"uri": "file:///nowhere.txt"}, "options": {}})
    assert answer["error"]["code"] == INVALID_PARAMS
    assert "not open" in answer["error"]["message"]


def test_a_request_before_initialize_is_refused(wire):
    answer = wire.request("textDocument/formatting", {"textDocument": {"uri": "file:///a.txt"}, "options": {}})
    assert answer["error"]["code"] == NOT_INITIALIZED


def test_a_header_without_length_gets_a_parse_error_and_the_session_goes_on(wire):
    wire.initialize()
    wire.write(b"Content-Type: application/json\r\n\r\n")
    error = wire.read()
    assert error["id"] is None
    assert error["error"]["code"] == PARSE_ERROR
    assert error["error"]["message"] == "bad message header: the header has no Content-Length"
    still_answers(wire)


def test_a_length_that_is_no_number_gets_a_parse_error(wire):
    wire.initialize()
    wire.write(b'Content-Length: lots\r\n\r\n{"jsonrpc": "2.0"}')
    error = wire.read()
    assert error["error"]["code"] == PARSE_ERROR
    assert "'lots' is not a length" in error["error"]["message"]
    still_answers(wire)


def test_bad_json_gets_a_parse_error(wire):
    wire.initialize()
    body = b'{"jsonrpc": "2.0", "id": 7, "method": '
    wire.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    error = wire.read()
    assert error["id"] is None
    assert error["error"]["code"] == PARSE_ERROR
    assert error["error"]["message"].startswith("the message is not JSON")
    still_answers(wire)


def test_json_that_is_no_request_is_an_invalid_request(wire):
    wire.initialize()
    for body, reason in [(b"[1, 2]", "not a JSON object"), (b'{"id": 3, "method": "shutdown"}', '"jsonrpc": "2.0"')]:
        wire.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        error = wire.read()
        assert error["error"]["code"] == INVALID_REQUEST
        assert reason in error["error"]["message"]
    still_answers(wire)


def test_an_unknown_method_is_named_and_an_unknown_notification_ignored(wire):
    wire.initialize()
    wire.notify("workspace/somethingNew", {"x": 1})
    answer = wire.request("textDocument/hover", {"textDocument": {"uri": "file:///a.txt"}, "position": {"line": 0, "character": 0}})
    assert answer["error"] == {"code": METHOD_NOT_FOUND, "message": "reflow lsp has no method 'textDocument/hover'"}
    still_answers(wire)


def test_params_that_do_not_fit_name_the_field(wire):
    wire.initialize()
    answer = wire.request("textDocument/rangeFormatting", {"textDocument": {"uri": "file:///a.txt"}, "options": {}})
    assert answer["error"]["code"] == INVALID_PARAMS
    assert "'range'" in answer["error"]["message"]


def test_a_range_past_the_end_names_the_line(wire):
    wire.initialize()
    uri = "file:///tmp/reflow-wire/notes.txt"
    wire.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": "one line\nand another\n"}},
    )
    answer = wire.request(
        "textDocument/rangeFormatting",
        {
            "textDocument": {"uri": uri},
            "range": {"start": {"line": 0, "character": 0}, "end": {"line": 12, "character": 0}},
            "options": {"tabSize": 4, "insertSpaces": True},
        },
    )
    assert answer["error"]["code"] == INVALID_PARAMS
    assert answer["error"]["message"] == f"{uri}: line 13 is past the end of the document, which has 3 lines"
    still_answers(wire)


def test_invalid_utf8_in_a_document_gets_a_parse_error_naming_the_byte(wire):
    wire.initialize()
    text = b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/b.txt", "languageId": "plaintext", "version": 1, "text": "caf\xe9 au lait"}}}'
    wire.write(b"Content-Length: %d\r\n\r\n" % len(text) + text)
    error = wire.read()
    assert error["id"] is None
    assert error["error"]["code"] == PARSE_ERROR
    invalid = text.index(bytes([0xE9]))
    assert error["error"]["message"] == f"the message is not valid UTF-8: byte {invalid} of its body"
    # The document was not opened, and the server says so rather than format something else.
    answer = wire.request("textDocument/formatting", {"textDocument": {"uri": "file:///tmp/b.txt"}, "options": {}})
    assert answer["error"]["code"] == INVALID_PARAMS


def test_a_binary_document_is_refused_with_the_place_of_its_nul(wire):
    wire.initialize()
    uri = "file:///tmp/reflow-wire/data.txt"
    wire.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": "header\nab\u0000cd\n"}},
    )
    answer = wire.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {}})
    assert answer["error"]["code"] == REQUEST_FAILED
    assert "line 2, character 2 is a NUL byte" in answer["error"]["message"]


def test_a_client_that_can_watch_files_is_asked_to_watch_the_configuration(wire):
    answer = wire.request(
        "initialize",
        {"processId": None, "rootUri": None,
         "capabilities": {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}},
    )
    assert answer["result"]["capabilities"]["positionEncoding"] == "utf-16"
    wire.notify("initialized", {})
    registration = wire.read()
    assert registration["method"] == "client/registerCapability"
    (watch,) = registration["params"]["registrations"]
    assert watch["method"] == "workspace/didChangeWatchedFiles"
    assert [w["globPattern"] for w in watch["registerOptions"]["watchers"]] == ["**/.reflow.toml", "**/.editorconfig"]
    # The client's answer to the server's request is taken quietly.
    wire.send({"jsonrpc": "2.0", "id": registration["id"], "result": None})
    still_answers(wire)


def test_diagnostics_wait_for_a_pause_in_the_changes(wire):
    wire.initialize({"width": 20})
    uri = "file:///tmp/reflow-wire/typed.txt"
    text = "Words typed one after another past twenty"
    wire.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": text[:10] + "\n"}},
    )
    # Keystrokes 50 ms apart: time enough for a lint of each to finish, but inside the 200 ms the server waits
    # after a change.
    for version in range(2, 8):
        time.sleep(0.05)
        change = {"text": text[: 10 + 5 * version] + "\n"}
        wire.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
    published = []
    try:
        while True:
            message = wire.read(timeout=1.5)
            if message.get("method") == "textDocument/publishDiagnostics":
                published.append(message["params"])
    except AssertionError:
        pass  # 1.5 s of silence: every lint the burst scheduled has run or been dropped.
    # One lint for the pause, of the last version: none for the open or the changes before it.
    assert [(p["uri"], p["version"]) for p in published] == [(uri, 7)]
    assert len(published[0]["diagnostics"]) == 1


def test_closing_the_pipe_ends_the_server():
    wire = WireClient()
    wire.initialize()
    # Without shutdown first, as an editor that crashed would leave it.
    assert wire.close() == 1


def test_shutdown_then_exit_ends_with_status_0():
    wire = WireClient()
    wire.initialize()
    assert wire.request("shutdown", None)["result"] is None
    answer = wire.request("textDocument/formatting", {"textDocument": {"uri": "file:///a.txt"}, "options": {}})
    assert answer["error"]["code"] == INVALID_REQUEST
    wire.notify("exit", None)
    assert wire.process.wait(timeout=10) == 0
