// Target: the one place Reflow calls cmark-gfm, and the trees it copies out.

@testable import ReflowMarkdown

extension FuzzTarget {
  /// Blocks point at earlier containers and real lines; the flat tree's subtrees nest and its text ranges
  /// lie inside its own bytes.
  static let markdownBridge = FuzzTarget(
    name: "markdown-bridge", summary: "cmark-gfm's outline and full tree are well formed"
  ) { input in
    let text = input.restAsText
    // CommonMark ends a line at LF, CR or CR LF.
    let lineCount = text.indices.count { text[$0] == 0x0A || (text[$0] == 0x0D && text.get($0 + 1) != 0x0A) } + 1
    text.withUnsafeBufferPointer { bytes in
      let document = MarkdownDocument(utf8: bytes)
      for (index, block) in document.blocks.enumerated() {
        if let parent = block.parent {
          require(parent < index, "block \(index)'s parent \(parent) comes after it in \(shown(text))")
        }
        if let start = block.start, let end = block.end {
          require(
            1 <= start.line && start.line <= end.line && end.line <= lineCount,
            "block \(index) on lines \(start.line)–\(end.line) of \(lineCount) in \(shown(text))")
        }
        _ = document.containers(of: index)
      }
      let tree = CmarkTree(bytes).fullTree()
      let byteCount = Int32(tree.bytes.count)
      var open: [Int] = []
      for (index, node) in tree.nodes.enumerated() {
        while let last = open.last, Int(tree.nodes[last].end) <= index { open.removeLast() }
        require(Int(node.end) > index && Int(node.end) <= tree.nodes.count, "node \(index) ends at \(node.end)")
        if let parent = open.last {
          require(node.end <= tree.nodes[parent].end, "node \(index) leaves its parent \(parent) in \(shown(text))")
        }
        for range in [node.literal, node.detail] {
          require(0 <= range.lowerBound && range.upperBound <= byteCount, "node \(index) text \(range) of \(byteCount)")
        }
        open.append(index)
      }
      require(tree.nodes.isEmpty || Int(tree.nodes[0].end) == tree.nodes.count, "the root does not hold every node")
    }
  }
}

extension Array {
  /// The element at `index`, or nil past the end.
  fileprivate func get(_ index: Int) -> Element? { index < count ? self[index] : nil }
}
