// The code is unchanged, by oracles not written here: Python's tokenize, GCC's
// preprocessor with comments removed, and a shell script's own output.

import Foundation
import ReflowComments
import Testing

/// Runs `arguments` and returns its standard output and exit status.
func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

/// The folder this test process writes its scratch files in: one a process, under one parent, where the folders of
/// processes that have ended are removed first, so that runs leave at most one behind.
let scratchRoot: URL = {
  let parent = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-comments-tests")
  for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
    guard let pid = Int32(name), kill(pid, 0) != 0 else { continue }
    try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
  }
  let folder = parent.appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}()

/// Writes `text` to a new file named `name` in a fresh folder of ``scratchRoot`` and returns its path.
///
/// Written in place: Foundation's atomic write on Linux leaves its own temporary folder behind.
func scratchFile(_ name: String, _ text: String) throws -> String {
  let folder = scratchRoot.appendingPathComponent(UUID().uuidString)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let path = folder.appendingPathComponent(name).path
  try text.write(toFile: path, atomically: false, encoding: .utf8)
  return path
}

/// A Python file with comments at several depths, a docstring, `#` in strings and a trailing comment.
let pythonSample = """
  # The first comment of the module, long enough that a narrow width wraps it onto several lines.
  import os  # a trailing comment that stays where it is, however long it runs past the width
  def f(x):
      \"\"\"A docstring: # not a comment, and
      never rewrapped.\"\"\"
      # A comment inside the function body, which wraps at its own indentation and keeps the leader.
      # It continues here.
      s = "# in a string"  # trailing
      return s + '# another'

  """

@Test func pythonTokensOtherThanCommentsAreUnchanged() throws {
  let after = formatted(pythonSample, language: "py", width: 40)
  #expect(after != pythonSample)
  let script = """
    import sys, tokenize
    def toks(p):
        with open(p, 'rb') as f:
            return [(t.type, t.string) for t in tokenize.tokenize(f.readline)
                    if t.type not in (tokenize.COMMENT, tokenize.NL)]
    sys.exit(0 if toks(sys.argv[1]) == toks(sys.argv[2]) else 1)
    """
  let result = try run([
    "python3", "-c", script, try scratchFile("a.py", pythonSample), try scratchFile("b.py", after),
  ])
  #expect(result.status == 0)
}

/// A C file with line and block comments, a string holding `//`, and a preprocessor line.
let cSample = """
  // The first comment of the file, long enough that a narrow width wraps it onto several lines.
  #include <stdio.h>
  /* A block comment, kept as it is. */
  int main(void) {
      // A comment inside the function body, which wraps at its own indentation and keeps the leader.
      // It continues here.
      const char *s = "// not a comment";  // trailing
      return s[0] == '/' ? 0 : 1;
  }

  """

@Test func cCodeAfterThePreprocessorRemovesCommentsIsUnchanged() throws {
  let after = formatted(cSample, language: "c", width: 40)
  #expect(after != cSample)
  func preprocessed(_ text: String) throws -> String {
    let output = try run(["gcc", "-fpreprocessed", "-dD", "-E", "-P", try scratchFile("a.c", text)]).output
    return output.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
  }
  #expect(try preprocessed(after) == preprocessed(cSample))
}

/// A shell script whose output holds `#` lines from a here-document, a string and an echo.
let shellSample = """
  #!/bin/sh
  # The first comment of the script, long enough that a narrow width wraps it onto several lines.
  cat <<EOF
  # printed, not a comment, and long enough that it would be wrapped if it were one
  # printed too
  EOF
  echo "# in a string"  # trailing
  # A last comment, which wraps
  # and joins.
  echo done

  """

@Test func shellScriptOutputIsUnchanged() throws {
  let after = formatted(shellSample, language: "sh", width: 40)
  #expect(after != shellSample)
  let before = try run(["sh", try scratchFile("a.sh", shellSample)])
  let now = try run(["sh", try scratchFile("b.sh", after)])
  #expect(before.status == 0 && now.status == 0)
  #expect(now.output == before.output)
}
