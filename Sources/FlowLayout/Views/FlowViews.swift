// Phase: input, for callers that have views rather than text. Sizes and a
// spacing in, items out: the seeds' tag-cloud model expressed as boxes and glue.

/// Turns a list of view sizes into flow items.
///
/// Each view becomes a box; between two views sits glue of the item spacing.
/// The glue stretches equally, so a justified line spreads its views evenly,
/// and it is where lines break, so a line never starts or ends with spacing.
/// That is what makes an exact fit stay on its line.
public enum FlowViews {
  /// Items for views of the given sizes, `spacing` apart.
  ///
  /// - Parameters:
  ///   - sizes: Each view's size, usually its ideal size.
  ///   - baselines: Each view's distance from top to baseline; `nil` puts baselines at the bottom.
  ///   - spacing: The horizontal space between neighbouring views on a line.
  public static func items<Scalar: FlowScalar>(
    sizes: [FlowSize<Scalar>], baselines: [Scalar]? = nil, spacing: Scalar
  ) -> [FlowItem<Scalar>] {
    var items: [FlowItem<Scalar>] = []
    items.reserveCapacity(sizes.count * 2)
    for (index, size) in sizes.enumerated() {
      if index > 0 { items.append(.glue(FlowGlue(width: spacing, stretch: 1))) }
      let baseline = baselines.map { index < $0.count ? $0[index] : size.height } ?? size.height
      items.append(.box(FlowBox(width: size.width, height: size.height, baseline: baseline)))
    }
    return items
  }
}
