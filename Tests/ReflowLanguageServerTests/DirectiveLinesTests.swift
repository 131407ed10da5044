// Documents: an open document keeps its `reflow: off` and `reflow: on` lines
// as it is edited, reading again only the lines an edit touched; after any
// run of edits they are the lines a fresh search finds, and the state they
// give each line start is the one the text above it gives.

import PropertyBased
import ReflowText
import Testing

@testable import ReflowLanguageServer

private let pieces = ["reflow: off", "reflow: on", "# reflow: off", "// reflow: on", "x", " ", "\n", "\r", ":", "re"]

@Suite struct DirectiveLinesTests {
  @Test func linesKeptThroughEditsEqualLinesFoundAfresh() async {
    let piece = Gen.int(in: 0..<pieces.count).map { pieces[$0] }
    let text = piece.array(of: 0...16).map { Array($0.joined().utf8) }
    let replacement = piece.array(of: 0...2).map { Array($0.joined().utf8) }
    await propertyCheck(
      count: 300, input: text, replacement.array(of: 1...10), Gen.int(in: 0...200).array(of: 20)
    ) { start, replacements, numbers in
      var text = start
      var lines = DirectiveLines(text)
      for (number, replacement) in replacements.enumerated() {
        let lower = numbers[2 * number] % (text.count + 1)
        let range = lower..<min(text.count, lower + numbers[2 * number + 1] % 14)
        text.replaceSubrange(range, with: replacement)
        text.withUnsafeBufferPointer { lines.replace(range, withCount: replacement.count, in: $0) }
        let readable = String(decoding: text, as: UTF8.self).debugDescription
        #expect(lines == DirectiveLines(text), "\(readable) after \(range)")
        text.withUnsafeBufferPointer { buffer in
          for offset in 0...buffer.count where offset == 0 || buffer[offset - 1] == 0x0A || buffer[offset - 1] == 0x0D {
            let above = IgnoreDirectives.endsIgnoring(
              UnsafeBufferPointer(rebasing: buffer[..<offset]), startingIgnoring: false)
            #expect(lines.ignoring(at: offset) == above, "\(readable) at \(offset)")
          }
        }
      }
    }
  }
}
