// ASCII-art snapshots of placements: each box drawn with its letter, so a
// reviewer sees alignment, spacing and line heights at a glance. Each snapshot
// is also checked against a rule that explains why it is right.

import FlowLayout
import Testing

/// A tag cloud: words of assorted widths, like the seeds' tags.
private let tags = [5, 3, 8, 4, 6, 2, 7, 5, 3, 9, 4, 6]

private func cloud(
  _ configure: (inout FlowLayoutOptions<Int>) -> Void
) throws -> (String, FlowLayoutResult<Int>, [FlowItem<Int>]) {
  let items = FlowViews.items(sizes: tags.map { FlowSize(width: $0, height: 1) }, spacing: 1)
  var options = FlowLayoutOptions(measures: measure(24))
  configure(&options)
  let result = try FlowEngine.layout(paragraph(items), options: options)
  return (AsciiArt.draw(result, items: items), result, items)
}

@Suite struct SnapshotTests {
  @Test(arguments: [
    ("cloud-leading", FlowAlignment.leading), ("cloud-center", .center), ("cloud-trailing", .trailing),
    ("cloud-justified", .justified),
  ])
  func tagCloudAlignments(name: String, alignment: FlowAlignment) throws {
    let (art, result, _) = try cloud {
      $0.alignment = alignment
      $0.lineSpacing = 1
    }
    Snapshot.assert(art, named: name)
    // Every row is 24 wide; lines are 1 row apart.
    #expect(art.split(separator: "\n").allSatisfy { $0.count == 24 })
    #expect(result.lines.map(\.origin.y) == Array(stride(from: 0, to: 2 * result.lines.count, by: 2)))
  }

  @Test func rightToLeftCloudMirrorsTheLeadingOne() throws {
    let (leading, _, _) = try cloud { _ in }
    let (mirrored, _, _) = try cloud { $0.direction = .rightToLeft }
    Snapshot.assert(mirrored, named: "cloud-right-to-left")
    let flipped = leading.split(separator: "\n").map { String($0.reversed()) }.joined(separator: "\n") + "\n"
    #expect(mirrored == flipped)
  }

  @Test func framedChipsOnTheBaselineOfTheirWords() throws {
    // Words one row tall beside chips three rows tall whose baseline is their middle row.
    let sizes = [4, 6, 3, 7, 5, 4, 6].enumerated().map { index, width in
      index % 3 == 1 ? FlowSize(width: width, height: 3) : FlowSize(width: width, height: 1)
    }
    let baselines = sizes.map { $0.height == 3 ? 2 : 1 }
    let items = FlowViews.items(sizes: sizes, baselines: baselines, spacing: 1)
    let result = try FlowEngine.layout(
      paragraph(items),
      options: FlowLayoutOptions(measures: measure(20), verticalAlignment: .firstBaseline, lineSpacing: 1))
    let art = AsciiArt.draw(result, items: items)
    Snapshot.assert(art, named: "chips-baseline")
    // Every one-row word sits on its line's middle row when the line holds a chip.
    for line in result.lines where line.height == 3 {
      for ordinal in line.boxes where sizes[ordinal].height == 1 {
        #expect(result.boxPositions[ordinal].y == line.origin.y + 1)
      }
    }
  }

  @Test func truncatedCloudEndsWithItsIndicator() throws {
    let (art, result, _) = try cloud {
      $0.maximumLineCount = 2
      $0.truncationSpacing = 1
      $0.truncationIndicator = { hidden in FlowBox(width: String(hidden).count + 6) }  // "+N more"
    }
    Snapshot.assert(art, named: "cloud-truncated")
    let truncation = try #require(result.truncation)
    #expect(truncation.hiddenBoxCount + result.boxPositions.count == tags.count)
  }

  @Test func hangingIndentShape() throws {
    let items = words([6, 4, 7, 3, 5, 8, 2, 6, 4, 5])
    let measures = try LineMeasures<Int>([LineMeasure(width: 20), LineMeasure(indent: 4, width: 16)])
    let result = try FlowEngine.layout(
      paragraph(items), options: FlowLayoutOptions(measures: measures, breaker: OptimalLineBreaker()))
    Snapshot.assert(AsciiArt.draw(result, items: items), named: "hanging-indent")
    #expect(result.lines.dropFirst().allSatisfy { result.boxPositions[$0.boxes.lowerBound].x == 4 })
  }
}
