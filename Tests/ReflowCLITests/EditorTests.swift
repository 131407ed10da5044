// End-to-end: real vim formatting a paragraph in the middle of a file with
// Reflow as its formatter.

import Foundation
import Testing

@Suite struct EditorTests {
  /// vim's `gqap` through `formatprg`, as the README's recipe sets it, on the middle paragraph of a file.
  @Test func vimFormatsTheParagraphUnderTheCursor() throws {
    let middle = "The middle paragraph is the one the cursor is on, and it is much longer than the width.\n"
    let tree = try ScratchTree([
      "notes.txt": "First paragraph, left as it is even though it is long enough.\n\n" + middle
        + "\nLast paragraph, also left as it is even though it is long enough.\n",
      ".reflow.toml": "width = 30\n",
    ])
    let binary = CLIFixture.binary.path.replacingOccurrences(of: " ", with: "\\ ")
    try tree.run([
      "vim", "-u", "NONE", "-i", "NONE", "-N", "-Es", "-c", "set formatprg=\(binary)\\ --stdin-filepath\\ %",
      "-c", "3", "-c", "normal gqap", "-c", "wq", "notes.txt",
    ])
    let expected = try tree.reflow(["notes.txt"]).out.split(separator: "\n\n")[1]
    let result = try tree.text("notes.txt")
    #expect(
      result == "First paragraph, left as it is even though it is long enough.\n\n" + expected
        + "\n\nLast paragraph, also left as it is even though it is long enough.\n")
    #expect(widest(String(expected)) <= 30)
  }
}
