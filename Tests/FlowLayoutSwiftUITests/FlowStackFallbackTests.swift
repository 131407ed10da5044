// A layout the engine refuses never traps FlowStack, in any build: it falls
// back to a column and reports the error once.

import FlowLayout
import Foundation
import SwiftUI
import Synchronization
import Testing

/// The errors a layout reported, in order.
private final class Reports: Sendable {
  private let errors = Mutex<[FlowLayoutError]>([])
  func record(_ error: FlowLayoutError) { errors.withLock { $0.append(error) } }
  var all: [FlowLayoutError] { errors.withLock { $0 } }
}

/// SwiftUI's order of calls: a cache, the ideal size, the proposed size, then placement, twice over.
private func driveTwice(_ layout: FlowStack, _ subviews: LayoutSubviews, width: CGFloat) -> CGSize {
  var cache = layout.makeCache(subviews: subviews)
  var size = CGSize.zero
  for _ in 0..<2 {
    _ = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    size = layout.sizeThatFits(proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache)
    layout.placeSubviews(
      in: CGRect(x: 5, y: 7, width: width, height: size.height), proposal: ProposedViewSize(width: width, height: nil),
      subviews: subviews, cache: &cache)
  }
  return size
}

@Suite struct FlowStackFallbackTests {
  @Test func aNaNItemSpacingFallsBackToAColumn_reportedOnce() {
    let reports = Reports()
    var layout = FlowStack(FlowContainer(itemSpacing: .nan))
    layout.reportError = { reports.record($0) }
    let subviews = LayoutSubviews.standIn([
      .standIn { _ in CGSize(width: 40, height: 20) }, .standIn { _ in CGSize(width: 30, height: 10) },
    ])
    let size = driveTwice(layout, subviews, width: 100)
    #expect(size == CGSize(width: 40, height: 30))
    #expect(subviews.map { $0.standInPlacements.last?.position } == [CGPoint(x: 5, y: 7), CGPoint(x: 5, y: 27)])
    #expect(reports.all == [.invalidSetting(name: "item spacing", value: "nan")])
  }

  @Test func aSubviewOfInfiniteIdealWidthFallsBackToAColumn_andIsGivenTheBoundsWidth() {
    let reports = Reports()
    var layout = FlowStack(itemSpacing: 4)
    layout.reportError = { reports.record($0) }
    let subviews = LayoutSubviews.standIn([
      .standIn { _ in CGSize(width: 40, height: 20) }, .standIn { _ in CGSize(width: CGFloat.infinity, height: 10) },
    ])
    let size = driveTwice(layout, subviews, width: 100)
    #expect(size == CGSize(width: 40, height: 30))
    #expect(subviews[1].standInPlacements.last?.position == CGPoint(x: 5, y: 27))
    #expect(subviews[1].standInPlacements.last?.proposal == ProposedViewSize(width: 100, height: 10))
    #expect(reports.all.count == 1)
  }

  @Test func aLayoutTheEngineTakesReportsNothing() {
    let reports = Reports()
    var layout = FlowStack(itemSpacing: 10)
    layout.reportError = { reports.record($0) }
    let subviews = LayoutSubviews.standIn([.standIn { _ in CGSize(width: 40, height: 20) }])
    _ = driveTwice(layout, subviews, width: 100)
    #expect(reports.all.isEmpty)
  }
}
