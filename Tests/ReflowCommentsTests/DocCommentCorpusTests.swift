// Doc comments over code nobody here wrote, on demand (REFLOW_COMMENT_CORPUS,
// REFLOW_COMMENT_WIDTHS, as CorpusTests): every doc comment's Markdown renders
// the same before and after, by cmark-gfm's own command.

import Foundation
import ReflowComments
import ReflowMarkdown
import ReflowText
import Testing

@Test(.enabled(if: !corpusFolders.isEmpty))
func corpusDocCommentsRenderTheSame() throws {
  let widths = (ProcessInfo.processInfo.environment["REFLOW_COMMENT_WIDTHS"] ?? "60,80").split(separator: ",")
    .compactMap { Int($0) }
  var files: [(path: String, language: CommentLanguage, text: String)] = []
  for folder in corpusFolders {
    guard let walk = FileManager.default.enumerator(atPath: folder) else { continue }
    for case let relative as String in walk {
      guard let language = CommentLanguage(forFileNamed: relative),
        let data = FileManager.default.contents(atPath: folder + "/" + relative),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      files.append((folder + "/" + relative, language, text))
    }
  }
  for width in widths {
    let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: width)))
    var comments = 0
    var changed = 0
    var keptFiles: [String: Int] = [:]
    var overWide: [String: Int] = [:]
    var renderChanges: [String] = []
    for file in files {
      let input = Array(file.text.utf8)
      let result = input.withUnsafeBufferPointer { formatter.format(utf8: $0, language: file.language) }
      let before = docComments(file.text)
      comments += before.count
      if let reason = result.kept { keptFiles["\(reason)", default: 0] += before.count }
      let after = docComments(String(decoding: result.output, as: UTF8.self))
      guard before.count == after.count else {
        renderChanges.append("\(file.path): \(before.count) doc comments before, \(after.count) after")
        continue
      }
      let pairs = zip(before, after)
      let differing = pairs.filter { $0.markdown != $1.markdown }
      changed += differing.count
      // One cmark-gfm run for each side of a file, and one for each comment only where the file's differ.
      let joined = { (side: [DocComment]) in side.map(\.markdown).joined(separator: "\n<!-- doc -->\n\n") }
      if !differing.isEmpty,
        try renderedByCmark(joined(differing.map(\.0))) != renderedByCmark(joined(differing.map(\.1)))
      {
        for (one, other) in differing where try renderedByCmark(one.markdown) != renderedByCmark(other.markdown) {
          renderChanges.append("\(file.path): \(one.markdown.prefix(60))")
        }
      }
      for (one, other) in pairs where other.widest > width {
        let reason = try overWidthReason(one, other, width: width)
        overWide[reason, default: 0] += 1
        if overWide[reason] ?? 0 <= 3 { print("  over \(width) \(reason): \(file.path):\(one.line)") }
      }
    }
    print(
      "doc comments at width \(width): \(files.count) files, \(comments) doc comments, \(changed) changed,"
        + " in files kept \(keptFiles), \(renderChanges.count) render changes")
    for (reason, count) in overWide.sorted(by: { $0.value > $1.value }) {
      print("  still over \(width) columns: \(count) \(reason)")
    }
    for change in renderChanges { print("render change: \(change)") }
    #expect(renderChanges.isEmpty)
  }
}

/// Why a doc comment still has a line over `width` columns after formatting, `before` as it was and `after` as it is.
private func overWidthReason(_ before: DocComment, _ after: DocComment, width: Int) throws -> String {
  let room = width - after.margin
  guard room >= CommentFormatter.narrowestText else { return "(indented too deep to wrap)" }
  let markdown = try MarkdownFormatter(options: MarkdownFormatOptions(width: room)).format(before.markdown)
  if let kept = markdown.keptAsWritten.first { return "(Markdown kept a paragraph: \(kept.reason))" }
  if markdown.text != after.markdown && before.markdown == after.markdown {
    return "(comment kept by the line rules: directive, region, license or glued leader)"
  }
  return "(a line the Markdown formatter keeps: code, table, heading, link definition, or a word wider than the room)"
}
