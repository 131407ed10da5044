// Phase: units. Plain geometry values in the engine's scalar, named like their
// SwiftUI counterparts so a SwiftUI user reads them without a glossary.

/// A point in the layout's coordinate space; y grows downward, as on a screen or terminal.
public struct FlowPoint<Scalar: FlowScalar>: Hashable, Sendable {
  /// The horizontal position.
  public var x: Scalar
  /// The vertical position, growing downward.
  public var y: Scalar

  /// Creates a point.
  public init(x: Scalar, y: Scalar) {
    self.x = x
    self.y = y
  }
}

/// A width and a height.
public struct FlowSize<Scalar: FlowScalar>: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Scalar
  /// The vertical extent.
  public var height: Scalar

  /// Creates a size.
  public init(width: Scalar, height: Scalar) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static var zero: FlowSize { FlowSize(width: 0, height: 0) }
}

/// A rectangle given by its top-left corner and its size.
public struct FlowRect<Scalar: FlowScalar>: Hashable, Sendable {
  /// The top-left corner.
  public var origin: FlowPoint<Scalar>
  /// The extent.
  public var size: FlowSize<Scalar>

  /// Creates a rectangle.
  public init(origin: FlowPoint<Scalar>, size: FlowSize<Scalar>) {
    self.origin = origin
    self.size = size
  }

  /// The left edge.
  public var minX: Scalar { origin.x }
  /// The top edge.
  public var minY: Scalar { origin.y }
  /// The right edge.
  public var maxX: Scalar { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Scalar { origin.y + size.height }
}

/// Space kept clear inside a container's edges.
public struct FlowEdgeInsets<Scalar: FlowScalar>: Hashable, Sendable {
  /// Space above the first line.
  public var top: Scalar
  /// Space before the start of every line (left in left-to-right text).
  public var leading: Scalar
  /// Space below the last line.
  public var bottom: Scalar
  /// Space after the end of every line.
  public var trailing: Scalar

  /// Creates insets with one value per edge.
  public init(top: Scalar = 0, leading: Scalar = 0, bottom: Scalar = 0, trailing: Scalar = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all value: Scalar) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static var zero: FlowEdgeInsets { FlowEdgeInsets() }
}

/// A size proposal whose dimensions may be left open, like SwiftUI's `ProposedViewSize`.
///
/// A `nil` width asks for the ideal size: every item on one line, unless a
/// forced break says otherwise.
public struct ProposedFlowSize<Scalar: FlowScalar>: Hashable, Sendable {
  /// The proposed width, or `nil` for "unspecified".
  public var width: Scalar?
  /// The proposed height, or `nil` for "unspecified".
  public var height: Scalar?

  /// Creates a proposal.
  public init(width: Scalar?, height: Scalar?) {
    self.width = width
    self.height = height
  }

  /// The proposal that asks for the ideal size in both dimensions.
  public static var unspecified: ProposedFlowSize { ProposedFlowSize(width: nil, height: nil) }
}
