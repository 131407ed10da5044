// The meaning check's threads (MeaningCheck), apart from the rewrap.

import Dispatch
import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct MeaningCheckTests {
  /// Fed the output as written, the check hands over the input's HTML and the output's, rendered on their threads.
  @Test func handsOverBothRenderings() throws {
    let input = Array("# Title\n\nOne two\nthree.\n".utf8)
    let output = Array("# Title\n\nOne two three.\n".utf8)
    let (inputHTML, outputHTML) = try #require(render(input, output, verifies: true))
    // The same once whitespace is read as the comparison reads it: a line end in a paragraph is a space.
    #expect(inputHTML.split(whereSeparator: \.isWhitespace) == outputHTML.split(whereSeparator: \.isWhitespace))
    #expect(inputHTML.contains("<h1>Title</h1>"))
  }

  /// A change of meaning shows in the two renderings.
  @Test func aChangeOfMeaningShows() throws {
    let (inputHTML, outputHTML) = try #require(
      render(Array("a\n\n- b\n".utf8), Array("a - b\n".utf8), verifies: true))
    #expect(inputHTML.split(whereSeparator: \.isWhitespace) != outputHTML.split(whereSeparator: \.isWhitespace))
  }

  /// With the check off, nothing is fed and nothing is compared; the outline is still read.
  @Test func offFeedsNothing() {
    let source = Array("Some *text*.\n".utf8)
    source.withUnsafeBufferPointer { bytes in
      let check = MeaningCheck(bytes, verifies: false, splitsHTML: false)
      #expect(!check.outline().blocks.isEmpty)
      #expect(!check.verifies)
      #expect(check.feed == nil)
    }
  }

  /// Renders `input` through the check and feeds it `output` in one piece, as the splice would.
  private func render(_ input: [UInt8], _ output: [UInt8], verifies: Bool) -> (String, String)? {
    input.withUnsafeBufferPointer { bytes in
      let check = MeaningCheck(bytes, verifies: verifies, splitsHTML: false)
      _ = check.outline()
      guard let feed = check.feed else { return nil }
      let pieces = ParallelSlots<[UInt8]>(count: 1)
      let written = [DispatchSemaphore(value: 0)]
      feed.parse.start(after: feed.after, pieces: pieces, written: written)
      pieces.set(0, output)
      written[0].signal()
      return check.compare { (String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self)) }
    }
  }
}
