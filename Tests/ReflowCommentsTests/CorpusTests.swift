// A corpus run over code nobody here wrote, on demand: REFLOW_COMMENT_CORPUS
// names folders (separated by colons) and REFLOW_COMMENT_WIDTHS the widths.

import Foundation
import ReflowComments
import ReflowText
import Testing

/// The folders to read, from the environment; empty when the corpus run was not asked for.
let corpusFolders =
  ProcessInfo.processInfo.environment["REFLOW_COMMENT_CORPUS"]?.split(separator: ":").map(String.init)
  ?? []

@Test(.enabled(if: !corpusFolders.isEmpty))
func corpusCodeIsUnchangedAndRunsSettle() throws {
  let widths = (ProcessInfo.processInfo.environment["REFLOW_COMMENT_WIDTHS"] ?? "60,80").split(separator: ",")
    .compactMap { Int($0) }
  var paths: [(String, CommentLanguage)] = []
  for folder in corpusFolders {
    guard let walk = FileManager.default.enumerator(atPath: folder) else { continue }
    for case let relative as String in walk {
      guard let language = CommentLanguage(forFileNamed: relative) else { continue }
      paths.append((folder + "/" + relative, language))
    }
  }
  for width in widths {
    let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: width)))
    var bytes = 0
    var changed = 0
    var kept: [String: Int] = [:]
    var unsettled: [String] = []
    var seconds = 0.0
    var pythonPairs: [(path: String, output: [UInt8])] = []
    for (path, language) in paths {
      guard let data = FileManager.default.contents(atPath: path), String(data: data, encoding: .utf8) != nil
      else { continue }
      let input = [UInt8](data)
      bytes += input.count
      let start = Date()
      let result = input.withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
      seconds += Date().timeIntervalSince(start)
      if let reason = result.kept {
        kept["\(reason)", default: 0] += 1
        if reason != .unreadable { print("kept \(reason): \(path)") }
        continue
      }
      if result.output != input {
        changed += 1
        if language.name == "python" { pythonPairs.append((path, result.output)) }
      }
      let again = result.output.withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
      if again.output != result.output { unsettled.append(path) }
    }
    print(
      "width \(width): \(paths.count) files, \(bytes) bytes, \(changed) changed, kept \(kept),"
        + " \(unsettled.count) unsettled, \(String(format: "%.2f", Double(bytes) / 1e6 / seconds)) MB/s")
    for path in unsettled { print("unsettled: \(path)") }
    #expect(unsettled.isEmpty)
    #expect(try pythonTokensDiffer(pythonPairs).isEmpty)
    #expect(kept["codeChanged"] == nil)
  }
}

/// The files of `pairs` (a Python file's path and its formatted bytes) whose tokens other than comments and blank
/// lines differ, by Python's own tokenize module.
func pythonTokensDiffer(_ pairs: [(path: String, output: [UInt8])]) throws -> [String] {
  guard !pairs.isEmpty else { return [] }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-corpus-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var list = ""
  for (index, pair) in pairs.enumerated() {
    let after = folder.appendingPathComponent("\(index).py").path
    _ = FileManager.default.createFile(atPath: after, contents: Data(pair.output))
    list += pair.path + "\t" + after + "\n"
  }
  let listPath = folder.appendingPathComponent("pairs.tsv").path
  try list.write(toFile: listPath, atomically: false, encoding: .utf8)
  let script = """
    import sys, tokenize
    def toks(p):
        with open(p, 'rb') as f:
            return [(t.type, t.string) for t in tokenize.tokenize(f.readline)
                    if t.type not in (tokenize.COMMENT, tokenize.NL)]
    for line in open(sys.argv[1]):
        before, after = line.rstrip('\\n').split('\\t')
        try:
            same = toks(before) == toks(after)
        except Exception as error:
            same = False
        if not same:
            print(before)
    """
  let differing = try run(["python3", "-c", script, listPath]).output.split(separator: "\n").map(String.init)
  print("python tokenize: \(pairs.count) changed files compared, \(differing.count) differ")
  for path in differing { print("tokens differ: \(path)") }
  return differing
}
