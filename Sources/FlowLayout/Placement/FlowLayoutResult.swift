// Phase: output. Placed lines, one position per box, and the container's size:
// everything a renderer needs, and nothing it has to recompute.

/// One placed line.
public struct PlacedLine<Scalar: FlowScalar>: Hashable, Sendable {
  /// The items the line holds.
  public var items: Range<Int>
  /// The ordinals of the boxes the line holds, indexing ``FlowLayoutResult/boxPositions``.
  public var boxes: Range<Int>
  /// The item the line ended at (glue, a penalty or `items.count`).
  public var breakIndex: Int
  /// The line's top-left corner: the left edge of its measure and the top of its tallest box.
  public var origin: FlowPoint<Scalar>
  /// The width the line's content occupies after justification, including a trailing hyphen.
  public var width: Scalar
  /// The width the content would occupy with every glue at its natural width.
  public var naturalWidth: Scalar
  /// The line's height.
  public var height: Scalar
  /// The distance from the line's top to the shared baseline.
  public var baseline: Scalar
  /// How far the glue stretched (positive) or shrank (negative) relative to its stretchability; 0 if unjustified.
  public var adjustmentRatio: Double
  /// Whether the content is wider than the line's measure (an oversize box).
  public var isOverflow: Bool
  /// Whether the line ends at a flagged penalty, so a hyphen is drawn at its end.
  public var endsFlagged: Bool
}

/// The truncation indicator placed on the last visible line.
public struct PlacedTruncation<Scalar: FlowScalar>: Hashable, Sendable {
  /// How many boxes were left out.
  public var hiddenBoxCount: Int
  /// The indicator box the caller supplied for that count.
  public var box: FlowBox<Scalar>
  /// Where the indicator's top-left corner goes.
  public var position: FlowPoint<Scalar>
}

/// The result of a layout.
public struct FlowLayoutResult<Scalar: FlowScalar>: Hashable, Sendable {
  /// The lines, top to bottom.
  public var lines: [PlacedLine<Scalar>]
  /// The top-left corner of every visible box, in item order.
  ///
  /// Boxes hidden by truncation have none.
  public var boxPositions: [FlowPoint<Scalar>]
  /// The indicator that replaced hidden boxes, when the line limit cut the layout short.
  public var truncation: PlacedTruncation<Scalar>?
  /// The container's size, padding included.
  public var size: FlowSize<Scalar>

  /// The same layout moved by `offset`, as SwiftUI places subviews relative to `bounds.origin`.
  ///
  /// Made for `Int` and `Double` ahead of time: a caller in another module
  /// would otherwise run the generic body, which looks up the points' type
  /// metadata for every box.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public func offset(by offset: FlowPoint<Scalar>) -> FlowLayoutResult {
    var moved = self
    for index in moved.boxPositions.indices {
      moved.boxPositions[index].x += offset.x
      moved.boxPositions[index].y += offset.y
    }
    for index in moved.lines.indices {
      moved.lines[index].origin.x += offset.x
      moved.lines[index].origin.y += offset.y
    }
    moved.truncation?.position.x += offset.x
    moved.truncation?.position.y += offset.y
    return moved
  }
}
