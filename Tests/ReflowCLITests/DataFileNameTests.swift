// End-to-end: records are not prose. The folder walk never takes a file whose
// name says it holds records, whatever --include matches, in any case and in
// any folder, so following the "Is a directory" hint damages nothing; a record
// file named on the command line keeps its one-item lines; and a `reflow: off`
// region spans the batches and threads a large file is cut into.

import Foundation
import Testing

private let prose = "some prose that is long enough to be wrapped at forty columns for sure\n"
private let requirements = "requests\nflask>=2  # pinned\npytest==8.0\n"

@Suite struct DataFileNameTests {
  /// The names: each was rewritten by `reflow -i --include '*.txt' .`, the hint's own suggestion.
  @Test func theWalkNeverTakesDataFiles() throws {
    let names = [
      "requirements.txt", "dev-requirements.txt", "requirements/dev.txt", "constraints.txt", "CMakeLists.txt",
      "src/CMakeLists.txt", "LICENCE.txt", "license.txt", "NOTICE.txt", "AUTHORS.txt", "CONTRIBUTORS.txt",
      "spelling_wordlist.txt", "robots.txt", "LICENSES/MIT.txt",
    ]
    var files = ["prose.txt": prose]
    for name in names { files[name] = requirements.replacingOccurrences(of: "\n", with: " x\n") }
    let tree = try ScratchTree(files)
    let hint = try tree.reflow(["-i", "."])
    #expect(hint.err.contains("--include '*.txt'"), "\(hint.err)")
    let run = try tree.reflow(["-i", "-w", "40", "--include", "*.txt", "."])
    #expect(run.status == 0, "\(run.err)")
    for name in names { #expect(try tree.text(name) == files[name], "\(name)") }
    #expect(try tree.text("prose.txt") != prose)
  }

  /// Named on the command line, a requirements file is formatted as asked, and its one-item lines are kept.
  @Test func aNamedRequirementsFileKeepsItsLines() throws {
    let tree = try ScratchTree(["requirements.txt": requirements])
    let run = try tree.reflow(["-i", "requirements.txt"])
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    #expect(try tree.text("requirements.txt") == requirements)
  }

  /// A region opened at the top of a file of several batches, cut into pieces for two threads, stays as written to
  /// its `reflow: on`, and the text after it is formatted.
  @Test func anOffRegionSpansBatchesAndThreads() throws {
    let region = String(
      repeating: "kept as written, a line with words enough to pass forty columns\n\n", count: 30_000)
    let text = "# reflow: off\n" + region + "# reflow: on\n" + prose
    let file = try temporaryFile("region.txt", contents: Array(text.utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["--jobs", "2", "-w", "40", file.path])
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("# reflow: off\n" + region + "# reflow: on\n"))
    #expect(run.out.hasSuffix("some prose that is long enough to be\nwrapped at forty columns for sure\n"))
  }
}
