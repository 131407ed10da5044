// The documents the Markdown guarantee is tested on: Reflow's own hazard and
// edge cases (Corpus/), and the Markdown that Debian packages install under
// /usr/share/doc on the machine running the tests.

import Foundation
import Testing

/// A named Markdown document.
struct CorpusDocument: CustomTestStringConvertible, Sendable {
  let name: String
  let text: String

  var testDescription: String { name }
}

enum MarkdownCorpus {
  /// Debian's documents up to this size are checked in the test suite; larger ones by
  /// `Scripts/bench/compare_markdown.py --guarantee` with the release build (the debug build is too slow for them), or
  /// here with `REFLOW_LARGE_DOCUMENTS=1` (Node.js's changelogs, some minutes).
  static let largestDebianDocument =
    ProcessInfo.processInfo.environment["REFLOW_LARGE_DOCUMENTS"] == "1" ? Int.max : 256 << 10

  static let ownDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Corpus")

  /// Reflow's own documents.
  static var own: [CorpusDocument] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: ownDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().compactMap { name in
      guard let text = try? String(contentsOf: ownDirectory.appendingPathComponent(name), encoding: .utf8) else {
        return nil
      }
      return CorpusDocument(name: name, text: text)
    }
  }

  /// Reflow's small cases, one document each, as `Scripts/check/generate_markdown_cases.py` wrote them.
  static var smallCases: [String] {
    guard let text = try? String(contentsOf: ownDirectory.appendingPathComponent("cases.txt"), encoding: .utf8)
    else { return [] }
    return text.components(separatedBy: "\n%%%% case %%%%\n")
  }

  /// The Markdown files under /usr/share/doc, decompressed, in path order.
  static var debian: [CorpusDocument] {
    guard let walker = FileManager.default.enumerator(atPath: "/usr/share/doc") else { return [] }
    var paths: [String] = []
    for case let relative as String in walker {
      let lower = relative.lowercased()
      if lower.hasSuffix(".md") || lower.hasSuffix(".md.gz") || lower.hasSuffix(".markdown") {
        paths.append("/usr/share/doc/" + relative)
      }
    }
    return paths.sorted().compactMap { path in
      guard let data = path.hasSuffix(".gz") ? gunzip(path) : FileManager.default.contents(atPath: path),
        data.count <= largestDebianDocument, let text = String(data: data, encoding: .utf8)
      else { return nil }
      return CorpusDocument(name: path, text: text)
    }
  }

  private static func gunzip(_ path: String) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-dc", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data : nil
  }
}
