// Test support: a scratch folder of files for the end-to-end tests, removed
// when the test ends.

import Foundation

/// A scratch folder of files, removed when the test ends.
final class ScratchTree {
  let root: URL

  init(_ files: [String: String], git: Bool = false) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
    if git { try run(["git", "init", "-q", root.path]) }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func write(_ path: String, _ text: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Runs a program in the tree and returns its standard output.
  @discardableResult
  func run(_ arguments: [String], input: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = root
    let output = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardInput = feed
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let input { try feed.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
    try feed.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs the built reflow in the tree.
  func reflow(_ arguments: [String], stdin: String? = nil) throws -> ReflowRun {
    try runReflow(arguments, stdin: stdin.map { Data($0.utf8) }, directory: root)
  }
}
