// Phase: input, for callers with views. What the Layout-shaped container asks of a
// view: its size for a proposal and its baseline, nothing else.

/// Something the container can measure: the engine's stand-in for a SwiftUI subview.
public protocol FlowSubview<Scalar> {
  /// The number type sizes are given in.
  associatedtype Scalar: FlowScalar
  /// The view's size for a proposal; an unspecified proposal asks for the ideal size.
  func sizeThatFits(_ proposal: ProposedFlowSize<Scalar>) -> FlowSize<Scalar>
  /// The distance from the view's top to its first baseline, or `nil` for its bottom.
  var firstBaseline: Scalar? { get }
}

extension FlowSubview {
  /// Views without text have their baseline at the bottom.
  public var firstBaseline: Scalar? { nil }
}

/// A fixed-size subview, for callers that already know their sizes.
///
/// A value of sizes only, so views measured on one task can be laid out on another.
public struct FixedSubview<Scalar: FlowScalar>: FlowSubview, Sendable {
  /// The size reported for every proposal.
  public var size: FlowSize<Scalar>
  /// The baseline, if not the bottom.
  public var firstBaseline: Scalar?

  /// Creates a subview of a fixed size.
  public init(_ size: FlowSize<Scalar>, firstBaseline: Scalar? = nil) {
    self.size = size
    self.firstBaseline = firstBaseline
  }

  /// The fixed size, whatever the proposal.
  public func sizeThatFits(_ proposal: ProposedFlowSize<Scalar>) -> FlowSize<Scalar> { size }
}
