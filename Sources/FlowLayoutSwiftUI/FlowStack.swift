// Phase: the SwiftUI front door. A `Layout` whose every requirement forwards to
// the engine's Layout-shaped container: SwiftUI proposes, the engine breaks and
// places, SwiftUI draws. Compiled where SwiftUI exists; on Linux a test builds
// this same file against a stand-in module with SwiftUI's signatures.

#if canImport(SwiftUI)
  import FlowLayout
  import Foundation
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
  ///
  /// SwiftUI's layout calls cannot throw, and a layout that traps takes the
  /// app down, so a layout the engine refuses (a NaN spacing or padding set
  /// on ``container``, a subview whose ideal size is infinite or NaN) falls
  /// back to a column: every subview on a line of its own at the leading
  /// edge, at its ideal size, a dimension that is not a finite size taken as
  /// zero (a width as the bounds' width when placed), with no spacing and no
  /// line limit. The error goes to ``reportError`` once, not at every layout
  /// pass: again only when the error is another.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct FlowStack: Layout {
    /// The engine's container, with every setting the layout uses.
    public var container: FlowContainer<Double>
    /// Told of an error that made the layout fall back to a column; by default a line on standard error.
    public var reportError: @Sendable (FlowLayoutError) -> Void = FlowStack.writeToStandardError

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

    /// Each subview's ideal size and baseline, the last layout, and the last error reported.
    public struct Cache {
      /// The engine's cache: each subview's ideal size and baseline, and the last layout.
      public var container: FlowContainer<Double>.Cache
      /// The error last reported, so that a layout that keeps failing is reported once.
      var reportedError: FlowLayoutError?
    }

    /// Measures every subview once, at its ideal size.
    public func makeCache(subviews: Subviews) -> Cache {
      Cache(container: container.makeCache(subviews: subviews.map(MeasuredSubview.init)))
    }

    /// Measures again: SwiftUI calls this when the subviews or the layout's settings change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
      cache = Cache(
        container: container.makeCache(subviews: subviews.map(MeasuredSubview.init)),
        reportedError: cache.reportedError)
    }

    /// The flow's size for SwiftUI's proposal: the ideal size for `nil`, the minimum for zero.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      do {
        let size = try container.sizeThatFits(
          proposal: ProposedFlowSize(proposal), subviews: subviews.map(MeasuredSubview.init), cache: &cache.container)
        return CGSize(width: size.width, height: size.height)
      } catch {
        report(error, in: &cache)
        let column = Self.columnSizes(cache.container.sizes)
        return CGSize(
          width: column.reduce(0) { Swift.max($0, $1.width) }, height: column.reduce(0) { $0 + $1.height })
      }
    }

    /// Places every visible subview at its frame; hidden ones get a zero-size proposal at the origin.
    ///
    /// Each subview is placed as the container hands out its frame, so
    /// that many subviews need no array of frames, which would be fresh
    /// memory on every call.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
      // `index` counts from the first subview: a slice of subviews keeps its parent's indices.
      func place(_ index: Int, at frame: FlowRect<Double>?) {
        let subview = subviews[subviews.index(subviews.startIndex, offsetBy: index)]
        guard let frame else {
          // SwiftUI draws every subview it is given; a hidden one is placed with no room to draw in.
          subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .zero)
          return
        }
        subview.place(
          at: CGPoint(x: frame.origin.x, y: frame.origin.y), anchor: .topLeading,
          proposal: ProposedViewSize(width: CGFloat(frame.size.width), height: CGFloat(frame.size.height)))
      }
      do {
        // The container measures the subviews again when their count differs from the cache's, so it places each.
        try container.placeSubviews(
          in: FlowRect(
            origin: FlowPoint(x: Double(bounds.minX), y: Double(bounds.minY)),
            size: FlowSize(width: Double(bounds.width), height: Double(bounds.height))),
          proposal: ProposedFlowSize(proposal), subviews: subviews.map(MeasuredSubview.init),
          cache: &cache.container
        ) { place($0, at: $1) }
      } catch {
        report(error, in: &cache)
        let frames = Self.columnFrames(cache.container.sizes, in: bounds)
        for index in 0..<subviews.count { place(index, at: index < frames.count ? frames[index] : nil) }
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension FlowStack {
    /// Writes the error, and the fallback it led to, as one line on standard error.
    @Sendable public static func writeToStandardError(_ error: FlowLayoutError) {
      FileHandle.standardError.write(Data("FlowStack: \(error); the subviews are laid out in a column\n".utf8))
    }

    /// Tells ``reportError`` of `error`, unless it is the error this cache last reported.
    func report(_ error: FlowLayoutError, in cache: inout Cache) {
      guard cache.reportedError != error else { return }
      cache.reportedError = error
      reportError(error)
    }

    /// The fallback column's sizes: each subview's ideal size, a dimension that is not a finite size taken as 0.
    static func columnSizes(_ sizes: [FlowSize<Double>]) -> [FlowSize<Double>] {
      func usable(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
      return sizes.map { FlowSize(width: usable($0.width), height: usable($0.height)) }
    }

    /// The fallback column's frames in `bounds`: one subview a line, at the leading edge, the first at the top.
    ///
    /// A subview whose ideal width is not a finite size is given the bounds' width.
    static func columnFrames(_ sizes: [FlowSize<Double>], in bounds: CGRect) -> [FlowRect<Double>?] {
      var y = Double(bounds.minY)
      var frames: [FlowRect<Double>?] = []
      for (ideal, size) in zip(sizes, columnSizes(sizes)) {
        let width = ideal.width.isFinite ? size.width : Swift.max(0, Double(bounds.width))
        frames.append(
          FlowRect(origin: FlowPoint(x: Double(bounds.minX), y: y), size: FlowSize(width: width, height: size.height)))
        y += size.height
      }
      return frames
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
