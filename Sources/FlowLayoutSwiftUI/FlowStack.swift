// Phase: the SwiftUI front door. A `Layout` whose every requirement forwards to
// the engine's Layout-shaped container: SwiftUI proposes, the engine breaks and
// places, SwiftUI draws. Compiled where SwiftUI exists; on Linux a test builds
// this same file against a stand-in module with SwiftUI's signatures.

#if canImport(SwiftUI)
  import FlowLayout
  import SwiftUI

  /// A SwiftUI layout that flows its subviews into lines, as words flow in a paragraph.
  ///
  /// ```swift
  /// struct TagCloud: View {
  ///   let tags: [String]
  ///   var body: some View {
  ///     FlowStack(itemSpacing: 6, lineSpacing: 6) {
  ///       ForEach(tags, id: \.self) { tag in
  ///         Text(tag)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// What it does that the usual flow layouts get wrong: a view that fits
  /// exactly stays on its line; a view wider than the layout sits alone on
  /// its line instead of looping or vanishing; views share a first-text
  /// baseline; subviews are measured once per cache; and a zero proposal
  /// (SwiftUI asking for the minimum size) is answered, not refused.
  ///
  /// Right-to-left needs nothing here: SwiftUI mirrors the x position of
  /// every view a custom layout places, so the layout always fills leading
  /// to trailing.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct FlowStack: Layout {
    /// The engine's container, with every setting the layout uses.
    public var container: FlowContainer<Double>

    /// Creates a flow layout.
    ///
    /// - Parameters:
    ///   - itemSpacing: Space between neighbouring views on a line; a negative or non-finite value counts as 0.
    ///   - lineSpacing: Space between lines; a negative or non-finite value counts as 0.
    ///   - alignment: Where each line sits between the edges.
    ///   - verticalAlignment: Where views sit within their line; by default on a shared first-text baseline.
    ///   - breaker: How lines are chosen; greedy fills each line in turn, `BalancedLineBreaker` evens them out.
    ///   - maximumLineCount: The most lines to show; `nil` shows every view.
    ///   - showsOverflowIndicator: Whether the last subview stands for the views the line limit hides.
    public init(
      itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: FlowAlignment = .leading,
      verticalAlignment: FlowVerticalAlignment = .firstBaseline, breaker: any LineBreaker = GreedyLineBreaker(),
      maximumLineCount: Int? = nil, showsOverflowIndicator: Bool = false
    ) {
      container = FlowContainer(
        itemSpacing: Self.spacing(itemSpacing), lineSpacing: Self.spacing(lineSpacing), alignment: alignment,
        verticalAlignment: verticalAlignment, breaker: breaker, maximumLineCount: maximumLineCount,
        overflowIndicator: showsOverflowIndicator ? .lastSubview : .none)
    }

    /// Creates a flow layout from a container set up by hand.
    public init(_ container: FlowContainer<Double>) {
      self.container = container
    }

    /// A spacing the engine accepts: SwiftUI's layout calls cannot throw, so a bad one is made harmless here.
    static func spacing(_ value: CGFloat) -> Double {
      value.isFinite && value > 0 ? Double(value) : 0
    }

    /// Each subview's ideal size and baseline, and the last layout.
    public typealias Cache = FlowContainer<Double>.Cache

    /// Measures every subview once, at its ideal size.
    public func makeCache(subviews: Subviews) -> Cache {
      container.makeCache(subviews: subviews.map(MeasuredSubview.init))
    }

    /// Measures again: SwiftUI calls this when the subviews or the layout's settings change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
      cache = makeCache(subviews: subviews)
    }

    /// The flow's size for SwiftUI's proposal: the ideal size for `nil`, the minimum for zero.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      do {
        let size = try container.sizeThatFits(
          proposal: ProposedFlowSize(proposal), subviews: subviews.map(MeasuredSubview.init), cache: &cache)
        return CGSize(width: size.width, height: size.height)
      } catch {
        // Only a NaN proposal gets here; SwiftUI never makes one.
        assertionFailure("FlowStack: \(error)")
        return .zero
      }
    }

    /// Places every visible subview at its frame; hidden ones get a zero-size proposal at the origin.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      let frames: [FlowRect<Double>?]
      do {
        frames = try container.placeSubviews(
          in: FlowRect(
            origin: FlowPoint(x: Double(bounds.minX), y: Double(bounds.minY)),
            size: FlowSize(width: Double(bounds.width), height: Double(bounds.height))),
          proposal: ProposedFlowSize(proposal), subviews: subviews.map(MeasuredSubview.init), cache: &cache)
      } catch {
        assertionFailure("FlowStack: \(error)")
        frames = []
      }
      for (index, subview) in subviews.enumerated() {
        guard index < frames.count, let frame = frames[index] else {
          // SwiftUI draws every subview it is given; a hidden one is placed with no room to draw in.
          subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .zero)
          continue
        }
        subview.place(
          at: CGPoint(x: frame.origin.x, y: frame.origin.y), anchor: .topLeading,
          proposal: ProposedViewSize(width: CGFloat(frame.size.width), height: CGFloat(frame.size.height)))
      }
    }
  }

  /// One SwiftUI subview as the engine sees it: a size for a proposal, and a first-text baseline.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct MeasuredSubview: FlowSubview {
    let view: LayoutSubview

    func sizeThatFits(_ proposal: ProposedFlowSize<Double>) -> FlowSize<Double> {
      let size = view.sizeThatFits(
        ProposedViewSize(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }))
      return FlowSize(width: Double(size.width), height: Double(size.height))
    }

    /// SwiftUI's first-text baseline; a view without text reports its bottom, as the engine expects.
    var firstBaseline: Double? {
      Double(view.dimensions(in: .unspecified)[VerticalAlignment.firstTextBaseline])
    }
  }

  extension ProposedFlowSize where Scalar == Double {
    /// The engine's proposal for SwiftUI's: `nil` stays unspecified, infinity stays unbounded.
    init(_ proposal: ProposedViewSize) {
      self.init(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
    }
  }
#endif
