#!/usr/bin/env python3
"""A `reflow lsp` session that keeps the diagnostics queue busy while requests come in, for
Scripts/ci/race_check.sh: the binary it runs is built under ThreadSanitizer, which ends it with status 87 at the
first race. Exits with the server's status (0 after shutdown and exit).

Usage: race_session.py REFLOW_BINARY TEXT_FILE MARKDOWN_FILE"""

import sys
import time

from lsp_support import WireClient


def main():
    binary, plain, markdown = sys.argv[1:4]
    # Under the sanitizer the server is ten to fifty times slower, and what it reports goes to this stderr.
    client = WireClient(binary=binary, timeout=900, stderr=None)
    client.initialize({"width": 60})
    for path in (plain, markdown):
        uri = "file://" + path
        # The races looked for are between the requests and the diagnostics' queue, which 50 KB start as well as
        # megabytes: under the sanitizer a whole format of 50 KB takes 0.7 s (Markdown) to 1.1 s (plain text), so
        # a lint that starts 200 ms after a change is still running when the requests come 50 ms later. (200 KB
        # made this step 78 s of CI's 20 minutes; 50 KB, 20 s.)
        text = open(path, encoding="utf-8").read()[:50_000]
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1,
                                                                "text": text}})
        for version in range(2, 6):
            # A change, then requests while the change's lint (after 200 ms) runs on its own queue.
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": {"line": version * 7, "character": 0},
                                              "end": {"line": version * 7, "character": 0}},
                                    "text": "a few words typed here "}]})
            time.sleep(0.25)
            whole = {"start": {"line": 0, "character": 0}, "end": {"line": version * 9, "character": 0}}
            for method, params in [
                ("textDocument/rangeFormatting", {"textDocument": {"uri": uri}, "range": whole, "options": {}}),
                ("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": []}}),
                ("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {}}),
            ]:
                answer = client.request(method, params)
                assert "error" not in answer, answer
        client.notify("workspace/didChangeConfiguration", {"settings": {"width": 50}})
    time.sleep(1)
    client.request("shutdown", None)
    client.notify("exit", None)
    sys.exit(client.process.wait(timeout=600))


if __name__ == "__main__":
    main()
