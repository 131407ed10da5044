// The container's frames: each view's frame is its place in the layout moved by
// the bounds' origin, a view the line limit hides has none, and the "+N more"
// view takes the indicator's place. Checked in `Int` and `Double`, the two
// scalars the frames are made for ahead of time, against the layout itself,
// for the array of frames and for the frames handed out one by one.

import Testing

@testable import FlowLayout

@Suite struct ContainerFramesTests {
  /// Word-like widths from a fixed seed, so every case is the same on every run.
  private static func widths(_ count: Int, seed: UInt64) -> [Int] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return 1 + Int(state >> 60) % 9
    }
  }

  /// The frames `placeSubviews` should give: the layout's positions moved by `origin`, `nil` past them, and the
  /// indicator's place for the last view when it stands for hidden ones.
  private static func expectedFrames<Scalar: FlowScalar>(
    _ container: FlowContainer<Scalar>, sizes: [FlowSize<Scalar>], width: Scalar, origin: FlowPoint<Scalar>
  ) throws -> [FlowRect<Scalar>?] {
    var cache = FlowContainer<Scalar>.Cache(sizes: sizes, baselines: [])
    let result = try container.layout(proposal: ProposedFlowSize(width: width, height: nil), cache: &cache)
    var frames: [FlowRect<Scalar>?] = Array(repeating: nil, count: sizes.count)
    for (index, position) in result.boxPositions.enumerated() {
      frames[index] = FlowRect(
        origin: FlowPoint(x: position.x + origin.x, y: position.y + origin.y), size: sizes[index])
    }
    if let truncation = result.truncation, container.overflowIndicator.usesLastSubview {
      let position = truncation.position
      frames[sizes.count - 1] = FlowRect(
        origin: FlowPoint(x: position.x + origin.x, y: position.y + origin.y), size: sizes[sizes.count - 1])
    }
    return frames
  }

  private static func check<Scalar: FlowScalar>(
    _: Scalar.Type, cells: (Int) -> Scalar, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (count, lineLimit) in [(0, nil), (1, nil), (40, nil), (40, 2), (300, 5)] as [(Int, Int?)] {
      let sizes = widths(count, seed: UInt64(count + 1)).map { FlowSize(width: cells($0), height: cells(1 + $0 % 2)) }
      for indicator in [FlowOverflowIndicator<Scalar>.none, .lastSubview] {
        let container = FlowContainer<Scalar>(
          itemSpacing: cells(1), lineSpacing: cells(1), maximumLineCount: lineLimit, overflowIndicator: indicator)
        for origin in [FlowPoint(x: cells(0), y: cells(0)), FlowPoint(x: cells(7), y: cells(0) - cells(3))] {
          let subviews = sizes.map { FixedSubview($0) }
          var cache = container.makeCache(subviews: subviews)
          let width = cells(20)
          let frames = try container.placeSubviews(
            in: FlowRect(origin: origin, size: FlowSize(width: width, height: cells(10))),
            proposal: ProposedFlowSize(width: width, height: nil), subviews: subviews, cache: &cache)
          let expected = try expectedFrames(container, sizes: sizes, width: width, origin: origin)
          #expect(
            frames == expected, "\(count) views, limit \(String(describing: lineLimit)), \(indicator), \(origin)",
            sourceLocation: sourceLocation)
          // One by one, at a width the cache has not laid out: every view once, in order, with the same frame.
          var placed: [(Int, FlowRect<Scalar>?)] = []
          var fresh = container.makeCache(subviews: subviews)
          try container.placeSubviews(
            in: FlowRect(origin: origin, size: FlowSize(width: width, height: cells(10))),
            proposal: ProposedFlowSize(width: width, height: nil), subviews: subviews, cache: &fresh
          ) { placed.append(($0, $1)) }
          #expect(placed.map(\.0) == Array(sizes.indices), sourceLocation: sourceLocation)
          #expect(
            placed.map(\.1) == expected, "one by one: \(count) views, \(indicator), \(origin)",
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test func framesAreTheLayoutMovedByTheOrigin_inCells() throws {
    try Self.check(Int.self) { $0 }
  }

  @Test func framesAreTheLayoutMovedByTheOrigin_inPoints() throws {
    try Self.check(Double.self) { Double($0) + 0.25 }
  }
}
