// Phase: placement settings, for callers with views. What stands for the views a
// line limit hides: nothing, one of the caller's own subviews, or a box the
// caller draws from the layout's result.

/// What stands for the views that ``FlowContainer/maximumLineCount`` hides ("+3 more").
///
/// A SwiftUI layout can only place the subviews it is given, so the indicator
/// has to be one of them to be drawn: ``lastSubview`` takes the last subview
/// out of the flow and places it after the last visible view, only when views
/// are hidden. Callers that draw by hand can make a box from the hidden count
/// instead and read its position from ``FlowLayoutResult/truncation``.
public enum FlowOverflowIndicator<Scalar: FlowScalar>: Sendable {
  /// Hidden views leave no mark.
  case none
  /// The last subview is the indicator: measured with the rest, given a frame only when views are hidden.
  ///
  /// Its size is its ideal size, so it cannot change with the hidden count;
  /// ``FlowContainer/Cache/hiddenSubviewCount`` gives the count to a caller
  /// that can redraw it.
  case lastSubview
  /// A box made from the number of hidden views; its place is in ``FlowLayoutResult/truncation``.
  case box(@Sendable (_ hiddenCount: Int) -> FlowBox<Scalar>)

  /// Whether the last subview is the indicator rather than a view in the flow.
  var usesLastSubview: Bool {
    if case .lastSubview = self { return true }
    return false
  }
}
