// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (The declarations are SwiftUI's, documented by Apple; the test hooks have their own comments.)

// A stand-in for the part of SwiftUI a custom `Layout` touches, so the SwiftUI
// adapter compiles and runs on Linux, where SwiftUI does not exist. Every
// declaration below has the signature Apple's SwiftUI documentation gives it
// (developer.apple.com/documentation/swiftui: Layout, ProposedViewSize,
// LayoutSubviews, LayoutSubview, ViewDimensions, HorizontalAlignment,
// VerticalAlignment, UnitPoint, LayoutDirection, ViewSpacing, LayoutProperties,
// Animatable); the bodies are the least that lets a test drive a layout. The
// members named `standIn…` are this module's own test hooks: real SwiftUI has
// none, so the adapter must never use them.
//
// Like SwiftUI, this module re-exports CGFloat, CGSize, CGPoint and CGRect
// (swift-corelibs-foundation declares them on Linux), so the implicit
// CGFloat-to-Double conversion, and its absence for optionals, behave as on
// Apple's platforms.

@_exported import Foundation

// MARK: Animation, which Layout inherits.

/// A type with values that can be added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

/// The empty animatable data a type without animation reports.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A type whose changes can be animated.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// MARK: Geometry and alignment.

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Hashable, CaseIterable, Sendable {
  case horizontal
  case vertical
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  let size: CGSize
  let baseline: CGFloat?

  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .center: width / 2
    case .trailing: width
    default: 0
    }
  }

  /// Text views answer their first baseline; other views their bottom, as in SwiftUI.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .center: height / 2
    case .bottom: height
    case .firstTextBaseline, .lastTextBaseline: baseline ?? height
    default: 0
    }
  }

  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    guide == .firstTextBaseline || guide == .lastTextBaseline ? baseline : nil
  }
}

// MARK: Layout.

/// A proposal for the size of a view; a `nil` dimension asks for the ideal size.
public struct ProposedViewSize: Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The preferred spacing around a view.
public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing()
  public init() {}
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() {}
}

/// A proxy for one subview of a layout.
public struct LayoutSubview: Equatable {
  let record: StandInRecord

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    record.measurements += 1
    return record.size(proposal)
  }

  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: record.size(proposal), baseline: record.baseline)
  }

  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    record.placements.append((position, anchor, proposal))
  }

  public var priority: Double { 0 }
  public var spacing: ViewSpacing { ViewSpacing() }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.record === rhs.record }

  /// Test hook, not SwiftUI: a subview whose size answers `size` and whose text baseline is `baseline`.
  public static func standIn(baseline: CGFloat? = nil, size: @escaping (ProposedViewSize) -> CGSize) -> LayoutSubview {
    LayoutSubview(record: StandInRecord(size: size, baseline: baseline))
  }

  /// Test hook, not SwiftUI: where the layout placed this subview, in the order it did.
  public var standInPlacements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] {
    record.placements
  }

  /// Test hook, not SwiftUI: how often the layout asked this subview for a size.
  public var standInMeasurements: Int { record.measurements }
}

/// What a stand-in subview answers and what was done to it.
final class StandInRecord {
  let size: (ProposedViewSize) -> CGSize
  let baseline: CGFloat?
  var measurements = 0
  var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = []
  init(size: @escaping (ProposedViewSize) -> CGSize, baseline: CGFloat?) {
    self.size = size
    self.baseline = baseline
  }
}

/// The subviews of a layout, in the order the view builder gave them.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  let elements: ArraySlice<LayoutSubview>
  public var layoutDirection: LayoutDirection
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(index: Int) -> LayoutSubview { elements[index] }
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(elements: elements[bounds], layoutDirection: layoutDirection)
  }

  /// Test hook, not SwiftUI: a subview list as SwiftUI would hand it to a layout.
  public static func standIn(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight)
    -> LayoutSubviews
  {
    LayoutSubviews(elements: subviews[...], layoutDirection: layoutDirection)
  }
}

/// A type that defines the geometry of a collection of views.
public protocol Layout: Sendable, Animatable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  static var layoutProperties: LayoutProperties { get }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

// MARK: Views, as far as a layout's call site needs them.

/// A piece of user interface.
public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// A view that displays one or more lines of read-only text.
public struct Text: View {
  /// Test hook, not SwiftUI: the string the view shows.
  public let standInContent: String
  public init(_ content: some StringProtocol) { standInContent = String(content) }
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A structure that computes views on demand from a collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public let data: Data
  public let content: (Data.Element) -> Content
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view made of the views a view builder listed.
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
}

/// A layout applied to the views its content closure lists.
public struct StandInLayoutView<L: Layout, Content: View>: View {
  /// Test hook, not SwiftUI: the layout and its content, as the call site built them.
  public let standInLayout: L
  public let standInContent: Content
  public var body: Never { fatalError("a primitive view has no body") }
}

extension Layout {
  /// Combines the views in `content` into one view arranged by this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    StandInLayoutView(standInLayout: self, standInContent: content())
  }
}
