// The SwiftUI adapter, compiled from its own source file against the stand-in
// SwiftUI module and driven the way SwiftUI drives a layout: a cache, several
// size questions, then one placement. This file imports SwiftUI and FlowLayout
// together and names SwiftUI's `HorizontalAlignment`, `VerticalAlignment` and
// `LayoutDirection` unqualified: it stops compiling if the engine declares any
// of those names again.

import FlowLayout
import Foundation
import GoldenFiles
import SwiftUI
import Testing

/// A view of a fixed size, with a text baseline when it is a label.
private func view(_ width: CGFloat, _ height: CGFloat = 20, baseline: CGFloat? = nil) -> LayoutSubview {
  .standIn(baseline: baseline) { _ in CGSize(width: width, height: height) }
}

/// Where each subview was last placed, as (x, y), or nil when it was given no room.
private func origins(_ subviews: LayoutSubviews) -> [CGPoint?] {
  subviews.map { subview in
    guard let last = subview.standInPlacements.last else { return nil }
    return last.proposal == .zero ? nil : last.position
  }
}

/// SwiftUI's order of calls: a cache, the ideal size, the proposed size, then placement.
private func drive(_ layout: FlowStack, _ subviews: LayoutSubviews, width: CGFloat, in origin: CGPoint = .zero)
  -> CGSize
{
  var cache = layout.makeCache(subviews: subviews)
  _ = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
  let size = layout.sizeThatFits(
    proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache)
  layout.placeSubviews(
    in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(width: width, height: nil),
    subviews: subviews, cache: &cache)
  return size
}

/// The snippet the DocC article shows, compiled here against the stand-in.
struct TagCloud: View {
  let tags: [String]
  var body: some View {
    FlowStack(itemSpacing: 6, lineSpacing: 6) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
      }
    }
  }
}

@Suite struct FlowStackTests {
  @Test func tagsFlowIntoLinesAndEachIsMeasuredOnce() {
    let subviews = LayoutSubviews.standIn([view(40), view(30), view(50), view(20)])
    let size = drive(FlowStack(itemSpacing: 10, lineSpacing: 5), subviews, width: 100, in: CGPoint(x: 7, y: 3))
    // 40 + 10 + 30 = 80 fits in 100; 50 does not follow it; 50 + 10 + 20 = 80.
    #expect(
      origins(subviews) == [CGPoint(x: 7, y: 3), CGPoint(x: 57, y: 3), CGPoint(x: 7, y: 28), CGPoint(x: 67, y: 28)])
    #expect(size == CGSize(width: 100, height: 45))
    #expect(subviews.map(\.standInMeasurements) == [1, 1, 1, 1])
  }

  @Test func aZeroProposalGetsTheMinimumSize() {
    let layout = FlowStack(itemSpacing: 10, lineSpacing: 0)
    let subviews = LayoutSubviews.standIn([view(40), view(70), view(20)])
    var cache = layout.makeCache(subviews: subviews)
    #expect(layout.sizeThatFits(proposal: .zero, subviews: subviews, cache: &cache) == CGSize(width: 70, height: 60))
    #expect(
      layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 150, height: 20))
  }

  @Test func aViewWiderThanTheLayoutSitsAloneOnItsLine() {
    let subviews = LayoutSubviews.standIn([view(30), view(500), view(30)])
    _ = drive(FlowStack(itemSpacing: 10, lineSpacing: 0), subviews, width: 100)
    #expect(origins(subviews).map { $0?.y } == [0, 20, 40])
  }

  @Test func labelsShareAFirstTextBaseline() {
    // A tall label whose baseline is 30 down, beside a short one whose baseline is 12 down.
    let subviews = LayoutSubviews.standIn([view(40, 40, baseline: 30), view(40, 16, baseline: 12)])
    _ = drive(FlowStack(itemSpacing: 0), subviews, width: 200)
    let tops = origins(subviews).map { $0?.y }
    #expect(tops == [0, 18])
  }

  @Test func theLastSubviewStandsForTheTagsALineLimitHides() {
    let tags = (0..<6).map { _ in view(40) }
    let more = view(30)
    let subviews = LayoutSubviews.standIn(tags + [more])
    let layout = FlowStack(itemSpacing: 10, lineSpacing: 0, maximumLineCount: 1, showsOverflowIndicator: true)
    _ = drive(layout, subviews, width: 140)
    // 40 + 10 + 40 + 10 + 30 = 130: two tags and the indicator; the other four are given no room.
    #expect(
      origins(subviews) == [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), nil, nil, nil, nil, CGPoint(x: 100, y: 0)])
  }

  @Test func theIndicatorIsNotShownWhenEveryTagFits() {
    let subviews = LayoutSubviews.standIn([view(40), view(40), view(30)])
    let layout = FlowStack(itemSpacing: 10, maximumLineCount: 1, showsOverflowIndicator: true)
    _ = drive(layout, subviews, width: 140)
    #expect(origins(subviews) == [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), nil])
  }

  @Test func aChangedSettingIsNotAnsweredFromTheCache() {
    let subviews = LayoutSubviews.standIn([view(40), view(40)])
    var layout = FlowStack(itemSpacing: 10, lineSpacing: 0)
    var cache = layout.makeCache(subviews: subviews)
    let proposal = ProposedViewSize(width: 100, height: nil)
    #expect(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache).height == 20)
    layout.container.itemSpacing = 30
    #expect(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache).height == 40)
  }

  @Test func badSpacingIsMadeHarmless() {
    let layout = FlowStack(itemSpacing: -4, lineSpacing: .nan)
    #expect(layout.container.itemSpacing == 0 && layout.container.lineSpacing == 0)
  }

  @Test func swiftUIsOwnNamesStayUnambiguous() {
    // Each of these would be "ambiguous for type lookup" if FlowLayout declared the name too.
    let dimensions = LayoutSubviews.standIn([view(40, 20, baseline: 15)])[0].dimensions(in: .unspecified)
    #expect(dimensions[HorizontalAlignment.trailing] == 40)
    #expect(dimensions[VerticalAlignment.firstTextBaseline] == 15)
    #expect(LayoutSubviews.standIn([]).layoutDirection == LayoutDirection.leftToRight)
    #expect(FlowStack(alignment: FlowAlignment.center).container.alignment == .center)
  }

  @Test func theArticlesSwiftBlocksAreCompiledHere() throws {
    let article = "Sources/FlowLayout/FlowLayout.docc/MappingToSwiftUI.md"
    #expect(try !DocSnippets.swiftBlocks(of: article).isEmpty)
    #expect(try DocSnippets.blocksMissing(from: #filePath, in: article).isEmpty)
  }

  /// The README's Swift blocks are compiled elsewhere: the SwiftUI one here, the others by the downstream package.
  @Test func theReadmesSwiftBlocksAreCompiled() throws {
    let compiling = ["Examples/Downstream/Sources/MyTool/main.swift", #filePath]
    #expect(try DocSnippets.swiftBlocks(of: "README.md").count >= 4)
    for block in try DocSnippets.blocksMissing(from: compiling, in: "README.md") {
      Issue.record("README block compiled nowhere:\n\(block.joined(separator: "\n"))")
    }
  }

  /// Every Swift block of the DocC catalogs and of the public doc comments is compiled by the downstream package
  /// (or, for SwiftUI, here).
  @Test func everyDocumentedSwiftBlockIsCompiled() throws {
    let compiling = ["Examples/Downstream/Sources/MyTool/main.swift", #filePath]
    let root = DocSnippets.root
    var checked = 0
    // ReflowText's product holds the two layers below it, whose public types it re-exports.
    for library in [
      "FlowLayout", "FlowLayoutSwiftUI", "ReflowUnicode", "ReflowParagraph", "ReflowText", "ReflowMarkdown",
    ] {
      let folder = root.appendingPathComponent("Sources/\(library)")
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files.sorted() {
        let path = "Sources/\(library)/\(file)"
        let blocks =
          file.hasSuffix(".md")
          ? try DocSnippets.swiftBlocks(of: path)
          : file.hasSuffix(".swift") ? try DocSnippets.docCommentBlocks(of: path) : []
        for block in blocks {
          checked += 1
          #expect(try DocSnippets.isCompiled(block, in: compiling), "\(path):\n\(block.joined(separator: "\n"))")
        }
      }
    }
    #expect(checked >= 15)
  }

  /// The README's manifest is the downstream package's, with the published URL for the path to this checkout.
  @Test func theReadmesManifestIsTheDownstreamPackages() throws {
    let manifests = try DocSnippets.swiftBlocks(of: "README.md", info: "swift Package.swift")
    #expect(manifests.count == 1)
    let fixture = try String(
      contentsOf: DocSnippets.root.appendingPathComponent("Examples/Downstream/Package.swift"), encoding: .utf8)
    let lines = fixture.split(separator: "\n").map { String($0.drop { $0 == " " }) }.joined(separator: "\n")
    for block in manifests {
      let local = block.map {
        String($0.drop { $0 == " " }).replacing(
          #/\.package\(url: "[^"]+", from: "[^"]+"/#, with: ".package(path: \"reflow\"")
      }
      let body = local.joined(separator: "\n")
      #expect(lines.contains(body), "README manifest differs from Examples/Downstream/Package.swift:\n\(body)")
    }
  }

  /// CI compiles the downstream package's code in the Fuzz package, beside the fuzz targets, to build the libraries
  /// once: that package must take the same products from the same sources, with the command's trait off too.
  @Test func theFuzzPackageCompilesTheDownstreamTarget() throws {
    let root = DocSnippets.root
    func lines(_ path: String) throws -> [String] {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
        .map { String($0.drop { $0 == " " }) }
    }
    let downstream = try lines("Examples/Downstream/Package.swift")
    let fuzz = try lines("Fuzz/Package.swift").joined(separator: "\n")
    let start = try #require(downstream.firstIndex(of: "name: \"MyTool\","))
    let end = try #require(downstream[start...].firstIndex(of: "]"))
    let target = downstream[start...end].joined(separator: "\n")
    #expect(fuzz.contains(target), "Fuzz/Package.swift's MyTool differs from the downstream package's:\n\(target)")
    let dependency = ".package(path: \"reflow\", traits: [])"
    #expect(downstream.contains(dependency))
    #expect(fuzz.contains(dependency))
    let sources = ["Fuzz/Sources/MyTool", "Examples/Downstream/Sources/MyTool"].map {
      root.appendingPathComponent($0).resolvingSymlinksInPath().path
    }
    #expect(sources[0] == sources[1], "Fuzz/Sources/MyTool is not a link to the downstream package's sources")
  }

  @Test func theArticlesTagCloudBuildsAFlowStack() {
    let cloud = TagCloud(tags: ["swift", "layout"]).body
    #expect(String(describing: type(of: cloud)).contains("FlowStack"))
  }
}
